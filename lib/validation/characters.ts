/** What the validation kit counts and refuses in text: characters as a person counts them, and characters no field stores. */

/** Characters as a person counts them (code points, not UTF-16 units). */
export function characterCount(value: string): number {
  return [...value].length;
}

/**
 * Control characters (NUL and the C0/C1 ranges, but tab and line breaks), lone surrogates and
 * U+FFFD (what a broken encoding decodes to): no text field stores them.
 */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/;
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value) || !isWellFormed(value);
}

function isWellFormed(value: string): boolean {
  // String.prototype.isWellFormed exists from Node 20 and current browsers; the loop is the fallback.
  const native = (value as string & { isWellFormed?: () => boolean }).isWellFormed;
  if (native) return native.call(value);
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}
