// Procedural product artwork for the catalogue.
//
// Pure functions that return self-contained SVG strings (no <text>, no external
// references, only gradients, patterns, clip paths and feGaussianBlur, all of
// which librsvg renders). Output is deterministic: any randomness comes from a
// PRNG seeded with the picture's own parameters.
//
//   drawArtwork({ kind, palette, view, width, height, subject }) => string
//
// Every product is drawn in its own "item space": centred on x = 0, standing on
// the ground line y = 0 and extending upwards (negative y). A drawer returns
// { svg, w, h, shadow? } and the view composers (front / detail / card / banner /
// og) scale and place it on a backdrop.

/* ------------------------------------------------------------------ basics */

const f = (v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};
const f3 = (v) => String(Math.round(v * 1000) / 1000);
const clamp = (v, a, b) => Math.max(a, Math.min(b, v));

function hexToRgb(h) {
  const s = h.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16));
}
function rgbToHex(c) {
  return '#' + c.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('');
}
/** Linear mix of two #rrggbb colours. */
export function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
const lt = (c, t) => mix(c, '#ffffff', t);
const dk = (c, t) => mix(c, '#000000', t);

function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}
function mulberry32(a) {
  return function rand() {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/* ---------------------------------------------------------------- palettes */

export const PALETTES = {
  orange: {
    base: '#e8590c', light: '#ff8d4a', dark: '#b5440a', deep: '#7a2e07',
    trim: '#2d2e33', teeth: '#55575e', metal: 'silver', accent: '#2d2e33', pull: '#2d2e33',
    lining: '#3b3c42', stitch: '#ffd9bf', print: '#ffffff', card: ['#fff1e6', '#f7c59c'],
  },
  rose: {
    base: '#d88696', light: '#f1b3be', dark: '#b15f71', deep: '#7a3848',
    trim: '#f3e1dc', teeth: '#d9bf8f', metal: 'gold', accent: '#c79a55', pull: '#c79a55',
    lining: '#f6e4e1', stitch: '#fff0f2', print: '#fff6f1', card: ['#fdeef0', '#f0bcc7'],
  },
  charcoal: {
    base: '#43474e', light: '#686d76', dark: '#2b2e33', deep: '#17191c',
    trim: '#222428', teeth: '#474a51', metal: 'gun', accent: '#e8590c', pull: '#e8590c',
    lining: '#e8590c', stitch: '#969ca5', print: '#e8590c', card: ['#f7ebe0', '#e3bf9f'],
  },
  sand: {
    base: '#d8c29c', light: '#ecdfc2', dark: '#b19a73', deep: '#7b6646',
    trim: '#6e5b3f', teeth: '#8a7452', metal: 'antique', accent: '#e8590c', pull: '#8a5a3b',
    lining: '#f3ead8', stitch: '#8e7754', print: '#e8590c', card: ['#f9f2e5', '#e6d1ab'],
  },
  teal: {
    base: '#1f8c88', light: '#4cb8b0', dark: '#156763', deep: '#0b4240',
    trim: '#10403e', teeth: '#2a6e6a', metal: 'silver', accent: '#f0b43c', pull: '#f0b43c',
    lining: '#dff1ee', stitch: '#bfe9e3', print: '#ffffff', card: ['#e6f5f2', '#a3d8d0'],
  },
  navy: {
    base: '#284270', light: '#4465a0', dark: '#192c4d', deep: '#0d1a31',
    trim: '#131f37', teeth: '#33486f', metal: 'silver', accent: '#e8590c', pull: '#e8590c',
    lining: '#cfd9ea', stitch: '#a9b9d6', print: '#ffffff', card: ['#ebf0f7', '#b5c6e0'],
  },
  olive: {
    base: '#6f7d3d', light: '#94a45d', dark: '#505b29', deep: '#333a18',
    trim: '#2f3518', teeth: '#4a5326', metal: 'antique', accent: '#d9a441', pull: '#c98b3c',
    lining: '#ece7d2', stitch: '#d9dfbc', print: '#f4efe0', card: ['#f1f3e3', '#cbd4a4'],
  },
};
const pal = (name) => PALETTES[name] || PALETTES.orange;

const METALS = {
  silver: ['#f7f8fa', '#aeb4bc', '#e1e4e8', '#7d838c'],
  gun: ['#b0b5bc', '#4b5058', '#7f858e', '#2b2f35'],
  gold: ['#fbeec6', '#c9a05a', '#efd69b', '#8e6a34'],
  antique: ['#e0cfa8', '#8c7449', '#c4ad7e', '#5c4a2b'],
};
const LEATHER = '#8a5a3b';

/* ------------------------------------------------------------ svg context */

class Ctx {
  constructor(seed) {
    this.defs = [];
    this.n = 0;
    this.rand = mulberry32(seed);
    this.memo = new Map();
  }
  id(p) {
    this.n += 1;
    return p + this.n.toString(36);
  }
  _grad(tag, stops, attrs) {
    const key = tag + attrs + JSON.stringify(stops);
    const hit = this.memo.get(key);
    if (hit) return hit;
    const id = this.id('g');
    const s = stops
      .map(([o, c, a]) => `<stop offset="${f3(o)}" stop-color="${c}"${a === undefined || a === 1 ? '' : ` stop-opacity="${f3(a)}"`}/>`)
      .join('');
    this.defs.push(`<${tag} id="${id}"${attrs}>${s}</${tag}>`);
    const url = `url(#${id})`;
    this.memo.set(key, url);
    return url;
  }
  /** objectBoundingBox linear gradient; default is top -> bottom. */
  lg(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    return this._grad('linearGradient', stops, ` x1="${f3(x1)}" y1="${f3(y1)}" x2="${f3(x2)}" y2="${f3(y2)}"`);
  }
  /** userSpaceOnUse linear gradient. */
  lgu(stops, x1, y1, x2, y2) {
    return this._grad('linearGradient', stops, ` gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"`);
  }
  rg(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    return this._grad('radialGradient', stops, ` cx="${f3(cx)}" cy="${f3(cy)}" r="${f3(r)}" fx="${f3(fx)}" fy="${f3(fy)}"`);
  }
  blur(sd) {
    const key = 'blur' + sd;
    const hit = this.memo.get(key);
    if (hit) return hit;
    const id = this.id('b');
    this.defs.push(`<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${f(sd)}"/></filter>`);
    const url = `url(#${id})`;
    this.memo.set(key, url);
    return url;
  }
  clip(d) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }
  pattern(key, w, h, content, transform = '') {
    const k = 'pat' + key;
    const hit = this.memo.get(k);
    if (hit) return hit;
    const id = this.id('p');
    this.defs.push(
      `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ''}>${content}</pattern>`,
    );
    const url = `url(#${id})`;
    this.memo.set(k, url);
    return url;
  }
  /** Named surface textures (translucent, laid over a base fill). */
  tex(name) {
    switch (name) {
      case 'canvas':
        return this.pattern('canvas', 6, 6,
          '<path d="M0 1.5H6M0 4.5H6" stroke="#000" stroke-opacity=".07" stroke-width="1.3"/>' +
          '<path d="M1.5 0V6M4.5 0V6" stroke="#fff" stroke-opacity=".09" stroke-width="1.3"/>');
      case 'canvasBig':
        return this.pattern('canvasBig', 22, 22,
          '<path d="M0 5.5H22M0 16.5H22" stroke="#000" stroke-opacity=".09" stroke-width="6"/>' +
          '<path d="M5.5 0V22M16.5 0V22" stroke="#fff" stroke-opacity=".1" stroke-width="5"/>' +
          '<path d="M0 0.5H22M0 11.5H22" stroke="#000" stroke-opacity=".06" stroke-width="1.2"/>');
      case 'twill':
        return this.pattern('twill', 7, 7,
          '<path d="M-1 8L8 -1M-4.5 4.5L4.5 -4.5M2.5 11.5L11.5 2.5" stroke="#000" stroke-opacity=".13" stroke-width="1.6"/>' +
          '<path d="M0 10L10 0M-3.5 6.5L6.5 -3.5" stroke="#fff" stroke-opacity=".06" stroke-width="1"/>');
      case 'webbing':
        return this.pattern('webbing', 5, 5,
          '<path d="M0 1.25H5M0 3.75H5" stroke="#000" stroke-opacity=".14" stroke-width="1.1"/>');
      case 'mesh':
        return this.pattern('mesh', 13, 13,
          '<path d="M0 6.5L6.5 0L13 6.5L6.5 13Z" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="2.2"/>' +
          '<path d="M0 7.5L6.5 1L13 7.5L6.5 14Z" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="1"/>');
      case 'leather': {
        const r = mulberry32(7);
        let c = '';
        for (let i = 0; i < 26; i++) {
          const x = r() * 18;
          const y = r() * 18;
          c += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.7 + r() * 1.3)}" fill="${r() > 0.5 ? '#000' : '#fff'}" fill-opacity="${f3(0.05 + r() * 0.06)}"/>`;
        }
        return this.pattern('leather', 18, 18, c);
      }
      case 'felt': {
        const r = mulberry32(11);
        let c = '';
        for (let i = 0; i < 60; i++) {
          const x = r() * 24;
          const y = r() * 24;
          c += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.5 + r() * 0.9)}" fill="${r() > 0.45 ? '#000' : '#fff'}" fill-opacity="${f3(0.05 + r() * 0.09)}"/>`;
        }
        return this.pattern('felt', 24, 24, c);
      }
      case 'foam': {
        const r = mulberry32(5);
        let c = '';
        for (let i = 0; i < 18; i++) {
          c += `<circle cx="${f(r() * 16)}" cy="${f(r() * 16)}" r="${f(0.6 + r() * 0.8)}" fill="#000" fill-opacity="${f3(0.05 + r() * 0.05)}"/>`;
        }
        return this.pattern('foam', 16, 16, c);
      }
      case 'eva':
        return this.pattern('eva', 6, 6,
          '<path d="M-1 7L7 -1M-4 4L4 -4M2 10L10 2" stroke="#000" stroke-opacity=".16" stroke-width="1.4"/>' +
          '<path d="M-1 8.2L8.2 -1" stroke="#fff" stroke-opacity=".07" stroke-width=".8"/>');
      case 'carbon':
        return this.pattern('carbon', 10, 10,
          '<rect width="5" height="5" fill="#fff" fill-opacity=".05"/><rect x="5" y="5" width="5" height="5" fill="#fff" fill-opacity=".05"/>' +
          '<path d="M0 2.5H5M5 7.5H10M7.5 0V5M2.5 5V10" stroke="#000" stroke-opacity=".14" stroke-width="1.2"/>');
      case 'rope':
        return this.pattern('rope', 6, 6,
          '<path d="M-1 7L7 -1M-4 4L4 -4M2 10L10 2" stroke="#000" stroke-opacity=".28" stroke-width="1.8"/>', 'rotate(0)');
      default:
        return 'none';
    }
  }
  wrap(width, height, body) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

