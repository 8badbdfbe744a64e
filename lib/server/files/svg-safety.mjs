// What an uploaded SVG may make the renderer (librsvg, through sharp) do, decided before it renders.
// Plain JavaScript: the picture renderer (render-image.mjs, a child process) runs it as it is.
//
// The file is read by a strict XML parser of our own (no DTD, no entity but the five predefined
// ones and character references, well-formed or refused) into a tree, checked, and written out
// again as new XML: the renderer only ever sees a document we wrote, so nothing in the upload can
// reach it by a trick of the syntax. Kept: elements of the SVG namespace and attributes without a
// namespace, xlink:* and xml:*. Dropped: comments, processing instructions (xml-stylesheet), the
// DOCTYPE, every element of another namespace (XInclude, XHTML, editors' metadata), <script> and
// <foreignObject>, every reference to something outside the document (an href, or a CSS url(),
// that is not `#id`), and style sheets that could load anything. Embedded pictures (data: URLs on
// <image> and <feImage>) are the one thing the renderer decodes besides the drawing itself: each is
// decoded here, recognised by its bytes (PNG, JPEG, GIF, WebP), its size read from its header, and
// written back as the exact bytes that were measured; together they may hold at most
// `maxEmbeddedPixels`. References (<use>, templates, url(#id) paints) multiply what is drawn: the
// number of elements the drawing expands to is counted, cycles refused, and a document past
// `maxRenderedElements` is refused (a "billion laughs" of <use> costs milliseconds here, seconds
// of the renderer's CPU otherwise).

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

export const SVG_LIMITS = Object.freeze({
  /** The file itself. */
  maxBytes: 16 * 1024 * 1024,
  /** Elements in the file. */
  maxElements: 200_000,
  /** Nesting of elements. */
  maxDepth: 256,
  /** Attributes of one element. */
  maxAttributes: 256,
  /** Elements drawn once every <use> and url(#id) reference is expanded. */
  maxRenderedElements: 250_000,
  /** Pixels of all embedded pictures together (each is decoded at full size, 4 bytes a pixel). */
  maxEmbeddedPixels: 25_000_000,
});

/** A document the renderer must not get. `reason` is for the server log (no content of the file). */
export class UnsafeSvgError extends Error {
  /** @param {string} reason */
  constructor(reason) {
    super(reason);
    this.name = 'UnsafeSvgError';
  }
}

const refuse = (/** @type {string} */ reason) => {
  throw new UnsafeSvgError(reason);
};

// ─── the parser ──────────────────────────────────────────────────────────────────────────────────

/**
 * @typedef {{ ns: string | null, prefix: string | null, local: string, value: string }} Attr
 * @typedef {{ ns: string | null, local: string, attrs: Attr[], children: (El | string)[] }} El
 */

const NAME = /^[A-Za-z_\u00C0-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][A-Za-z0-9_.\-\u00B7\u00C0-\u02FF\u0300-\u037D\u037F-\u1FFF\u200C\u200D\u203F\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]*$/;
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

// ─── embedded pictures ───────────────────────────────────────────────────────────────────────────

/**
 * The kind and size of a picture from its first bytes; null for anything else.
 * @param {Buffer} b
 * @returns {{ mime: string, width: number, height: number } | null}
 */
