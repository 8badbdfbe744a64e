import 'server-only';
import { is, Placeholder, type Column } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './types';

/*
 * Named prepared statements on PGlite. PGlite parses and plans every query it is sent again
 * (drizzle's PGlite driver sends unnamed statements), and it runs on the same thread as the page
 * rendering: for a hot query, parse and plan are most of PGlite's own time. A query defined here
 * is PREPAREd once per PGlite instance and then run by EXECUTE through the simple protocol, the
 * cheapest call PGlite has (docs/operations/performance.md, "Member pages: where PGlite's time
 * goes in the session check"). Nothing of a result is kept: every call runs the statement.
 *
 * Only the PGlite database that openDatabase registered takes this path. PostgreSQL, a drizzle
 * transaction (its queries must go through the transaction) and any other drizzle handle get null
 * from runPrepared, and the caller runs its drizzle query as before.
 */

/** Values a prepared statement's parameters may take: each written as a SQL literal it cannot escape from. */
export type PreparedValue = boolean | number | Date | HexString | string;

/** A string checked to hold hexadecimal digits only (a token's hash): quoted as is. */
export type HexString = string & { readonly hexString: unique symbol };

export function hexString(value: string): HexString {
  if (!/^[0-9a-f]+$/i.test(value)) throw new Error('not a hexadecimal string');
  return value as HexString;
}

/**
 * One value as a SQL literal for EXECUTE's arguments. The simple protocol has no parameters, so
 * each is written into the statement, in shapes that cannot leave their quotes: a text has its
 * quotes doubled (what PostgreSQL's own quote_literal does) and may hold no backslash and no NUL,
 * so it reads the same whether or not standard_conforming_strings is on; anything else throws.
 */
export function sqlLiteral(value: PreparedValue): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return String(value);
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error('invalid date');
    return `'${value.toISOString()}'`;
  }
  if (/[\\\0]/.test(value)) throw new Error('a text with a backslash or a NUL is not written as a literal');
  return `'${value.replace(/'/g, "''")}'`;
}

/** What a text constant of a prepared query may be: a keyword of the code (a status), not a value of a request. */
const KEYWORD = /^[a-z][a-z_]{0,39}$/;

/** A constant of a query, checked when the statement is defined (not at its first call). */
function sqlLiteralChecked<T extends PreparedValue>(name: string, value: T): T {
  try {
    sqlLiteral(value);
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
  return value;
}

/**
 * A prepared statement's columns from `offset` on, mapped as drizzle maps a table's columns
 * (getTableColumns order: the order drizzle selects them in).
 */
export function mapColumns(columns: readonly (readonly [string, Column])[], row: readonly unknown[], offset: number): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  columns.forEach(([key, column], i) => {
    const value = row[offset + i];
    mapped[key] = value === null ? null : column.mapFromDriverValue(value);
  });
  return mapped;
}

/** What PGlite is asked per statement: a statement's text is the same for every instance. */
interface Statement {
  name: string;
  text: string;
  /** Per $n: the name of the call's value, or a constant of the query (drizzle's own parameters). */
  params: ({ placeholder: string } | { constant: PreparedValue })[];
}

/** Error codes after which the statement is prepared again once: it was deallocated, or its result's shape changed under it (a migration). */
const PREPARE_AGAIN = new Set(['26000', '0A000']);

// Dates and intervals as text, as drizzle's PGlite driver reads them: the columns' own mappers
// (mapFromDriverValue) then give the same values drizzle gives.
const AS_TEXT = (value: string) => value;
const ROW_OPTIONS = {
  rowMode: 'array' as const,
  parsers: Object.fromEntries([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, AS_TEXT])),
};

/** The statements prepared on one PGlite instance (a prepared statement belongs to its session). */
class PgliteStatements {
  private readonly prepared = new Map<string, Promise<void>>();
  constructor(private readonly client: PGlite) {}

  private prepare(statement: Statement): Promise<void> {
    let pending = this.prepared.get(statement.name);
    if (!pending) {
      pending = this.client.exec(`prepare ${statement.name} as ${statement.text}`).then(() => undefined);
      // A failed PREPARE (a database not migrated yet) is tried again at the next call.
      pending.catch(() => this.prepared.delete(statement.name));
      this.prepared.set(statement.name, pending);
    }
    return pending;
  }