/* ------------------------------------------------------ path/segment tools */

/** Parse an absolute path using only M, L, Q, C and Z into segments. */
function parse(str) {
  const toks = str.match(/[MLCQZ]|-?\d*\.?\d+(?:e[-+]?\d+)?/gi) || [];
  const segs = [];
  const arity = { M: 1, L: 1, Q: 2, C: 3, Z: 0 };
  let i = 0;
  let cmd = 'M';
  while (i < toks.length) {
    if (/^[MLCQZ]$/i.test(toks[i])) cmd = toks[i++].toUpperCase();
    const p = [];
    for (let k = 0; k < arity[cmd]; k++) p.push([+toks[i++], +toks[i++]]);
    segs.push({ c: cmd, p });
    if (cmd === 'M') cmd = 'L';
    if (cmd === 'Z') continue;
  }
  return segs;
}
const mapS = (segs, fn) => segs.map((s) => ({ c: s.c, p: s.p.map(fn) }));
const dS = (segs) => segs.map((s) => s.c + s.p.map((q) => f(q[0]) + ',' + f(q[1])).join(' ')).join('');
const K = 0.5523;

/** Rounded rectangle as segments (cubic corners), centred on (cx, cy). */
function sRR(w, h, r, cx = 0, cy = 0) {
  r = Math.min(r, w / 2, h / 2);
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const y0 = cy - h / 2;
  const y1 = cy + h / 2;
  const k = K * r;
  return parse(
    `M${x0 + r},${y0}L${x1 - r},${y0}C${x1 - r + k},${y0} ${x1},${y0 + r - k} ${x1},${y0 + r}` +
    `L${x1},${y1 - r}C${x1},${y1 - r + k} ${x1 - r + k},${y1} ${x1 - r},${y1}` +
    `L${x0 + r},${y1}C${x0 + r - k},${y1} ${x0},${y1 - r + k} ${x0},${y1 - r}` +
    `L${x0},${y0 + r}C${x0},${y0 + r - k} ${x0 + r - k},${y0} ${x0 + r},${y0}Z`,
  );
}
function sEl(rx, ry, cx = 0, cy = 0) {
  const kx = K * rx;
  const ky = K * ry;
  return parse(
    `M${cx},${cy - ry}C${cx + kx},${cy - ry} ${cx + rx},${cy - ky} ${cx + rx},${cy}` +
    `C${cx + rx},${cy + ky} ${cx + kx},${cy + ry} ${cx},${cy + ry}` +
    `C${cx - kx},${cy + ry} ${cx - rx},${cy + ky} ${cx - rx},${cy}` +
    `C${cx - rx},${cy - ky} ${cx - kx},${cy - ry} ${cx},${cy - ry}Z`,
  );
}
/** Polygon with rounded corners (quadratic), radius per corner or single. */
function sPoly(pts, r) {
  const n = pts.length;
  let d = '';
  for (let i = 0; i < n; i++) {
    const p = pts[i];
    const a = pts[(i - 1 + n) % n];
    const b = pts[(i + 1) % n];
    const ri = Array.isArray(r) ? r[i] : r;
    const la = Math.hypot(a[0] - p[0], a[1] - p[1]);
    const lb = Math.hypot(b[0] - p[0], b[1] - p[1]);
    const rr = Math.min(ri, la / 2, lb / 2);
    const p1 = [p[0] + ((a[0] - p[0]) * rr) / la, p[1] + ((a[1] - p[1]) * rr) / la];
    const p2 = [p[0] + ((b[0] - p[0]) * rr) / lb, p[1] + ((b[1] - p[1]) * rr) / lb];
    d += `${i === 0 ? 'M' : 'L'}${p1[0]},${p1[1]}Q${p[0]},${p[1]} ${p2[0]},${p2[1]}`;
  }
  return parse(d + 'Z');
}
const rr = (x, y, w, h, r) => dS(sRR(w, h, r, x + w / 2, y + h / 2));
const scaleF = (sx, sy = sx, ox = 0, oy = 0) => ([x, y]) => [ox + (x - ox) * sx, oy + (y - oy) * sy];
const rotF = (deg, ox = 0, oy = 0) => {
  const c = Math.cos((deg * Math.PI) / 180);
  const s = Math.sin((deg * Math.PI) / 180);
  return ([x, y]) => [ox + (x - ox) * c - (y - oy) * s, oy + (x - ox) * s + (y - oy) * c];
};
const qAt = (p0, p1, p2, t) => [
  (1 - t) * (1 - t) * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
  (1 - t) * (1 - t) * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1],
];
const cAt = (p0, p1, p2, p3, t) => {
  const u = 1 - t;
  return [0, 1].map((i) => u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i]);
};
function boundsS(segs) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const s of segs) for (const [x, y] of s.p) {
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  return { x0, y0, x1, y1 };
}

