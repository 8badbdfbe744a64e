import 'server-only';
import { HTTP } from '@/lib/config';
import { parseUrlEncoded } from './body';
import { badRequest } from '@/lib/server/problems';
import { hasForbiddenCharacters } from '@/lib/validation/kit';

/**
 * The query of a request, read strictly: a malformed percent-escape (`%FF`, `%E4%B8`), NUL or
 * broken Unicode is refused with 400 instead of being turned into U+FFFD. A name given several
 * times counts once (its first value), so `?page=1&page=2` cannot smuggle an array anywhere.
 */
export function readQuery(request: Request): Record<string, string> {
  const url = request.url;
  const at = url.indexOf('?');
  if (at === -1) return {};
  const hash = url.indexOf('#', at);
  const raw = url.slice(at + 1, hash === -1 ? undefined : hash);
  if (raw.length > HTTP.maxQueryLength) throw badRequest('badQuery');
  let fields: Record<string, string>;
  try {
    fields = parseUrlEncoded(raw);
  } catch {
    throw badRequest('badQuery');
  }
  for (const [name, value] of Object.entries(fields)) {
    if (hasForbiddenCharacters(name) || hasForbiddenCharacters(value)) throw badRequest('badQuery');
  }
  return fields;
}
