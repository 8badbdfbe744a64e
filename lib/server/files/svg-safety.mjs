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

import { cssLocalTargets, sheetRules } from './svg-css.mjs';
import { countRendered } from './svg-expansion.mjs';
import { refuse, SVG_LIMITS } from './svg-limits.mjs';
import { dataUrlBytes, pictureHeader } from './svg-pictures.mjs';
import { parseSvgXml, serialiseSvg, SVG_NS, XLINK_NS, XML_NS } from './svg-xml.mjs';

export { SVG_LIMITS, UnsafeSvgError } from './svg-limits.mjs';

/**
 * @typedef {import('./svg-xml.mjs').Attr} Attr
 * @typedef {import('./svg-xml.mjs').El} El
 */

/** @param {Attr} a */
const isHref = (a) => a.local === 'href' && (a.ns === null || a.ns === XLINK_NS);

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
  return { svg: serialiseSvg(top), embeddedPixels, renderedElements, dropped };
}