/* ------------------------------------------------------------- projection */

/**
 * Simple axonometric camera: rotate the plan by `rot` degrees, squash depth by
 * `ky` (the camera looks down) and heights by `kz`. World: x right, y towards
 * the viewer, z up. Screen y grows downwards; `g` shifts the ground line.
 */
function makeProj({ rot = 0, ky = 0.5, kz, g = 0 }) {
  const c = Math.cos((rot * Math.PI) / 180);
  const s = Math.sin((rot * Math.PI) / 180);
  const kzz = kz ?? Math.sqrt(1 - ky * ky);
  const pr = {
    ky, kz: kzz, rot, g,
    p: (x, y, z = 0) => [x * c - y * s, (x * s + y * c) * ky - z * kzz - pr.g],
    lin: (x, y, z = 0) => [x * c - y * s, (x * s + y * c) * ky - z * kzz],
    at: (z) => ([x, y]) => pr.p(x, y, z),
    poly: (pts) => 'M' + pts.map((q) => pr.p(...q).map(f).join(',')).join('L') + 'Z',
    line: (pts) => 'M' + pts.map((q) => pr.p(...q).map(f).join(',')).join('L'),
    /** SVG matrix mapping local (u, v) on a face: origin O, unit axes U and V. */
    mat: (O, U, V) => {
      const a = pr.lin(...U);
      const b = pr.lin(...V);
      const o = pr.p(...O);
      return `matrix(${f3(a[0])},${f3(a[1])},${f3(b[0])},${f3(b[1])},${f(o[0])},${f(o[1])})`;
    },
  };
  return pr;
}

