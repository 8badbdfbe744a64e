import { statementQuerySchema } from '@/lib/api/contract/statement';
import { validate } from '@/lib/validation/kit';
import { statementCsv } from '@/lib/server/ledger/statement-csv';
import { statementFor } from '@/lib/server/ledger/statement';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';

/**
 * GET /user/statement?currency= → the member's account statement: entries newest first with the
 * running balance of their currency, the due per order and totals per currency.
 * `?format=csv` streams every entry in date order as CSV (UTF-8 with a byte-order mark for Excel),
 * `statement-YYYYMMDD.csv`.
 */
export const GET = memberRoute({}, async ({ db, actor, query, locale }) => {
  const q = valid(validate(statementQuerySchema, query));
  if (q.format === 'json') return ok(await statementFor(db, actor, actor.user.id, { currency: q.currency }), '', 200, { headers: { 'Cache-Control': 'no-store' } });
  const stream = await statementCsv(db, actor, actor.user.id, locale, q.currency);
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="statement-${stamp}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
