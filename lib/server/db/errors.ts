import 'server-only';

/*
 * What the database said when a statement failed. Drizzle wraps the driver's error (pg's or
 * PGlite's) as `cause`, sometimes twice: these walk the chain and read PostgreSQL's SQLSTATE, so a
 * service turns a constraint's refusal into a 4xx answer instead of a 500.
 */

interface DbErrorFields {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The first error in the cause chain that carries SQLSTATE `code`, or null. */
function withCode(error: unknown, code: string): DbErrorFields | null {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e) && seen.size < 6; e = (e as DbErrorFields).cause) {
    seen.add(e);
    if ((e as DbErrorFields).code === code) return e as DbErrorFields;
  }
  return null;
}

/**
 * A unique index refused the write (23505); with `mentioning`, only when the constraint's name (or
 * the message, which names it) contains that text, e.g. 'reference'.
 */
export function isUniqueViolation(error: unknown, mentioning?: string): boolean {
  const found = withCode(error, '23505');
  if (!found) return false;
  return mentioning === undefined || `${found.constraint ?? ''} ${found.message ?? ''}`.includes(mentioning);
}

/** A foreign key refused the write (23503): the row it refers to is gone (deleted at the same moment). */
export function isForeignKeyViolation(error: unknown): boolean {
  return withCode(error, '23503') !== null;
}