/* -------------------------------------------------------------- primitives */

function metal(ctx, P, vertical = false) {
  const m = METALS[P.metal] || METALS.silver;
  const st = [[0, m[2]], [0.3, m[0]], [0.62, m[1]], [1, m[3]]];
  return vertical ? ctx.lg(st) : ctx.lg(st, 0, 0, 1, 0);
}
const metalEdge = (P) => (METALS[P.metal] || METALS.silver)[3];

function stitch(d, color, w = 2.2, dash = '7 5', op = 0.85, extra = '') {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-dasharray="${dash}" stroke-linecap="round" stroke-opacity="${f3(op)}"${extra}/>`;
}

/** A flat strap / webbing along a path, with stitched edges. */
function strap(ctx, d, w, color, stitchColor, { tex = true, shade = true } = {}) {
  let s = `<path d="${d}" fill="none" stroke="${dk(color, 0.35)}" stroke-width="${f(w + 2)}" stroke-linejoin="round"/>`;
  s += `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linejoin="round"/>`;
  if (tex) s += `<path d="${d}" fill="none" stroke="${ctx.tex('webbing')}" stroke-width="${f(w)}" stroke-linejoin="round"/>`;
  if (shade) s += `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="${f(w * 0.3)}" transform="translate(${f(-w * 0.15)},0)"/>`;
  s += `<path d="${d}" fill="none" stroke="${stitchColor}" stroke-width="${f(w * 0.78)}" stroke-dasharray="${f(w * 0.22)} ${f(w * 0.16)}" stroke-opacity=".9"/>`;
  s += `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w * 0.66)}"/>`;
  if (tex) s += `<path d="${d}" fill="none" stroke="${ctx.tex('webbing')}" stroke-width="${f(w * 0.66)}"/>`;
  return s;
}