export function pictureHeader(b) {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a && b.toString('latin1', 12, 16) === 'IHDR') {
    return { mime: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 10 && (b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a')) {
    return { mime: 'image/gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  }
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    const chunk = b.toString('latin1', 12, 16);
    if (chunk === 'VP8X') return { mime: 'image/webp', width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
    if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) return { mime: 'image/webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L' && b[20] === 0x2f) {
      const bits = b.readUInt32LE(21);
      return { mime: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    return null;
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    // JPEG: walk the segments to the frame header (SOFn), which holds the size.
    let at = 2;
    while (at + 4 <= b.length) {
      if (b[at] !== 0xff) return null;
      const marker = b[at + 1];
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        at += 2;
        continue;
      }
      if (marker === 0xd9 || marker === 0xda) return null;
      const length = b.readUInt16BE(at + 2);
      if (length < 2) return null;
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return at + 9 <= b.length ? { mime: 'image/jpeg', width: b.readUInt16BE(at + 7), height: b.readUInt16BE(at + 5) } : null;
      at += 2 + length;
    }
    return null;
  }
  return null;
}

/**
 * The bytes of a data: URL (base64 or percent-encoded), or null when it is not one.
 * @param {string} url
 */
function dataUrlBytes(url) {
  const m = /^data:([^,]*),/i.exec(url);
  if (!m) return null;
  const payload = url.slice(m[0].length);
  if (/;base64\s*$/i.test(m[1])) {
    const compact = payload.replace(/[\s]/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
    return Buffer.from(compact, 'base64');
  }
  try {
    return Buffer.from(decodeURIComponent(payload), 'latin1');
  } catch {
    return null;
  }
}

// ─── references ──────────────────────────────────────────────────────────────────────────────────

const URL_FN = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

/**
 * The targets of the url(…) references of a CSS text (a style sheet, a style attribute, a paint),
 * or null when it could load anything: a url() that is not `#id`, an @import, or a backslash (CSS
 * escapes could spell either so that no plain look finds it).
 * @param {string} css
 * @returns {string[] | null}
 */
export function cssLocalTargets(css) {
  if (css.includes('\\') || /@import/i.test(css)) return null;
  /** @type {string[]} */
  const targets = [];
  let count = 0;
  for (const m of css.matchAll(URL_FN)) {
    count += 1;
    const target = m[2].trim();
    if (!target.startsWith('#') || target.length < 2) return null;
    targets.push(target.slice(1));
  }
  // A url( the pattern did not take (unbalanced, odd quoting) is not taken either.
  const opened = (css.match(/url\(/gi) ?? []).length;
  return opened === count ? targets : null;
}

/** @param {Attr} a */
const isHref = (a) => a.local === 'href' && (a.ns === null || a.ns === XLINK_NS);

// ─── style sheets ────────────────────────────────────────────────────────────────────────────────

/**
 * @typedef {{ universal: boolean, classes: Set<string>, ids: Set<string>, types: Set<string>, targets: string[] }} SheetRule
 */

/**
 * The rules of a style sheet that reference elements (url(#id)), each with what its selectors name.
 * Over-approximates on purpose: a selector matches an element when any class, id or type it names
 * is the element's, and one with *, attribute or pseudo-class selectors (or none of those names)
 * matches every element. Only used to count what the drawing expands to.
 * @param {string} css
 * @returns {SheetRule[]}
 */
export function sheetRules(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  /** @type {SheetRule[]} */
  const rules = [];
  /** @type {{ prelude: string, body: number, nested: boolean }[]} */
  const blocks = [];
  let preludeStart = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      i = close === -1 ? text.length : close;
    } else if (c === '{') {
      if (blocks.length) blocks[blocks.length - 1].nested = true;
      blocks.push({ prelude: text.slice(preludeStart, i).trim(), body: i + 1, nested: false });
      preludeStart = i + 1;
    } else if (c === '}') {
      const block = blocks.pop();
      preludeStart = i + 1;
      if (!block || block.nested) continue;
      const targets = cssLocalTargets(text.slice(block.body, i)) ?? [];
      if (targets.length === 0) continue;
      const rule = { universal: false, classes: new Set(), ids: new Set(), types: new Set(), targets };
      for (const selector of block.prelude.split(',')) {
        const s = selector.trim();
        if (s === '' || s.startsWith('@') || /[*[:]/.test(s)) {
          rule.universal = true;
          continue;
        }
        let named = false;
        for (const m of s.matchAll(/([.#]?)(-?[_a-zA-Z][\w-]*)/g)) {
          named = true;
          (m[1] === '.' ? rule.classes : m[1] === '#' ? rule.ids : rule.types).add(m[2]);
        }
        if (!named) rule.universal = true;
      }
      rules.push(rule);
    } else if (c === ';' && blocks.length === 0) {
      preludeStart = i + 1;
    }
  }
  return rules;
}

// ─── the check ───────────────────────────────────────────────────────────────────────────────────

const DROPPED_ELEMENTS = new Set(['script', 'foreignObject']);
const PICTURE_ELEMENTS = new Set(['image', 'feImage']);
const XML_ATTRIBUTES = new Set(['space', 'lang']);

/**
 * @typedef {{ svg: string, embeddedPixels: number, renderedElements: number, dropped: number }} SafeSvg
 */

/**
 * Checks an SVG document and answers the document the renderer may get, or throws UnsafeSvgError.
 * @param {Buffer | string} input
 * @returns {SafeSvg}
 */
export function safeSvg(input, limits = SVG_LIMITS) {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.length;
  if (size > limits.maxBytes) refuse('the file is too large to draw');
  let text;
  try {
    text = typeof input === 'string' ? input : new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return refuse('not UTF-8');
  }
  const root = parseSvgXml(text, limits);
  const svgNs = root.ns === SVG_NS ? SVG_NS : root.ns === null && root.local === 'svg' ? null : refuse('the root is not an SVG element');
  if (root.local !== 'svg') refuse('the root is not <svg>');

  let dropped = 0;
  let embeddedPixels = 0;
  /** @type {El[]} */
  const kept = [];
  /** @type {Map<El, string[]>} */
  const refsOf = new Map();
  /** @type {Map<El, El>} */
  const parentOf = new Map();
  /** @type {string[]} */
  const sheets = [];

  /**
   * The element as the renderer will get it, or null when it is left out.
   * @param {El} el
   * @returns {El | null}
   */
  const clean = (el) => {
    if (el.ns !== svgNs || DROPPED_ELEMENTS.has(el.local)) {
      dropped += 1;
      return null;
    }
    /** @type {string[]} */
    const refs = [];
    /** @type {Attr[]} */
    const attrs = [];
    for (const a of el.attrs) {
      if ((a.ns !== null && a.ns !== XLINK_NS && a.ns !== XML_NS) || (a.ns === XML_NS && !XML_ATTRIBUTES.has(a.local))) {
        dropped += 1;
        continue;
      }
      if (isHref(a)) {
        const value = a.value.trim();
        if (value.startsWith('#') && value.length > 1) {
          refs.push(value.slice(1));
          attrs.push({ ...a, value });
        } else if (PICTURE_ELEMENTS.has(el.local) && /^data:/i.test(value)) {
          const bytes = dataUrlBytes(value);
          const header = bytes ? pictureHeader(bytes) : null;
          if (!bytes || !header || header.width <= 0 || header.height <= 0) return refuse('an embedded picture that is not a PNG, JPEG, GIF or WebP');
          embeddedPixels += header.width * header.height;
          if (embeddedPixels > limits.maxEmbeddedPixels) refuse(`embedded pictures of more than ${limits.maxEmbeddedPixels} pixels`);
          // The renderer decodes exactly the bytes measured here.
          attrs.push({ ...a, value: `data:${header.mime};base64,${bytes.toString('base64')}` });
        } else {
          // A file, a URL, another document: never loaded.
          dropped += 1;
        }
        continue;
      }
      if (a.local === 'style' || /url\(/i.test(a.value)) {
        const targets = cssLocalTargets(a.value);
        if (targets === null) {
          dropped += 1;
          continue;
        }
        refs.push(...targets);
      }
      attrs.push(a);
    }
    if (el.local === 'style') {
      const css = el.children.filter((c) => typeof c === 'string').join('');
      if (cssLocalTargets(css) === null || el.children.some((c) => typeof c !== 'string')) {
        dropped += 1;
        return null;
      }
      sheets.push(css);
      /** @type {El} */
      const sheet = { ns: SVG_NS, local: 'style', attrs: attrs.filter((a) => a.ns === null && (a.local === 'type' || a.local === 'media')), children: [css] };
      return sheet;
    }
    /** @type {El} */
    const out = { ns: SVG_NS, local: el.local, attrs, children: [] };
    for (const child of el.children) {
      if (typeof child === 'string') out.children.push(child);
      else {
        const c = clean(child);
        if (c) {
          out.children.push(c);
          if (c.local !== 'style') parentOf.set(c, out);
        }
      }
    }
    kept.push(out);
    if (refs.length) refsOf.set(out, refs);
    return out;
  };
  const top = /** @type {El} */ (clean(root));

  const renderedElements = countRendered(top, kept, refsOf, parentOf, sheetRules(sheets.join('\n')), limits.maxRenderedElements);
  return { svg: serialise(top), embeddedPixels, renderedElements, dropped };
}

/** @param {El} el @param {string} local */
const attrOf = (el, local) => el.attrs.find((a) => a.local === local && a.ns === null)?.value.trim();

/**
 * How many elements the drawing expands to: each element, its children, and every element a
 * reference of it (href="#id", url(#id) in its attributes, and the style sheets' url(#id) of the
 * rules that may match it) brings in again. Iterative (a chain of references may be long); a
 * cycle is refused, except a style sheet's reference from inside the element it names (a paint
 * server's own content is not painted with it).
 * @param {El} top @param {El[]} all @param {Map<El, string[]>} refsOf @param {Map<El, El>} parentOf
 * @param {SheetRule[]} rules @param {number} max
 */
function countRendered(top, all, refsOf, parentOf, rules, max) {
  /** @type {Map<string, El>} */
  const byId = new Map();
  for (const el of all) {
    const id = attrOf(el, 'id');
    if (id && !byId.has(id)) byId.set(id, el);
  }
  const sheetTargets = new Set(rules.flatMap((r) => r.targets).map((id) => byId.get(id)).filter((el) => el !== undefined));
  /** The style sheets' targets that contain the element (itself included). */
  const inside = (/** @type {El} */ el) => {
    const out = new Set();
    if (sheetTargets.size === 0) return out;
    for (let at = /** @type {El | undefined} */ (el); at; at = parentOf.get(at)) if (sheetTargets.has(at)) out.add(at);
    return out;
  };
  /** @param {El} el @returns {El[]} */
  const edges = (el) => {
    /** @type {El[]} */
    const out = [];
    for (const c of el.children) if (typeof c !== 'string' && c.local !== 'style') out.push(c);
    for (const id of refsOf.get(el) ?? []) {
      const target = byId.get(id);
      if (target) out.push(target);
    }
    if (rules.length) {
      const classes = new Set((attrOf(el, 'class') ?? '').split(/\s+/).filter(Boolean));
      const id = attrOf(el, 'id');
      const own = inside(el);
      for (const rule of rules) {
        const matches = rule.universal || rule.types.has(el.local) || (id !== undefined && rule.ids.has(id)) || [...classes].some((c) => rule.classes.has(c));
        if (!matches) continue;
        for (const targetId of rule.targets) {
          const target = byId.get(targetId);
          if (target && !own.has(target)) out.push(target);
        }
      }
    }
    return out;
  };
  /** @type {Map<El, number>} */
  const done = new Map();
  const visiting = new Set();
  /** @type {{ el: El, next: El[] | null, at: number }[]} */
  const stack = [{ el: top, next: null, at: 0 }];
  while (stack.length) {
    const frame = stack[stack.length - 1];
    if (frame.next === null) {
      if (done.has(frame.el)) {
        stack.pop();
        continue;
      }
      visiting.add(frame.el);
      frame.next = edges(frame.el);
    }
    while (frame.at < frame.next.length && done.has(frame.next[frame.at])) frame.at += 1;
    if (frame.at < frame.next.length) {
      const pending = frame.next[frame.at];
      if (visiting.has(pending)) refuse('a circular reference');
      stack.push({ el: pending, next: null, at: 0 });
      continue;
    }
    let total = 1;
    for (const e of frame.next) total += /** @type {number} */ (done.get(e));
    if (total > max) refuse(`a drawing of more than ${max} elements once its references are expanded`);
    done.set(frame.el, total);
    visiting.delete(frame.el);
    stack.pop();
  }
  return /** @type {number} */ (done.get(top));
}

// ─── writing it out ──────────────────────────────────────────────────────────────────────────────

const escapeText = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (/** @type {string} */ s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');

/** @param {El} top */
function serialise(top) {
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
