/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { testDatabases } from '@/lib/server/testing/databases';
import { appMeta } from './schema';
import { openDatabase } from './open';
import { definePrepared, hexString, sqlLiteral } from './prepared';

jest.setTimeout(60_000);

describe('literals of prepared statements', () => {
  it('writes only values that cannot leave their quotes', () => {
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(new Date('2026-04-01T08:00:00Z'))).toBe("'2026-04-01T08:00:00.000Z'");
    expect(sqlLiteral(hexString('00ffAB'))).toBe("'00ffAB'");
    expect(() => hexString("ab'; drop table users; --")).toThrow();
    expect(() => hexString('')).toThrow();
    // A text's quotes are doubled; a backslash or a NUL, which would read differently under another
    // standard_conforming_strings, is refused (the caller then sends drizzle's query).
    expect(sqlLiteral("x' or '1'='1")).toBe("'x'' or ''1''=''1'");
    expect(() => sqlLiteral("x\\' or 1=1 --")).toThrow();
    expect(() => sqlLiteral('x\0')).toThrow();
    expect(() => sqlLiteral(1.5)).toThrow();
    expect(() => sqlLiteral(new Date(Number.NaN))).toThrow();
  });

  it('refuses a statement name that is not an identifier', () => {
    expect(() => definePrepared('drop table x', (db) => db.select().from(appMeta))).toThrow();
  });
});

describe('prepared statements on PGlite', () => {
  /** A migrated PGlite opened by openDatabase (a copy of the test image: migrating each one took seconds). */
  const migratedPglite = () => testDatabases()[0].open();
  const byKey = definePrepared('test_app_meta_by_key_length', (db) =>
    db
      .select({ key: appMeta.key })
      .from(appMeta)
      .where(sql`length(${appMeta.key}) = ${sql.placeholder('length')}`),
  );

  it('runs on the instance openDatabase registered, and only while it is open', async () => {
    const opened = await migratedPglite();
    await opened.db.insert(appMeta).values({ key: 'prepared-test-key', value: 'x' }).onConflictDoNothing();
    expect(await byKey.run(opened.db, { length: 17 })).toEqual([['prepared-test-key']]);
    expect(await byKey.run(opened.db, { length: 99 })).toEqual([]);
    // A transaction's handle is not the registered one: its caller runs drizzle's query instead.
    expect(await opened.db.transaction((tx) => byKey.run(tx, { length: 17 }))).toBeNull();
    await expect(byKey.run(opened.db, {})).rejects.toThrow(/no value for length/);
    await opened.close();
    expect(await byKey.run(opened.db, { length: 17 })).toBeNull();
  });

  it('gives a text back as it was sent, quotes and all', async () => {
    const echo = definePrepared('test_echo_text', (db) =>
      db
        .select({ text: sql<string>`${sql.placeholder('text')}::text` })
        .from(appMeta)
        .limit(1),
    );
    const opened = await migratedPglite();
    await opened.db.insert(appMeta).values({ key: 'prepared-echo', value: 'x' }).onConflictDoNothing();
    for (const text of ["o'brien", "'); drop table app_meta; --", '', '雨傘 ☂']) expect(await echo.run(opened.db, { text })).toEqual([[text]]);
    // A value that cannot be a literal is not sent: null, and the caller runs drizzle's query.
    expect(await echo.run(opened.db, { text: 'back\\slash' })).toBeNull();
    await opened.close();
  });

  it('takes a keyword as a text constant, fixed for every call, and refuses any other text there', async () => {
    const withConstant = (name: string, text: string) =>
      definePrepared(name, (db) =>
        db
          .select({ key: appMeta.key })
          .from(appMeta)
          .where(sql`${appMeta.key} = ${text}`),
      );
    const opened = await migratedPglite();
    expect(await withConstant('test_keyword_constant', 'spam').run(opened.db, {})).toEqual([]);
    // A request's text (an e-mail) must be a placeholder: as a constant it would serve every later call.
    await expect(withConstant('test_text_constant', 'ann@example.com').run(opened.db, {})).rejects.toThrow(/keyword/);
    await opened.close();
  });

  it('prepares again on a new instance', async () => {
    const opened = await openDatabase({ kind: 'pglite' });
    // Not migrated yet: the statement cannot be prepared, and is tried again once it can.
    await expect(byKey.run(opened.db, { length: 17 })).rejects.toThrow();
    await opened.migrate();
    expect(await byKey.run(opened.db, { length: 17 })).toEqual([]);
    await opened.close();
  });
});