/** A round cord (rope) along a path. */
function cord(ctx, d, w, color) {
  return (
    `<path d="${d}" fill="none" stroke="${dk(color, 0.35)}" stroke-width="${f(w + 2)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${dk(color, 0.3)}" stroke-width="${f(w * 0.8)}" stroke-dasharray="${f(w * 0.28)} ${f(w * 0.42)}" stroke-opacity=".55"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="${f(w * 0.25)}" stroke-opacity=".35" transform="translate(${f(-w * 0.15)},${f(-w * 0.15)})" stroke-linecap="round"/>`
  );
}

/** Coil zipper along a path (tape + teeth + centre line). */
function zipper(d, P, w = 22, { tape = P.trim, teeth = P.teeth } = {}) {
  return (
    `<path d="${d}" fill="none" stroke="${dk(tape, 0.25)}" stroke-width="${f(w + 2)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${tape}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${lt(teeth, 0.25)}" stroke-width="${f(w * 0.46)}" stroke-dasharray="${f(w * 0.13)} ${f(w * 0.11)}"/>` +
    `<path d="${d}" fill="none" stroke="${dk(teeth, 0.2)}" stroke-width="${f(w * 0.46)}" stroke-dasharray="${f(w * 0.06)} ${f(w * 0.18)}" stroke-opacity=".6"/>` +
    `<path d="${d}" fill="none" stroke="${dk(tape, 0.45)}" stroke-width="${f(Math.max(1, w * 0.06))}" stroke-opacity=".7"/>`
  );
}

/** Zip slider with metal pull tab and an optional fabric/leather puller. */
function slider(ctx, P, x, y, s = 1, rot = 0, pull = P.pull) {
  const m = metal(ctx, P);
  const mv = metal(ctx, P, true);
  const e = metalEdge(P);
  let out = `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f3(s)})">`;
  out += `<ellipse cx="2" cy="26" rx="10" ry="30" fill="#000" opacity=".18" filter="${ctx.blur(4)}"/>`;
  if (pull) {
    out += `<path d="M-8,38L8,38L8,80Q8,90 0,90Q-8,90 -8,80Z" fill="${pull}"/>`;
    out += `<path d="M-8,38L8,38L8,80Q8,90 0,90Q-8,90 -8,80Z" fill="${ctx.lg([[0, '#fff', 0.18], [0.5, '#fff', 0], [1, '#000', 0.25]], 0, 0, 1, 0)}"/>`;
    out += stitch('M-4.5,44V79Q-4.5,85 0,85Q4.5,85 4.5,79V44', lt(pull, 0.45), 1.3, '3 2.5', 0.9);
  }
  out += `<path d="M-13,-9Q-13,-14 -8,-14L8,-14Q13,-14 13,-9L10,8Q9,13 4,13L-4,13Q-9,13 -10,8Z" fill="${m}" stroke="${e}" stroke-width="1"/>`;
  out += `<path d="M-4,-11L4,-11L3,9L-3,9Z" fill="#fff" opacity=".35"/>`;
  out += `<rect x="-7" y="4" width="14" height="40" rx="7" fill="${mv}" stroke="${e}" stroke-width="1"/>`;
  out += `<rect x="-7" y="4" width="14" height="40" rx="7" fill="${m}" opacity=".6"/>`;
  out += `<rect x="-3.2" y="29" width="6.4" height="10" rx="3.2" fill="#111" opacity=".7"/>`;
  out += '</g>';
  return out;
}

