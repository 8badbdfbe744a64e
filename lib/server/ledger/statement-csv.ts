import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config';
import { toMajorText } from '@/lib/money';
import { loadMessages } from '@/i18n/messages';
import type { Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import type { StatementEntry } from '@/lib/api/contract/statement';
import { statementRows } from './statement';

/*
 * The member's statement as CSV for a spreadsheet: every entry in date order with its running
 * balance, headers and kinds in the member's language, streamed a batch at a time, UTF-8 with a
 * byte-order mark (Excel reads Chinese correctly). Amounts are plain numbers in major units
 * ('-40.00'), so a spreadsheet sums them; every text cell that a spreadsheet would run as a formula
 * (= + - @, tab, carriage return) is neutralised with a leading '.
 */

function textCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The day an entry is dated, as YYYY-MM-DD (what a spreadsheet reads as a date). */
const day = (iso: string) => iso.slice(0, 10);

export async function statementCsv(db: Db, actor: Actor, memberId: number, locale: Locale, currency: string | null): Promise<ReadableStream<Uint8Array>> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'member.purse' });
  const encoder = new TextEncoder();
  const header = ['date', 'no', 'kind', 'order', 'note', 'currency', 'amount', 'balance', 'reverses'] as const;
  // Reading the first batch here makes a refusal (another member's id) an answer, not a broken stream.
  const rows = statementRows(db, actor, memberId, { currency });
  let pending: IteratorResult<StatementEntry[]> | null = await rows.next();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${header.map((h) => textCell(t(`csv.${h}`))).join(',')}\r\n`));
    },
    async pull(controller) {
      const next = pending ?? (await rows.next());
      pending = null;
      if (next.done || !next.value) return controller.close();
      const lines = next.value.map((e: StatementEntry) =>
        [
          day(e.entry_date),
          String(e.id),
          textCell(t(`kind.${e.kind as 'payment'}`)),
          textCell(e.order?.reference ?? ''),
          textCell(e.note),
          e.currency,
          toMajorText(e.amount, e.currency),
          toMajorText(e.balance, e.currency),
          e.reverses_id === null ? '' : String(e.reverses_id),
        ].join(','),
      );
      controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`));
    },
  });
}