  /** The statement's rows, or null when a value of the call cannot be written as a literal (the caller sends drizzle's query). */
  async execute(statement: Statement, values: Record<string, PreparedValue>): Promise<unknown[][] | null> {
    const args: string[] = [];
    for (const param of statement.params) {
      if ('constant' in param) {
        args.push(sqlLiteral(param.constant));
        continue;
      }
      if (!(param.placeholder in values)) throw new Error(`no value for ${param.placeholder}`);
      try {
        args.push(sqlLiteral(values[param.placeholder]));
      } catch {
        return null;
      }
    }
    const call = args.length ? `execute ${statement.name}(${args.join(', ')})` : `execute ${statement.name}`;
    const used = this.prepare(statement);
    await used;
    try {
      return await this.run(call);
    } catch (error) {
      if (!PREPARE_AGAIN.has((error as { code?: string }).code ?? '')) throw error;
      // Once per stale statement, not once per call that found it stale.
      if (this.prepared.get(statement.name) === used) {
        this.prepared.delete(statement.name);
        await this.client.exec(`deallocate ${statement.name}`).catch(() => undefined);
      }
      await this.prepare(statement);
      return this.run(call);
    }
  }

  private async run(call: string): Promise<unknown[][]> {
    const results = await this.client.exec(call, ROW_OPTIONS);
    return (results[results.length - 1]?.rows ?? []) as unknown[][];
  }
}

/*
 * Which database handle has which PGlite instance: on globalThis, as the handle itself is
 * (lib/server/db/index.ts): Next bundles the routes and the instrumentation separately, and a
 * module's own map would be empty in every bundle but openDatabase's.
 */
const registryKey = Symbol.for('case-site.pglite-statements');
type Holder = { [registryKey]?: WeakMap<object, PgliteStatements> };
function registry(): WeakMap<object, PgliteStatements> {
  return ((globalThis as Holder)[registryKey] ??= new WeakMap());
}

/** Called by openDatabase: this drizzle database runs prepared statements on this PGlite instance. */
export function registerPglite(db: object, client: PGlite): void {
  registry().set(db, new PgliteStatements(client));
}

/** Called when the instance closes: its statements go with it, and the handle is no longer served here. */
export function forgetPglite(db: object): void {
  registry().delete(db);
}

/** A query of the site run as a prepared statement where the database allows it. */
export interface PreparedQuery {
  /**
   * Rows as arrays in the query's column order, or null when `db` is not a registered PGlite
   * database or a value cannot be written as a literal (a text with a backslash): the caller then
   * runs its drizzle query.
   */
  run(db: Db, values: Record<string, PreparedValue>): Promise<unknown[][] | null>;
}

/**
 * Defines a prepared statement from a drizzle query: `build` makes the query with
 * `sql.placeholder(name)` where a call's value goes (its SQL is taken once, so the statement is
 * the query drizzle would send). `name` is the statement's name on every instance. Every other
 * value of the query is fixed for every call: a constant of the code, never a request's value.
 * So a text constant must be a keyword (`'spam'`, a status): anything else throws here, and a
 * request's text can only be a placeholder.
 */
export function definePrepared(name: string, build: (db: Db) => { toSQL(): { sql: string; params: unknown[] } }): PreparedQuery {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a statement name: ${name}`);
  let statement: Statement | undefined;
  const statementOf = (db: Db): Statement => {
    if (statement) return statement;
    const { sql, params } = build(db).toSQL();
    statement = {
      name,
      text: sql,
      params: params.map((param) => {
        if (is(param, Placeholder)) return { placeholder: param.name };
        if (typeof param === 'string' && !KEYWORD.test(param)) throw new Error(`${name}: a text constant must be a keyword, not ${JSON.stringify(param)}`);
        if (typeof param === 'boolean' || typeof param === 'number' || typeof param === 'string') return { constant: sqlLiteralChecked(name, param) };
        throw new Error(`${name}: only placeholders, booleans, integers and texts can be a prepared statement's parameters`);
      }),
    };
    return statement;
  };
  return {
    async run(db, values) {
      const statements = registry().get(db);
      if (!statements) return null;
      return statements.execute(statementOf(db), values);
    },
  };
}