/** A simple briefcase mark used as the (text-free) "logo" on prints and labels. */
function mark(x, y, s, color, op = 1, sw = 2.2) {
  return (
    `<g transform="translate(${f(x)},${f(y)}) scale(${f3(s)})" fill="none" stroke="${color}" stroke-width="${sw}" stroke-opacity="${f3(op)}" stroke-linecap="round" stroke-linejoin="round">` +
    `<rect x="-10" y="-5" width="20" height="14" rx="3"/><path d="M-4,-5V-7.5Q-4,-9.5 -2,-9.5H2Q4,-9.5 4,-7.5V-5M-10,1.5H10"/><path d="M-2,1.5V4H2V1.5"/></g>`
  );
}

/** Debossed mark: dark top-left, light bottom-right. */
function deboss(x, y, s, base) {
  return mark(x - 0.8, y - 0.8, s, dk(base, 0.45), 0.55) + mark(x + 0.8, y + 0.8, s, lt(base, 0.5), 0.35) + mark(x, y, s, dk(base, 0.18), 0.9);
}

/** Stitched label patch with the mark. */
function label(ctx, x, y, w, h, color, markColor, { r = 6, st = true } = {}) {
  let s = `<rect x="${f(x + 1)}" y="${f(y + 2)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="#000" opacity=".18"/>`;
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${color}"/>`;
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${ctx.lg([[0, '#fff', 0.16], [1, '#000', 0.14]])}"/>`;
  if (st) s += stitch(rr(x + 4, y + 4, w - 8, h - 8, Math.max(1, r - 3)), lt(color, 0.5), 1.2, '3 2.5', 0.8);
  s += mark(x + w / 2, y + h / 2 + 1, Math.min(w, h) / 34, markColor, 0.95, 2.4);
  return s;
}

/** Soft elliptical shadow made with a radial gradient (cheap, no filter). */
function softShadow(ctx, cx, cy, rx, ry, op) {
  const g = ctx.rg([[0, '#000', op], [0.45, '#000', op * 0.6], [1, '#000', 0]]);
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${g}"/>`;
}
function glow(ctx, cx, cy, rx, ry, color, op) {
  const g = ctx.rg([[0, color, op], [0.55, color, op * 0.45], [1, color, 0]]);
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${g}"/>`;
}

/** Fabric-like fill for a path: side-to-side roll-off, top light, bottom shade. */
function fabric(ctx, d, base, { tex = null, hi = 0.12, roll = 0.32, bottom = 0.22, top = 0.16 } = {}) {
  const g = ctx.lg([[0, dk(base, roll)], [0.14, base], [0.42, lt(base, hi)], [0.78, base], [1, dk(base, roll + 0.04)]], 0, 0, 1, 0);
  const v = ctx.lg([[0, '#fff', top], [0.3, '#fff', 0], [0.72, '#000', 0], [1, '#000', bottom]]);
  let s = `<path d="${d}" fill="${g}"/>`;
  if (tex) s += `<path d="${d}" fill="${ctx.tex(tex)}"/>`;
  s += `<path d="${d}" fill="${v}"/>`;
  return s;
}

/** Device screen with a soft abstract wallpaper (no UI, no text). */
function screen(ctx, x, y, w, h, r, P, { notch = true, land = false } = {}) {
  const id = ctx.clip(rr(x, y, w, h, r));
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${ctx.lg([[0, '#1c2233'], [1, '#0c0f17']])}"/>`;
  s += `<g clip-path="${id}">`;
  s += glow(ctx, x + w * 0.25, y + h * 0.3, w * 0.75, h * 0.45, P.light, 0.85);
  s += glow(ctx, x + w * 0.85, y + h * 0.78, w * 0.7, h * 0.45, P.base, 0.9);
  s += glow(ctx, x + w * 0.7, y + h * 0.15, w * 0.4, h * 0.25, '#ffd3a8', 0.35);
  s += `<path d="M${f(x)},${f(y + h * 0.62)}C${f(x + w * 0.35)},${f(y + h * 0.5)} ${f(x + w * 0.6)},${f(y + h * 0.8)} ${f(x + w)},${f(y + h * 0.6)}V${f(y + h)}H${f(x)}Z" fill="#fff" opacity=".07"/>`;
  s += `<path d="M${f(x)},${f(y)}H${f(x + w * 0.55)}L${f(x + w * 0.1)},${f(y + h)}H${f(x)}Z" fill="#fff" opacity=".06"/>`;
  s += '</g>';
  if (notch) {
    if (land) s += `<rect x="${f(x + 10)}" y="${f(y + h / 2 - 24)}" width="9" height="48" rx="4.5" fill="#07080c"/>`;
    else s += `<rect x="${f(x + w / 2 - 24)}" y="${f(y + 10)}" width="48" height="13" rx="6.5" fill="#07080c"/>`;
  }
  return s;
}

