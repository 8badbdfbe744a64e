// The strict XML of an uploaded SVG: read into a tree (no DTD, no entity but the five predefined
// ones and character references, well-formed or refused) and written out again as new XML, so the
// renderer only ever sees a document we wrote (svg-safety.mjs decides what is kept in between).
// Plain JavaScript: the picture renderer (render-image.mjs, a child process) runs it as it is.
import { refuse, SVG_LIMITS } from './svg-limits.mjs';

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * @typedef {{ ns: string | null, prefix: string | null, local: string, value: string }} Attr
 * @typedef {{ ns: string | null, local: string, attrs: Attr[], children: (El | string)[] }} El
 */

const NAME =
  /^[A-Za-z_\u00C0-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][A-Za-z0-9_.\-\u00B7\u00C0-\u02FF\u0300-\u037D\u037F-\u1FFF\u200C\u200D\u203F\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]*$/;
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const PREDEFINED = /** @type {Record<string, string>} */ ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" });

/** @param {string} name */
function splitName(name) {
  const colon = name.indexOf(':');
  if (colon === -1) {
    if (!NAME.test(name)) refuse('a malformed name');
    return { prefix: null, local: name };
  }
  const prefix = name.slice(0, colon);
  const local = name.slice(colon + 1);
  if (!NAME.test(prefix) || !NAME.test(local)) refuse('a malformed name');
  return { prefix, local };
}

/** Decodes the references of a text or attribute value; any entity but the five predefined ones is refused. */
function decodeRefs(/** @type {string} */ raw) {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;]{0,12});|&/g, (whole, body) => {
    if (body === undefined) return refuse('a bare ampersand');
    if (body[0] === '#') {
      const code = body[1] === 'x' ? (/^#x[0-9A-Fa-f]{1,6}$/.test(body) ? parseInt(body.slice(2), 16) : NaN) : /^#[0-9]{1,7}$/.test(body) ? parseInt(body.slice(1), 10) : NaN;
      const ok = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
      return ok ? String.fromCodePoint(code) : refuse('a character reference to no XML character');
    }
    return PREDEFINED[body] ?? refuse('an entity reference');
  });
}

/**
 * Parses an SVG document strictly. Answers its root element, with names resolved to namespaces.
 * @param {string} text
 * @returns {El}
 */
