import 'server-only';
import { parseId } from '@/lib/parse-id';
import { notFound } from '@/lib/server/problems';

/** A route's `{id}`: a positive whole number, or the route does not exist (404). */
export function idParam(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}