/** Camera lens (metal ring, dark glass, reflection). */
function lens(ctx, cx, cy, r) {
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${ctx.lg([[0, '#dfe3e8'], [0.5, '#7d838c'], [1, '#c9ced5']], 0, 0, 1, 1)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.8)}" fill="#111317"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.58)}" fill="${ctx.rg([[0, '#3a4a7a'], [0.5, '#1a2038'], [1, '#07080d']], 0.4, 0.4, 0.6)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.25)}" fill="#05060a"/>` +
    `<circle cx="${f(cx - r * 0.25)}" cy="${f(cy - r * 0.28)}" r="${f(r * 0.14)}" fill="#fff" opacity=".75"/>`
  );
}

/** Credit card (for card slots), drawn with its top edge at y. */
function bankCard(ctx, x, y, w, h, color) {
  return (
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.05)}" fill="${ctx.lg([[0, lt(color, 0.2)], [1, dk(color, 0.15)]], 0, 0, 1, 1)}"/>` +
    `<rect x="${f(x + w * 0.1)}" y="${f(y + h * 0.18)}" width="${f(w * 0.16)}" height="${f(w * 0.12)}" rx="2" fill="#e6c77a"/>` +
    `<circle cx="${f(x + w * 0.8)}" cy="${f(y + h * 0.28)}" r="${f(w * 0.07)}" fill="#fff" opacity=".5"/>`
  );
}

/** A pencil from its tip (x, y) pointing up, body going down by len. */
function pencil(ctx, x, y, len, color, w = 24) {
  const cone = w * 1.3;
  let s = `<g transform="translate(${f(x)},${f(y)})">`;
  s += `<path d="M0,0L${f(w / 2)},${f(cone)}H${f(-w / 2)}Z" fill="#e9c99a"/>`;
  s += `<path d="M0,0L${f(w * 0.17)},${f(cone * 0.34)}H${f(-w * 0.17)}Z" fill="${dk(color, 0.15)}"/>`;
  s += `<path d="M0,0L${f(w / 2)},${f(cone)}H${f(w / 6)}Z" fill="#000" opacity=".12"/>`;
  s += `<rect x="${f(-w / 2)}" y="${f(cone)}" width="${f(w)}" height="${f(len - cone)}" fill="${color}"/>`;
  s += `<rect x="${f(-w / 2)}" y="${f(cone)}" width="${f(w / 3)}" height="${f(len - cone)}" fill="#fff" opacity=".22"/>`;
  s += `<rect x="${f(w / 6)}" y="${f(cone)}" width="${f(w / 3)}" height="${f(len - cone)}" fill="#000" opacity=".18"/>`;
  s += `<path d="M${f(-w / 2)},${f(cone)}Q${f(-w / 3)},${f(cone - 4)} ${f(-w / 6)},${f(cone)}Q0,${f(cone - 4)} ${f(w / 6)},${f(cone)}Q${f(w / 3)},${f(cone - 4)} ${f(w / 2)},${f(cone)}Z" fill="#e9c99a"/>`;
  s += '</g>';
  return s;
}

