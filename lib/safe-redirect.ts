/*
 * Same-site redirect targets only, decided in one function that the server (/redirect, /index,
 * /login, the social start), the proxy's guard and the browser (the login form) all call.
 *
 * The target is normalised first and judged afterwards: percent-escapes are decoded (until
 * stable), the path is resolved the way a browser resolves it (dot segments, backslashes), and
 * only then is the result checked to be a path on this site. Judging the raw string and resolving
 * later is the classic hole: `/.//evil.example` looks like a path and resolves to `//evil.example`.
 */

const BASE = 'http://same-site.invalid';
const MAX_LENGTH = 2000;
const MAX_DECODES = 3;

/** Characters a browser drops or a URL parser treats as a separator: never in a target. */
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** The characters that give a path its structure; compatibility forms (`／`, `．`, `＼`) must not add any. */
const STRUCTURE = /[/\\.:@?#%]/g;
const structureOf = (text: string) => (text.match(STRUCTURE) ?? []).join('');

/** Decodes percent-escapes until the text stops changing; null when an escape is malformed or it never settles. */
function decodeFully(raw: string): string | null {
  let text = raw;
  for (let i = 0; i <= MAX_DECODES; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return null;
    }
    if (decoded === text) return text;
    text = decoded;
  }
  return null;
}

function sameOrigin(url: string, siteOrigin: string): boolean {
  try {
    return new URL(url).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

/** Whether a resolved path could be read as another host: `//host`, `/\host`. */
function looksLikeHost(path: string): boolean {
  return /^[/\\]{2}/.test(path);
}

/**
 * The path (with query and hash) to send the visitor to, or null for anything that could leave
 * the site. `siteOrigin` allows absolute URLs of this site (`http://localhost:3000/en/faq`).
 *
 * The path is what is judged: decoded until stable and resolved. The query and hash are kept as
 * they were written (re-serialised, never decoded), so `?next=%2F%2Fhost` stays an escaped value
 * and `?keyword=100%25` keeps its meaning.
 */
export function safeRedirectPath(raw: string | null | undefined, siteOrigin?: string): string | null {
  if (typeof raw !== 'string') return null;
  let target = raw.trim();
  if (target === '' || target.length > MAX_LENGTH || FORBIDDEN.test(target)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    // Only an absolute URL of this very site; other schemes and hosts are refused.
    if (!siteOrigin || !/^https?:\/\//i.test(target) || !sameOrigin(target, siteOrigin)) return null;
    const url = new URL(target);
    target = `${url.pathname}${url.search}${url.hash}`;
  }
  const cut = target.search(/[?#]/);
  const rawPath = cut === -1 ? target : target.slice(0, cut);
  const tail = cut === -1 ? '' : target.slice(cut);
  const path = decodeFully(rawPath);
  if (path === null || FORBIDDEN.test(path)) return null;
  if (structureOf(path.normalize('NFKC')) !== structureOf(path)) return null;
  if (!path.startsWith('/') || looksLikeHost(path)) return null;

  // Resolve as a browser would (dot segments), then judge the result, not the input.
  let resolved: URL;
  try {
    resolved = new URL(`${path.replace(/[?#]/g, encodeURIComponent)}${tail}`, BASE);
  } catch {
    return null;
  }
  if (resolved.origin !== BASE) return null;
  const result = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (!result.startsWith('/') || looksLikeHost(result) || FORBIDDEN.test(result)) return null;
  return result;
}

/** Decodes percent-escapes until the text stops changing (bounded); null when an escape is malformed. */
export function decodeUntilStable(raw: string): string | null {
  return decodeFully(raw);
}
