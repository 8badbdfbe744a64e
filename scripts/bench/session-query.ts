// Where a member page's session check spends its time on PGlite (figures, not pass/fail):
//   node --conditions=react-server --import tsx scripts/bench/session-query.ts
// A migrated in-memory PGlite with one member, a live session and a few message threads; then
// the session check (with the unread count, as a member page asks it) timed several ways, one at
// a time: through verifySession (drizzle, then its prepared form as the server runs it on
// PGlite), the same SQL and parameters through pglite.query (no drizzle), a SQL PREPAREd
// statement run by EXECUTE (parsed and planned once), and EXPLAIN ANALYZE's own planning and
// execution times.
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, PGLITE_SETTINGS } from '@/lib/server/db/open';
import { registerPglite } from '@/lib/server/db/prepared';
import * as schema from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { createSession, verifySession } from '@/lib/server/members/sessions';
import { hashSecret } from '@/lib/server/members/tokens';
import { memberUnreadQuery } from '@/lib/server/messages/unread';

const RUNS = Number(process.env.SESSION_BENCH_RUNS || 2000);

async function time(label: string, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 200; i++) await fn();
  const t0 = performance.now();
  for (let i = 0; i < RUNS; i++) await fn();
  const ms = (performance.now() - t0) / RUNS;
  console.log(`${label.padEnd(58)} ${ms.toFixed(3)} ms`);
  return ms;
}

async function main() {
  const client = new PGlite({ extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  const {
    rows: [user],
  } = await client.query<{ id: number }>(`insert into users (account, nickname) values ('bench', 'Bench') returning id`);
  for (let t = 0; t < 1; t++) {
    const {
      rows: [thread],
    } = await client.query<{ id: number }>(`insert into message_threads (member_id) values ($1) returning id`, [user.id]);
    for (let m = 0; m < 10; m++) await client.query(`insert into messages (thread_id, from_staff, body) values ($1, $2, 'hello')`, [thread.id, m % 2 === 0]);
  }
  const now = new Date();
  const { token } = await createSession(db, user.id, { userAgent: 'bench', clientAddress: '127.0.0.1' }, now);
  await verifySession(db, token, now, { unread: true });

  // The SQL and parameters drizzle sends (captured once from its logger-free query builder path).
  let captured: { sql: string; params: unknown[] } | null = null;
  const spy = drizzle(client, { schema, logger: { logQuery: (q, p) => void (captured ??= { sql: q, params: p }) } }) as unknown as Db;
  await verifySession(spy, token, now, { unread: true });
  if (!captured) throw new Error('no query captured');
  const { sql: text, params } = captured as { sql: string; params: unknown[] };
  const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  await client.exec(`prepare session_check as ${text}`);
  const execute = `execute session_check(${params.map(literal).join(', ')})`;
  const inlined = text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));

  console.log(`PGlite ${(await client.query<{ v: string }>('select version() as v')).rows[0].v.split(' on ')[0]}, ${RUNS} runs each`);
  await time('verifySession (drizzle, unnamed extended-protocol statement)', () => verifySession(db, token, now, { unread: true }));
  // The same handle registered as openDatabase registers the server's: verifySession's prepared path.
  const served = drizzle(client, { schema }) as unknown as Db;
  registerPglite(served, client);
  await time('verifySession (prepared statement, as the server runs it)', () => verifySession(served, token, now, { unread: true }));
  await time('same SQL through pglite.query (extended protocol)', () => client.query(text, params));
  await time('same SQL through pglite.query, rows as arrays (as drizzle asks)', () => client.query(text, params, { rowMode: 'array' }));
  // drizzle's driver also hands PGlite parsers that keep dates and intervals as text.
  const asText = (value: string) => value;
  const parsers = Object.fromEntries([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asText]));
  await time("same SQL through pglite.query, arrays and drizzle's parsers", () => client.query(text, params, { rowMode: 'array', parsers }));
  await time('building the query and its SQL in drizzle, no database', async () =>
    db
      .select({ session: schema.sessions, user: schema.users, unread: sql`(${memberUnreadQuery(db, schema.users.id)})`.mapWith(Number) })
      .from(schema.sessions)
      .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
      .where(and(eq(schema.sessions.tokenHash, hashSecret(token)), isNull(schema.sessions.revokedAt), gt(schema.sessions.expiresAt, now), isNull(schema.users.disabledAt)))
      .limit(1)
      .toSQL(),
  );
  await time('same SQL, literals, pglite.exec (simple protocol)', () => client.exec(inlined));
  await time('EXECUTE of a PREPAREd statement, pglite.exec', () => client.exec(execute));
  await time('EXECUTE of a PREPAREd statement, pglite.query', () => client.query(execute));
  await time('select 1 through pglite.query (the floor of a call)', () => client.query('select 1'));
  const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, timing off) ${inlined}`);
  for (const row of plan.rows) if (/Planning|Execution/.test(row['QUERY PLAN'])) console.log(`  explain analyze: ${row['QUERY PLAN']}`);
  await client.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