export function parseSvgXml(text, limits = SVG_LIMITS) {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (NOT_XML_CHAR.test(text)) refuse('a character XML does not allow');
  let at = 0;
  let elements = 0;
  /** @type {El | null} */
  let root = null;
  /** @type {{ el: El, name: string, scope: Map<string, string | null> }[]} */
  const open = [];
  const baseScope = new Map([['xml', XML_NS]]);

  const expect = (/** @type {string} */ token, /** @type {string} */ what) => {
    const end = text.indexOf(token, at);
    if (end === -1) refuse(`an unclosed ${what}`);
    const body = text.slice(at, end);
    at = end + token.length;
    return body;
  };

  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const textEnd = lt === -1 ? text.length : lt;
    if (textEnd > at) {
      const raw = text.slice(at, textEnd);
      at = textEnd;
      if (open.length === 0) {
        if (raw.trim() !== '') refuse('text outside the root element');
      } else {
        if (raw.includes(']]>')) refuse('a stray ]]>');
        open[open.length - 1].el.children.push(decodeRefs(raw));
      }
      continue;
    }
    if (text.startsWith('<!--', at)) {
      at += 4;
      const body = expect('-->', 'comment');
      if (body.includes('--')) refuse('-- inside a comment');
    } else if (text.startsWith('<![CDATA[', at)) {
      if (open.length === 0) refuse('CDATA outside the root element');
      at += 9;
      open[open.length - 1].el.children.push(expect(']]>', 'CDATA section'));
    } else if (text.startsWith('<!DOCTYPE', at)) {
      if (root || open.length) refuse('a DOCTYPE after the root element');
      at += 9;
      const body = expect('>', 'DOCTYPE');
      // An internal subset declares entities and attribute defaults: never taken.
      if (body.includes('[') || body.includes('<')) refuse('a DOCTYPE with an internal subset');
    } else if (text.startsWith('<!', at)) {
      refuse('a markup declaration');
    } else if (text.startsWith('<?', at)) {
      const start = at;
      at += 2;
      const body = expect('?>', 'processing instruction');
      // The XML declaration comes first or not at all; other instructions (xml-stylesheet) are left out.
      if (/^xml(\s|$)/i.test(body) && start !== 0) refuse('an XML declaration that is not at the start');
    } else if (text.startsWith('</', at)) {
      at += 2;
      const name = expect('>', 'end tag').trimEnd();
      const top = open.pop();
      if (!top || top.name !== name) refuse('end tags that do not match');
      if (open.length === 0) root = /** @type {NonNullable<typeof top>} */ (top).el;
    } else {
      // A start tag.
      if (root) refuse('a second root element');
      at += 1;
      const nameMatch = /^[^\s/>]+/.exec(text.slice(at, at + 1024));
      if (!nameMatch) refuse('a start tag without a name');
      const name = /** @type {RegExpExecArray} */ (nameMatch)[0];
      at += name.length;
      /** @type {[string, string][]} */
      const rawAttrs = [];
      let selfClosing = false;
      for (;;) {
        const space = /^\s*/.exec(text.slice(at, at + 4096));
        const skipped = space ? space[0].length : 0;
        at += skipped;
        if (at >= text.length) refuse('an unclosed start tag');
        if (text.startsWith('/>', at)) {
          at += 2;
          selfClosing = true;
          break;
        }
        if (text[at] === '>') {
          at += 1;
          break;
        }
        if (skipped === 0) refuse('attributes without space between them');
        const attr = /^([^\s=/>]+)\s*=\s*(["'])/.exec(text.slice(at, at + 1100));
        if (!attr) refuse('a malformed attribute');
        const [whole, attrName, quote] = /** @type {RegExpExecArray} */ (attr);
        at += whole.length;
        const close = text.indexOf(quote, at);
        if (close === -1) refuse('an unclosed attribute value');
        const rawValue = text.slice(at, close);
        at = close + 1;
        if (rawValue.includes('<')) refuse('< in an attribute value');
        // XML's attribute-value normalisation: literal white space is a space; references stay what they say.
        rawAttrs.push([attrName, decodeRefs(rawValue.replace(/[\t\n\r]/g, ' '))]);
        if (rawAttrs.length > limits.maxAttributes) refuse('too many attributes');
      }
      elements += 1;
      if (elements > limits.maxElements) refuse('too many elements');
      if (open.length >= limits.maxDepth) refuse('elements nested too deep');
      const scope = new Map(open.length ? open[open.length - 1].scope : baseScope);
      const seen = new Set();
      for (const [attrName, value] of rawAttrs) {
        if (seen.has(attrName)) refuse('an attribute given twice');
        seen.add(attrName);
        if (attrName === 'xmlns') scope.set('', value === '' ? null : value);
        else if (attrName.startsWith('xmlns:')) {
          const prefix = splitName(attrName).local;
          if (prefix === 'xml' || prefix === 'xmlns' || value === '') refuse('a reserved namespace declaration');
          scope.set(prefix, value);
        }
      }
      const { prefix, local } = splitName(name);
      const ns = prefix === null ? (scope.get('') ?? null) : scope.has(prefix) ? /** @type {string} */ (scope.get(prefix)) : refuse('an unbound prefix');
      /** @type {Attr[]} */
      const attrs = [];
      const expanded = new Set();
      for (const [attrName, value] of rawAttrs) {
        if (attrName === 'xmlns' || attrName.startsWith('xmlns:')) continue;
        const split = splitName(attrName);
        const attrNs = split.prefix === null ? null : scope.has(split.prefix) ? /** @type {string} */ (scope.get(split.prefix)) : refuse('an unbound prefix');
        const key = `${attrNs ?? ''} ${split.local}`;
        if (expanded.has(key)) refuse('an attribute given twice');
        expanded.add(key);
        if (attrNs === XMLNS_NS) continue;
        attrs.push({ ns: attrNs, prefix: split.prefix, local: split.local, value });
      }
      /** @type {El} */
      const el = { ns, local, attrs, children: [] };
      if (open.length) open[open.length - 1].el.children.push(el);
      if (selfClosing) {
        if (open.length === 0) root = el;
      } else {
        open.push({ el, name, scope });
      }
    }
  }
  if (open.length) refuse('an unclosed element');
  if (!root) refuse('no root element');
  return /** @type {El} */ (root);
}

// ─── writing it out ──────────────────────────────────────────────────────────────────────────────

const escapeText = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (/** @type {string} */ s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');

/** The tree as XML, in the SVG namespace, with the xlink prefix bound at the root. @param {El} top */
export function serialiseSvg(top) {
  /** @type {string[]} */
  const out = [];
  /** @param {El} el @param {boolean} isRoot */
  const write = (el, isRoot) => {
    out.push(`<${el.local}`);
    if (isRoot) out.push(` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"`);
    for (const a of el.attrs) {
      const name = a.ns === XLINK_NS ? `xlink:${a.local}` : a.ns === XML_NS ? `xml:${a.local}` : a.local;
      out.push(` ${name}="${escapeAttr(a.value)}"`);
    }
    if (el.children.length === 0) {
      out.push('/>');
      return;
    }
    out.push('>');
    for (const c of el.children) {
      if (typeof c === 'string') out.push(escapeText(c));
      else write(c, false);
    }
    out.push(`</${el.local}>`);
  };
  write(top, true);
  return out.join('');
}
