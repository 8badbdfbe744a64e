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
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** The characters that give a URL its structure; compatibility forms (`／`, `．`, `＼`) must not add any. */
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
 */
export function safeRedirectPath(raw: string | null | undefined, siteOrigin?: string): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > MAX_LENGTH) return null;
  const decoded = decodeFully(trimmed);
  if (decoded === null || FORBIDDEN.test(decoded) || FORBIDDEN.test(trimmed)) return null;
  if (structureOf(decoded.normalize('NFKC')) !== structureOf(decoded)) return null;

  let target = decoded;
  if (!target.startsWith('/')) {
    // Only an absolute URL of this very site; schemes, bare hosts and relative paths are refused.
    if (!siteOrigin || !/^https?:\/\//i.test(target) || !sameOrigin(target, siteOrigin)) return null;
    const url = new URL(target);
    target = `${url.pathname}${url.search}${url.hash}`;
  }
  if (looksLikeHost(target)) return null;

  // Resolve as a browser would (dot segments), then judge the result, not the input.
  let resolved: URL;
  try {
    resolved = new URL(target, BASE);
  } catch {
    return null;
  }
  if (resolved.origin !== BASE) return null;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (!path.startsWith('/') || looksLikeHost(path) || FORBIDDEN.test(path)) return null;
  return path;
}