/** Plastic bottle standing on (cx, by). */
function bottle(ctx, cx, by, w, h, color, cap = '#f4f4f4') {
  const x = cx - w / 2;
  const sh = h * 0.22;
  let s = `<path d="M${f(x)},${f(by - 6)}V${f(by - h + sh)}Q${f(x)},${f(by - h + sh * 0.5)} ${f(cx - w * 0.22)},${f(by - h + sh * 0.25)}V${f(by - h + 10)}H${f(cx + w * 0.22)}V${f(by - h + sh * 0.25)}Q${f(x + w)},${f(by - h + sh * 0.5)} ${f(x + w)},${f(by - h + sh)}V${f(by - 6)}Q${f(x + w)},${f(by)} ${f(x + w - 6)},${f(by)}H${f(x + 6)}Q${f(x)},${f(by)} ${f(x)},${f(by - 6)}Z" fill="${ctx.lg([[0, dk(color, 0.2)], [0.35, lt(color, 0.35)], [0.7, color], [1, dk(color, 0.3)]], 0, 0, 1, 0)}"/>`;
  s += `<rect x="${f(x)}" y="${f(by - h * 0.62)}" width="${f(w)}" height="${f(h * 0.3)}" fill="#fff" opacity=".75"/>`;
  s += `<rect x="${f(x)}" y="${f(by - h * 0.62)}" width="${f(w)}" height="${f(h * 0.3)}" fill="${ctx.lg([[0, '#000', 0.15], [0.35, '#000', 0], [1, '#000', 0.25]], 0, 0, 1, 0)}"/>`;
  s += `<rect x="${f(cx - w * 0.26)}" y="${f(by - h - 4)}" width="${f(w * 0.52)}" height="${f(20)}" rx="4" fill="${cap}"/>`;
  s += `<rect x="${f(cx - w * 0.26)}" y="${f(by - h - 4)}" width="${f(w * 0.52)}" height="${f(20)}" rx="4" fill="${ctx.lg([[0, '#000', 0.1], [0.4, '#fff', 0.2], [1, '#000', 0.25]], 0, 0, 1, 0)}"/>`;
  return s;
}

/* ----------------------------------------------------- extruded solid body */

/**
 * Extrude a plan outline into a solid seen from above-front: the side wall is
 * built from stacked copies (shaded per layer), zippers are drawn at given
 * heights, then the top face. Returns an item plus the projection used.
 */
function extrude(ctx, {
  segs, rot = 0, ky = 0.5, kz, depth = 100, wall, layers = 30,
  zips = [], top, deco, under, wallShade = 1,
}) {
  const pr = makeProj({ rot, ky, kz });
  const plan = mapS(segs, ([x, y]) => pr.p(x, y, 0));
  const b = boundsS(plan);
  pr.g = b.y1; // ground line = lowest point of the footprint
  const foot = boundsS(mapS(segs, ([x, y]) => pr.p(x, y, 0)));
  let s = under ? under(pr) : '';
  const zl = [];
  for (let i = 0; i <= layers; i++) zl.push((depth * i) / layers);
  const skips = [];
  for (const z of zips) {
    const hw = (z.w || 22) / 2 / pr.kz;
    zl.push(z.z, z.z + hw);
    skips.push([z.z, z.z + hw]);
  }
  const zs = [...new Set(zl.map((v) => Math.round(v * 100) / 100))].sort((a, c) => a - c)
    .filter((z) => !skips.some(([a, c]) => z > a + 0.01 && z < c - 0.01));
  const done = new Set();
  for (const z of zs) {
    const t = z / depth;
    const base = mix(dk(wall, 0.28 * wallShade), wall, Math.pow(t, 0.8));
    const top2 = t > 0.9 ? lt(base, (t - 0.9) * 0.8) : base;
    const g = ctx.lg([[0, dk(top2, 0.5)], [0.08, dk(top2, 0.22)], [0.4, lt(top2, 0.05)], [0.78, dk(top2, 0.12)], [0.95, dk(top2, 0.4)], [1, dk(top2, 0.55)]], 0, 0, 1, 0);
    s += `<path d="${dS(mapS(segs, pr.at(z)))}" fill="${g}"/>`;
    zips.forEach((zz, i) => {
      if (!done.has(i) && Math.abs(z - Math.round(zz.z * 100) / 100) < 0.02) {
        done.add(i);
        s += zipper(dS(mapS(segs, pr.at(zz.z))), zz.P, zz.w || 22, { tape: zz.tape, teeth: zz.teeth });
      }
    });
  }
  if (deco) s += deco(pr);
  zips.forEach((zz) => {
    if (zz.slider) {
      const [x, y] = pr.p(zz.slider[0], zz.slider[1], zz.z);
      s += slider(ctx, zz.P, x, y, zz.ss || 1, zz.sr || 0, zz.pull);
    }
  });
  if (top) s += top(pr);
  const w = b.x1 - b.x0;
  const h = b.y1 - b.y0 + depth * pr.kz;
  return {
    svg: s, w, h, pr,
    shadow: { cx: (foot.x0 + foot.x1) / 2, cy: (foot.y0 + foot.y1) / 2, rx: (foot.x1 - foot.x0) / 2, ry: (foot.y1 - foot.y0) / 2 },
  };
}
