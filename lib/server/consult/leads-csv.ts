import 'server-only';
import { and, count, desc, inArray, lt, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@/lib/config';
import { countryLabel } from '@/lib/countries';
import type { LeadQuery } from '@/lib/api/contract/leads';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';
import { requireRole, type Actor } from '@/lib/server/access';
import { productNamesByIds } from '@/lib/server/catalogue/lookup';
import { resolveText } from '@/lib/server/catalogue/localized';
import type { Db } from '@/lib/server/db/types';
import { memberCardsByIds } from '@/lib/server/members/lookup';
import { consultAttachments, consultRequests } from './schema';
import { leadConditions } from './leads';

/*
 * The leads as CSV for a spreadsheet: streamed a batch at a time (100,000 leads never sit in memory
 * together), UTF-8 with a byte-order mark so Excel reads Chinese correctly, and every cell that a
 * spreadsheet would run as a formula (= + - @, tab, carriage return) neutralised with a leading '.
 */

const BATCH = 500;
const HEADER = [
  'id',
  'reference',
  'created_at',
  'status',
  'name',
  'company',
  'email',
  'phone',
  'country',
  'product',
  'quantity',
  'message',
  'locale',
  'source_page',
  'assignee',
  'follow_up_at',
  'files',
];

/** One CSV cell: formulas neutralised, quoted, quotes doubled. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The leads the query selects, newest first, as a stream of CSV text. */
export function streamLeadsCsv(db: Db, actor: Actor | null, query: LeadQuery, now: Date = new Date()): ReadableStream<Uint8Array> {
  requireRole(actor, ...LEADS_STAFF_ROLES);
  const encoder = new TextEncoder();
  const filters = leadConditions(query, now);
  // Keyset on the id (ids grow with arrival; a time keeps only milliseconds in JavaScript).
  let cursor: number | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(HEADER)}`));
        return;
      }
      const after: SQL[] = cursor !== null ? [lt(consultRequests.id, cursor)] : [];
      const rows = await db
        .select()
        .from(consultRequests)
        .where(and(...filters, ...after))
        .orderBy(desc(consultRequests.id))
        .limit(BATCH);
      if (rows.length === 0) return controller.close();
      cursor = rows[rows.length - 1].id;
      const productIds = [...new Set(rows.map((r) => r.productId).filter((id): id is number => id !== null))];
      const assigneeIds = [...new Set(rows.map((r) => r.assigneeId).filter((id): id is number => id !== null))];
      const [names, people, files] = await Promise.all([
        productNamesByIds(db, productIds),
        memberCardsByIds(db, assigneeIds),
        db
          .select({ id: consultAttachments.consultId, n: count() })
          .from(consultAttachments)
          .where(
            inArray(
              consultAttachments.consultId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(consultAttachments.consultId),
      ]);
      const fileCount = new Map(files.map((f) => [f.id, Number(f.n)]));
      const productName = new Map([...names].map(([id, name]) => [id, resolveText(name, DEFAULT_LOCALE).value]));
      const person = new Map([...people.values()].map((p) => [p.id, p.account ?? `#${p.id}`]));
      const text = rows
        .map((r) =>
          csvLine([
            // The country by its English name (a code's), as a spreadsheet reader expects it.
            r.id,
            r.reference,
            r.createdAt,
            r.status,
            r.name,
            r.company,
            r.email,
            r.phone,
            countryLabel(r.country, 'en'),
            r.productId !== null ? (productName.get(r.productId) ?? '') : '',
            r.quantity,
            r.message,
            r.locale,
            r.sourcePage,
            r.assigneeId !== null ? (person.get(r.assigneeId) ?? '') : '',
            r.followUpAt,
            fileCount.get(r.id) ?? 0,
          ]),
        )
        .join('');
      controller.enqueue(encoder.encode(text));
    },
  });
}
