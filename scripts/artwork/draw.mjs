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
const rr = (x, y, w, h, r) => dS(sRR(w, h, r, x + w / 2, y + h / 2));
const scaleF = (sx, sy = sx, ox = 0, oy = 0) => ([x, y]) => [ox + (x - ox) * sx, oy + (y - oy) * sy];
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

function ropeTex(ctx, w) {
  const k = Math.max(4, Math.round(w * 0.5));
  return ctx.pattern('rope' + k, k, k,
    `<path d="M${f(-k * 0.25)},${f(k * 1.25)}L${f(k * 1.25)},${f(-k * 0.25)}M${f(-k * 0.75)},${f(k * 0.75)}L${f(k * 0.75)},${f(-k * 0.75)}M${f(k * 0.25)},${f(k * 1.75)}L${f(k * 1.75)},${f(k * 0.25)}" stroke="#000" stroke-opacity=".2" stroke-width="${f(k * 0.3)}"/>`);
}

/** A round cord (rope) along a path. */
function cord(ctx, d, w, color) {
  return (
    `<path d="${d}" fill="none" stroke="${dk(color, 0.35)}" stroke-width="${f(w + 2)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${ropeTex(ctx, w)}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"/>` +
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

/* ================================================================ POUCHES */

function pouchPath(w, h, { t = 8, b = 12, r = 64, sb = 8 } = {}) {
  const hw = w / 2;
  const top = -h;
  return `M${-hw + t + 26},${top}Q0,${top - b} ${hw - t - 26},${top}Q${hw - t + 1},${top + 1} ${hw - t + 3},${top + 32}` +
    `Q${hw + sb},${(top - r) / 2} ${hw},${-r}Q${hw},0 ${hw - r},0L${-hw + r},0Q${-hw},0 ${-hw},${-r}` +
    `Q${-hw - sb},${(top - r) / 2} ${-hw + t - 3},${top + 32}Q${-hw + t - 1},${top + 1} ${-hw + t + 26},${top}Z`;
}

function zipEnds(P, x0, x1, y, w = 24) {
  const c = P.trim;
  return `<rect x="${f(x0 - 16)}" y="${f(y - w / 2 - 1)}" width="30" height="${w + 2}" rx="6" fill="${c}"/>` +
    `<rect x="${f(x1 - 14)}" y="${f(y - w / 2 - 1)}" width="30" height="${w + 2}" rx="6" fill="${c}"/>` +
    `<rect x="${f(x0 - 16)}" y="${f(y - w / 2 - 1)}" width="30" height="${w / 2}" rx="6" fill="#fff" opacity=".12"/>` +
    `<rect x="${f(x1 - 14)}" y="${f(y - w / 2 - 1)}" width="30" height="${w / 2}" rx="6" fill="#fff" opacity=".12"/>`;
}

function softPouch(ctx, P, v, open = false) {
  const tech = v === 'tech';
  const w = 540;
  const h = tech ? 320 : 330;
  const t = tech ? 6 : 10;
  const b = tech ? 6 : 14;
  const r = tech ? 44 : 72;
  const d = pouchPath(w, h, { t, b: open ? -16 : b, r, sb: tech ? 4 : 10 });
  let s = '';
  const zy = -h + 12;
  const x0 = -w / 2 + t + 8;
  const x1 = w / 2 - t - 8;
  if (open) {
    // back lip + lining + contents
    const lip = `M${x0},${zy}Q0,${zy - 150} ${x1},${zy}`;
    s += `<path d="${lip}Q0,${zy + 30} ${x0},${zy}Z" fill="${ctx.lg([[0, lt(P.lining, 0.1)], [0.55, P.lining], [1, dk(P.lining, 0.55)]])}"/>`;
    s += zipper(lip, P, 20);
    s += pouchContents(ctx, P, v, zy);
    s += `<path d="M${x0 + 20},${zy - 8}Q0,${zy - 45} ${x1 - 20},${zy - 8}Q0,${zy + 30} ${x0 + 20},${zy - 8}Z" fill="${ctx.lg([[0, '#000', 0], [1, '#000', 0.55]])}"/>`;
  }
  s += fabric(ctx, d, P.base, { tex: tech ? 'twill' : null, hi: tech ? 0.1 : 0.14 });
  s += glow(ctx, -w * 0.2, -h * 0.62, w * 0.3, h * 0.26, '#ffffff', tech ? 0.14 : 0.22);
  if (tech) {
    const cid = ctx.clip(d);
    s += `<g clip-path="${cid}"><path d="M${-w},-118Q0,-104 ${w},-118V20H${-w}Z" fill="${dk(P.base, 0.45)}"/>` +
      `<path d="M${-w},-118Q0,-104 ${w},-118V20H${-w}Z" fill="${ctx.lg([[0, dk(P.base, 0.3)], [0.15, '#000', 0], [0.85, '#000', 0], [1, '#000', 0.35]], 0, 0, 1, 0)}"/>` +
      `<path d="M${-w},-118Q0,-104 ${w},-118V20H${-w}Z" fill="${ctx.tex('carbon')}"/></g>`;
    s += `<path d="M${-w / 2 + 4},-117Q0,-103 ${w / 2 - 4},-117" stroke="#000" stroke-opacity=".35" stroke-width="3" fill="none"/>`;
    s += stitch(`M${-w / 2 + 14},-107Q0,-93 ${w / 2 - 14},-107`, P.stitch, 2, '7 5', 0.7);
  } else {
    s += stitch(`M${-w / 2 + 30},-34Q0,-16 ${w / 2 - 30},-34`, P.stitch, 2, '7 5', 0.55);
  }
  s += `<path d="${d}" transform="translate(0,${-h / 2}) scale(.955,.92) translate(0,${h / 2})" fill="none" stroke="${P.stitch}" stroke-width="2.1" stroke-dasharray="7 5" stroke-opacity=".6"/>`;
  const zb = open ? -16 : b;
  const zp = `M${x0},${zy}Q0,${zy - zb} ${x1},${zy}`;
  s += zipper(zp, P, 24);
  s += zipEnds(P, x0, x1, zy);
  const sp = open ? [x1 - 6, zy] : qAt([x0, zy], [0, zy - zb], [x1, zy], 0.8);
  s += slider(ctx, P, sp[0], sp[1], 1.25, open ? -8 : 4);
  if (tech) {
    // webbing carry loop on the side + rubber patch
    s += strap(ctx, `M${-w / 2 + 6},-250C${-w / 2 - 70},-240 ${-w / 2 - 70},-160 ${-w / 2 + 6},-150`, 26, dk(P.base, 0.5), P.stitch, { shade: false });
    s += `<rect x="${-w / 2 - 12}" y="-262" width="30" height="124" rx="6" fill="${dk(P.base, 0.4)}"/>`;
    s += stitch(`M${-w / 2 + 8},-256V-144`, P.stitch, 1.6, '5 4', 0.7);
    s += label(ctx, w / 2 - 150, -215, 96, 52, dk(P.base, 0.55), P.accent, { r: 14, st: false });
  } else {
    s += label(ctx, w / 2 - 160, -128, 92, 44, P.accent, P.accent === P.trim ? P.base : '#fff');
  }
  return { svg: s, w: w + 40, h: h + (open ? 150 : 30) };
}

function pouchContents(ctx, P, v, zy) {
  let s = '';
  if (v === 'tech') {
    // power bank, cable coil, earbud case
    s += `<g transform="translate(-120,${zy - 120}) rotate(-10)"><rect x="-55" y="-10" width="110" height="190" rx="18" fill="${ctx.lg([[0, '#3b3f46'], [0.5, '#2a2d33'], [1, '#1b1d21']], 0, 0, 1, 0)}"/>` +
      '<circle cx="-20" cy="20" r="4" fill="#7cf0c0"/><circle cx="-6" cy="20" r="4" fill="#7cf0c0"/><circle cx="8" cy="20" r="4" fill="#7cf0c0" opacity=".4"/>' +
      '<rect x="-45" y="-4" width="28" height="180" rx="12" fill="#fff" opacity=".07"/></g>';
    s += `<path d="M40,${zy - 60}C-10,${zy - 170} 150,${zy - 190} 120,${zy - 80}C100,${zy - 20} 30,${zy - 120} 90,${zy - 150}C150,${zy - 170} 190,${zy - 90} 150,${zy - 40}" fill="none" stroke="#f2f2f2" stroke-width="13" stroke-linecap="round"/>`;
    s += `<path d="M40,${zy - 60}C-10,${zy - 170} 150,${zy - 190} 120,${zy - 80}C100,${zy - 20} 30,${zy - 120} 90,${zy - 150}C150,${zy - 170} 190,${zy - 90} 150,${zy - 40}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="4" transform="translate(2,3)"/>`;
    s += `<rect x="-10" y="${zy - 95}" width="60" height="90" rx="26" fill="${ctx.lg([[0, '#ffffff'], [1, '#cfd3d8']], 0, 0, 1, 0)}" transform="rotate(12 20 ${zy - 50})"/>`;
  } else if (v === 'cosmetic') {
    // brush, lipstick, compact
    s += `<g transform="translate(-90,${zy - 40}) rotate(-18)"><rect x="-8" y="-150" width="16" height="230" rx="8" fill="${ctx.lg([[0, '#2b2b2b'], [0.4, '#555'], [1, '#111']], 0, 0, 1, 0)}"/>` +
      `<rect x="-11" y="-190" width="22" height="46" rx="3" fill="${metal(ctx, P)}"/>` +
      `<path d="M-11,-190Q-22,-250 0,-272Q22,-250 11,-190Z" fill="${ctx.lg([[0, '#f3e6dc'], [1, '#c8a78c']])}"/></g>`;
    s += `<g transform="translate(40,${zy - 20}) rotate(8)"><rect x="-20" y="-120" width="40" height="140" rx="6" fill="${metal(ctx, P)}"/>` +
      `<path d="M-14,-120V-165L14,-185V-120Z" fill="${ctx.lg([[0, '#c2334f'], [1, '#8c1f36']], 0, 0, 1, 0)}"/>` +
      '<rect x="-20" y="-60" width="40" height="6" fill="#000" opacity=".2"/></g>';
    s += `<g transform="translate(150,${zy - 60}) rotate(20)"><ellipse cx="0" cy="0" rx="62" ry="62" fill="${ctx.lg([[0, lt(P.base, 0.4)], [1, P.dark]], 0, 0, 1, 1)}"/>` +
      `<ellipse cx="0" cy="0" rx="48" ry="48" fill="none" stroke="${P.accent}" stroke-width="4"/></g>`;
  } else {
    // phone + sunglasses + pen
    s += `<g transform="translate(-110,${zy - 80}) rotate(-12)"><rect x="-55" y="-120" width="110" height="220" rx="18" fill="#1d1f24"/>` +
      `<rect x="-50" y="-115" width="100" height="210" rx="14" fill="${ctx.lg([[0, '#3a3e47'], [1, '#22252b']], 0, 0, 1, 1)}"/>` +
      `<rect x="-42" y="-108" width="40" height="44" rx="10" fill="#111"/>${lens(ctx, -30, -96, 8)}${lens(ctx, -30, -76, 8)}</g>`;
    s += `<g transform="translate(60,${zy - 40}) rotate(6)"><rect x="-9" y="-160" width="18" height="200" rx="9" fill="${ctx.lg([[0, P.accent], [0.4, lt(P.accent, 0.3)], [1, dk(P.accent, 0.3)]], 0, 0, 1, 0)}"/>` +
      `<rect x="-10" y="-160" width="20" height="40" rx="5" fill="${metal(ctx, P)}"/><rect x="6" y="-150" width="5" height="70" rx="2.5" fill="${metal(ctx, P)}"/></g>`;
    s += `<g transform="translate(150,${zy - 30}) rotate(14)"><path d="M-70,-60Q-70,-90 -40,-90H-10Q0,-90 2,-78Q10,-82 18,-78Q20,-90 30,-90H60Q90,-90 88,-60Q84,-20 50,-20Q22,-20 14,-50Q10,-60 2,-50Q-4,-20 -32,-20Q-66,-20 -70,-60Z" fill="#15171c"/>` +
      `<path d="M-60,-62Q-58,-82 -36,-82H-14Q-6,-66 -16,-46Q-24,-30 -36,-30Q-60,-34 -60,-62Z" fill="${ctx.lg([[0, '#4b5a78'], [1, '#101320']])}"/>` +
      `<path d="M24,-82H54Q80,-80 78,-60Q74,-30 50,-30Q30,-32 26,-50Q20,-66 24,-82Z" fill="${ctx.lg([[0, '#4b5a78'], [1, '#101320']])}"/></g>`;
  }
  return s;
}

function cosmeticPouch(ctx, P, open = false) {
  const segs = sRR(520, 220, 100);
  const depth = 280;
  const rot = -10;
  const item = extrude(ctx, {
    segs, rot, ky: 0.42, depth, wall: P.base, layers: 34, wallShade: 0.8,
    deco: (pr) => {
      // gold plate on the front wall + wrist strap
      let s = `<g transform="${pr.mat([-58, 110, depth * 0.58], [1, 0, 0], [0, 0, -1])}">` +
        `<rect x="0" y="0" width="116" height="34" rx="8" fill="${metal(ctx, P)}"/><rect x="6" y="6" width="104" height="22" rx="5" fill="none" stroke="${metalEdge(P)}" stroke-width="1.4"/>` +
        `${mark(58, 17.5, 0.7, metalEdge(P), 0.9, 2.6)}</g>`;
      const a = pr.p(-262, 0, depth * 0.72);
      s += `<circle cx="${f(a[0] - 2)}" cy="${f(a[1])}" r="16" fill="none" stroke="${metal(ctx, P)}" stroke-width="6"/>`;
      s += strap(ctx, `M${f(a[0] - 8)},${f(a[1] + 8)}C${f(a[0] - 90)},${f(a[1] + 40)} ${f(a[0] - 110)},${f(a[1] + 190)} ${f(a[0] - 30)},${f(a[1] + 210)}C${f(a[0] + 10)},${f(a[1] + 220)} ${f(a[0] + 20)},${f(a[1] + 170)} ${f(a[0] + 10)},${f(a[1] + 150)}`, 26, dk(P.base, 0.1), P.stitch, { tex: false });
      // side seam piping
      s += `<path d="${dS(mapS(segs, pr.at(depth * 0.02)))}" fill="none" stroke="${dk(P.base, 0.3)}" stroke-width="5" opacity=".6"/>`;
      return s;
    },
    top: (pr) => {
      const topD = dS(mapS(segs, pr.at(depth)));
      let s = `<path d="${topD}" fill="${ctx.lg([[0, lt(P.base, 0.2)], [1, lt(P.base, 0.02)]])}"/>`;
      s += `<path d="${topD}" fill="none" stroke="${dk(P.base, 0.25)}" stroke-width="6"/>`;
      s += `<path d="${topD}" fill="none" stroke="${lt(P.base, 0.35)}" stroke-width="2" transform="translate(0,3)"/>`;
      const a = pr.p(-225, 0, depth);
      const bb = pr.p(225, 0, depth);
      if (open) {
        const m1 = pr.p(0, -70, depth);
        const m2 = pr.p(0, 70, depth);
        const mouth = `M${f(a[0])},${f(a[1])}Q${f(m1[0])},${f(m1[1] - 40)} ${f(bb[0])},${f(bb[1])}Q${f(m2[0])},${f(m2[1] + 30)} ${f(a[0])},${f(a[1])}Z`;
        s += `<path d="${mouth}" fill="${ctx.lg([[0, P.lining], [1, dk(P.lining, 0.45)]])}"/>`;
        s += `<g clip-path="${ctx.clip(mouth)}">${`<rect x="${f(m1[0] - 150)}" y="${f(m1[1] - 300)}" width="300" height="600" fill="${ctx.tex('mesh')}" opacity=".25"/>`}</g>`;
        s += pouchContents(ctx, P, 'cosmetic', m2[1] + 10);
        s += zipper(`M${f(a[0])},${f(a[1])}Q${f(m1[0])},${f(m1[1] - 40)} ${f(bb[0])},${f(bb[1])}`, { ...P, trim: P.trim }, 18);
        s += zipper(`M${f(a[0])},${f(a[1])}Q${f(m2[0])},${f(m2[1] + 30)} ${f(bb[0])},${f(bb[1])}`, P, 18);
        s += slider(ctx, P, bb[0] - 8, bb[1], 1.2, -14);
      } else {
        s += glow(ctx, (a[0] + bb[0]) / 2 - 40, (a[1] + bb[1]) / 2 + 20, 220, 50, '#ffffff', 0.3);
        s += zipper(`M${f(a[0])},${f(a[1])}L${f(bb[0])},${f(bb[1])}`, P, 22);
        const sp = pr.p(150, 0, depth);
        s += slider(ctx, P, sp[0], sp[1], 1.25, -10);
      }
      return s;
    },
  });
  if (open) item.h += 190;
  return item;
}

function laptopSleeve(ctx, P, open = false) {
  const w = 660;
  const h = 450;
  const body = rr(-w / 2, -h, w, h, 30);
  let s = '';
  const felt = P.base;
  if (open) {
    // flap opened upwards behind, laptop sliding in
    s += `<path d="M${-w / 2 + 6},${-h + 10}V${-h - 150}Q${-w / 2 + 6},${-h - 180} ${-w / 2 + 36},${-h - 180}H${w / 2 - 36}Q${w / 2 - 6},${-h - 180} ${w / 2 - 6},${-h - 150}V${-h + 10}Z" fill="${dk(felt, 0.18)}"/>`;
    s += `<path d="M${-w / 2 + 6},${-h + 10}V${-h - 150}Q${-w / 2 + 6},${-h - 180} ${-w / 2 + 36},${-h - 180}H${w / 2 - 36}Q${w / 2 - 6},${-h - 180} ${w / 2 - 6},${-h - 150}V${-h + 10}Z" fill="${ctx.tex('felt')}"/>`;
    s += strap(ctx, `M0,${-h - 178}V${-h - 260}`, 54, LEATHER, '#e8cfb0', { tex: false });
    s += `<circle cx="0" cy="${-h - 230}" r="13" fill="${metal(ctx, P)}"/>`;
    s += `<g transform="rotate(-4 0 ${-h})"><rect x="-290" y="${-h - 140}" width="580" height="420" rx="22" fill="${ctx.lg([[0, '#e9ebee'], [0.5, '#c4c8ce'], [1, '#9ea4ab']], 0, 0, 1, 1)}"/>` +
      `<rect x="-290" y="${-h - 140}" width="580" height="420" rx="22" fill="none" stroke="#8a9098" stroke-width="3"/>` +
      `<path d="M-40,${-h - 60}a40,40 0 1 0 80,0a40,40 0 1 0 -80,0" fill="#d9dce0" stroke="#b3b8bf" stroke-width="2"/></g>`;
    s += `<path d="M${-w / 2},${-h + 40}Q0,${-h + 55} ${w / 2},${-h + 40}" stroke="#000" stroke-opacity=".35" stroke-width="30" filter="${ctx.blur(10)}" fill="none"/>`;
  }
  s += fabric(ctx, body, felt, { tex: 'felt', hi: 0.08, roll: 0.2 });
  s += `<path d="${body}" transform="translate(0,${-h / 2}) scale(.96,.94) translate(0,${h / 2})" fill="none" stroke="${P.stitch}" stroke-width="2.4" stroke-dasharray="8 6" stroke-opacity=".7"/>`;
  // leather corner tab with mark
  s += `<rect x="${w / 2 - 150}" y="-96" width="96" height="52" rx="8" fill="${LEATHER}"/>` +
    `<rect x="${w / 2 - 150}" y="-96" width="96" height="52" rx="8" fill="${ctx.tex('leather')}"/>` +
    stitch(rr(w / 2 - 145, -91, 86, 42, 5), '#e8cfb0', 1.4, '4 3', 0.9) + deboss(w / 2 - 102, -69, 0.95, LEATHER);
  if (!open) {
    const fh = 190;
    const flap = `M${-w / 2 + 2},${-h + 28}Q${-w / 2 + 2},${-h + 2} ${-w / 2 + 28},${-h + 2}H${w / 2 - 28}Q${w / 2 - 2},${-h + 2} ${w / 2 - 2},${-h + 28}V${-h + fh - 40}Q${w / 2 - 2},${-h + fh} ${w / 2 - 42},${-h + fh}H${-w / 2 + 42}Q${-w / 2 + 2},${-h + fh} ${-w / 2 + 2},${-h + fh - 40}Z`;
    s += `<path d="${flap}" fill="#000" opacity=".3" filter="${ctx.blur(7)}" transform="translate(0,8)"/>`;
    s += fabric(ctx, flap, lt(felt, 0.05), { tex: 'felt', hi: 0.1, roll: 0.16, bottom: 0.1 });
    s += `<path d="${flap}" transform="translate(0,${-h + fh / 2}) scale(.965,.9) translate(0,${h - fh / 2})" fill="none" stroke="${P.stitch}" stroke-width="2.4" stroke-dasharray="8 6" stroke-opacity=".7"/>`;
    // leather strap + stud
    s += strap(ctx, `M0,${-h + 120}V${-h + 262}`, 54, LEATHER, '#e8cfb0', { tex: false });
    s += `<path d="M-27,${-h + 262}Q0,${-h + 290} 27,${-h + 262}Z" fill="${LEATHER}"/>`;
    s += `<circle cx="0" cy="${-h + 240}" r="14" fill="${metal(ctx, P)}" stroke="${metalEdge(P)}"/><circle cx="-4" cy="${-h + 236}" r="4" fill="#fff" opacity=".7"/>`;
  }
  return { svg: s, w: w + 20, h: h + (open ? 270 : 10) };
}

function drawPouch(ctx, P, v, detail) {
  if (v === 'cosmetic') return cosmeticPouch(ctx, P, detail);
  if (v === 'sleeve') return laptopSleeve(ctx, P, detail);
  return softPouch(ctx, P, v, detail);
}

/* =================================================================== TOTES */

function canvasTote(ctx, P) {
  const w = 460;
  const h = 500;
  const top = -h;
  const body = `M${-w / 2 + 6},${top}H${w / 2 - 6}Q${w / 2 + 8},${-h / 2} ${w / 2 + 10},-18Q${w / 2 + 10},0 ${w / 2 - 8},0H${-w / 2 + 8}Q${-w / 2 - 10},0 ${-w / 2 - 10},-18Q${-w / 2 - 8},${-h / 2} ${-w / 2 + 6},${top}Z`;
  const hx = 100;
  const handle = (dx, dy) => `M${-hx + dx},${top + 70 + dy}V${top - 40 + dy}C${-hx + dx},${top - 230 + dy} ${-60 + dx},${top - 280 + dy} ${dx},${top - 280 + dy}C${60 + dx},${top - 280 + dy} ${hx + dx},${top - 230 + dy} ${hx + dx},${top - 40 + dy}V${top + 70 + dy}`;
  let s = '';
  s += strap(ctx, handle(14, 18), 36, dk(P.base, 0.22), dk(P.stitch, 0.05));
  s += fabric(ctx, body, P.base, { tex: 'canvas', hi: 0.1, roll: 0.22 });
  // gusset folds at the sides
  s += `<path d="M${-w / 2 + 30},${top + 60}Q${-w / 2 + 24},${-h / 2} ${-w / 2 + 20},-30" stroke="#000" stroke-opacity=".12" stroke-width="14" fill="none" filter="${ctx.blur(6)}"/>`;
  s += `<path d="M${w / 2 - 30},${top + 60}Q${w / 2 - 24},${-h / 2} ${w / 2 - 20},-30" stroke="#000" stroke-opacity=".12" stroke-width="14" fill="none" filter="${ctx.blur(6)}"/>`;
  // hem
  s += `<rect x="${-w / 2 + 6}" y="${top}" width="${w - 12}" height="44" fill="#fff" opacity=".1"/>`;
  s += `<path d="M${-w / 2 + 8},${top + 44}H${w / 2 - 8}" stroke="#000" stroke-opacity=".14" stroke-width="2"/>`;
  s += stitch(`M${-w / 2 + 14},${top + 36}H${w / 2 - 14}`, P.stitch, 2, '8 5', 0.7);
  // print
  const pc = P.print;
  s += `<g opacity=".92"><circle cx="0" cy="${top + 270}" r="96" fill="${pc}"/>` +
    `<path d="M-70,${top + 300}Q-30,${top + 240} 0,${top + 280}Q30,${top + 320} 70,${top + 250}" fill="none" stroke="${P.base}" stroke-width="14" stroke-linecap="round"/>` +
    `<circle cx="28" cy="${top + 222}" r="20" fill="${P.base}"/>` +
    `<path d="M-58,${top + 332}Q0,${top + 312} 58,${top + 332}" fill="none" stroke="${P.base}" stroke-width="8" stroke-linecap="round" opacity=".7"/></g>`;
  s += `<circle cx="0" cy="${top + 270}" r="96" fill="${ctx.tex('canvas')}"/>`;
  // front handle with box-X stitching
  s += strap(ctx, handle(0, 0), 36, lt(P.base, 0.02), dk(P.stitch, 0.05));
  for (const x of [-hx, hx]) {
    s += `<rect x="${x - 18}" y="${top + 6}" width="36" height="64" fill="${lt(P.base, 0.02)}"/>`;
    s += `<rect x="${x - 18}" y="${top + 6}" width="36" height="64" fill="${ctx.tex('webbing')}"/>`;
    s += stitch(`M${x - 12},${top + 14}H${x + 12}V${top + 62}H${x - 12}ZM${x - 12},${top + 14}L${x + 12},${top + 62}M${x + 12},${top + 14}L${x - 12},${top + 62}`, dk(P.stitch, 0.05), 1.6, '4 3', 0.8);
  }
  return { svg: s, w: w + 30, h: h + 300 };
}

function laminatedTote(ctx, P) {
  const W = 440;
  const D = 150;
  const H = 470;
  const pr = makeProj({ rot: 22, ky: 0.3 });
  const corners = [[-W / 2, D / 2, 0], [W / 2, D / 2, 0], [W / 2, -D / 2, 0]];
  const bot = Math.max(...corners.map((c) => pr.p(...c)[1]));
  pr.g = bot;
  const c = P.base;
  const handle = (y, col) => {
    const a = pr.p(-95, y, H - 40);
    const b = pr.p(95, y, H - 40);
    return strap(ctx, `M${f(a[0])},${f(a[1])}C${f(a[0])},${f(a[1] - 260)} ${f(b[0])},${f(b[1] - 260)} ${f(b[0])},${f(b[1])}`, 32, col, lt(col, 0.35), { tex: true });
  };
  let s = '';
  s += handle(-D / 2 + 4, dk(c, 0.3));
  // interior (visible opening)
  s += `<path d="${pr.poly([[-W / 2, -D / 2, H], [W / 2, -D / 2, H], [W / 2, D / 2, H], [-W / 2, D / 2, H]])}" fill="${dk(c, 0.55)}"/>`;
  s += `<path d="${pr.poly([[-W / 2, -D / 2, H], [W / 2, -D / 2, H], [W / 2, -D / 2, H - 60], [-W / 2, -D / 2, H - 60]])}" fill="${dk(c, 0.35)}"/>`;
  // side gusset (right)
  const side = pr.poly([[W / 2, D / 2, 0], [W / 2, -D / 2, 0], [W / 2, -D / 2, H], [W / 2, D / 2, H]]);
  s += `<path d="${side}" fill="${ctx.lg([[0, dk(c, 0.22)], [1, dk(c, 0.42)]], 0, 0, 1, 0)}"/>`;
  const m = pr.p(W / 2, 0, H);
  const m2 = pr.p(W / 2, 0, H * 0.55);
  s += `<path d="M${f(m[0])},${f(m[1])}L${f(m2[0])},${f(m2[1])}" stroke="#000" stroke-opacity=".25" stroke-width="3"/>`;
  // front face
  const front = pr.poly([[-W / 2, D / 2, 0], [W / 2, D / 2, 0], [W / 2, D / 2, H], [-W / 2, D / 2, H]]);
  s += `<path d="${front}" fill="${ctx.lg([[0, dk(c, 0.12)], [0.3, lt(c, 0.08)], [0.7, c], [1, dk(c, 0.2)]], 0, 0, 1, 0)}"/>`;
  // print on front face (local coords u: 0..W, v: 0..H downward)
  s += `<g transform="${pr.mat([-W / 2, D / 2, H], [1, 0, 0], [0, 0, -1])}">`;
  s += `<rect x="0" y="${H * 0.36}" width="${W}" height="${H * 0.34}" fill="${P.print}" opacity=".95"/>`;
  s += `<circle cx="${W / 2}" cy="${H * 0.53}" r="${H * 0.2}" fill="${P.accent}"/>`;
  s += `<path d="M${W / 2 - 60},${H * 0.58}L${W / 2 - 10},${H * 0.46}L${W / 2 + 20},${H * 0.53}L${W / 2 + 45},${H * 0.49}L${W / 2 + 75},${H * 0.58}Z" fill="#fff"/>`;
  s += `<rect x="0" y="0" width="${W}" height="40" fill="#000" opacity=".08"/>`;
  s += stitch(`M8,32H${W - 8}`, lt(c, 0.4), 2, '7 5', 0.7);
  s += `<path d="M0,${H}L${W * 0.55},0H${W * 0.72}L${W * 0.17},${H}Z" fill="#fff" opacity=".13"/>`;
  s += `<path d="M${W * 0.78},${H}L${W},${H * 0.45}V${H * 0.6}L${W * 0.86},${H}Z" fill="#fff" opacity=".1"/>`;
  s += `<rect x="0" y="${H - 30}" width="${W}" height="30" fill="#000" opacity=".1"/>`;
  s += '</g>';
  // edge piping
  s += `<path d="${pr.line([[-W / 2, D / 2, 0], [-W / 2, D / 2, H], [W / 2, D / 2, H], [W / 2, -D / 2, H]])}" fill="none" stroke="${dk(c, 0.25)}" stroke-width="5" stroke-linejoin="round"/>`;
  s += `<path d="${pr.line([[W / 2, D / 2, 0], [W / 2, D / 2, H]])}" fill="none" stroke="${dk(c, 0.3)}" stroke-width="5"/>`;
  s += handle(D / 2 - 4, lt(c, 0.02));
  for (const x of [-95, 95]) {
    s += `<g transform="${pr.mat([x - 16, D / 2, H + 2], [1, 0, 0], [0, 0, -1])}"><rect x="0" y="0" width="32" height="62" fill="${lt(c, 0.02)}"/>${stitch('M5,8H27V54H5ZM5,8L27,54M27,8L5,54', lt(c, 0.4), 1.5, '4 3', 0.85)}</g>`;
  }
  const fp = [[-W / 2, D / 2], [W / 2, D / 2], [W / 2, -D / 2], [-W / 2, -D / 2]].map(([x, y]) => pr.p(x, y, 0));
  const bx = boundsS([{ p: fp }]);
  return { svg: s, w: bx.x1 - bx.x0 + 20, h: H * pr.kz + 300, shadow: { cx: (bx.x0 + bx.x1) / 2, cy: (bx.y0 + bx.y1) / 2, rx: (bx.x1 - bx.x0) / 2, ry: (bx.y1 - bx.y0) / 2 + 6 } };
}

/** Macro shot: handle attachment with box-X stitching on the fabric. */
function toteMacro(ctx, P, v, W, H) {
  const c = P.base;
  const glossy = v === 'laminated';
  let s = `<rect width="${W}" height="${H}" fill="${ctx.lg([[0, lt(c, 0.1)], [1, dk(c, 0.18)]], 0, 0, 1, 1)}"/>`;
  s += `<rect width="${W}" height="${H}" fill="${ctx.tex(glossy ? 'canvas' : 'canvasBig')}"/>`;
  if (glossy) {
    s += `<g transform="translate(${W * 0.18},${H * 0.62})"><rect x="0" y="0" width="${W}" height="${H}" fill="${P.print}"/><circle cx="${W * 0.42}" cy="${H * 0.36}" r="${H * 0.26}" fill="${P.accent}"/></g>`;
    s += `<path d="M${-W * 0.1},${H}L${W * 0.5},0H${W * 0.72}L${W * 0.12},${H}Z" fill="#fff" opacity=".16"/>`;
  } else {
    s += `<circle cx="${W * 0.78}" cy="${H * 1.02}" r="${H * 0.32}" fill="${P.print}" opacity=".92"/>`;
    s += `<circle cx="${W * 0.78}" cy="${H * 1.02}" r="${H * 0.32}" fill="${ctx.tex('canvasBig')}"/>`;
    s += `<path d="M${W * 0.5},${H * 1.05}Q${W * 0.62},${H * 0.86} ${W * 0.75},${H * 0.98}Q${W * 0.86},${H * 1.08} ${W},${H * 0.9}" fill="none" stroke="${c}" stroke-width="40" stroke-linecap="round"/>`;
  }
  // top hem: the bag mouth with the dark interior above
  s += `<path d="M0,0H${W}V${H * 0.16}Q${W * 0.5},${H * 0.13} 0,${H * 0.17}Z" fill="${dk(c, 0.55)}"/>`;
  s += `<path d="M0,${H * 0.17}Q${W * 0.5},${H * 0.13} ${W},${H * 0.16}V${H * 0.36}Q${W * 0.5},${H * 0.33} 0,${H * 0.37}Z" fill="#fff" opacity=".08"/>`;
  s += `<path d="M0,${H * 0.17}Q${W * 0.5},${H * 0.13} ${W},${H * 0.16}" stroke="#fff" stroke-opacity=".35" stroke-width="5" fill="none"/>`;
  s += `<path d="M0,${H * 0.37}Q${W * 0.5},${H * 0.33} ${W},${H * 0.36}" stroke="#000" stroke-opacity=".18" stroke-width="4" fill="none"/>`;
  s += stitch(`M0,${H * 0.33}Q${W * 0.5},${H * 0.3} ${W},${H * 0.32}`, P.stitch, 5, '22 14', 0.85);
  // handle strap coming from above, attached with box-X
  const sw = W * 0.24;
  const x0 = W * 0.36;
  const hc = glossy ? c : lt(c, 0.03);
  const hp = `M${x0 + sw / 2},${H * 0.62}V${H * 0.12}C${x0 + sw / 2},${-H * 0.05} ${x0 + sw * 0.9},${-H * 0.1} ${x0 + sw * 1.4},${-H * 0.2}`;
  s += `<path d="${hp}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="${sw}" filter="${ctx.blur(14)}" transform="translate(18,18)"/>`;
  s += `<path d="${hp}" fill="none" stroke="${hc}" stroke-width="${sw}"/>`;
  s += `<path d="${hp}" fill="none" stroke="${ctx.pattern('webbingBig', 14, 14, '<path d="M0 3.5H14M0 10.5H14" stroke="#000" stroke-opacity=".12" stroke-width="3"/>')}" stroke-width="${sw}"/>`;
  s += `<path d="${hp}" fill="none" stroke="${ctx.lgu([[0, '#000', 0.25], [0.3, '#fff', 0.12], [0.7, '#000', 0], [1, '#000', 0.3]], x0, 0, x0 + sw, 0)}" stroke-width="${sw}"/>`;
  s += `<path d="${hp}" fill="none" stroke="${P.stitch}" stroke-width="${sw * 0.8}" stroke-dasharray="18 12" stroke-opacity=".9"/>`;
  s += `<path d="${hp}" fill="none" stroke="${hc}" stroke-width="${sw * 0.74}"/>`;
  s += `<path d="${hp}" fill="none" stroke="${ctx.pattern('webbingBig', 14, 14, '')}" stroke-width="${sw * 0.74}"/>`;
  s += `<path d="${hp}" fill="none" stroke="${ctx.lgu([[0, '#000', 0.15], [0.3, '#fff', 0.1], [0.7, '#000', 0], [1, '#000', 0.2]], x0, 0, x0 + sw, 0)}" stroke-width="${sw * 0.74}"/>`;
  const bx = x0 + sw * 0.16;
  const by = H * 0.38;
  const bw = sw * 0.68;
  const bh = H * 0.2;
  s += stitch(`M${bx},${by}H${bx + bw}V${by + bh}H${bx}ZM${bx},${by}L${bx + bw},${by + bh}M${bx + bw},${by}L${bx},${by + bh}`, P.stitch, 5, '16 10', 0.95);
  // vignette lighting
  s += `<rect width="${W}" height="${H}" fill="${ctx.rg([[0, '#fff', 0.12], [0.6, '#fff', 0], [1, '#000', 0.28]], 0.35, 0.35, 0.85)}"/>`;
  return s;
}

function drawTote(ctx, P, v) {
  return v === 'laminated' ? laminatedTote(ctx, P) : canvasTote(ctx, P);
}

/* ================================================================= PENCILS */

function pencilBox(ctx, P) {
  const segs = sRR(580, 170, 85);
  const depth = 150;
  return extrude(ctx, {
    segs, rot: -7, ky: 0.5, depth, wall: P.base, layers: 30,
    zips: [
      { z: depth * 0.42, w: 22, P, slider: [120, 85], ss: 1.15, sr: 6 },
      { z: depth * 0.86, w: 20, P, slider: [-150, 85], ss: 1.05, sr: -4 },
    ],
    deco: (pr) => {
      const a = pr.p(-70, 85, depth * 0.2);
      return `<g transform="${pr.mat([-80, 85, depth * 0.3], [1, 0, 0], [0, 0, -1])}">${label(ctx, 0, 0, 90, 34, P.accent, '#fff', { r: 5 })}</g>` + (a ? '' : '');
    },
    top: (pr) => {
      const d = dS(mapS(segs, pr.at(depth)));
      let s = `<path d="${d}" fill="${ctx.lg([[0, lt(P.base, 0.12)], [1, P.base]])}"/>`;
      s += `<path d="${d}" fill="${ctx.tex('twill')}" opacity=".7"/>`;
      const c = pr.p(-40, -10, depth);
      s += glow(ctx, c[0], c[1], 220, 38, '#ffffff', 0.26);
      s += `<path d="${dS(mapS(mapS(segs, scaleF(0.95, 0.86)), pr.at(depth)))}" fill="none" stroke="${P.stitch}" stroke-width="2" stroke-dasharray="7 5" stroke-opacity=".6"/>`;
      return s;
    },
  });
}

function pencilBoxOpen(ctx, P) {
  return openShell(ctx, P, {
    segs: sRR(580, 170, 85), depth: 70, lidDepth: 50, kyBase: 0.6, kyLid: 0.72,
    shell: P.base, lining: P.lining,
    items: (pr, z) => {
      const cols = ['#e8590c', '#f0b43c', '#2f9e6e', '#2f6fd0', '#c2334f', '#7b4fc8', '#1b1d21'];
      let s = '';
      cols.forEach((c, i) => {
        const y = -55 + i * 17;
        const a = pr.p(-250 + (i % 2) * 30, y, z);
        const b = pr.p(180 + (i % 3) * 20, y, z);
        const ang = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
        s += `<g transform="translate(${f(a[0])},${f(a[1])}) rotate(${f(ang - 90)})">${pencil(ctx, 0, 0, Math.hypot(b[0] - a[0], b[1] - a[1]), c, 21)}</g>`;
      });
      const e = pr.p(200, 10, z);
      s += `<g transform="translate(${f(e[0])},${f(e[1])}) rotate(-8)"><rect x="-40" y="-22" width="80" height="44" rx="8" fill="#f4f1ea"/><rect x="-40" y="-22" width="34" height="44" rx="8" fill="${P.accent}"/></g>`;
      return s;
    },
    lidItems: (pr, z) => {
      const a = pr.p(-200, -40, z);
      const b = pr.p(200, 40, z);
      return `<rect x="${f(a[0])}" y="${f(a[1])}" width="${f(b[0] - a[0])}" height="${f(b[1] - a[1])}" rx="10" fill="${ctx.tex('mesh')}"/>` +
        `<rect x="${f(a[0])}" y="${f(a[1])}" width="${f(b[0] - a[0])}" height="12" fill="${dk(P.lining, 0.3)}"/>`;
    },
  });
}

function pencilWrap(ctx, P) {
  const w = 680;
  const h = 400;
  let s = '';
  const body = rr(-w / 2, -h, w, h, 18);
  s += fabric(ctx, body, P.lining, { tex: 'canvas', roll: 0.08, hi: 0.04, bottom: 0.1 });
  const cols = ['#c2334f', '#e8590c', '#f0b43c', '#8fbf3a', '#2f9e6e', '#1f8c88', '#2f6fd0', '#284270', '#7b4fc8', '#d88696', '#8a5a3b', '#1b1d21'];
  const n = cols.length;
  const gap = (w - 100) / n;
  cols.forEach((c, i) => {
    const x = -w / 2 + 50 + gap * (i + 0.5);
    const tip = -h + 58 + (i % 3) * 14;
    s += `<rect x="${f(x - 12)}" y="${f(tip + 6)}" width="24" height="${f(-tip)}" fill="#000" opacity=".12" transform="translate(5,4)"/>`;
    s += pencil(ctx, x, tip, -tip - 40, c, 26);
  });
  // pocket
  const py = -200;
  const pocket = `M${-w / 2},${py}H${w / 2}V-18Q${w / 2},0 ${w / 2 - 18},0H${-w / 2 + 18}Q${-w / 2},0 ${-w / 2},-18Z`;
  s += `<path d="M${-w / 2},${py - 4}H${w / 2}V${py + 20}H${-w / 2}Z" fill="#000" opacity=".25" filter="${ctx.blur(5)}"/>`;
  s += fabric(ctx, pocket, P.base, { tex: 'canvas', roll: 0.12, hi: 0.08 });
  s += `<rect x="${-w / 2}" y="${py}" width="${w}" height="22" fill="${dk(P.base, 0.2)}"/>`;
  s += stitch(`M${-w / 2 + 6},${py + 30}H${w / 2 - 6}`, P.stitch, 2, '7 5', 0.8);
  for (let i = 1; i < n; i++) {
    const x = -w / 2 + 50 + gap * i;
    s += stitch(`M${f(x)},${py + 40}V-14`, P.stitch, 1.8, '6 5', 0.7);
  }
  // binding around the edges
  s += `<path d="${body}" fill="none" stroke="${dk(P.base, 0.25)}" stroke-width="14"/>`;
  s += `<path d="${body}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="4"/>`;
  s += label(ctx, -w / 2 + 60, -90, 90, 40, P.accent, '#fff');
  // tie cord
  s += cord(ctx, `M${w / 2},-190C${w / 2 + 60},-200 ${w / 2 + 50},-120 ${w / 2 + 90},-90C${w / 2 + 120},-70 ${w / 2 + 100},-30 ${w / 2 + 130},-14`, 11, LEATHER);
  s += cord(ctx, `M${w / 2},-190C${w / 2 + 70},-190 ${w / 2 + 110},-220 ${w / 2 + 140},-170`, 11, LEATHER);
  return { svg: s, w: w + 150, h: h + 10 };
}

function pencilRoll(ctx, P) {
  const L = 560;
  const R = 115;
  const c = P.base;
  let s = '';
  const x0 = -L / 2;
  const x1 = L / 2;
  const body = `M${x0},${-2 * R}H${x1}V0H${x0}Z`;
  s += `<path d="M${x0},${-2 * R}Q${x0 - 40},${-R} ${x0},0Z" fill="${dk(c, 0.35)}"/>`;
  s += `<path d="${body}" fill="${ctx.lg([[0, lt(c, 0.08)], [0.3, lt(c, 0.2)], [0.65, c], [1, dk(c, 0.35)]])}"/>`;
  s += `<path d="${body}" fill="${ctx.tex('canvas')}"/>`;
  // outer flap seam (spiral edge)
  s += `<path d="M${x0},${-R * 0.55}C${x0 + 140},${-R * 0.6} ${x1 - 140},${-R * 0.35} ${x1},${-R * 0.42}" fill="none" stroke="${dk(c, 0.3)}" stroke-width="12"/>`;
  s += stitch(`M${x0 + 8},${-R * 0.62}C${x0 + 140},${-R * 0.67} ${x1 - 140},${-R * 0.42} ${x1 - 8},${-R * 0.49}`, P.stitch, 2, '7 5', 0.7);
  // end face with spiral and pencil ends
  s += `<ellipse cx="${x1}" cy="${-R}" rx="${R * 0.42}" ry="${R}" fill="${dk(c, 0.1)}"/>`;
  s += `<ellipse cx="${x1}" cy="${-R}" rx="${R * 0.34}" ry="${R * 0.84}" fill="${P.lining}"/>`;
  const cols = ['#c2334f', '#e8590c', '#f0b43c', '#2f9e6e', '#2f6fd0', '#7b4fc8', '#1b1d21', '#1f8c88', '#d88696'];
  cols.forEach((col, i) => {
    const a = (i / cols.length) * Math.PI * 2;
    const rr2 = i % 2 ? 0.55 : 0.28;
    const cx = x1 + Math.cos(a) * R * 0.34 * rr2 + 6;
    const cy = -R + Math.sin(a) * R * 0.84 * rr2;
    s += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="7" ry="13" fill="${col}"/><ellipse cx="${f(cx + 1)}" cy="${f(cy)}" rx="3" ry="6" fill="#e9c99a"/>`;
  });
  s += `<path d="M${x1},${-R - R * 0.84}A${R * 0.34},${R * 0.84} 0 0 1 ${x1},${-R + R * 0.84}" fill="none" stroke="${dk(c, 0.25)}" stroke-width="5"/>`;
  s += `<ellipse cx="${x1}" cy="${-R}" rx="${R * 0.42}" ry="${R}" fill="none" stroke="${dk(c, 0.3)}" stroke-width="8"/>`;
  // cord wrapped twice with a bow
  for (const dx of [-30, 20]) {
    s += `<path d="M${dx - 10},${-2 * R - 4}Q${dx + 8},${-R} ${dx - 6},4" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="14" filter="${ctx.blur(4)}" transform="translate(6,4)"/>`;
    s += cord(ctx, `M${dx - 10},${-2 * R - 4}Q${dx + 8},${-R} ${dx - 6},4`, 11, LEATHER);
  }
  s += cord(ctx, `M-5,${-R * 0.3}C-60,${-R * 0.1} -110,${R * 0.1} -150,${-R * 0.1}`, 11, LEATHER);
  s += cord(ctx, `M-5,${-R * 0.3}C30,${-R * 0.05} 60,${R * 0.12} 110,${R * 0.02}`, 11, LEATHER);
  s += `<circle cx="-5" cy="${-R * 0.3}" r="12" fill="${dk(LEATHER, 0.1)}"/>`;
  s += label(ctx, x0 + 60, -R - 20, 84, 38, P.accent, '#fff');
  return { svg: s, w: L + 80, h: 2 * R + 10, shadow: { cx: 0, cy: -6, rx: L / 2 + 10, ry: 20 } };
}

function drawPencil(ctx, P, v, detail) {
  if (v === 'roll') return detail ? pencilRoll(ctx, P) : pencilWrap(ctx, P);
  return detail ? pencilBoxOpen(ctx, P) : pencilBox(ctx, P);
}

/* ============================================================== DRAWSTRING */

function drawstringBackpack(ctx, P) {
  const c = P.base;
  const top = -560;
  const body = `M-190,${top + 40}C-205,-330 -228,-120 -224,-24Q-222,0 -196,0H196Q222,0 224,-24C228,-120 205,-330 190,${top + 40}Z`;
  let s = '';
  const cordC = '#f3f1ec';
  s += fabric(ctx, body, c, { hi: 0.14, roll: 0.25 });
  // sheen + gather folds
  const folds = [-150, -95, -40, 20, 80, 140];
  folds.forEach((x, i) => {
    s += `<path d="M${x},${top + 50}Q${x + (i % 2 ? 10 : -10)},${top + 150} ${x * 1.06},${top + 260}" stroke="${i % 2 ? '#000' : '#fff'}" stroke-opacity="${i % 2 ? 0.16 : 0.18}" stroke-width="16" fill="none" filter="${ctx.blur(7)}"/>`;
  });
  s += `<path d="M-150,-80Q-80,-300 -110,-480" stroke="#fff" stroke-opacity=".14" stroke-width="40" fill="none" filter="${ctx.blur(18)}"/>`;
  // channel
  let ch = `M-198,${top + 48}`;
  let chTop = '';
  for (let i = 0; i <= 12; i++) {
    const x = -196 + (392 * i) / 12;
    chTop += `${i === 0 ? 'M' : 'Q'}${i === 0 ? '' : `${f(x - 16)},${top - 8 + (i % 2 ? 10 : -6)} `}${f(x)},${top + (i % 2 ? 4 : 0)}`;
  }
  ch = chTop + `L198,${top + 48}Q0,${top + 62} -198,${top + 48}Z`;
  s += `<path d="${ch}" fill="${dk(c, 0.08)}"/>`;
  s += `<path d="${ch}" fill="${ctx.lg([[0, '#fff', 0.2], [1, '#000', 0.1]])}"/>`;
  for (let i = 1; i < 16; i++) {
    const x = -190 + (380 * i) / 16;
    s += `<path d="M${f(x)},${top + 6}Q${f(x + 4)},${top + 28} ${f(x - 2)},${top + 50}" stroke="${i % 2 ? '#000' : '#fff'}" stroke-opacity="${i % 2 ? 0.22 : 0.25}" stroke-width="3" fill="none"/>`;
  }
  s += stitch(`M-192,${top + 44}Q0,${top + 58} 192,${top + 44}`, P.stitch, 2, '6 4', 0.8);
  // print
  s += `<g transform="translate(0,-270)"><circle r="92" fill="none" stroke="${P.print}" stroke-width="10"/>${mark(0, 4, 4.2, P.print, 1, 2.4)}</g>`;
  // corner patches + grommets + side cords
  for (const sgn of [-1, 1]) {
    const patch = `M${sgn * 224},-24Q${sgn * 222},0 ${sgn * 196},0H${sgn * 120}L${sgn * 226},-96Z`;
    s += `<path d="${patch}" fill="${P.trim}"/>`;
    s += `<path d="${patch}" fill="${ctx.tex('twill')}"/>`;
    s += stitch(`M${sgn * 134},-8L${sgn * 214},-80`, lt(P.trim, 0.5), 1.6, '5 4', 0.8);
    const gx = sgn * 192;
    const gy = -34;
    s += cord(ctx, `M${sgn * 176},${top + 22}C${sgn * 236},${top - 10} ${sgn * 262},${top + 60} ${sgn * 250},${top + 160}C${sgn * 240},-250 ${sgn * 214},-120 ${gx + sgn * 4},${gy - 4}`, 13, cordC);
    s += `<circle cx="${gx}" cy="${gy}" r="17" fill="${metal(ctx, P)}" stroke="${metalEdge(P)}" stroke-width="1.5"/><circle cx="${gx}" cy="${gy}" r="8" fill="#222"/>`;
    s += cord(ctx, `M${gx},${gy}C${gx + sgn * 10},${gy + 22} ${gx + sgn * 30},${gy + 20} ${gx + sgn * 34},${gy + 6}`, 13, cordC);
    s += cord(ctx, `M${gx + sgn * 34},${gy + 6}L${gx + sgn * 46},${gy + 40}M${gx + sgn * 34},${gy + 6}L${gx + sgn * 60},${gy + 30}`, 11, cordC);
    s += `<circle cx="${gx + sgn * 34}" cy="${gy + 8}" r="12" fill="${dk(cordC, 0.08)}"/>`;
  }
  return { svg: s, w: 560, h: 640 };
}

function giftBag(ctx, P, open = false) {
  const c = P.base;
  let s = '';
  const neck = -380;
  const body = `M-76,${neck + 12}C-130,${neck + 60} -205,-300 -200,-160L-194,-32Q-192,0 -160,0H160Q192,0 194,-32L200,-160C205,-300 130,${neck + 60} 76,${neck + 12}Z`;
  const ruf = open
    ? `M-76,${neck + 12}C-150,${neck - 10} -175,${neck - 70} -150,${neck - 96}Q0,${neck - 130} 150,${neck - 96}C175,${neck - 70} 150,${neck - 10} 76,${neck + 12}Z`
    : `M-70,${neck + 12}C-110,${neck - 20} -150,${neck - 70} -138,${neck - 100}Q-100,${neck - 86} -70,${neck - 104}Q-36,${neck - 88} 0,${neck - 108}Q36,${neck - 88} 70,${neck - 104}Q100,${neck - 86} 138,${neck - 100}C150,${neck - 70} 110,${neck - 20} 70,${neck + 12}Z`;
  if (open) {
    s += `<path d="${ruf}" fill="${dk(c, 0.12)}"/>`;
    s += `<ellipse cx="0" cy="${neck - 96}" rx="150" ry="34" fill="${dk(c, 0.5)}"/>`;
    // contents: candle jar + soap bar
    s += `<g transform="translate(-30,${neck - 84})"><rect x="-55" y="-90" width="110" height="120" rx="14" fill="${ctx.lg([[0, '#f1ece2'], [0.4, '#ffffff'], [1, '#cfc7b8']], 0, 0, 1, 0)}"/>` +
      `<rect x="-55" y="-60" width="110" height="50" fill="${P.accent}" opacity=".9"/>${mark(0, -35, 1.3, '#fff', 0.95, 2.4)}` +
      `<ellipse cx="0" cy="-90" rx="55" ry="12" fill="#e3dccd"/><rect x="-2" y="-112" width="4" height="20" fill="#333"/></g>`;
    s += `<g transform="translate(78,${neck - 70}) rotate(14)"><rect x="-34" y="-70" width="68" height="90" rx="10" fill="${ctx.lg([[0, '#eaf3ea'], [1, '#b9d2bc']], 0, 0, 1, 0)}"/></g>`;
  }
  if (open) {
    const lip = `M-150,${neck - 96}A150,34 0 0 0 150,${neck - 96}C175,${neck - 70} 150,${neck - 10} 76,${neck + 12}L-76,${neck + 12}C-150,${neck - 10} -175,${neck - 70} -150,${neck - 96}Z`;
    s += fabric(ctx, lip, lt(c, 0.04), { tex: 'canvas', hi: 0.12, roll: 0.25, bottom: 0.25 });
    s += `<path d="M-150,${neck - 96}A150,34 0 0 0 150,${neck - 96}" fill="none" stroke="${lt(c, 0.3)}" stroke-width="4"/>`;
    for (const x of [-100, -50, 0, 50, 100]) {
      s += `<path d="M${x},${neck - 60}Q${x * 0.7},${neck - 30} ${x * 0.45},${neck + 6}" stroke="#000" stroke-opacity=".14" stroke-width="3" fill="none"/>`;
    }
  }
  s += fabric(ctx, body, c, { tex: 'canvas', hi: 0.1, roll: 0.22 });
  for (const x of [-120, -60, 0, 60, 120]) {
    s += `<path d="M${x * 0.4},${neck + 20}Q${x * 0.9},${neck + 120} ${x * 1.1},${neck + 230}" stroke="${Math.abs(x) === 60 ? '#000' : '#fff'}" stroke-opacity=".14" stroke-width="12" fill="none" filter="${ctx.blur(6)}"/>`;
  }
  // stamped motif
  s += `<g transform="translate(0,-150)"><circle r="62" fill="none" stroke="${P.print}" stroke-width="5" opacity=".9"/>${mark(0, 3, 2.6, P.print, 0.95, 2.4)}</g>`;
  if (!open) {
    s += fabric(ctx, ruf, lt(c, 0.04), { tex: 'canvas', hi: 0.12, roll: 0.25, bottom: 0.25 });
    for (const x of [-100, -50, 0, 50, 100]) {
      s += `<path d="M${x},${neck - 94}Q${x * 0.7},${neck - 40} ${x * 0.35},${neck + 6}" stroke="#000" stroke-opacity=".15" stroke-width="3" fill="none"/>`;
    }
  }
  // tie cord with bow
  const cc = P.accent;
  s += `<path d="M-78,${neck + 6}Q0,${neck + 22} 78,${neck + 6}" stroke="${cc}" stroke-width="12" fill="none"/>`;
  s += `<path d="M-78,${neck + 6}Q0,${neck + 22} 78,${neck + 6}" stroke="#000" stroke-opacity=".2" stroke-width="12" stroke-dasharray="4 6" fill="none"/>`;
  if (open) {
    s += cord(ctx, `M60,${neck + 12}C120,${neck + 60} 150,${neck + 160} 220,${neck + 200}`, 10, cc);
    s += cord(ctx, `M50,${neck + 14}C90,${neck + 80} 110,${neck + 200} 170,${neck + 260}`, 10, cc);
  } else {
    s += cord(ctx, `M10,${neck + 12}C-60,${neck - 40} -110,${neck + 10} -60,${neck + 40}C-30,${neck + 50} 0,${neck + 20} 10,${neck + 12}`, 10, cc);
    s += cord(ctx, `M10,${neck + 12}C80,${neck - 40} 120,${neck + 10} 80,${neck + 40}C50,${neck + 50} 20,${neck + 20} 10,${neck + 12}`, 10, cc);
    s += cord(ctx, `M10,${neck + 14}C-10,${neck + 60} -40,${neck + 110} -50,${neck + 160}`, 10, cc);
    s += cord(ctx, `M10,${neck + 14}C30,${neck + 70} 40,${neck + 110} 60,${neck + 150}`, 10, cc);
    s += `<circle cx="10" cy="${neck + 13}" r="13" fill="${dk(cc, 0.1)}"/>`;
  }
  const ends = open ? [[220, neck + 200], [170, neck + 260]] : [[-50, neck + 160], [60, neck + 150]];
  for (const [x, y] of ends) s += `<rect x="${x - 7}" y="${y - 4}" width="14" height="22" rx="4" fill="${metal(ctx, P)}"/>`;
  return { svg: s, w: open ? 470 : 420, h: open ? 530 : 500 };
}

/** Macro shot of the backpack's bottom corner: patch, grommet, knotted cord. */
function drawstringMacro(ctx, P, W, H) {
  const c = P.base;
  const cordC = '#f3f1ec';
  let s = `<rect width="${W}" height="${H}" fill="${ctx.lg([[0, '#f6efe7'], [1, '#e4d9cc']])}"/>`;
  const body = `M${-W * 0.1},${-H * 0.1}H${W * 0.82}Q${W * 0.86},${H * 0.4} ${W * 0.84},${H * 0.76}Q${W * 0.84},${H * 0.84} ${W * 0.76},${H * 0.84}H${-W * 0.1}Z`;
  s += `<path d="${body}" fill="#000" opacity=".25" filter="${ctx.blur(16)}" transform="translate(10,22)"/>`;
  s += `<path d="${body}" fill="${ctx.lg([[0, lt(c, 0.12)], [0.6, c], [1, dk(c, 0.25)]], 0, 0, 1, 1)}"/>`;
  s += `<path d="${body}" fill="${ctx.pattern('poly', 8, 8, '<path d="M0 2H8M0 6H8" stroke="#000" stroke-opacity=".05" stroke-width="2"/>')}"/>`;
  s += `<path d="M${W * 0.1},${-H * 0.1}Q${W * 0.3},${H * 0.3} ${W * 0.1},${H * 0.7}" stroke="#fff" stroke-opacity=".16" stroke-width="70" fill="none" filter="${ctx.blur(30)}"/>`;
  // corner patch
  const patch = `M${W * 0.84},${H * 0.36}L${W * 0.84},${H * 0.76}Q${W * 0.84},${H * 0.84} ${W * 0.76},${H * 0.84}H${W * 0.3}Z`;
  s += `<path d="${patch}" fill="${P.trim}"/>`;
  s += `<path d="${patch}" fill="${ctx.pattern('twillBig', 16, 16, '<path d="M-2 18L18 -2M-10 10L10 -10M6 26L26 6" stroke="#fff" stroke-opacity=".07" stroke-width="4"/>')}"/>`;
  s += stitch(`M${W * 0.36},${H * 0.81}L${W * 0.81},${H * 0.42}`, lt(P.trim, 0.5), 4, '14 10', 0.85);
  s += stitch(`M${W * 0.42},${H * 0.81}L${W * 0.81},${H * 0.48}`, lt(P.trim, 0.5), 4, '14 10', 0.85);
  // cord coming from the top, through the grommet, knot
  const gx = W * 0.68;
  const gy = H * 0.66;
  s += `<path d="M${W * 0.98},${-H * 0.05}C${W * 0.92},${H * 0.3} ${W * 0.8},${H * 0.5} ${gx + 10},${gy - 20}" stroke="#000" stroke-opacity=".25" stroke-width="44" fill="none" filter="${ctx.blur(10)}" transform="translate(16,16)"/>`;
  s += cord(ctx, `M${W * 0.98},${-H * 0.05}C${W * 0.92},${H * 0.3} ${W * 0.8},${H * 0.5} ${gx + 10},${gy - 20}`, 40, cordC);
  s += `<circle cx="${gx}" cy="${gy}" r="52" fill="${metal(ctx, P)}" stroke="${metalEdge(P)}" stroke-width="3"/>`;
  s += `<circle cx="${gx}" cy="${gy}" r="36" fill="${ctx.lg([[0, metalEdge(P)], [1, '#eee']], 0, 0, 1, 1)}"/>`;
  s += `<circle cx="${gx}" cy="${gy}" r="30" fill="#1a1a1a"/>`;
  s += cord(ctx, `M${gx},${gy}C${gx + 10},${gy + 60} ${gx - 40},${gy + 100} ${gx - 90},${gy + 110}`, 40, cordC);
  s += `<circle cx="${gx - 96}" cy="${gy + 112}" r="36" fill="${dk(cordC, 0.06)}"/><circle cx="${gx - 96}" cy="${gy + 112}" r="36" fill="${ropeTex(ctx, 40)}"/>`;
  s += cord(ctx, `M${gx - 110},${gy + 130}C${gx - 140},${gy + 170} ${gx - 170},${gy + 200} ${gx - 220},${gy + 230}`, 34, cordC);
  s += cord(ctx, `M${gx - 90},${gy + 140}C${gx - 90},${gy + 180} ${gx - 70},${gy + 220} ${gx - 60},${gy + 260}`, 34, cordC);
  s += `<rect width="${W}" height="${H}" fill="${ctx.rg([[0, '#fff', 0.1], [0.6, '#fff', 0], [1, '#000', 0.22]], 0.45, 0.4, 0.85)}"/>`;
  return s;
}

function drawDrawstring(ctx, P, v, detail) {
  if (v === 'gift') return giftBag(ctx, P, detail);
  return drawstringBackpack(ctx, P);
}

/* =============================================================== ORGANIZER */

function trunkOrganizer(ctx, P, { rot = 24, ky = 0.45, alt = false, mirror = false } = {}) {
  const W = 640;
  const D = 320;
  const H = 250;
  const pr = makeProj({ rot, ky });
  const fp = [[-W / 2, -D / 2], [W / 2, -D / 2], [W / 2, D / 2], [-W / 2, D / 2]].map(([x, y]) => pr.p(x, y, 0));
  const bx = boundsS([{ p: fp }]);
  pr.g = bx.y1;
  const c = P.base;
  const lin = P.lining;
  let s = '';
  const Q = (pts) => pr.poly(pts);
  // inner floor + inner back + inner left wall
  s += `<path d="${Q([[-W / 2, -D / 2, 8], [W / 2, -D / 2, 8], [W / 2, D / 2, 8], [-W / 2, D / 2, 8]])}" fill="${dk(lin, 0.45)}"/>`;
  s += `<path d="${Q([[-W / 2, -D / 2, 0], [W / 2, -D / 2, 0], [W / 2, -D / 2, H], [-W / 2, -D / 2, H]])}" fill="${ctx.lg([[0, lt(lin, 0.05)], [1, dk(lin, 0.35)]])}"/>`;
  s += `<path d="${Q([[-W / 2, -D / 2, 0], [-W / 2, D / 2, 0], [-W / 2, D / 2, H], [-W / 2, -D / 2, H]])}" fill="${ctx.lg([[0, dk(lin, 0.15)], [1, dk(lin, 0.4)]])}"/>`;
  s += `<path d="${pr.line([[-W / 2, D / 2, H], [-W / 2, -D / 2, H], [W / 2, -D / 2, H]])}" fill="none" stroke="${dk(c, 0.35)}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>`;
  const divs = [-W / 6, W / 6];
  const comp = [[-W / 2, -W / 6], [-W / 6, W / 6], [W / 6, W / 2]];
  const items = [
    () => {
      const a = pr.p(-W / 3 - 30, -40, 0);
      const b2 = pr.p(-W / 3 + 40, 30, 0);
      return bottle(ctx, a[0], a[1], 64, 300, '#2f6fd0', '#f4f4f4') + bottle(ctx, b2[0], b2[1], 60, 270, '#e9eef2', '#2f9e6e');
    },
    () => {
      const a = pr.p(0, -20, 0);
      return `<g transform="translate(${f(a[0])},${f(a[1])})"><rect x="-80" y="-300" width="160" height="240" rx="18" fill="${ctx.lg([[0, '#e24b4b'], [1, '#a92a2a']], 0, 0, 1, 0)}"/>` +
        '<rect x="-20" y="-250" width="40" height="110" fill="#fff"/><rect x="-55" y="-215" width="110" height="40" fill="#fff"/>' +
        '<rect x="-70" y="-300" width="140" height="18" rx="8" fill="#fff" opacity=".2"/></g>';
    },
    () => {
      const a = pr.p(W / 3, 0, 0);
      return `<g transform="translate(${f(a[0])},${f(a[1])})"><ellipse cx="0" cy="-250" rx="80" ry="36" fill="#f0b43c"/>` +
        '<rect x="-80" y="-250" width="160" height="150" fill="#f0b43c"/><rect x="-80" y="-250" width="160" height="150" fill="#000" opacity=".1"/>' +
        '<ellipse cx="0" cy="-250" rx="80" ry="36" fill="#ffd27a"/><ellipse cx="0" cy="-250" rx="44" ry="20" fill="#e0a02a"/><ellipse cx="0" cy="-250" rx="18" ry="8" fill="#b57a14"/></g>';
    },
  ];
  const altItems = [
    () => {
      // two rolled towels
      let o = '';
      [[-W / 3 - 35, -50, '#1f8c88'], [-W / 3 + 30, 40, '#ecdfc2']].forEach(([x, y, col]) => {
        const a = pr.p(x, y, 0);
        o += `<g transform="translate(${f(a[0])},${f(a[1])})"><rect x="-46" y="-250" width="92" height="230" fill="${ctx.lg([[0, dk(col, 0.2)], [0.4, lt(col, 0.1)], [1, dk(col, 0.25)]], 0, 0, 1, 0)}"/>` +
          `<ellipse cx="0" cy="-250" rx="46" ry="${f(46 * ky)}" fill="${lt(col, 0.1)}"/>` +
          `<path d="M0,-250m-30,0a30,${f(30 * ky)} 0 1 1 30,${f(30 * ky)}a20,${f(20 * ky)} 0 1 1 -10,${f(-20 * ky)}a10,${f(10 * ky)} 0 1 1 6,${f(8 * ky)}" fill="none" stroke="${dk(col, 0.3)}" stroke-width="3"/></g>`;
      });
      return o;
    },
    () => {
      // jumper cables coil with clamps
      const a = pr.p(0, 0, 0);
      let o = `<g transform="translate(${f(a[0])},${f(a[1])})">`;
      for (let i = 0; i < 6; i++) {
        o += `<ellipse cx="${f((i % 2) * 8 - 4)}" cy="${-150 - i * 14}" rx="84" ry="${f(84 * ky)}" fill="none" stroke="${i % 2 ? '#c2334f' : '#1b1d21'}" stroke-width="13"/>`;
      }
      o += '<path d="M-30,-230l-40,-70l22,-10l36,64z" fill="#c2334f"/><path d="M20,-230l40,-74l22,8l-36,70z" fill="#1b1d21"/>';
      o += `<path d="M-70,-300l-8,-20h30l4,14z" fill="${metal(ctx, P)}"/><path d="M60,-304l4,-20h30l-8,16z" fill="${metal(ctx, P)}"/></g>`;
      return o;
    },
    () => {
      // folded plaid blanket + torch
      const a = pr.p(W / 3, 10, 0);
      let o = `<g transform="translate(${f(a[0])},${f(a[1])})">`;
      for (let i = 0; i < 3; i++) {
        const y = -150 - i * 42;
        o += `<rect x="-88" y="${y - 40}" width="176" height="44" rx="16" fill="${['#b8433a', '#c9574c', '#a83a32'][i]}"/>`;
        o += `<path d="M-60,${y - 40}V${y + 4}M-10,${y - 40}V${y + 4}M40,${y - 40}V${y + 4}" stroke="#f4e9d8" stroke-opacity=".55" stroke-width="6"/>`;
        o += `<path d="M-88,${y - 20}H88" stroke="#2d2e33" stroke-opacity=".35" stroke-width="5"/>`;
      }
      o += `<g transform="translate(40,-270) rotate(-28)"><rect x="-14" y="-70" width="28" height="110" rx="8" fill="#2d2e33"/><rect x="-20" y="-96" width="40" height="34" rx="8" fill="${metal(ctx, P)}"/><ellipse cx="0" cy="-96" rx="18" ry="6" fill="#fff6c8"/></g></g>`;
      return o;
    },
  ];
  comp.forEach((_, i) => {
    s += (alt ? altItems : items)[i]();
    if (i < 2) {
      const x = divs[i];
      s += `<path d="${Q([[x, -D / 2, 8], [x, D / 2, 8], [x, D / 2, H - 14], [x, -D / 2, H - 14]])}" fill="${ctx.lg([[0, lt(lin, 0.08)], [1, dk(lin, 0.3)]])}"/>`;
      s += `<path d="${pr.line([[x, -D / 2, H - 14], [x, D / 2, H - 14]])}" stroke="${dk(c, 0.3)}" stroke-width="9" stroke-linecap="round"/>`;
      s += `<path d="${pr.line([[x, -D / 2 + 40, H - 40], [x, D / 2 - 40, H - 40]])}" stroke="${dk(lin, 0.3)}" stroke-width="2" stroke-dasharray="6 5"/>`;
    }
  });
  // clip everything above the front top edge
  const frontFace = Q([[-W / 2, D / 2, 0], [W / 2, D / 2, 0], [W / 2, D / 2, H], [-W / 2, D / 2, H]]);
  const sideFace = Q([[W / 2, D / 2, 0], [W / 2, -D / 2, 0], [W / 2, -D / 2, H], [W / 2, D / 2, H]]);
  s += `<path d="${frontFace}" fill="${ctx.lg([[0, dk(c, 0.1)], [0.4, lt(c, 0.06)], [1, dk(c, 0.12)]], 0, 0, 1, 0)}"/>`;
  s += `<path d="${frontFace}" fill="${ctx.tex('twill')}"/>`;
  s += `<path d="${sideFace}" fill="${ctx.lg([[0, dk(c, 0.28)], [1, dk(c, 0.45)]], 0, 0, 1, 0)}"/>`;
  s += `<path d="${sideFace}" fill="${ctx.tex('twill')}"/>`;
  // front: mesh pocket + label (local coords u 0..W, v 0..H)
  s += `<g transform="${pr.mat([-W / 2, D / 2, H], [1, 0, 0], [0, 0, -1])}">`;
  s += `<rect x="30" y="${H * 0.34}" width="${W - 60}" height="${H * 0.56}" rx="8" fill="#000" opacity=".25"/>`;
  s += `<rect x="30" y="${H * 0.34}" width="${W - 60}" height="${H * 0.56}" rx="8" fill="${ctx.tex('mesh')}"/>`;
  s += `<rect x="30" y="${H * 0.34}" width="${W - 60}" height="16" rx="4" fill="${dk(c, 0.35)}"/>`;
  s += stitch(`M34,${H * 0.34 + 8}H${W - 34}`, P.stitch, 1.6, '5 4', 0.7);
  s += `<rect x="${W / 2 - 48}" y="${H * 0.12}" width="96" height="34" rx="5" fill="${P.accent}"/>${mark(W / 2, H * 0.12 + 18, 0.75, '#fff', 0.95, 2.6)}`;
  s += `</g>`;
  // side handle (local coords on the right face)
  s += `<g transform="${pr.mat([W / 2, D / 2, H], [0, -1, 0], [0, 0, -1])}">`;
  const hc = lt(c, 0.14);
  s += strap(ctx, `M${D * 0.25},${H * 0.3}C${D * 0.3},${H * 0.02} ${D * 0.7},${H * 0.02} ${D * 0.75},${H * 0.3}`, 28, hc, P.stitch);
  s += `<rect x="${D * 0.25 - 18}" y="${H * 0.26}" width="36" height="40" fill="${hc}"/><rect x="${D * 0.75 - 18}" y="${H * 0.26}" width="36" height="40" fill="${hc}"/>`;
  s += stitch(`M${D * 0.25 - 12},${H * 0.28}h24v30h-24zM${D * 0.75 - 12},${H * 0.28}h24v30h-24z`.replace(/h|v/g, (m) => m), P.stitch, 1.4, '4 3', 0.8);
  s += `</g>`;
  // piping on the near edges
  s += `<path d="${pr.line([[-W / 2, D / 2, 0], [-W / 2, D / 2, H], [W / 2, D / 2, H], [W / 2, -D / 2, H]])}" fill="none" stroke="${dk(c, 0.4)}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>`;
  s += `<path d="${pr.line([[-W / 2, D / 2, H], [W / 2, D / 2, H], [W / 2, -D / 2, H]])}" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="3" stroke-linejoin="round" transform="translate(0,-3)"/>`;
  s += `<path d="${pr.line([[W / 2, D / 2, 0], [W / 2, D / 2, H]])}" fill="none" stroke="${dk(c, 0.4)}" stroke-width="10" stroke-linecap="round"/>`;
  s += `<path d="${pr.line([[-W / 2, D / 2, 0], [W / 2, D / 2, 0], [W / 2, -D / 2, 0]])}" fill="none" stroke="${dk(c, 0.45)}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>`;
  const cx = (bx.x0 + bx.x1) / 2;
  return {
    svg: mirror ? `<g transform="scale(-1,1)">${s}</g>` : s,
    w: bx.x1 - bx.x0 + 20, h: bx.y1 - bx.y0 + H * pr.kz + 120,
    shadow: { cx: mirror ? -cx : cx, cy: -(bx.y1 - bx.y0) / 2, rx: (bx.x1 - bx.x0) / 2 + 10, ry: (bx.y1 - bx.y0) / 2 + 8 },
  };
}

function seatOrganizer(ctx, P, onSeat = false) {
  const c = P.base;
  const w = 470;
  const h = 680;
  let s = '';
  const y0 = -h - 20;
  if (onSeat) {
    const seat = `M-330,0V${y0 + 90}C-330,${y0 - 40} -280,${y0 - 70} -200,${y0 - 74}H200C280,${y0 - 70} 330,${y0 - 40} 330,${y0 + 90}V0Z`;
    s += `<path d="M-110,${y0 - 74}V${y0 - 140}M110,${y0 - 74}V${y0 - 140}" stroke="${metal(ctx, P)}" stroke-width="16"/>`;
    s += `<path d="M-170,${y0 - 130}Q-170,${y0 - 300} 0,${y0 - 300}Q170,${y0 - 300} 170,${y0 - 130}Q170,${y0 - 110} 150,${y0 - 110}H-150Q-170,${y0 - 110} -170,${y0 - 130}Z" fill="${ctx.lg([[0, '#4a4d53'], [1, '#24262a']])}"/>`;
    s += `<path d="${seat}" fill="${ctx.lg([[0, '#3c3f45'], [0.5, '#53575e'], [1, '#2a2c30']], 0, 0, 1, 0)}"/>`;
    s += `<path d="${seat}" fill="${ctx.lg([[0, '#fff', 0.08], [1, '#000', 0.3]])}"/>`;
    for (const x of [-200, 200]) s += stitch(`M${x},${y0 - 60}V-10`, '#6c7078', 2, '6 5', 0.8);
  }
  // straps to the headrest
  for (const x of [-w / 2 + 50, w / 2 - 50]) {
    s += strap(ctx, `M${x},${y0 + 30}L${x * 0.62},${y0 - 130}`, 30, '#1c1d20', '#444', { shade: false });
    s += `<rect x="${x * 0.8 - 22}" y="${y0 - 70}" width="44" height="48" rx="8" fill="#1a1a1a" transform="rotate(${x > 0 ? -12 : 12} ${x * 0.8} ${y0 - 46})"/>`;
  }
  if (!onSeat) {
    s += strap(ctx, `M${-w / 2 + 50 * 0.62 - 20},${y0 - 130}Q0,${y0 - 170} ${w / 2 - 50 * 0.62 + 20},${y0 - 130}`, 30, '#1c1d20', '#444', { shade: false });
  }
  const body = rr(-w / 2, y0, w, h, 28);
  s += `<path d="${body}" fill="#000" opacity=".3" filter="${ctx.blur(12)}" transform="translate(8,14)"/>`;
  s += fabric(ctx, body, c, { tex: 'twill', hi: 0.08, roll: 0.2 });
  // tablet window
  const tx = -w / 2 + 40;
  const ty = y0 + 40;
  const tw = w - 80;
  const th = 250;
  s += `<rect x="${tx}" y="${ty}" width="${tw}" height="${th}" rx="14" fill="${dk(c, 0.4)}"/>`;
  s += screen(ctx, tx + 16, ty + 16, tw - 32, th - 32, 10, P, { land: true });
  s += `<path d="M${tx},${ty}H${tx + tw * 0.45}L${tx + tw * 0.2},${ty + th}H${tx}Z" fill="#fff" opacity=".1"/>`;
  s += `<rect x="${tx}" y="${ty}" width="${tw}" height="${th}" rx="14" fill="none" stroke="${dk(c, 0.35)}" stroke-width="10"/>`;
  s += stitch(rr(tx + 5, ty + 5, tw - 10, th - 10, 10), P.stitch, 1.6, '5 4', 0.7);
  // two mesh pockets with bottles
  const my = ty + th + 30;
  const mh = 200;
  const mw = (tw - 20) / 2;
  [[tx, '#2f6fd0'], [tx + mw + 20, '#e9eef2']].forEach(([x, col], i) => {
    s += bottle(ctx, x + mw / 2 - (i ? 20 : 0), my + mh - 10, 70, 250, col, i ? '#2f9e6e' : '#f4f4f4');
    if (i) s += `<g transform="translate(${x + mw / 2 + 40},${my + mh - 10})"><rect x="-34" y="-160" width="68" height="150" rx="8" fill="#fff"/><rect x="-34" y="-160" width="68" height="150" rx="8" fill="${ctx.lg([[0, '#000', 0.12], [0.4, '#000', 0], [1, '#000', 0.2]], 0, 0, 1, 0)}"/><path d="M-10,-160Q0,-190 14,-166" fill="#fff" stroke="#ddd" stroke-width="2"/></g>`;
    s += `<path d="M${x},${my + 30}Q${x + mw / 2},${my + 40} ${x + mw},${my + 30}V${my + mh - 10}Q${x + mw},${my + mh} ${x + mw - 10},${my + mh}H${x + 10}Q${x},${my + mh} ${x},${my + mh - 10}Z" fill="${ctx.tex('mesh')}"/>`;
    s += `<path d="M${x},${my + 30}Q${x + mw / 2},${my + 40} ${x + mw},${my + 30}V${my + mh - 10}Q${x + mw},${my + mh} ${x + mw - 10},${my + mh}H${x + 10}Q${x},${my + mh} ${x},${my + mh - 10}Z" fill="${dk(c, 0.3)}" opacity=".25"/>`;
    s += `<path d="M${x},${my + 30}Q${x + mw / 2},${my + 40} ${x + mw},${my + 30}" stroke="${dk(c, 0.4)}" stroke-width="14" fill="none"/>`;
    s += `<path d="M${x},${my + 30}Q${x + mw / 2},${my + 40} ${x + mw},${my + 30}" stroke="#fff" stroke-opacity=".25" stroke-width="14" stroke-dasharray="2 4" fill="none"/>`;
  });
  // bottom zip pocket
  const by = my + mh + 20;
  const bh = y0 + h - 30 - by;
  s += `<rect x="${tx}" y="${by}" width="${tw}" height="${bh}" rx="10" fill="${lt(c, 0.06)}"/>`;
  s += `<rect x="${tx}" y="${by}" width="${tw}" height="${bh}" rx="10" fill="${ctx.tex('twill')}"/>`;
  s += `<rect x="${tx}" y="${by}" width="${tw}" height="${bh}" rx="10" fill="none" stroke="${dk(c, 0.35)}" stroke-width="8"/>`;
  s += zipper(`M${tx + 26},${by + 26}H${tx + tw - 26}`, P, 18);
  s += slider(ctx, P, tx + tw - 70, by + 26, 0.95, 0);
  s += `<rect x="${tx + 30}" y="${by + 50}" width="80" height="30" rx="5" fill="${P.accent}"/>${mark(tx + 70, by + 66, 0.7, '#fff', 0.95, 2.6)}`;
  s += `<path d="${body}" fill="none" stroke="${dk(c, 0.4)}" stroke-width="12"/>`;
  if (onSeat) return { svg: s, w: 680, h: h + 360, shadow: { cx: 0, cy: -4, rx: 330, ry: 22 } };
  return { svg: s, w: w + 20, h: h + 200, shadow: { cx: 0, cy: -2, rx: w / 2, ry: 16 } };
}

function drawOrganizer(ctx, P, v, detail) {
  if (v === 'seat') return seatOrganizer(ctx, P, detail);
  return detail ? trunkOrganizer(ctx, P, { rot: 30, ky: 0.72, alt: true, mirror: true }) : trunkOrganizer(ctx, P);
}

/* ============================================================== PHONE CASE */

const PH_W = 300;
const PH_H = 620;

function cameraModule(ctx, P, x, y, ring) {
  let s = `<rect x="${x - 4}" y="${y - 4}" width="136" height="142" rx="38" fill="${ring}"/>`;
  s += `<rect x="${x - 4}" y="${y - 4}" width="136" height="142" rx="38" fill="${ctx.lg([[0, '#fff', 0.3], [0.5, '#fff', 0], [1, '#000', 0.3]], 0, 0, 1, 1)}"/>`;
  s += `<rect x="${x + 4}" y="${y + 4}" width="120" height="126" rx="31" fill="${ctx.lg([[0, '#34373e'], [1, '#15171b']], 0, 0, 1, 1)}"/>`;
  s += `<rect x="${x + 4}" y="${y + 4}" width="120" height="126" rx="31" fill="none" stroke="#000" stroke-opacity=".6" stroke-width="3"/>`;
  s += lens(ctx, x + 36, y + 38, 25) + lens(ctx, x + 36, y + 98, 25) + lens(ctx, x + 94, y + 68, 22);
  s += `<circle cx="${x + 96}" cy="${y + 26}" r="8" fill="#f7f1d8"/><circle cx="${x + 96}" cy="${y + 26}" r="8" fill="none" stroke="#999" stroke-width="1.5"/>`;
  s += `<circle cx="${x + 98}" cy="${y + 110}" r="4" fill="#0a0a0a"/>`;
  return s;
}

function phoneBack(ctx, P, v) {
  const body = rr(-PH_W / 2, -PH_H, PH_W, PH_H, 54);
  const c = P.base;
  let s = '';
  // side wall (thickness) with buttons
  s += `<path d="${body}" fill="${dk(c, 0.4)}" transform="translate(11,7)"/>`;
  for (const [y0, hh] of [[-500, 60], [-420, 60], [-560, 32]]) {
    s += `<rect x="${PH_W / 2 + 6}" y="${y0}" width="10" height="${hh}" rx="4" fill="${dk(c, 0.25)}"/>`;
  }
  const cid = ctx.clip(body);
  s += `<path d="${body}" fill="${ctx.lg([[0, lt(c, 0.12)], [0.5, c], [1, dk(c, 0.18)]], 0, 0, 1, 1)}"/>`;
  if (v === 'leather') {
    s += `<path d="${body}" fill="${ctx.tex('leather')}"/>`;
    s += stitch(rr(-PH_W / 2 + 14, -PH_H + 14, PH_W - 28, PH_H - 28, 42), P.stitch, 2, '7 5', 0.75);
    s += deboss(0, -300, 3.2, c);
    s += `<rect x="-70" y="-120" width="140" height="40" rx="6" fill="none" stroke="${dk(c, 0.2)}" stroke-width="2" opacity=".5"/>`;
  } else {
    // sublimation print: flowing bands
    s += `<g clip-path="${cid}">`;
    s += `<path d="M-220,-180C-90,-300 40,-100 220,-260V-120C40,20 -100,-150 -220,-40Z" fill="${P.light}"/>`;
    s += `<path d="M-220,-90C-80,-190 60,-10 220,-140V-60C60,60 -90,-80 -220,20Z" fill="${P.accent}"/>`;
    s += `<path d="M-220,-420C-60,-520 40,-330 220,-470V-420C40,-290 -70,-470 -220,-370Z" fill="#fff" opacity=".85"/>`;
    s += `<circle cx="70" cy="-340" r="58" fill="${P.accent}" opacity=".9"/><circle cx="70" cy="-340" r="34" fill="${P.print === '#ffffff' ? lt(c, 0.5) : P.print}"/>`;
    for (let i = 0; i < 18; i++) {
      s += `<circle cx="${-120 + (i % 6) * 22}" cy="${-240 + Math.floor(i / 6) * 22}" r="4" fill="#fff" opacity=".5"/>`;
    }
    s += '</g>';
  }
  // gloss + rim
  s += `<g clip-path="${cid}"><path d="M-200,-640L40,-640L-200,-120Z" fill="#fff" opacity="${v === 'leather' ? 0.07 : 0.16}"/></g>`;
  s += `<path d="${body}" fill="none" stroke="${lt(c, 0.3)}" stroke-width="3" opacity=".7"/>`;
  s += cameraModule(ctx, P, -PH_W / 2 + 20, -PH_H + 20, dk(c, 0.15));
  return s;
}

function phoneFront(ctx, P, v) {
  const body = rr(-PH_W / 2, -PH_H, PH_W, PH_H, 54);
  const c = P.base;
  let s = `<path d="${body}" fill="${dk(c, 0.45)}" transform="translate(-10,7)"/>`;
  for (const [y0, hh] of [[-520, 56], [-440, 56]]) s += `<rect x="${-PH_W / 2 - 16}" y="${y0}" width="10" height="${hh}" rx="4" fill="${dk(c, 0.2)}"/>`;
  s += `<rect x="${PH_W / 2 - 2}" y="-470" width="9" height="90" rx="4" fill="${dk(c, 0.2)}"/>`;
  s += `<path d="${body}" fill="${ctx.lg([[0, lt(c, 0.1)], [1, dk(c, 0.2)]], 0, 0, 1, 1)}"/>`;
  if (v === 'leather') s += `<path d="${body}" fill="${ctx.tex('leather')}"/>`;
  s += `<rect x="${-PH_W / 2 + 9}" y="${-PH_H + 9}" width="${PH_W - 18}" height="${PH_H - 18}" rx="46" fill="#0b0c10"/>`;
  s += screen(ctx, -PH_W / 2 + 17, -PH_H + 17, PH_W - 34, PH_H - 34, 40, P);
  s += `<path d="${body}" fill="none" stroke="${lt(c, 0.35)}" stroke-width="3" opacity=".6"/>`;
  s += `<rect x="-34" y="-20" width="68" height="8" rx="4" fill="${dk(c, 0.5)}"/>`;
  return s;
}

function folioClosed(ctx, P) {
  const c = P.base;
  const w = 330;
  const h = 640;
  const x0 = -w / 2;
  const body = `M${x0 + 12},${-h}H${w / 2 - 48}Q${w / 2},${-h} ${w / 2},${-h + 48}V-48Q${w / 2},0 ${w / 2 - 48},0H${x0 + 12}Q${x0},0 ${x0},-12V${-h + 12}Q${x0},${-h} ${x0 + 12},${-h}Z`;
  let s = '';
  s += `<path d="${body}" fill="${dk(c, 0.5)}" transform="translate(12,8)"/>`;
  s += `<path d="${body}" fill="${dk(c, 0.3)}" transform="translate(6,4)"/>`;
  s += `<path d="M${w / 2 + 4},${-h + 50}V-50" stroke="${lt(c, 0.3)}" stroke-width="2" opacity=".6"/>`;
  s += fabric(ctx, body, c, { tex: 'leather', roll: 0.18, hi: 0.1 });
  s += `<rect x="${x0}" y="${-h}" width="34" height="${h}" rx="10" fill="${ctx.lg([[0, dk(c, 0.3)], [0.6, lt(c, 0.06)], [1, dk(c, 0.15)]], 0, 0, 1, 0)}"/>`;
  s += `<path d="M${x0 + 36},${-h + 4}V-4" stroke="#000" stroke-opacity=".3" stroke-width="3"/>`;
  s += `<path d="M${x0 + 40},${-h + 4}V-4" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>`;
  s += stitch(`M${x0 + 52},${-h + 16}H${w / 2 - 50}Q${w / 2 - 14},${-h + 16} ${w / 2 - 14},${-h + 50}V-50Q${w / 2 - 14},-16 ${w / 2 - 50},-16H${x0 + 52}Z`, P.stitch, 2, '7 5', 0.75);
  // magnetic strap
  const sy = -360;
  const tab = `M${w / 2 - 110},${sy}H${w / 2 + 14}Q${w / 2 + 26},${sy} ${w / 2 + 26},${sy + 12}V${sy + 108}Q${w / 2 + 26},${sy + 120} ${w / 2 + 14},${sy + 120}H${w / 2 - 110}Q${w / 2 - 150},${sy + 120} ${w / 2 - 150},${sy + 60}Q${w / 2 - 150},${sy} ${w / 2 - 110},${sy}Z`;
  s += `<path d="${tab}" fill="#000" opacity=".3" filter="${ctx.blur(6)}" transform="translate(2,8)"/>`;
  s += fabric(ctx, tab, dk(c, 0.08), { tex: 'leather', roll: 0.1, hi: 0.08 });
  s += stitch(`M${w / 2 - 108},${sy + 12}H${w / 2 + 14}M${w / 2 + 14},${sy + 108}H${w / 2 - 108}Q${w / 2 - 138},${sy + 108} ${w / 2 - 138},${sy + 60}Q${w / 2 - 138},${sy + 12} ${w / 2 - 108},${sy + 12}`, P.stitch, 1.8, '6 4', 0.8);
  s += `<circle cx="${w / 2 - 100}" cy="${sy + 60}" r="18" fill="${metal(ctx, P)}" stroke="${metalEdge(P)}"/>`;
  s += deboss(-4, -170, 2.6, c);
  return { svg: s, w: w + 60, h: h + 10 };
}

function folioOpen(ctx, P) {
  const c = P.base;
  const inner = lt(P.lining, 0.0);
  const pw = 320;
  const h = 640;
  let s = '';
  const outer = rr(-pw - 14, -h - 6, pw * 2 + 28, h + 12, 44);
  s += `<path d="${outer}" fill="${dk(c, 0.45)}" transform="translate(8,8)"/>`;
  s += fabric(ctx, outer, c, { tex: 'leather', roll: 0.12, hi: 0.06 });
  // left inner panel
  const lp = rr(-pw - 2, -h + 6, pw - 10, h - 12, 36);
  s += `<path d="${lp}" fill="${ctx.lg([[0, lt(c, 0.08)], [1, dk(c, 0.12)]], 0, 0, 1, 1)}"/>`;
  s += `<path d="${lp}" fill="${ctx.tex('leather')}"/>`;
  const cardCols = [P.accent, '#2f6fd0', '#f0b43c'];
  const sx = -pw + 22;
  const swd = pw - 56;
  [0, 1, 2].forEach((i) => {
    const y = -h + 70 + i * 80;
    s += bankCard(ctx, sx + 16, y - 34, swd - 32, 150, cardCols[i]);
    const pocket = `M${sx},${y}H${sx + swd}V${y + 180}H${sx}Z`;
    s += `<path d="${pocket}" fill="#000" opacity=".25" filter="${ctx.blur(4)}" transform="translate(0,-3)"/>`;
    s += `<path d="${pocket}" fill="${ctx.lg([[0, lt(c, 0.12 - i * 0.03)], [1, dk(c, 0.1)]])}"/>`;
    s += `<path d="${pocket}" fill="${ctx.tex('leather')}"/>`;
    s += `<path d="M${sx},${y}H${sx + swd}" stroke="${lt(c, 0.4)}" stroke-width="2"/>`;
    s += stitch(`M${sx + 8},${y + 10}H${sx + swd - 8}`, P.stitch, 1.6, '6 4', 0.7);
  });
  const bp = `M${sx},${-h + 330}H${sx + swd}V-40Q${sx + swd},-24 ${sx + swd - 16},-24H${sx + 16}Q${sx},-24 ${sx},-40Z`;
  s += `<path d="${bp}" fill="${ctx.lg([[0, lt(c, 0.1)], [1, dk(c, 0.12)]])}"/>`;
  s += `<path d="${bp}" fill="${ctx.tex('leather')}"/>`;
  s += `<path d="M${sx},${-h + 330}H${sx + swd}" stroke="${lt(c, 0.4)}" stroke-width="2"/>`;
  s += deboss(sx + swd / 2, -140, 2.2, c);
  s += stitch(rr(-pw + 6, -h + 14, pw - 26, h - 28, 30), P.stitch, 1.8, '7 5', 0.7);
  // spine
  s += `<rect x="-14" y="${-h}" width="28" height="${h}" fill="${ctx.lg([[0, dk(c, 0.3)], [0.5, lt(c, 0.05)], [1, dk(c, 0.3)]], 0, 0, 1, 0)}"/>`;
  // right: phone in the case tray
  s += `<g transform="translate(${pw / 2 + 4},0) scale(.96)">${phoneFront(ctx, P, 'leather')}</g>`;
  void inner;
  return { svg: s, w: pw * 2 + 40, h: h + 10 };
}

function drawPhoneCase(ctx, P, v, detail) {
  if (v === 'folio') return detail ? folioOpen(ctx, P) : folioClosed(ctx, P);
  const svg = `<g transform="rotate(${detail ? 6 : -6} 0 -10)">${detail ? phoneFront(ctx, P, v) : phoneBack(ctx, P, v)}</g>`;
  return { svg, w: PH_W + 80, h: PH_H + 20 };
}

/* ============================================================= SMART COVER */

function smartCoverClosed(ctx, P, v) {
  const c = P.base;
  const w = 520;
  const h = 700;
  const body = rr(-w / 2, -h, w, h, 34);
  let s = '';
  const shell = mix('#eef0f2', c, 0.12);
  s += `<path d="${rr(-w / 2 - 4, -h - 4, w + 8, h + 8, 38)}" fill="${shell}" opacity=".9" transform="translate(12,8)"/>`;
  s += `<path d="${rr(-w / 2 - 4, -h - 4, w + 8, h + 8, 38)}" fill="${dk(shell, 0.2)}" opacity=".6" transform="translate(14,10)"/>`;
  s += fabric(ctx, body, c, { tex: 'leather', roll: 0.1, hi: 0.1 });
  const groove = (d) => `<path d="${d}" stroke="#000" stroke-opacity=".35" stroke-width="5" fill="none"/><path d="${d}" stroke="#fff" stroke-opacity=".22" stroke-width="2.5" fill="none" transform="translate(4,0)"/>`;
  const sx = -w / 2 + 34;
  s += `<rect x="${-w / 2}" y="${-h}" width="34" height="${h}" rx="18" fill="${ctx.lg([[0, dk(c, 0.25)], [1, lt(c, 0.04)]], 0, 0, 1, 0)}"/>`;
  s += groove(`M${sx},${-h + 2}V-2`);
  if (v === 'origami') {
    const gx = sx + (w - 34) / 2;
    s += groove(`M${gx},${-h + 2}V-2`);
    s += groove(`M${gx},${-h * 0.5}L${w / 2 - 2},${-h + 4}`);
    s += groove(`M${gx},${-h * 0.5}L${w / 2 - 2},-4`);
  } else {
    const seg = (w - 34) / 3;
    s += groove(`M${sx + seg},${-h + 2}V-2`);
    s += groove(`M${sx + seg * 2},${-h + 2}V-2`);
  }
  s += `<path d="M${-w / 2 + 60},${-h}L${w * 0.1},${-h}L${-w / 2 + 60},${-h * 0.25}Z" fill="#fff" opacity=".07"/>`;
  s += deboss(sx + (w - 34) / 2, -110, 2.4, c);
  s += `<path d="${body}" fill="none" stroke="${lt(c, 0.25)}" stroke-width="2.5" opacity=".7"/>`;
  return { svg: `<g transform="rotate(-4 0 -10)">${s}</g>`, w: w + 80, h: h + 30 };
}

function tabletStand(ctx, P) {
  const c = P.base;
  const pr = makeProj({ rot: 24, ky: 0.42 });
  const W = 640;
  const Ht = 440;
  const a = (68 * Math.PI) / 180;
  const ca = Math.cos(a);
  const sa = Math.sin(a);
  const t = 18;
  const y0 = 80;
  const F = (u, v) => [u, y0 - v * ca, v * sa];
  const B = (u, v) => [u, y0 - v * ca - t * sa, v * sa - t * ca + t];
  // footprint for ground & shadow
  const fy = y0 - Ht * 0.55 * ca - 190;
  const foot = [[-W / 2, y0], [W / 2, y0], [W / 2, fy], [-W / 2, fy]].map(([x, y]) => pr.p(x, y, 0));
  const fb = boundsS([{ p: foot }]);
  pr.g = fb.y1;
  let s = '';
  // folded triangle behind (right end + lying segment)
  const P1 = B(W / 2 - 8, Ht * 0.58);
  const P2 = [W / 2 - 8, fy, 0];
  const P3 = B(W / 2 - 8, 10);
  const L1 = B(-W / 2 + 8, Ht * 0.58);
  const L2 = [-W / 2 + 8, fy, 0];
  s += `<path d="${pr.poly([L1, P1, P2, L2])}" fill="${ctx.lg([[0, lt(c, 0.1)], [1, dk(c, 0.2)]])}"/>`;
  s += `<path d="${pr.poly([L1, P1, P2, L2])}" fill="${ctx.tex('leather')}"/>`;
  const mid = [0.33, 0.66].map((k) => [[P1[0], P1[1] + (P2[1] - P1[1]) * k, P1[2] * (1 - k)], [L1[0], L1[1] + (L2[1] - L1[1]) * k, L1[2] * (1 - k)]]);
  void mid;
  s += `<path d="${pr.poly([P1, P2, P3])}" fill="${dk(c, 0.35)}"/>`;
  s += `<path d="${pr.line([P1, P2, P3])}" fill="none" stroke="${dk(c, 0.5)}" stroke-width="4" stroke-linejoin="round"/>`;
  // tablet back + right edge + top edge
  s += `<path d="${pr.poly([F(W / 2, 0), F(W / 2, Ht), B(W / 2, Ht), B(W / 2, 0)])}" fill="${dk(c, 0.25)}"/>`;
  s += `<path d="${pr.poly([F(-W / 2, Ht), F(W / 2, Ht), B(W / 2, Ht), B(-W / 2, Ht)])}" fill="${lt(c, 0.1)}"/>`;
  // front: case frame + screen
  s += `<g transform="${pr.mat(F(-W / 2, Ht), [1, 0, 0], [0, ca, -sa])}">`;
  s += `<rect x="-8" y="-8" width="${W + 16}" height="${Ht + 16}" rx="30" fill="${c}"/>`;
  s += `<rect x="-8" y="-8" width="${W + 16}" height="${Ht + 16}" rx="30" fill="${ctx.lg([[0, '#fff', 0.15], [1, '#000', 0.2]])}"/>`;
  s += `<rect x="0" y="0" width="${W}" height="${Ht}" rx="24" fill="#0b0c10"/>`;
  s += screen(ctx, 18, 18, W - 36, Ht - 36, 12, P, { land: true });
  s += '</g>';
  const bw = fb.x1 - fb.x0;
  return {
    svg: s, w: bw + 40, h: Ht * sa * pr.kz + (fb.y1 - fb.y0) + 40,
    shadow: { cx: (fb.x0 + fb.x1) / 2, cy: (fb.y0 - fb.y1) / 2, rx: bw / 2, ry: (fb.y1 - fb.y0) / 2 + 10 },
  };
}

function drawSmartCover(ctx, P, v, detail) {
  return detail ? tabletStand(ctx, P) : smartCoverClosed(ctx, P, v);
}

/* ============================================================ PHONE HOLDER */

function swivelHook(ctx, P, x, y, rot = 0) {
  const m = metal(ctx, P);
  const e = metalEdge(P);
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${rot})">` +
    `<path d="M-11,-4Q-11,-40 0,-40Q11,-40 11,-4" fill="none" stroke="${e}" stroke-width="7"/>` +
    `<path d="M-11,-4Q-11,-40 0,-40Q11,-40 11,-4" fill="none" stroke="${m}" stroke-width="5"/>` +
    `<rect x="-7" y="-62" width="14" height="26" rx="5" fill="${m}" stroke="${e}"/>` +
    `<rect x="-12" y="-70" width="24" height="10" rx="4" fill="${m}" stroke="${e}"/></g>`;
}

function crossbody(ctx, P, back = false) {
  const c = P.base;
  const w = 290;
  const h = 470;
  const body = rr(-w / 2, -h, w, h, 36);
  let s = '';
  const sc = dk(c, 0.35);
  s += strap(ctx, `M-112,${-h - 70}C-260,${-h - 230} -150,${-h - 330} 0,${-h - 330}C150,${-h - 330} 260,${-h - 230} 112,${-h - 70}`, 34, sc, P.stitch);
  // strap adjuster
  const ap = cAt([-112, -h - 70], [-260, -h - 230], [-150, -h - 330], [0, -h - 330], 0.42);
  s += `<rect x="${f(ap[0] - 26)}" y="${f(ap[1] - 12)}" width="52" height="24" rx="5" fill="${metal(ctx, P)}" stroke="${metalEdge(P)}" transform="rotate(-75 ${f(ap[0])} ${f(ap[1])})"/>`;
  for (const sg of [-1, 1]) {
    s += `<rect x="${sg * 112 - 16}" y="${-h - 20}" width="32" height="40" rx="5" fill="${dk(c, 0.2)}"/>`;
    s += `<path d="M${sg * 112 - 14},${-h - 18}H${sg * 112 + 14}Q${sg * 112 + 14},${-h - 44} ${sg * 112},${-h - 44}Q${sg * 112 - 14},${-h - 44} ${sg * 112 - 14},${-h - 18}Z" fill="none" stroke="${metal(ctx, P)}" stroke-width="6"/>`;
    s += swivelHook(ctx, P, sg * 112, -h - 34, 0);
  }
  s += `<path d="${body}" fill="#000" opacity=".2" transform="translate(6,6)"/>`;
  s += fabric(ctx, body, back ? dk(c, 0.06) : c, { tex: 'twill', hi: 0.1, roll: 0.22 });
  s += stitch(rr(-w / 2 + 12, -h + 12, w - 24, h - 24, 26), P.stitch, 2, '7 5', 0.6);
  if (!back) {
    s += zipper(`M${-w / 2 + 30},${-h + 40}H${w / 2 - 30}`, P, 20);
    s += slider(ctx, P, w / 2 - 64, -h + 40, 1.05, 0);
    // front pocket with zip
    const pk = `M${-w / 2},-250Q0,-262 ${w / 2},-250V-36Q${w / 2},0 ${w / 2 - 36},0H${-w / 2 + 36}Q${-w / 2},0 ${-w / 2},-36Z`;
    s += `<path d="M${-w / 2},-250Q0,-262 ${w / 2},-250" stroke="#000" stroke-opacity=".35" stroke-width="10" filter="${ctx.blur(5)}" fill="none"/>`;
    s += fabric(ctx, pk, lt(c, 0.06), { tex: 'twill', hi: 0.1, roll: 0.2 });
    s += zipper(`M${-w / 2 + 30},-222H${w / 2 - 30}`, P, 18);
    s += slider(ctx, P, -w / 2 + 70, -222, 0.95, 0);
    s += label(ctx, -46, -140, 92, 48, LEATHER, '#f3e3cc', { r: 8 });
    s += `<rect x="-46" y="-140" width="92" height="48" rx="8" fill="${ctx.tex('leather')}"/>`;
  } else {
    // back: stepped card slots
    const cols = [P.accent, '#2f6fd0', '#f0b43c'];
    [0, 1, 2].forEach((i) => {
      const y = -h + 120 + i * 70;
      s += bankCard(ctx, -w / 2 + 44, y - 40, w - 88, 140, cols[i]);
      const pocket = `M${-w / 2 + 24},${y}H${w / 2 - 24}V${y + 140}H${-w / 2 + 24}Z`;
      s += `<path d="${pocket}" fill="#000" opacity=".3" filter="${ctx.blur(4)}" transform="translate(0,-3)"/>`;
      s += `<path d="${pocket}" fill="${ctx.lg([[0, lt(c, 0.1 - i * 0.03)], [1, dk(c, 0.1)]])}"/><path d="${pocket}" fill="${ctx.tex('twill')}"/>`;
      s += stitch(`M${-w / 2 + 30},${y + 10}H${w / 2 - 30}`, P.stitch, 1.6, '6 4', 0.7);
    });
    const bp = `M${-w / 2 + 24},${-h + 330}H${w / 2 - 24}V-40Q${w / 2 - 24},-24 ${w / 2 - 40},-24H${-w / 2 + 40}Q${-w / 2 + 24},-24 ${-w / 2 + 24},-40Z`;
    s += `<path d="${bp}" fill="${ctx.lg([[0, lt(c, 0.08)], [1, dk(c, 0.12)]])}"/><path d="${bp}" fill="${ctx.tex('twill')}"/>`;
    s += deboss(0, -80, 2.2, c);
  }
  return { svg: s, w: w + 170, h: h + 360 };
}

function phoneSleeve(ctx, P, back = false) {
  const c = P.base;
  const w = 300;
  const h = 450;
  let s = '';
  // lanyard loop
  s += cord(ctx, `M${-w / 2 + 30},${-h + 20}C${-w / 2 - 150},${-h - 40} ${-w / 2 - 190},${-h + 260} ${-w / 2 - 20},${-h + 140}`, 10, P.trim === '#2d2e33' ? '#2d2e33' : dk(c, 0.4));
  s += `<circle cx="${-w / 2 + 24}" cy="${-h + 26}" r="14" fill="none" stroke="${metal(ctx, P)}" stroke-width="5"/>`;
  if (!back) {
    // phone peeking out
    s += `<rect x="-132" y="${-h - 110}" width="264" height="300" rx="40" fill="#101116"/>`;
    s += `<rect x="-124" y="${-h - 102}" width="248" height="292" rx="34" fill="${ctx.lg([[0, '#252a38'], [1, '#0d0f15']], 0, 0, 1, 1)}"/>`;
    s += `<rect x="-24" y="${-h - 90}" width="48" height="13" rx="6.5" fill="#050507"/>`;
    s += `<path d="M-124,${-h - 70}L-20,${-h - 102}H40L-124,${-h + 40}Z" fill="#fff" opacity=".08"/>`;
  }
  const body = `M${-w / 2},${-h + 24}Q${-w / 2},${-h} ${-w / 2 + 24},${-h}H-52Q-46,${-h + 44} 0,${-h + 44}Q46,${-h + 44} 52,${-h}H${w / 2 - 24}Q${w / 2},${-h} ${w / 2},${-h + 24}V-46Q${w / 2},0 ${w / 2 - 46},0H${-w / 2 + 46}Q${-w / 2},0 ${-w / 2},-46Z`;
  s += fabric(ctx, body, back ? dk(c, 0.06) : c, { hi: 0.14, roll: 0.26 });
  s += `<path d="${body}" fill="none" stroke="${dk(c, 0.35)}" stroke-width="12"/>`;
  s += `<path d="${body}" fill="none" stroke="${lt(c, 0.3)}" stroke-width="2" opacity=".6"/>`;
  if (!back) {
    // heat-pressed print
    s += `<g transform="translate(0,-210)"><circle r="86" fill="${P.print}"/><circle r="62" fill="${c}"/>${mark(0, 3, 3.2, P.print, 1, 2.6)}</g>`;
    s += `<path d="M${-w / 2 + 26},-62H${w / 2 - 26}" stroke="${P.print}" stroke-width="10" stroke-linecap="round" opacity=".85"/>`;
    s += `<path d="M${-w / 2 + 56},-38H${w / 2 - 56}" stroke="${P.print}" stroke-width="6" stroke-linecap="round" opacity=".6"/>`;
  } else {
    const y = -h + 150;
    s += bankCard(ctx, -w / 2 + 50, y - 50, w - 100, 150, P.accent === '#2d2e33' ? '#2f6fd0' : P.accent);
    s += bankCard(ctx, -w / 2 + 40, y - 26, w - 80, 150, '#f0b43c');
    const pocket = `M${-w / 2 + 20},${y}H${w / 2 - 20}V-40Q${w / 2 - 20},-20 ${w / 2 - 40},-20H${-w / 2 + 40}Q${-w / 2 + 20},-20 ${-w / 2 + 20},-40Z`;
    s += `<path d="${pocket}" fill="#000" opacity=".3" filter="${ctx.blur(5)}" transform="translate(0,-4)"/>`;
    s += `<path d="${pocket}" fill="${ctx.lg([[0, lt(c, 0.1)], [1, dk(c, 0.12)]])}"/>`;
    s += `<path d="M${-w / 2 + 20},${y}H${w / 2 - 20}" stroke="${dk(c, 0.35)}" stroke-width="8"/>`;
    s += deboss(0, -120, 2.6, c);
  }
  return { svg: s, w: w + 200, h: h + (back ? 30 : 120) };
}

function drawPhoneHolder(ctx, P, v, detail) {
  return v === 'sleeve' ? phoneSleeve(ctx, P, detail) : crossbody(ctx, P, detail);
}

/* ============================================================ TABLET COVER */

function stylus(ctx, x, y0, y1, w = 20) {
  return `<rect x="${x - w / 2}" y="${y0}" width="${w}" height="${y1 - y0}" rx="${w / 2}" fill="${ctx.lg([[0, '#c9ccd1'], [0.35, '#ffffff'], [0.7, '#e6e8eb'], [1, '#9ea3aa']], 0, 0, 1, 0)}"/>` +
    `<path d="M${x - w / 2},${y1 - 10}L${x},${y1 + 34}L${x + w / 2},${y1 - 10}Z" fill="#e6e8eb"/><path d="M${x - 3},${y1 + 22}L${x},${y1 + 34}L${x + 3},${y1 + 22}Z" fill="#555"/>` +
    `<rect x="${x - w / 2}" y="${y0 + 40}" width="${w}" height="6" fill="#aeb3ba"/>`;
}

function penCover(ctx, P, open = false) {
  const c = P.base;
  const w = 520;
  const h = 700;
  let s = '';
  if (!open) {
    const body = `M${-w / 2 + 14},${-h}H${w / 2 - 30}Q${w / 2},${-h} ${w / 2},${-h + 30}V-30Q${w / 2},0 ${w / 2 - 30},0H${-w / 2 + 14}Q${-w / 2},0 ${-w / 2},-14V${-h + 14}Q${-w / 2},${-h} ${-w / 2 + 14},${-h}Z`;
    s += `<path d="${body}" fill="${dk(c, 0.45)}" transform="translate(12,8)"/>`;
    s += fabric(ctx, body, c, { tex: 'leather', roll: 0.12, hi: 0.1 });
    s += `<rect x="${-w / 2}" y="${-h}" width="40" height="${h}" rx="12" fill="${ctx.lg([[0, dk(c, 0.3)], [0.6, lt(c, 0.06)], [1, dk(c, 0.12)]], 0, 0, 1, 0)}"/>`;
    s += `<path d="M${-w / 2 + 42},${-h + 3}V-3" stroke="#000" stroke-opacity=".3" stroke-width="3"/>`;
    s += stitch(`M${-w / 2 + 58},${-h + 16}H${w / 2 - 34}Q${w / 2 - 16},${-h + 16} ${w / 2 - 16},${-h + 34}V-34Q${w / 2 - 16},-16 ${w / 2 - 34},-16H${-w / 2 + 58}Z`, P.stitch, 2, '7 5', 0.7);
    // elastic closure band
    s += `<rect x="${w / 2 - 120}" y="${-h - 4}" width="40" height="${h + 8}" fill="#000" opacity=".25" filter="${ctx.blur(4)}" transform="translate(4,0)"/>`;
    s += `<rect x="${w / 2 - 120}" y="${-h - 4}" width="38" height="${h + 8}" rx="4" fill="${P.trim === c ? dk(c, 0.4) : dk(c, 0.45)}"/>`;
    s += `<rect x="${w / 2 - 120}" y="${-h - 4}" width="38" height="${h + 8}" rx="4" fill="${ctx.pattern('elastic', 8, 6, '<path d="M0 3H8" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>')}"/>`;
    s += deboss(-w / 2 + 210, -120, 2.6, c);
  }
  // pen loop + stylus on the right edge
  const px = w / 2 + 20;
  s += stylus(ctx, px, -h + 40, -110, 22);
  s += `<rect x="${px - 24}" y="${-h + 300}" width="48" height="120" rx="14" fill="${dk(c, 0.1)}"/>`;
  s += `<rect x="${px - 24}" y="${-h + 300}" width="48" height="120" rx="14" fill="${ctx.lg([[0, '#000', 0.3], [0.35, '#fff', 0.15], [1, '#000', 0.35]], 0, 0, 1, 0)}"/>`;
  s += stitch(`M${px - 16},${-h + 310}V${-h + 410}`, P.stitch, 1.6, '5 4', 0.7);
  if (open) return s;
  return { svg: s, w: w + 100, h: h + 10 };
}

function penCoverOpen(ctx, P) {
  const c = P.base;
  const pw = 470;
  const h = 640;
  let s = '';
  const outer = rr(-pw - 16, -h - 8, pw * 2 + 32, h + 16, 30);
  s += `<path d="${outer}" fill="${dk(c, 0.45)}" transform="translate(8,8)"/>`;
  s += fabric(ctx, outer, c, { tex: 'leather', roll: 0.1, hi: 0.06 });
  const lp = rr(-pw, -h + 6, pw - 18, h - 12, 22);
  s += `<path d="${lp}" fill="${ctx.lg([[0, lt(P.lining, 0.1)], [1, dk(P.lining, 0.1)]], 0, 0, 1, 1)}"/>`;
  s += `<path d="${lp}" fill="${ctx.tex('felt')}"/>`;
  // document pocket + card slot
  const dp = `M${-pw + 20},-330L${-40},-300V-30Q-40,-14 -56,-14H${-pw + 36}Q${-pw + 20},-14 ${-pw + 20},-30Z`;
  s += `<path d="${dp}" fill="#000" opacity=".2" filter="${ctx.blur(5)}" transform="translate(0,-4)"/>`;
  s += fabric(ctx, dp, c, { tex: 'leather', roll: 0.08, hi: 0.08, bottom: 0.12 });
  s += stitch(`M${-pw + 30},-318L-50,-290`, P.stitch, 1.8, '6 4', 0.7);
  s += bankCard(ctx, -pw + 80, -220, 200, 126, P.accent);
  s += `<path d="M${-pw + 60},-150H-100V-80H${-pw + 60}Z" fill="${dk(c, 0.06)}"/>`;
  s += `<path d="M${-pw + 60},-150H-100" stroke="${lt(c, 0.3)}" stroke-width="2"/>`;
  s += deboss(-pw / 2 - 10, -470, 2.6, P.lining);
  // spine
  s += `<rect x="-16" y="${-h - 8}" width="32" height="${h + 16}" fill="${ctx.lg([[0, dk(c, 0.3)], [0.5, lt(c, 0.06)], [1, dk(c, 0.3)]], 0, 0, 1, 0)}"/>`;
  // tablet tray
  s += `<rect x="18" y="${-h + 4}" width="${pw - 4}" height="${h - 8}" rx="26" fill="${dk(c, 0.2)}"/>`;
  s += `<rect x="30" y="${-h + 16}" width="${pw - 28}" height="${h - 32}" rx="20" fill="#0b0c10"/>`;
  s += screen(ctx, 46, -h + 32, pw - 60, h - 64, 12, P);
  s += stylus(ctx, pw + 30, -h + 60, -90, 22);
  s += `<rect x="${pw + 6}" y="${-h + 260}" width="48" height="120" rx="14" fill="${dk(c, 0.1)}"/>`;
  s += `<rect x="${pw + 6}" y="${-h + 260}" width="48" height="120" rx="14" fill="${ctx.lg([[0, '#000', 0.3], [0.35, '#fff', 0.15], [1, '#000', 0.35]], 0, 0, 1, 0)}"/>`;
  return { svg: s, w: pw * 2 + 90, h: h + 20 };
}

function kidsCover(ctx, P, back = false) {
  const c = P.base;
  const foam = lt(c, 0.08);
  const w = 620;
  const h = 460;
  let s = '';
  const handle = `M-190,${-h + 20}C-190,${-h - 190} 190,${-h - 190} 190,${-h + 20}`;
  s += `<path d="${handle}" fill="none" stroke="${dk(foam, 0.3)}" stroke-width="78" transform="translate(8,8)"/>`;
  s += `<path d="${handle}" fill="none" stroke="${foam}" stroke-width="74"/>`;
  s += `<path d="${handle}" fill="none" stroke="${ctx.tex('foam')}" stroke-width="74"/>`;
  s += `<path d="${handle}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="16" transform="translate(-8,-14)"/>`;
  const body = rr(-w / 2, -h, w, h, 100);
  s += `<path d="${body}" fill="${dk(foam, 0.35)}" transform="translate(10,10)"/>`;
  s += `<path d="${body}" fill="${ctx.lg([[0, lt(foam, 0.18)], [0.5, foam], [1, dk(foam, 0.15)]], 0, 0, 1, 1)}"/>`;
  s += `<path d="${body}" fill="${ctx.tex('foam')}"/>`;
  // corner bumpers
  for (const [x, y] of [[-w / 2 + 70, -h + 70], [w / 2 - 70, -h + 70], [-w / 2 + 70, -70], [w / 2 - 70, -70]]) {
    s += `<circle cx="${x}" cy="${y}" r="64" fill="${ctx.rg([[0, lt(foam, 0.25)], [0.7, foam, 0.6], [1, foam, 0]], 0.4, 0.35, 0.6)}"/>`;
  }
  s += `<path d="${body}" transform="translate(0,${-h / 2}) scale(.93,.9) translate(0,${h / 2})" fill="none" stroke="${dk(foam, 0.2)}" stroke-width="4" opacity=".5"/>`;
  if (!back) {
    s += `<rect x="-236" y="${-h + 62}" width="472" height="336" rx="24" fill="${dk(foam, 0.3)}"/>`;
    s += `<rect x="-228" y="${-h + 70}" width="456" height="320" rx="20" fill="#0b0c10"/>`;
    s += screen(ctx, -212, -h + 86, 424, 288, 10, P, { land: true });
  } else {
    // back: camera hole, grip ridges, embossed mark, stand feet
    s += `<rect x="-236" y="${-h + 62}" width="472" height="336" rx="30" fill="${dk(foam, 0.06)}"/>`;
    s += `<circle cx="-180" cy="${-h + 118}" r="34" fill="${dk(foam, 0.4)}"/><circle cx="-180" cy="${-h + 118}" r="24" fill="#16181d"/>${lens(ctx, -180, -h + 118, 14)}`;
    for (let i = 0; i < 5; i++) {
      const y = -h + 150 + i * 44;
      s += `<rect x="60" y="${y}" width="150" height="18" rx="9" fill="${dk(foam, 0.15)}"/><rect x="60" y="${y}" width="150" height="8" rx="4" fill="#fff" opacity=".2"/>`;
    }
    s += `<g opacity=".9">${deboss(-80, -h + 250, 5, foam)}</g>`;
  }
  return { svg: s, w: w + 30, h: h + 180 };
}

function drawTabletCover(ctx, P, v, detail) {
  if (v === 'kids') return kidsCover(ctx, P, detail);
  return detail ? penCoverOpen(ctx, P) : penCover(ctx, P);
}

/* =============================================================== EVA CASES */

const CONTROLLER = 'M0,-130C80,-130 140,-160 200,-160C255,-160 275,-110 282,-40C292,50 300,150 245,175C200,195 165,150 140,100C120,65 90,55 0,55' +
  'C-90,55 -120,65 -140,100C-165,150 -200,195 -245,175C-300,150 -292,50 -282,-40C-275,-110 -255,-160 -200,-160C-140,-160 -80,-130 0,-130Z';

const EVA = {
  earphone: { segs: () => sRR(330, 300, 135), depth: 120, rot: 0, slider: [60, 150] },
  drive: { segs: () => sRR(430, 300, 70), depth: 110, rot: -8, slider: [110, 150] },
  tool: { segs: () => sRR(620, 430, 70), depth: 170, rot: -8, slider: [170, 215] },
  camera: { segs: () => sRR(440, 300, 100), depth: 230, rot: -10, slider: [120, 150] },
  glasses: { segs: () => sRR(580, 210, 105), depth: 110, rot: -6, slider: [150, 105] },
  controller: { segs: () => parse(CONTROLLER), depth: 120, rot: 0, slider: [0, 55] },
};

function evaTop(ctx, P, segs, depth, pr, subj) {
  const c = P.base;
  const d = dS(mapS(segs, pr.at(depth)));
  let s = `<path d="${d}" fill="${ctx.lg([[0, lt(c, 0.22)], [0.5, lt(c, 0.06)], [1, dk(c, 0.05)]])}"/>`;
  const inset = subj === 'controller' ? 0.86 : 0.88;
  const inner = mapS(segs, scaleF(inset, inset * (subj === 'glasses' ? 0.82 : 0.94)));
  const di = dS(mapS(inner, pr.at(depth)));
  s += `<path d="${di}" fill="${ctx.lg([[0, dk(c, 0.12)], [1, c]])}"/>`;
  s += `<path d="${di}" fill="${ctx.tex(P === PALETTES.charcoal || subj === 'tool' ? 'carbon' : 'eva')}"/>`;
  s += `<path d="${di}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="5" filter="${ctx.blur(2.5)}" transform="translate(0,3)"/>`;
  s += `<path d="${di}" fill="none" stroke="${dk(c, 0.35)}" stroke-width="2.5" stroke-opacity=".8"/>`;
  s += `<path d="${di}" fill="none" stroke="${lt(c, 0.35)}" stroke-width="2.2" stroke-opacity=".6" transform="translate(0,3)"/>`;
  s += `<path d="${d}" fill="none" stroke="${lt(c, 0.45)}" stroke-width="2.5" stroke-opacity=".7"/>`;
  const cc = pr.p(0, 0, depth);
  s += glow(ctx, cc[0] - 60, cc[1] - 20, 200, 60, '#ffffff', 0.16);
  // rubber logo patch on the top face (in plan coordinates)
  const m = pr.mat([0, subj === 'controller' ? -45 : 0, depth], [1, 0, 0], [0, 1, 0]);
  const pw = subj === 'earphone' ? 100 : 130;
  s += `<g transform="${m}"><rect x="${-pw / 2 + 2}" y="-24" width="${pw}" height="52" rx="14" fill="#000" opacity=".25"/>` +
    `<rect x="${-pw / 2}" y="-28" width="${pw}" height="52" rx="14" fill="${dk(c, 0.45)}"/>` +
    `<rect x="${-pw / 2}" y="-28" width="${pw}" height="52" rx="14" fill="none" stroke="${lt(c, 0.2)}" stroke-width="1.5" stroke-opacity=".5"/>` +
    `${mark(0, -1, 1.3, P.accent === '#2d2e33' ? '#ffffff' : P.accent, 1, 2.6)}</g>`;
  if (subj === 'tool' || subj === 'camera') {
    // carry handle on the top
    const hx = subj === 'tool' ? 120 : 80;
    const a = pr.p(-hx, 0, depth);
    const b = pr.p(hx, 0, depth);
    const lift = subj === 'tool' ? 110 : 70;
    s += `<g transform="${pr.mat([-hx - 24, -26, depth], [1, 0, 0], [0, 1, 0])}"><rect width="48" height="52" rx="10" fill="${dk(c, 0.5)}"/></g>`;
    s += `<g transform="${pr.mat([hx - 24, -26, depth], [1, 0, 0], [0, 1, 0])}"><rect width="48" height="52" rx="10" fill="${dk(c, 0.5)}"/></g>`;
    s += `<path d="M${f(a[0])},${f(a[1])}C${f(a[0])},${f(a[1] - lift)} ${f(b[0])},${f(b[1] - lift)} ${f(b[0])},${f(b[1])}" stroke="#000" stroke-opacity=".25" stroke-width="40" fill="none" filter="${ctx.blur(8)}" transform="translate(10,${lift * 0.5})"/>`;
    s += strap(ctx, `M${f(a[0])},${f(a[1])}C${f(a[0])},${f(a[1] - lift)} ${f(b[0])},${f(b[1] - lift)} ${f(b[0])},${f(b[1])}`, 40, '#222428', '#5a5e66', { shade: true });
  }
  return s;
}

function evaCase(ctx, P, subj) {
  const spec = EVA[subj] || EVA.drive;
  const segs = spec.segs();
  const depth = spec.depth;
  const zz = depth * 0.47;
  const item = extrude(ctx, {
    segs, rot: spec.rot, ky: 0.52, depth, wall: dk(P.base, 0.06), layers: 30,
    zips: [{ z: zz, w: 26, P, tape: P === PALETTES.charcoal ? '#1c1d20' : dk(P.base, 0.55), teeth: '#2a2b2f', slider: spec.slider, ss: 1.05, sr: 0, pull: P.pull === P.trim ? '#e8590c' : P.pull }],
    deco: (pr) => {
      let s = '';
      // moulded lip highlight just above and below the zip
      s += `<path d="${dS(mapS(segs, pr.at(zz + 16)))}" fill="none" stroke="${lt(P.base, 0.25)}" stroke-width="2" stroke-opacity=".35"/>`;
      if (subj === 'earphone' || subj === 'glasses') {
        const q = pr.p(subj === 'earphone' ? 162 : 288, 0, zz);
        s += `<rect x="${f(q[0] - 6)}" y="${f(q[1] - 16)}" width="26" height="32" rx="6" fill="${dk(P.base, 0.5)}"/>`;
        s += `<path d="M${f(q[0] + 16)},${f(q[1] - 6)}c30,-6 46,18 40,46c-5,24 -30,30 -44,18" fill="none" stroke="${metalEdge(P)}" stroke-width="9" stroke-linecap="round"/>`;
        s += `<path d="M${f(q[0] + 16)},${f(q[1] - 6)}c30,-6 46,18 40,46c-5,24 -30,30 -44,18" fill="none" stroke="${metal(ctx, P)}" stroke-width="6" stroke-linecap="round"/>`;
      }
      return s;
    },
    top: (pr) => evaTop(ctx, P, segs, depth, pr, subj),
  });
  if (subj === 'earphone' || subj === 'glasses') item.w += 130;
  item.h += 40;
  return item;
}

function evaItems(ctx, P, subj) {
  // drawn flat in plan coordinates (they lie in the foam tray)
  switch (subj) {
    case 'earphone':
      return `<rect x="-70" y="-50" width="110" height="96" rx="38" fill="${ctx.lg([[0, '#ffffff'], [1, '#cfd3d8']], 0, 0, 1, 1)}"/><path d="M-70,-12H40" stroke="#b9bec5" stroke-width="2"/><circle cx="-15" cy="18" r="4" fill="#7cf0c0"/>` +
        '<path d="M60,-60C120,-70 120,20 80,30C40,40 40,-30 90,-40C130,-48 120,40 70,70" fill="none" stroke="#f4f4f4" stroke-width="9" stroke-linecap="round"/>';
    case 'drive':
      return `<rect x="-130" y="-85" width="230" height="165" rx="16" fill="${ctx.lg([[0, '#c9ced5'], [0.5, '#9aa1aa'], [1, '#6b727b']], 0, 0, 1, 1)}"/><rect x="-122" y="-77" width="214" height="149" rx="12" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/><circle cx="80" cy="60" r="5" fill="#4fd0ff"/>` +
        `<rect x="-130" y="-20" width="260" height="34" fill="${dk(P.base, 0.45)}"/><rect x="-130" y="-20" width="260" height="34" fill="${ctx.pattern('elastic2', 8, 8, '<path d="M4 0V8" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>')}"/>`;
    case 'tool': {
      let s = `<rect x="-270" y="-180" width="540" height="360" rx="30" fill="${dk(P.lining === '#e8590c' ? '#2b2e33' : P.lining, 0.55)}" opacity=".35"/>`;
      const cols = ['#e8590c', '#f0b43c', '#2f6fd0', '#c2334f', '#2f9e6e'];
      cols.forEach((col, i) => {
        const y = -140 + i * 48;
        s += `<rect x="-230" y="${y}" width="110" height="30" rx="12" fill="${col}"/><rect x="-230" y="${y}" width="110" height="10" rx="5" fill="#fff" opacity=".25"/>`;
        s += `<rect x="-122" y="${y + 10}" width="150" height="10" fill="${ctx.lg([[0, '#f2f3f5'], [1, '#8d939b']])}"/>`;
      });
      s += `<g transform="translate(150,0) rotate(90)"><path d="M-110,-14H60A34,34 0 1 1 60,14H-110A14,14 0 0 1 -110,-14Z" fill="${ctx.lg([[0, '#f2f3f5'], [1, '#8d939b']])}"/><circle cx="82" cy="0" r="16" fill="#222"/></g>`;
      return s;
    }
    case 'camera':
      return `<rect x="-150" y="-80" width="230" height="150" rx="20" fill="${ctx.lg([[0, '#3a3d43'], [1, '#17191c']], 0, 0, 1, 1)}"/><rect x="-150" y="-80" width="230" height="30" rx="10" fill="#55595f"/>` +
        `<circle cx="-35" cy="5" r="62" fill="#111"/>${lens(ctx, -35, 5, 52)}<rect x="95" y="-70" width="50" height="120" rx="10" fill="${dk(P.base, 0.3)}"/>`;
    case 'glasses':
      return '<g transform="scale(1.05)"><ellipse cx="-80" cy="0" rx="80" ry="55" fill="#1b1d22"/><ellipse cx="80" cy="0" rx="80" ry="55" fill="#1b1d22"/>' +
        `<ellipse cx="-80" cy="0" rx="68" ry="44" fill="${ctx.lg([[0, '#5d6b8a'], [1, '#1a2233']])}"/><ellipse cx="80" cy="0" rx="68" ry="44" fill="${ctx.lg([[0, '#5d6b8a'], [1, '#1a2233']])}"/>` +
        '<path d="M-20,-20Q0,-34 20,-20" stroke="#1b1d22" stroke-width="10" fill="none"/><path d="M-150,-20H150" stroke="#1b1d22" stroke-width="8" opacity=".85"/>' +
        '<path d="M-120,-30L-60,30" stroke="#fff" stroke-opacity=".2" stroke-width="8"/><path d="M40,-30L100,30" stroke="#fff" stroke-opacity=".2" stroke-width="8"/></g>';
    case 'controller':
      return `<g transform="scale(.82) translate(0,-10)"><path d="${CONTROLLER}" fill="${ctx.lg([[0, '#3b3e45'], [1, '#17191c']], 0, 0, 1, 1)}"/>` +
        '<circle cx="-120" cy="-40" r="30" fill="#0d0e10"/><circle cx="-120" cy="-40" r="20" fill="#2c2f35"/><circle cx="70" cy="30" r="30" fill="#0d0e10"/><circle cx="70" cy="30" r="20" fill="#2c2f35"/>' +
        '<path d="M-70,10h16v-16h16v16h16v16h-16v16h-16v-16h-16z" fill="#0d0e10"/>' +
        '<circle cx="160" cy="-70" r="13" fill="#f0b43c"/><circle cx="190" cy="-40" r="13" fill="#c2334f"/><circle cx="130" cy="-40" r="13" fill="#2f6fd0"/><circle cx="160" cy="-10" r="13" fill="#2f9e6e"/></g>';
    default:
      return '';
  }
}

/**
 * An opened clam-shell: lid (interior facing us, mesh pocket) above the base
 * tray (recessed interior with the contents).
 */
function openShell(ctx, P, o) {
  const { segs, depth, lidDepth, kyBase = 0.6, kyLid = 0.75, rot = 0, shell, lining, items, lidItems, eva = false, zipW = 18, recess = 0.6 } = o;
  const inner = mapS(segs, scaleF(0.9, 0.84));
  const lidSegs = mapS(segs, ([x, y]) => [x, -y]);
  const lidInner = mapS(lidSegs, scaleF(0.9, 0.84));
  const interior = (pr, z, isLid) => {
    const sg = isLid ? lidSegs : segs;
    const inn = isLid ? lidInner : inner;
    const outer = dS(mapS(sg, pr.at(z)));
    let s = `<path d="${outer}" fill="${ctx.lg([[0, lt(shell, 0.18)], [1, lt(shell, 0.02)]])}"/>`;
    if (eva) s += `<path d="${outer}" fill="${ctx.tex('eva')}"/>`;
    s += `<path d="${outer}" fill="none" stroke="${lt(shell, 0.35)}" stroke-width="2.5"/>`;
    const innerD = dS(mapS(inn, pr.at(z)));
    const floorZ = z - (isLid ? lidDepth * 0.5 : depth * recess);
    const floorD = dS(mapS(inn, pr.at(floorZ)));
    s += `<path d="${innerD}" fill="${dk(lining, 0.45)}"/>`;
    s += `<g clip-path="${ctx.clip(innerD)}">`;
    s += `<path d="${floorD}" fill="${ctx.lg([[0, dk(lining, 0.12)], [1, lt(lining, 0.06)]])}"/>`;
    if (eva) s += `<path d="${floorD}" fill="${ctx.tex('foam')}"/>`;
    const fn = isLid ? lidItems : items;
    if (fn) s += fn(pr, floorZ);
    s += `<path d="${innerD}" fill="none" stroke="#000" stroke-opacity=".4" stroke-width="14" filter="${ctx.blur(6)}"/>`;
    s += '</g>';
    s += `<path d="${innerD}" fill="none" stroke="${dk(shell, 0.35)}" stroke-width="2"/>`;
    return s;
  };
  const zip = (d) => ({ z: d - 12, w: zipW, P, tape: dk(shell, 0.55), teeth: '#2a2b2f' });
  const base = extrude(ctx, {
    segs, rot, ky: kyBase, depth, wall: dk(shell, 0.06), layers: 22,
    zips: [{ ...zip(depth), slider: o.slider || null, ss: 1.2, pull: P.pull === P.trim ? '#e8590c' : P.pull }],
    top: (pr) => interior(pr, depth, false),
  });
  const lid = extrude(ctx, {
    segs: lidSegs, rot: -rot, ky: kyLid, depth: lidDepth, wall: dk(shell, 0.12), layers: 16,
    zips: [zip(lidDepth)],
    top: (pr) => interior(pr, lidDepth, true),
  });
  const baseTop = boundsS(mapS(segs, base.pr.at(depth)));
  const dy = baseTop.y0 + (baseTop.y1 - baseTop.y0) * 0.12;
  const svg = `<g transform="translate(0,${f(dy)})">${lid.svg}</g>${base.svg}`;
  return { svg, w: Math.max(base.w, lid.w), h: -dy + lid.h, shadow: base.shadow };
}

function evaOpen(ctx, P, subj) {
  const spec = EVA[subj] || EVA.drive;
  const segs = spec.segs();
  const lining = P === PALETTES.charcoal ? '#3a3d43' : dk(P.base, 0.55);
  return openShell(ctx, P, {
    segs, depth: Math.min(spec.depth, 110), lidDepth: 56, kyBase: 0.74, kyLid: 0.86, rot: spec.rot * 0.5,
    shell: P.base, lining, eva: true, zipW: 20, recess: 0.36,
    slider: spec.slider,
    items: (pr, z) => `<g transform="${pr.mat([0, 0, z], [1, 0, 0], [0, 1, 0])}">${evaItems(ctx, P, subj)}</g>`,
    lidItems: (pr, z) => {
      const b = boundsS(segs);
      const w = (b.x1 - b.x0) * 0.62;
      const h = (b.y1 - b.y0) * 0.5;
      return `<g transform="${pr.mat([0, 0, z], [1, 0, 0], [0, 1, 0])}"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="16" fill="#000" opacity=".35"/>` +
        `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="16" fill="${ctx.tex('mesh')}"/>` +
        `<rect x="${-w / 2}" y="${h / 2 - 16}" width="${w}" height="16" rx="6" fill="${dk(P.base, 0.35)}"/></g>`;
    },
  });
}

function drawEva(ctx, P, v, detail) {
  return detail ? evaOpen(ctx, P, v) : evaCase(ctx, P, v);
}

/* =========================================================== ABOUT SCENES */

// The About page's pictures of the factory (view 'scene'): the sewing workshop, the sample room
// and the packing area, drawn in the products' style. Rooms use a one-point perspective in metres:
// x to the right, y up, z away from the eye; people and machines are flat figures scaled by depth.

export const SCENES = ['workshop', 'samples', 'packaging'];

function persp(W, H, { horizon = 0.34, vx = 0.5, focal = 0.62, eye = 1.55 } = {}) {
  const F = W * focal;
  const hy = H * horizon;
  const cx = W * vx;
  const p = (x, y, z) => [cx + (x * F) / z, hy + ((eye - y) * F) / z];
  p.scale = (z) => F / z;
  return p;
}
const poly = (pts) => 'M' + pts.map(([x, y]) => `${f(x)},${f(y)}`).join('L') + 'Z';

/** An industrial lockstitch machine standing on (0, 0), facing right, about 100 units long. */
function sewingMachine(ctx, body = '#eef0f2', accent = '#2d2e33') {
  const shade = ctx.lg([[0, lt(body, 0.5)], [0.55, body], [1, dk(body, 0.22)]]);
  let s = `<path d="M-58,0H52Q56,0 56,-4V-8H-62V-4Q-62,0 -58,0Z" fill="${dk(body, 0.25)}"/>`;
  s += `<path d="M-62,-8H56V-16Q56,-19 52,-19H-58Q-62,-19 -62,-16Z" fill="${shade}"/>`;
  // pillar, arm and head
  s += `<path d="M30,-19V-64Q30,-72 22,-72H-44Q-52,-72 -52,-64V-44Q-52,-38 -46,-38H-40V-30H-30V-40Q-30,-48 -22,-50H10Q14,-50 14,-46V-19Z" fill="${shade}"/>`;
  s += `<path d="M-52,-64Q-52,-72 -44,-72H22Q30,-72 30,-64V-60H-52Z" fill="#fff" opacity=".45"/>`;
  s += `<rect x="-37" y="-38" width="3" height="14" fill="#8d949c"/>`;
  s += `<rect x="-40" y="-26" width="9" height="3" rx="1.5" fill="${accent}"/>`;
  // handwheel and thread stand with two cones
  s += `<ellipse cx="34" cy="-52" rx="5" ry="13" fill="${dk(body, 0.35)}"/>`;
  s += `<ellipse cx="33" cy="-52" rx="3" ry="10" fill="${lt(body, 0.2)}"/>`;
  s += `<rect x="-6" y="-104" width="2.4" height="32" fill="#9aa0a8"/><rect x="-20" y="-106" width="30" height="3" rx="1.5" fill="#9aa0a8"/>`;
  s += `<path d="M-19,-86L-15,-103H-9L-5,-86Z" fill="${accent}"/><path d="M-3,-86L1,-103H7L11,-86Z" fill="${lt(accent, 0.35)}"/>`;
  s += `<path d="M-32,-72L-34,-80Q-36,-84 -30,-84H-24" fill="none" stroke="#9aa0a8" stroke-width="1.6"/>`;
  return s;
}

/** A seated operator seen from behind and a little from the side, facing `dir` (1 right, -1 left), feet at (0, 0). */
function operator(ctx, smock, hair, dir = 1, cap = false) {
  const m = dir < 0 ? ' transform="scale(-1,1)"' : '';
  let s = `<g${m}>`;
  s += `<path d="M-20,0V-40H22V0" fill="none" stroke="#5a5f66" stroke-width="4"/>`; // stool
  s += `<rect x="-26" y="-50" width="54" height="10" rx="5" fill="#3f444b"/>`;
  const torso = 'M-24,-48Q-30,-90 -16,-112Q-4,-124 10,-118Q28,-108 30,-84Q32,-62 28,-48Z';
  s += `<path d="${torso}" fill="${ctx.lg([[0, lt(smock, 0.18)], [0.6, smock], [1, dk(smock, 0.25)]], 0, 0, 1, 0)}"/>`;
  s += `<path d="M12,-106Q32,-104 46,-96L54,-92" fill="none" stroke="${dk(smock, 0.12)}" stroke-width="13" stroke-linecap="round"/>`;
  s += `<circle cx="57" cy="-91" r="6" fill="#e7b98f"/>`;
  s += `<path d="M-4,-117Q-2,-124 6,-125" fill="none" stroke="#e7b98f" stroke-width="9" stroke-linecap="round"/>`;
  s += `<circle cx="2" cy="-138" r="17" fill="#e9bd94"/>`;
  s += cap
    ? `<path d="M-16,-138Q-16,-158 2,-158Q20,-158 20,-138Q10,-146 2,-146Q-8,-146 -16,-138Z" fill="#f4f4f2"/>`
    : `<path d="M-16,-134Q-20,-158 2,-158Q22,-158 19,-140Q16,-146 10,-147Q12,-138 4,-132Q-8,-128 -16,-134Z" fill="${hair}"/>`;
  return s + '</g>';
}

function sceneWorkshop(ctx, W, H) {
  const p = persp(W, H, { horizon: 0.37, vx: 0.47, focal: 0.82, eye: 1.45 });
  const ZB = 30;
  const X = 8.5;
  const TOP = 4.6;
  let s = '';
  // room: ceiling, walls, floor
  s += `<rect width="${W}" height="${H}" fill="#f3eee8"/>`;
  s += `<path d="${poly([p(-X, TOP, ZB), p(X, TOP, ZB), p(X, TOP, 0.8), p(-X, TOP, 0.8)])}" fill="${ctx.lg([[0, '#e9e4de'], [1, '#f8f5f1']])}"/>`;
  s += `<path d="${poly([p(-X, 0, ZB), p(-X, TOP, ZB), p(-X, TOP, 0.8), p(-X, 0, 0.8)])}" fill="${ctx.lg([[0, '#efe9e2'], [1, '#e6ddd3']], 0, 0, 1, 0)}"/>`;
  s += `<path d="${poly([p(X, 0, ZB), p(X, TOP, ZB), p(X, TOP, 0.8), p(X, 0, 0.8)])}" fill="${ctx.lg([[0, '#e3d9cf'], [1, '#efe9e2']], 0, 0, 1, 0)}"/>`;
  s += `<path d="${poly([p(-X, 0, ZB), p(-X, TOP, ZB), p(X, TOP, ZB), p(X, 0, ZB)])}" fill="#ece6df"/>`;
  s += `<path d="${poly([p(-X, 0, ZB), p(X, 0, ZB), p(X, 0, 0.8), p(-X, 0, 0.8)])}" fill="${ctx.lg([[0, '#d2dbd2'], [0.5, '#b9c8bc'], [1, '#a3b5a8']])}"/>`;
  // windows along the left wall, light on the floor below them
  for (let z = 3.2; z < ZB - 2; z += 3.4) {
    const q = [p(-X, 2.1, z), p(-X, 3.9, z), p(-X, 3.9, z + 2.2), p(-X, 2.1, z + 2.2)];
    s += `<path d="${poly(q)}" fill="${ctx.lg([[0, '#ffffff'], [1, '#dcebf2']])}"/>`;
    const mid = [p(-X, 2.1, z + 1.1), p(-X, 3.9, z + 1.1)];
    s += `<path d="M${f(mid[0][0])},${f(mid[0][1])}L${f(mid[1][0])},${f(mid[1][1])}" stroke="#c9c2ba" stroke-width="${f(Math.max(1, p.scale(z) * 0.05))}"/>`;
    s += `<path d="${poly(q)}" fill="none" stroke="#cfc7bf" stroke-width="${f(Math.max(1, p.scale(z) * 0.06))}"/>`;
    s += `<path d="${poly([p(-X, 0, z), p(-X + 2.6, 0, z + 0.6), p(-X + 2.6, 0, z + 2.8), p(-X, 0, z + 2.2)])}" fill="#fff" opacity=".22"/>`;
  }
  // the brand board on the back wall
  const [bx0, by0] = p(-1.4, 3.9, ZB);
  const [bx1, by1] = p(1.4, 2.9, ZB);
  s += `<rect x="${f(bx0)}" y="${f(by0)}" width="${f(bx1 - bx0)}" height="${f(by1 - by0)}" rx="3" fill="#e8590c"/>`;
  s += mark((bx0 + bx1) / 2, (by0 + by1) / 2 + 1, (by1 - by0) / 30, '#fff', 1, 2.6);
  // ceiling lights in three rows
  for (const x of [-4.5, 0, 4.5]) {
    for (let z = 3; z < ZB; z += 3) {
      s += `<path d="${poly([p(x - 0.12, TOP - 0.02, z), p(x + 0.12, TOP - 0.02, z), p(x + 0.12, TOP - 0.02, z + 1.6), p(x - 0.12, TOP - 0.02, z + 1.6)])}" fill="#ffffff"/>`;
    }
    const [gx, gy] = p(x, TOP, 9);
    s += glow(ctx, gx, gy + 8, W * 0.16, H * 0.05, '#ffffff', 0.5);
  }
  // aisle lines
  for (const x of [-1.25, 1.25]) {
    s += `<path d="${poly([p(x - 0.05, 0, 1.2), p(x + 0.05, 0, 1.2), p(x + 0.05, 0, ZB), p(x - 0.05, 0, ZB)])}" fill="#f0b43c" opacity=".85"/>`;
  }
  // fabric rolls on a rack at the back right
  for (let i = 0; i < 5; i++) {
    const z = 21 + i * 0.55;
    for (let k = 0; k < 3; k++) {
      const [rx, ry] = p(X - 0.8, 0.5 + k * 0.55, z);
      const sc = p.scale(z);
      const color = ['#284270', '#e8590c', '#d8c29c', '#1f8c88', '#43474e'][(i + k) % 5];
      s += `<rect x="${f(rx - sc * 0.5)}" y="${f(ry - sc * 0.22)}" width="${f(sc * 1.2)}" height="${f(sc * 0.44)}" rx="${f(sc * 0.2)}" fill="${ctx.lg([[0, lt(color, 0.25)], [0.5, color], [1, dk(color, 0.3)]])}"/>`;
    }
  }
  // two lines of sewing tables each side of the aisle, operators on the aisle side; far to near
  const smocks = ['#e8590c', '#1f8c88', '#284270', '#e8590c', '#d88696'];
  const rows = [];
  for (let i = 0; i < 8; i++) {
    const z = 3.4 + i * 2.0;
    rows.push({ z, side: -1 }, { z, side: 1 });
  }
  rows.sort((a, b) => b.z - a.z);
  rows.forEach(({ z, side }, n) => {
    const xin = side * 1.62;
    const xout = side * 3.7;
    const tz0 = z;
    const tz1 = z + 1.05;
    const top = 0.76;
    const sc = p.scale(z + 0.5);
    // legs
    for (const [lx, lz] of [[xout, tz0 + 0.08], [xout, tz1 - 0.08], [xin, tz0 + 0.08], [xin, tz1 - 0.08]]) {
      const [ax, ay] = p(lx, 0, lz);
      const [, by] = p(lx, top, lz);
      s += `<path d="M${f(ax)},${f(ay)}L${f(ax)},${f(by)}" stroke="#7d838c" stroke-width="${f(Math.max(1, p.scale(lz) * 0.05))}"/>`;
    }
    // table top (front edge, then surface)
    const surf = [p(xin, top, tz0), p(xout, top, tz0), p(xout, top, tz1), p(xin, top, tz1)];
    const edge = [p(xin, top, tz0), p(xout, top, tz0), p(xout, top - 0.05, tz0), p(xin, top - 0.05, tz0)];
    const side2 = [p(xin, top, tz0), p(xin, top, tz1), p(xin, top - 0.05, tz1), p(xin, top - 0.05, tz0)];
    s += `<path d="${poly(surf)}" fill="#e3c9a4"/>`;
    s += `<path d="${poly(edge)}" fill="#b89468"/>`;
    s += `<path d="${poly(side2)}" fill="#c9a67a"/>`;
    // machine on the table, a cone of thread beside it
    const [mx, my] = p(side * 2.25, top, z + 0.5);
    const ms = (sc * 0.62) / 100;
    s += `<g transform="translate(${f(mx)},${f(my)}) scale(${f3(side * ms)},${f3(ms)})">${sewingMachine(ctx)}</g>`;
    // fabric pieces in the work
    const fab = smocks[(n + 2) % smocks.length];
    const [fx, fy] = p(side * 1.9, top + 0.01, z + 0.45);
    s += `<ellipse cx="${f(fx)}" cy="${f(fy)}" rx="${f(sc * 0.22)}" ry="${f(sc * 0.05)}" fill="${lt(fab, 0.1)}" opacity=".9"/>`;
    // operator on the aisle side, facing the table
    const [ox, oy] = p(side * 1.38, 0, z + 0.5);
    const os = (sc * 1.3) / 158;
    s += `<g transform="translate(${f(ox)},${f(oy)}) scale(${f3(os)})">${operator(ctx, smocks[n % smocks.length], n % 3 ? '#2b2420' : '#3a2a22', side, n % 4 === 1)}</g>`;
  });
  // the lights' sheen on the epoxy floor, and a crate of cut panels waiting in the aisle
  for (let z = 3; z < 16; z += 3) {
    const [gx, gy] = p(0, 0, z + 0.8);
    s += glow(ctx, gx, gy, p.scale(z) * 0.5, p.scale(z) * 0.12, '#ffffff', 0.45);
  }
  const crate = { x0: -0.95, x1: -0.35, y1: 0.5, z0: 4.4, z1: 5.0 };
  const c = p;
  const lw = p.scale(crate.z0) * 0.022;
  const [shx, shy] = p((crate.x0 + crate.x1) / 2, 0, crate.z0 + 0.3);
  s += softShadow(ctx, shx, shy, p.scale(crate.z0) * 0.42, p.scale(crate.z0) * 0.08, 0.3);
  s += `<path d="${poly([c(crate.x1, 0, crate.z0), c(crate.x1, 0, crate.z1), c(crate.x1, crate.y1, crate.z1), c(crate.x1, crate.y1, crate.z0)])}" fill="#24608f"/>`;
  s += `<path d="${poly([c(crate.x0, crate.y1, crate.z0), c(crate.x1, crate.y1, crate.z0), c(crate.x1, crate.y1, crate.z1), c(crate.x0, crate.y1, crate.z1)])}" fill="#173f61"/>`;
  ['#e8590c', '#d8c29c', '#1f8c88'].forEach((col, i) => {
    const y = crate.y1 + 0.015 + i * 0.02;
    s += `<path d="${poly([c(crate.x0 + 0.05, y, crate.z0 + 0.06 + i * 0.05), c(crate.x1 - 0.05, y, crate.z0 + 0.04 + i * 0.05), c(crate.x1 - 0.07, y, crate.z1 - 0.05), c(crate.x0 + 0.07, y, crate.z1 - 0.06)])}" fill="${col}"/>`;
  });
  s += `<path d="${poly([c(crate.x0, 0, crate.z0), c(crate.x1, 0, crate.z0), c(crate.x1, crate.y1, crate.z0), c(crate.x0, crate.y1, crate.z0)])}" fill="${ctx.lg([[0, '#3a78ad'], [1, '#2a5f8e']])}"/>`;
  for (let k = 1; k < 4; k++) {
    const [x0, y] = c(crate.x0 + 0.06, (crate.y1 * k) / 4, crate.z0);
    const [x1] = c(crate.x1 - 0.06, 0, crate.z0);
    s += `<path d="M${f(x0)},${f(y)}H${f(x1)}" stroke="#1d4f7a" stroke-width="${f(lw)}" stroke-linecap="round"/>`;
  }
  for (const x of [crate.x0 + 0.06, crate.x1 - 0.06]) {
    const [wx, wy] = c(x, 0, crate.z0);
    s += `<circle cx="${f(wx)}" cy="${f(wy)}" r="${f(p.scale(crate.z0) * 0.035)}" fill="#2d2e33"/>`;
  }
  // soft light and a vignette
  s += glow(ctx, W * 0.45, H * 0.4, W * 0.5, H * 0.4, '#fffaf2', 0.35);
  s += `<rect width="${W}" height="${H}" fill="${ctx.rg([[0, '#000', 0], [0.7, '#000', 0], [1, '#000', 0.12]], 0.5, 0.45, 0.8)}"/>`;
  return s;
}

/** A hang tag with its string, hole at (0, 0), hanging down-right. */
function hangTag(ctx, color) {
  let s = `<path d="M0,0C-30,-30 -50,-10 -70,-40" fill="none" stroke="#7b6646" stroke-width="2"/>`;
  s += `<path d="M-12,-4L12,-4L24,10V70H-24V10Z" fill="${color}"/>`;
  s += `<path d="M-12,-4L12,-4L24,10V70H-24V10Z" fill="${ctx.lg([[0, '#fff', 0.2], [1, '#000', 0.12]])}"/>`;
  s += `<circle cx="0" cy="6" r="4" fill="#f6efe4" stroke="#b19a73" stroke-width="1.5"/>`;
  s += mark(0, 36, 0.9, '#fff', 0.95, 2.2);
  return s;
}

function sceneSamples(ctx, W, H) {
  let s = '';
  const tableY = H * 0.56;
  // wall and pinboard
  s += `<rect width="${W}" height="${H}" fill="${ctx.lg([[0, '#f6f0e8'], [1, '#ece2d5']])}"/>`;
  const bx = W * 0.08;
  const by = H * 0.07;
  const bw = W * 0.84;
  const bh = tableY - by - H * 0.1;
  s += `<rect x="${f(bx - 8)}" y="${f(by - 8)}" width="${f(bw + 16)}" height="${f(bh + 16)}" rx="8" fill="#b08a5e"/>`;
  s += `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" rx="4" fill="#d9b98f"/>`;
  s += `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" rx="4" fill="${ctx.tex('felt')}"/>`;
  const pin = (x, y, c = '#e8590c') => `<circle cx="${f(x)}" cy="${f(y)}" r="5" fill="${c}"/><circle cx="${f(x - 1.5)}" cy="${f(y - 1.5)}" r="1.6" fill="#fff" opacity=".7"/>`;
  // sketches of a tote and a pouch on paper
  const sheet = (x, y, w, h, rot, draw) => {
    let g = `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)})">`;
    g += `<rect x="3" y="5" width="${f(w)}" height="${f(h)}" fill="#000" opacity=".12"/>`;
    g += `<rect width="${f(w)}" height="${f(h)}" fill="#fffdf8"/>`;
    g += draw(w, h) + pin(w / 2, 12) + '</g>';
    return g;
  };
  const ink = 'fill="none" stroke="#3b4a6b" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"';
  s += sheet(bx + bw * 0.05, by + bh * 0.1, bw * 0.2, bh * 0.72, -3, (w, h) =>
    `<path d="M${f(w * 0.22)},${f(h * 0.42)}H${f(w * 0.78)}L${f(w * 0.84)},${f(h * 0.86)}H${f(w * 0.16)}Z" ${ink}/>` +
    `<path d="M${f(w * 0.35)},${f(h * 0.42)}Q${f(w * 0.35)},${f(h * 0.2)} ${f(w * 0.5)},${f(h * 0.2)}Q${f(w * 0.65)},${f(h * 0.2)} ${f(w * 0.65)},${f(h * 0.42)}" ${ink}/>` +
    `<path d="M${f(w * 0.2)},${f(h * 0.92)}H${f(w * 0.8)}M${f(w * 0.2)},${f(h * 0.89)}V${f(h * 0.95)}M${f(w * 0.8)},${f(h * 0.89)}V${f(h * 0.95)}" fill="none" stroke="#e8590c" stroke-width="1.6"/>`);
  s += sheet(bx + bw * 0.29, by + bh * 0.16, bw * 0.22, bh * 0.6, 2, (w, h) =>
    `<path d="M${f(w * 0.15)},${f(h * 0.35)}H${f(w * 0.85)}Q${f(w * 0.92)},${f(h * 0.35)} ${f(w * 0.9)},${f(h * 0.5)}L${f(w * 0.86)},${f(h * 0.78)}Q${f(w * 0.84)},${f(h * 0.86)} ${f(w * 0.74)},${f(h * 0.86)}H${f(w * 0.26)}Q${f(w * 0.16)},${f(h * 0.86)} ${f(w * 0.14)},${f(h * 0.78)}L${f(w * 0.1)},${f(h * 0.5)}Q${f(w * 0.08)},${f(h * 0.35)} ${f(w * 0.15)},${f(h * 0.35)}Z" ${ink}/>` +
    `<path d="M${f(w * 0.18)},${f(h * 0.42)}H${f(w * 0.82)}" fill="none" stroke="#3b4a6b" stroke-width="2" stroke-dasharray="4 4"/>` +
    `<path d="M${f(w * 0.78)},${f(h * 0.42)}v${f(h * 0.12)}" ${ink}/>`);
  // colour cards: rows of chips
  const chips = ['#e8590c', '#d88696', '#1f8c88', '#284270', '#6f7d3d', '#43474e', '#d8c29c', '#f0b43c'];
  const cx0 = bx + bw * 0.56;
  s += `<g transform="rotate(-2 ${f(cx0)} ${f(by + bh * 0.2)})">`;
  s += `<rect x="${f(cx0 + 3)}" y="${f(by + bh * 0.14 + 5)}" width="${f(bw * 0.19)}" height="${f(bh * 0.66)}" fill="#000" opacity=".12"/>`;
  s += `<rect x="${f(cx0)}" y="${f(by + bh * 0.14)}" width="${f(bw * 0.19)}" height="${f(bh * 0.66)}" fill="#fff"/>`;
  chips.forEach((c, i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    s += `<rect x="${f(cx0 + bw * 0.02 + col * bw * 0.085)}" y="${f(by + bh * 0.2 + row * bh * 0.14)}" width="${f(bw * 0.065)}" height="${f(bh * 0.1)}" rx="3" fill="${c}"/>`;
  });
  s += pin(cx0 + bw * 0.095, by + bh * 0.17, '#1f8c88') + '</g>';
  // a fabric swatch pinned on the right
  const sx = bx + bw * 0.8;
  s += `<path d="M${f(sx)},${f(by + bh * 0.12)}h${f(bw * 0.15)}l-6,${f(bh * 0.3)}l8,${f(bh * 0.3)}h${f(-bw * 0.15)}l6,${f(-bh * 0.3)}Z" fill="#284270"/>`;
  s += `<path d="M${f(sx)},${f(by + bh * 0.12)}h${f(bw * 0.15)}l-6,${f(bh * 0.3)}l8,${f(bh * 0.3)}h${f(-bw * 0.15)}l6,${f(-bh * 0.3)}Z" fill="${ctx.tex('twill')}"/>`;
  s += pin(sx + bw * 0.075, by + bh * 0.16, '#f0b43c');
  // the table
  s += `<rect y="${f(tableY)}" width="${W}" height="${f(H - tableY)}" fill="${ctx.lg([[0, '#e6cfae'], [0.5, '#dcc19b'], [1, '#cfae84']])}"/>`;
  s += `<rect y="${f(tableY)}" width="${W}" height="6" fill="#fff" opacity=".35"/>`;
  for (let i = 0; i < 7; i++) s += `<path d="M0,${f(tableY + 30 + i * 44 + i * i * 3)}H${W}" stroke="#b8936a" stroke-opacity=".18" stroke-width="2"/>`;
  // a paper pattern lying in front, a swatch fan and a tape measure
  s += `<g transform="translate(${f(W * 0.6)},${f(H * 0.86)}) rotate(-6)">`;
  s += `<path d="M-150,-40H120Q150,-40 150,-10V30Q150,52 120,52H-150Q-170,52 -170,30V-12Q-170,-40 -150,-40Z" fill="#efe2c4"/>`;
  s += `<path d="M-140,-28H116Q138,-28 138,-6V26Q138,40 116,40H-140Q-156,40 -156,26V-8Q-156,-28 -140,-28Z" fill="none" stroke="#7b6646" stroke-width="1.8" stroke-dasharray="7 5"/>`;
  s += `<path d="M-20,-40v10M40,52v-10M-170,6h10" stroke="#7b6646" stroke-width="2"/>`;
  s += '</g>';
  const fanX = W * 0.15;
  const fanY = H * 0.93;
  ['#43474e', '#284270', '#1f8c88', '#6f7d3d', '#d8c29c', '#d88696', '#e8590c'].forEach((c, i) => {
    s += `<g transform="translate(${f(fanX)},${f(fanY)}) rotate(${f(-62 + i * 10)})">`;
    s += `<rect x="-14" y="-150" width="28" height="150" rx="6" fill="${c}"/>`;
    s += `<rect x="-14" y="-150" width="28" height="150" rx="6" fill="${ctx.tex(i % 2 ? 'canvas' : 'twill')}"/>`;
    s += `<rect x="-14" y="-150" width="9" height="150" rx="4" fill="#fff" opacity=".14"/></g>`;
  });
  s += `<circle cx="${f(fanX)}" cy="${f(fanY)}" r="9" fill="#c9ced5" stroke="#7d838c" stroke-width="2"/>`;
  // tape measure
  const tx = W * 0.87;
  const ty = H * 0.9;
  s += `<path d="M${f(tx - 20)},${f(ty + 24)}C${f(tx - 90)},${f(ty + 40)} ${f(tx - 150)},${f(ty + 20)} ${f(tx - 210)},${f(ty + 34)}" fill="none" stroke="#f0c43c" stroke-width="18"/>`;
  s += `<path d="M${f(tx - 20)},${f(ty + 24)}C${f(tx - 90)},${f(ty + 40)} ${f(tx - 150)},${f(ty + 20)} ${f(tx - 210)},${f(ty + 34)}" fill="none" stroke="#5c4a2b" stroke-width="8" stroke-dasharray="1.5 6" stroke-opacity=".6"/>`;
  s += `<circle cx="${f(tx)}" cy="${f(ty)}" r="40" fill="#f0c43c"/><circle cx="${f(tx)}" cy="${f(ty)}" r="40" fill="${ctx.rg([[0, '#fff', 0.3], [1, '#000', 0.2]], 0.35, 0.35, 0.7)}"/>`;
  s += `<circle cx="${f(tx)}" cy="${f(ty)}" r="14" fill="#2d2e33"/>`;
  // the samples on the table, back to front
  const items = [
    ['tote', 'sand', 'canvas', 0.3, 0.73, 0.42, 0.22],
    ['eva-case', 'charcoal', 'tool', 0.72, 0.71, 0.2, 0.26],
    ['drawstring', 'teal', 'gift', 0.5, 0.74, 0.3, 0.16],
    ['pouch', 'orange', 'neoprene', 0.4, 0.8, 0.16, 0.2],
    ['phone-case', 'navy', 'leather', 0.88, 0.77, 0.26, 0.08],
  ];
  s += arrange(ctx, items, W, H, PALETTES.orange);
  s += `<g transform="translate(${f(W * 0.63)},${f(H * 0.8)}) rotate(8) scale(${f3(H / 720)})">${hangTag(ctx, '#e8590c')}</g>`;
  s += `<rect width="${W}" height="${H}" fill="${ctx.rg([[0, '#000', 0], [0.72, '#000', 0], [1, '#000', 0.1]], 0.5, 0.45, 0.8)}"/>`;
  return s;
}

/** A closed carton: front face from (x, y) to (x + w, y + h), depth going up-right. */
function carton(ctx, x, y, w, h, d, { kraft = '#c89a62', label = true, seed = 0 } = {}) {
  const dx = d * 0.62;
  const dy = -d * 0.42;
  const front = `M${f(x)},${f(y)}H${f(x + w)}V${f(y + h)}H${f(x)}Z`;
  const top = `M${f(x)},${f(y)}L${f(x + dx)},${f(y + dy)}H${f(x + w + dx)}L${f(x + w)},${f(y)}Z`;
  const side = `M${f(x + w)},${f(y)}L${f(x + w + dx)},${f(y + dy)}V${f(y + h + dy)}L${f(x + w)},${f(y + h)}Z`;
  let s = `<path d="${front}" fill="${ctx.lg([[0, lt(kraft, 0.06)], [1, dk(kraft, 0.08)]])}"/>`;
  s += `<path d="M${f(x)},${f(y)}V${f(y + h)}" stroke="${dk(kraft, 0.3)}" stroke-width="1.5"/>`;
  s += `<path d="${side}" fill="${dk(kraft, 0.2)}"/>`;
  s += `<path d="${top}" fill="${lt(kraft, 0.14)}"/>`;
  // the flaps' seam and the tape over it
  const mx = x + dx / 2;
  s += `<path d="M${f(mx)},${f(y + dy / 2)}H${f(mx + w)}" stroke="${dk(kraft, 0.2)}" stroke-width="1.2"/>`;
  s += `<path d="M${f(mx - 3)},${f(y + dy / 2 - 4)}H${f(mx + w + 3)}L${f(mx + w + 3 - 5)},${f(y + dy / 2 + 4)}H${f(mx - 8)}Z" fill="#e9dcc6" opacity=".75"/>`;
  s += `<rect x="${f(x + w / 2 - w * 0.07)}" y="${f(y)}" width="${f(w * 0.14)}" height="${f(h * 0.22)}" fill="#e9dcc6" opacity=".75"/>`;
  s += `<path d="M${f(x)},${f(y)}H${f(x + w)}L${f(x + w + dx)},${f(y + dy)}" fill="none" stroke="${lt(kraft, 0.3)}" stroke-width="1.2"/>`;
  if (label) {
    // shipping label with bars, "this way up" arrows
    const lw = w * 0.36;
    const lh = h * 0.34;
    const lx = x + w * 0.1;
    const ly = y + h * 0.5;
    s += `<rect x="${f(lx)}" y="${f(ly)}" width="${f(lw)}" height="${f(lh)}" rx="2" fill="#fbfaf7"/>`;
    let bars = '';
    let bxp = lx + lw * 0.1;
    const r = mulberry32(seed + 3);
    while (bxp < lx + lw * 0.9) {
      const bw = 1 + Math.floor(r() * 3);
      bars += `<rect x="${f(bxp)}" y="${f(ly + lh * 0.45)}" width="${bw}" height="${f(lh * 0.4)}" fill="#2d2e33"/>`;
      bxp += bw + 1 + Math.floor(r() * 3);
    }
    s += bars;
    s += `<rect x="${f(lx + lw * 0.1)}" y="${f(ly + lh * 0.14)}" width="${f(lw * 0.5)}" height="${f(lh * 0.1)}" fill="#8d949c"/>`;
    s += `<rect x="${f(lx + lw * 0.1)}" y="${f(ly + lh * 0.28)}" width="${f(lw * 0.34)}" height="${f(lh * 0.08)}" fill="#b5bac1"/>`;
    const ax = x + w * 0.72;
    const ay = y + h * 0.56;
    const as = h * 0.0042;
    s += `<g transform="translate(${f(ax)},${f(ay)}) scale(${f3(as)})" fill="#5c3b1e" opacity=".75">` +
      '<path d="M-14,30V2H-22L-8,-16L6,2H-2V30Z"/><path d="M10,30V2H2L16,-16L30,2H22V30Z"/><rect x="-22" y="34" width="52" height="4"/></g>';
    s += mark(x + w * 0.78, y + h * 0.2, h / 90, '#5c3b1e', 0.7, 2.4);
  }
  return s;
}

/** A product in a clear poly bag lying flat: centre (x, y), w × h. */
function bagged(ctx, x, y, w, h, color, rot = 0) {
  let s = `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)})">`;
  s += `<rect x="${f(-w / 2 + 4)}" y="${f(-h / 2 + 8)}" width="${f(w)}" height="${f(h)}" rx="6" fill="#000" opacity=".14"/>`;
  s += `<rect x="${f(-w / 2 + w * 0.08)}" y="${f(-h / 2 + h * 0.14)}" width="${f(w * 0.84)}" height="${f(h * 0.78)}" rx="${f(h * 0.12)}" fill="${ctx.lg([[0, lt(color, 0.12)], [1, dk(color, 0.15)]])}"/>`;
  s += zipper(`M${f(-w / 2 + w * 0.14)},${f(-h / 2 + h * 0.3)}H${f(w / 2 - w * 0.14)}`, PALETTES.charcoal, Math.max(4, h * 0.06));
  s += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="4" fill="#ffffff" opacity=".28" stroke="#ffffff" stroke-opacity=".7" stroke-width="1.5"/>`;
  s += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h * 0.1)}" fill="#ffffff" opacity=".5"/>`;
  s += `<path d="M${f(-w * 0.35)},${f(h * 0.3)}L${f(w * 0.1)},${f(-h * 0.35)}" stroke="#fff" stroke-opacity=".55" stroke-width="${f(Math.max(2, w * 0.03))}" stroke-linecap="round"/>`;
  s += '</g>';
  return s;
}

function scenePackaging(ctx, W, H) {
  let s = '';
  const floorY = H * 0.66;
  // warehouse wall with racking, the floor
  s += `<rect width="${W}" height="${f(floorY)}" fill="${ctx.lg([[0, '#eef0f0'], [1, '#e2e1dc']])}"/>`;
  for (let i = 0; i < 4; i++) {
    const ry = H * 0.12 + i * H * 0.15;
    s += `<rect x="0" y="${f(ry)}" width="${W}" height="6" fill="#f08a3c" opacity=".7"/>`;
    for (let k = 0; k < 9; k++) {
      const bw = W * 0.075;
      const bxp = W * 0.02 + k * W * 0.11 + (i % 2) * W * 0.03;
      const bh = H * 0.08;
      if ((i * 7 + k * 3) % 5 === 0) continue;
      s += `<rect x="${f(bxp)}" y="${f(ry - bh)}" width="${f(bw)}" height="${f(bh)}" fill="#d7c3a2"/>`;
      s += `<rect x="${f(bxp)}" y="${f(ry - bh)}" width="${f(bw)}" height="${f(bh * 0.2)}" fill="#e3d3b8"/>`;
    }
  }
  for (let k = 0; k <= 4; k++) s += `<rect x="${f(k * W * 0.25 - 4)}" y="0" width="8" height="${f(floorY)}" fill="#3d5a80" opacity=".55"/>`;
  s += `<rect width="${W}" height="${f(floorY)}" fill="#f4f1ec" opacity=".45"/>`;
  s += `<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="${ctx.lg([[0, '#cfcac2'], [1, '#bdb6ac']])}"/>`;
  s += `<path d="M0,${f(floorY + 70)}H${W}" stroke="#f0b43c" stroke-width="10" opacity=".8"/>`;
  // the pallet and its stack of cartons under stretch film
  const px = W * 0.12;
  const pw = W * 0.5;
  const py = H * 0.8;
  const d = W * 0.12;
  s += softShadow(ctx, px + pw * 0.55, py + 14, pw * 0.65, 22, 0.35);
  s += `<path d="M${f(px)},${f(py - 34)}L${f(px + d * 0.62)},${f(py - 34 - d * 0.42)}H${f(px + pw + d * 0.62)}L${f(px + pw)},${f(py - 34)}Z" fill="#c9a26e"/>`;
  s += `<path d="M${f(px + pw)},${f(py - 34)}L${f(px + pw + d * 0.62)},${f(py - 34 - d * 0.42)}V${f(py - d * 0.42)}L${f(px + pw)},${f(py)}Z" fill="#8f6a3e"/>`;
  s += `<rect x="${f(px)}" y="${f(py - 34)}" width="${f(pw)}" height="34" fill="#b08652"/>`;
  for (const t of [0.05, 0.45, 0.85]) s += `<rect x="${f(px + pw * t)}" y="${f(py - 24)}" width="${f(pw * 0.1)}" height="24" fill="#5e4326"/>`;
  s += `<rect x="${f(px)}" y="${f(py - 34)}" width="${f(pw)}" height="8" fill="#d2ad78"/>`;
  const cw = pw / 3;
  const ch = H * 0.15;
  let seed = 1;
  for (let layer = 0; layer < 2; layer++) {
    for (let i = 0; i < 3; i++) {
      s += carton(ctx, px + i * cw, py - 34 - ch * (layer + 1), cw, ch, d, { seed: seed++, label: layer === 0 || i !== 1 });
    }
  }
  const topY = py - 34 - ch * 2;
  s += `<path d="M${f(px - 4)},${f(topY)}L${f(px + d * 0.62)},${f(topY - d * 0.42)}H${f(px + pw + d * 0.62 + 4)}V${f(py - 34 - d * 0.42)}L${f(px + pw + 4)},${f(py - 30)}H${f(px - 4)}Z" fill="#ffffff" opacity=".16"/>`;
  for (let i = 0; i < 6; i++) {
    const y0 = topY + 20 + i * ch * 0.34;
    s += `<path d="M${f(px)},${f(y0)}L${f(px + pw)},${f(y0 - 26)}" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`;
  }
  // an open carton in front right with bagged products, more bags beside it
  const ox = W * 0.66;
  const oy = H * 0.73;
  const ow = W * 0.22;
  const oh = H * 0.16;
  const od = W * 0.1;
  const k = '#c89a62';
  s += softShadow(ctx, ox + ow * 0.6, oy + oh + 6, ow * 0.75, 16, 0.35);
  // back flap and inner walls, the bagged products standing inside, then the front, the side and the flaps
  const ix = od * 0.62;
  const iy = -od * 0.42;
  s += `<path d="M${f(ox + ix)},${f(oy + iy)}H${f(ox + ow + ix)}L${f(ox + ow + ix + 6)},${f(oy + iy - oh * 0.55)}H${f(ox + ix - 6)}Z" fill="${lt(k, 0.08)}"/>`;
  s += `<path d="M${f(ox)},${f(oy)}L${f(ox + ix)},${f(oy + iy)}H${f(ox + ow + ix)}L${f(ox + ow)},${f(oy)}Z" fill="${dk(k, 0.45)}"/>`;
  s += `<path d="M${f(ox + ix)},${f(oy + iy)}H${f(ox + ow + ix)}V${f(oy + iy + oh * 0.5)}H${f(ox + ix)}Z" fill="${dk(k, 0.3)}"/>`;
  ['#e8590c', '#284270', '#1f8c88', '#d88696'].forEach((col, i) => {
    const bw = ow * 0.2;
    const bx = ox + ow * 0.06 + i * ow * 0.23 + ix * 0.45;
    const by = oy + iy * 0.45 - oh * 0.32;
    s += `<g transform="rotate(${f(-4 + i * 3)} ${f(bx + bw / 2)} ${f(by + oh)})">`;
    s += `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(oh)}" rx="5" fill="${ctx.lg([[0, lt(col, 0.15)], [1, dk(col, 0.2)]], 0, 0, 1, 0)}"/>`;
    s += `<rect x="${f(bx - 3)}" y="${f(by - 6)}" width="${f(bw + 6)}" height="${f(oh + 6)}" rx="4" fill="#fff" opacity=".25" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/>`;
    s += `<rect x="${f(bx - 3)}" y="${f(by - 6)}" width="${f(bw + 6)}" height="8" fill="#fff" opacity=".55"/>`;
    s += `<path d="M${f(bx + bw * 0.2)},${f(by + oh * 0.7)}L${f(bx + bw * 0.75)},${f(by + oh * 0.12)}" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/></g>`;
  });
  s += `<path d="M${f(ox)},${f(oy)}H${f(ox + ow)}V${f(oy + oh)}H${f(ox)}Z" fill="${ctx.lg([[0, lt(k, 0.04)], [1, dk(k, 0.1)]])}"/>`;
  s += `<path d="M${f(ox + ow)},${f(oy)}L${f(ox + ow + ix)},${f(oy + iy)}V${f(oy + oh + iy)}L${f(ox + ow)},${f(oy + oh)}Z" fill="${dk(k, 0.22)}"/>`;
  s += `<path d="M${f(ox)},${f(oy)}H${f(ox + ow)}L${f(ox + ow + 8)},${f(oy + oh * 0.42)}H${f(ox - 8)}Z" fill="${lt(k, 0.16)}"/>`;
  s += `<path d="M${f(ox)},${f(oy)}H${f(ox + ow)}" stroke="${dk(k, 0.3)}" stroke-width="2"/>`;
  s += `<path d="M${f(ox + ow)},${f(oy)}L${f(ox + ow + ix)},${f(oy + iy)}L${f(ox + ow + ix + od * 0.55)},${f(oy + iy + oh * 0.35)}L${f(ox + ow + od * 0.5)},${f(oy + oh * 0.3)}Z" fill="${dk(k, 0.1)}"/>`;
  s += mark(ox + ow * 0.5, oy + oh * 0.7, oh / 90, '#5c3b1e', 0.7, 2.4);
  s += bagged(ctx, W * 0.76, H * 0.93, W * 0.2, H * 0.085, '#1f8c88', -5);
  s += bagged(ctx, W * 0.55, H * 0.92, W * 0.17, H * 0.08, '#d88696', 6);
  s += `<rect width="${W}" height="${H}" fill="${ctx.rg([[0, '#000', 0], [0.72, '#000', 0], [1, '#000', 0.1]], 0.5, 0.45, 0.8)}"/>`;
  return s;
}

/**
 * Another photograph of the same room: a close-up (1.5 to 1.9 times nearer) on a part of it chosen
 * by the subject, sometimes seen from the other side. The About page's own scenes (subject = the
 * scene's name) stay whole; the production photos and help articles that reuse a room get their own.
 */
function closeUp(body, subject, W, H) {
  const h = hashStr(subject);
  const zoom = 1.5 + ((h % 5) / 10);
  const fx = 0.25 + (((h >>> 3) % 6) / 10);
  const fy = 0.45 + (((h >>> 6) % 4) / 10);
  const mirror = ((h >>> 9) & 1) === 1;
  const tx = W / 2 - fx * W * zoom;
  const ty = H / 2 - fy * H * zoom;
  const clampX = Math.min(0, Math.max(W - W * zoom, tx));
  const clampY = Math.min(0, Math.max(H - H * zoom, ty));
  const flip = mirror ? `translate(${W},0) scale(-1,1) ` : '';
  return `<g transform="${flip}translate(${f(clampX)},${f(clampY)}) scale(${zoom})">${body}</g>`;
}

function viewScene(ctx, kind, W, H) {
  if (kind === 'workshop') return sceneWorkshop(ctx, W, H);
  if (kind === 'samples') return sceneSamples(ctx, W, H);
  if (kind === 'packaging') return scenePackaging(ctx, W, H);
  throw new Error(`unknown scene: ${kind}`);
}

/* ================================================================ VARIANTS */

const VARIANTS = {
  pouch: { keys: [['neoprene', 'neoprene'], ['cosmetic', 'cosmetic'], ['tech', 'tech'], ['sleeve', 'sleeve'], ['laptop', 'sleeve']], order: ['neoprene', 'cosmetic', 'tech', 'sleeve'] },
  tote: { keys: [['laminated', 'laminated'], ['non-woven', 'laminated'], ['canvas', 'canvas']], order: ['laminated', 'canvas'] },
  pencil: { keys: [['roll', 'roll'], ['wrap', 'roll'], ['zip', 'double'], ['box', 'double']], order: ['double', 'roll'] },
  drawstring: { keys: [['gift', 'gift'], ['backpack', 'backpack']], order: ['gift', 'backpack'] },
  organizer: { keys: [['seat', 'seat'], ['trunk', 'trunk']], order: ['trunk', 'seat'] },
  'phone-case': { keys: [['folio', 'folio'], ['tpu', 'tpu'], ['sublimation', 'tpu'], ['leather', 'leather']], order: ['leather', 'tpu', 'folio'] },
  'smart-cover': { keys: [['magnetic', 'origami'], ['origami', 'origami'], ['tri-fold', 'trifold'], ['trifold', 'trifold']], order: ['origami', 'trifold'] },
  'phone-holder': { keys: [['sleeve', 'sleeve'], ['crossbody', 'crossbody']], order: ['crossbody', 'sleeve'] },
  'tablet-cover': { keys: [['kids', 'kids'], ['shockproof', 'kids'], ['pen', 'pen']], order: ['kids', 'pen'] },
  'eva-case': {
    keys: [['earphone', 'earphone'], ['earbud', 'earphone'], ['hard-drive', 'drive'], ['drive', 'drive'], ['tool', 'tool'],
      ['camera', 'camera'], ['glasses', 'glasses'], ['controller', 'controller'], ['game', 'controller']],
    order: ['tool', 'controller', 'camera', 'earphone', 'glasses', 'drive'],
  },
};

export const KINDS = Object.keys(VARIANTS);
export const VIEWS = ['front', 'detail', 'banner', 'card'];

/** Pick the drawing variant from the subject (path slug): keywords first, else the trailing number. */
export function resolveVariant(kind, subject = '') {
  const v = VARIANTS[kind];
  if (!v) throw new Error(`unknown kind: ${kind}`);
  const s = String(subject).toLowerCase();
  for (const [k, val] of v.keys) if (s.includes(k)) return val;
  const m = s.match(/(\d+)\s*$/);
  const n = m ? parseInt(m[1], 10) : 1;
  return v.order[(Math.max(1, n) - 1) % v.order.length];
}

/** "products/eva-tool-case-1.webp" -> "eva-tool-case-1" */
export function subjectFromPath(p) {
  return String(p).split('/').pop().replace(/\.[a-z0-9]+$/i, '');
}

function drawItem(ctx, kind, P, v, detail = false) {
  switch (kind) {
    case 'pouch': return drawPouch(ctx, P, v, detail);
    case 'tote': return drawTote(ctx, P, v);
    case 'pencil': return drawPencil(ctx, P, v, detail);
    case 'drawstring': return drawDrawstring(ctx, P, v, detail);
    case 'organizer': return drawOrganizer(ctx, P, v, detail);
    case 'phone-case': return drawPhoneCase(ctx, P, v, detail);
    case 'smart-cover': return drawSmartCover(ctx, P, v, detail);
    case 'phone-holder': return drawPhoneHolder(ctx, P, v, detail);
    case 'tablet-cover': return drawTabletCover(ctx, P, v, detail);
    case 'eva-case': return drawEva(ctx, P, v, detail);
    default: throw new Error(`unknown kind: ${kind}`);
  }
}

/* =============================================================== COMPOSERS */

function place(ctx, item, cx, gy, s, shadow = 1) {
  const sh = item.shadow || { cx: 0, cy: 0, rx: item.w * 0.42, ry: Math.max(14, item.w * 0.05) };
  let out = `<g transform="translate(${f(cx)},${f(gy)}) scale(${f3(s)})">`;
  out += softShadow(ctx, sh.cx + sh.rx * 0.08, sh.cy + sh.ry * 0.3, sh.rx * 1.25, sh.ry * 1.8 + 26, 0.2 * shadow);
  out += softShadow(ctx, sh.cx + sh.rx * 0.02, sh.cy + sh.ry * 0.08, sh.rx * 1.04, sh.ry * 1.1 + 7, 0.42 * shadow);
  out += item.svg + '</g>';
  return out;
}
const fit = (item, mw, mh) => Math.min(mw / item.w, mh / item.h);

function studio(ctx, W, H, P, { tone = 0, spot = [0.5, 0.42], floor = 0.74 } = {}) {
  const top = mix(mix('#fbfaf8', '#f3ede6', tone), P.base, 0.035);
  const mid = mix(mix('#f1ede8', '#e6ddd2', tone), P.base, 0.06);
  const bot = mix(mix('#e7e1da', '#dcd1c4', tone), P.base, 0.075);
  let s = `<rect width="${W}" height="${H}" fill="${ctx.lg([[0, top], [floor - 0.1, mid], [floor + 0.06, bot], [1, mix(bot, '#ffffff', 0.25)]])}"/>`;
  s += glow(ctx, W * spot[0], H * spot[1], W * 0.62, H * 0.5, '#ffffff', 0.6);
  s += `<rect width="${W}" height="${H}" fill="${ctx.rg([[0, '#000', 0], [0.72, '#000', 0], [1, '#000', 0.07]], 0.5, 0.45, 0.75)}"/>`;
  return s;
}

function viewFront(ctx, kind, P, v, W, H) {
  const item = drawItem(ctx, kind, P, v, false);
  const s = fit(item, W * 0.76, H * 0.7);
  const gy = Math.min(H * 0.86, H * 0.52 + (item.h * s) / 2);
  return studio(ctx, W, H, P) + place(ctx, item, W / 2, gy, s);
}

function viewDetail(ctx, kind, P, v, W, H) {
  if (kind === 'tote') return toteMacro(ctx, P, v, W, H);
  if (kind === 'drawstring' && v === 'backpack') return drawstringMacro(ctx, P, W, H);
  const item = drawItem(ctx, kind, P, v, true);
  const s = fit(item, W * 0.8, H * 0.72);
  const gy = Math.min(H * 0.87, H * 0.53 + (item.h * s) / 2);
  return studio(ctx, W, H, P, { tone: 0.55, spot: [0.38, 0.36], floor: 0.7 }) + place(ctx, item, W / 2, gy, s);
}

function viewCard(ctx, kind, P, v, W, H) {
  const [c1, c2] = P.card;
  let bg = `<rect width="${W}" height="${H}" fill="${ctx.lg([[0, c1], [0.7, mix(c1, c2, 0.7)], [1, c2]])}"/>`;
  bg += `<circle cx="${W / 2}" cy="${H * 0.44}" r="${W * 0.4}" fill="${ctx.rg([[0, '#ffffff', 0.75], [0.75, '#ffffff', 0.35], [1, '#ffffff', 0]])}"/>`;
  bg += `<ellipse cx="${W / 2}" cy="${H * 0.86}" rx="${W * 0.6}" ry="${H * 0.1}" fill="${ctx.rg([[0, dk(c2, 0.08), 0.5], [1, dk(c2, 0.08), 0]])}"/>`;
  bg += `<path d="M0,${H * 0.9}Q${W * 0.5},${H * 0.84} ${W},${H * 0.9}V${H}H0Z" fill="${dk(c2, 0.05)}" opacity=".35"/>`;
  const item = drawItem(ctx, kind, P, v, false);
  const s = fit(item, W * 0.8, H * 0.6);
  const gy = Math.min(H * 0.8, H * 0.5 + (item.h * s) / 2 + H * 0.03);
  return bg + place(ctx, item, W / 2, gy, s);
}

// [kind, palette (null = the banner's own), variant, x, ground, max height, max width]  (fractions of W / H)
const FAMILY = {
  sewing: [
    ['drawstring', 'teal', 'backpack', 0.53, 0.8, 0.6, 0.2],
    ['tote', null, 'canvas', 0.69, 0.83, 0.78, 0.2],
    ['pouch', 'navy', 'cosmetic', 0.86, 0.79, 0.4, 0.18],
    ['pencil', 'sand', 'double', 0.6, 0.96, 0.2, 0.2],
    ['pouch', 'charcoal', 'tech', 0.82, 0.97, 0.26, 0.17],
  ],
  heat: [
    ['smart-cover', 'charcoal', 'trifold', 0.54, 0.83, 0.7, 0.2],
    ['tablet-cover', 'teal', 'kids', 0.88, 0.8, 0.46, 0.2],
    ['phone-case', null, 'leather', 0.67, 0.9, 0.64, 0.12],
    ['phone-case', 'orange', 'tpu', 0.76, 0.94, 0.6, 0.12],
    ['phone-holder', 'sand', 'sleeve', 0.88, 0.97, 0.4, 0.14],
  ],
  eva: [
    ['eva-case', null, 'tool', 0.66, 0.74, 0.46, 0.25],
    ['eva-case', 'orange', 'camera', 0.87, 0.76, 0.42, 0.17],
    ['eva-case', 'navy', 'controller', 0.54, 0.94, 0.3, 0.19],
    ['eva-case', 'teal', 'glasses', 0.74, 0.96, 0.2, 0.17],
    ['eva-case', 'rose', 'earphone', 0.9, 0.96, 0.25, 0.12],
  ],
};

function familyOf(kind) {
  if (['phone-case', 'smart-cover', 'phone-holder', 'tablet-cover'].includes(kind)) return 'heat';
  if (kind === 'eva-case') return 'eva';
  return 'sewing';
}

function arrange(ctx, rows, W, H, P0, { minX = 0.02, maxX = 0.98 } = {}) {
  const placed = rows.map(([k, p, v, x, g, hh, ww]) => {
    const P = p ? pal(p) : P0;
    const item = drawItem(ctx, k, P, v, false);
    const s = Math.min((H * hh) / item.h, (W * ww) / item.w);
    const half = (item.w * s) / 2;
    const cx = clamp(x * W, minX * W + half, maxX * W - half);
    return { item, x: cx, g: g * H, s };
  });
  placed.sort((a, b) => a.g - b.g);
  return placed.map((q) => place(ctx, q.item, q.x, q.g, q.s, 0.9)).join('');
}

function viewBanner(ctx, kind, P, W, H) {
  const warm1 = mix('#fbf5ee', P.base, 0.03);
  const warm2 = mix('#f2e2d0', P.base, 0.1);
  let s = `<rect width="${W}" height="${H}" fill="${ctx.lg([[0, warm1], [0.42, warm1], [1, warm2]], 0, 0, 1, 0)}"/>`;
  s += `<rect width="${W}" height="${H}" fill="${ctx.lg([[0, '#fff', 0.25], [0.6, '#fff', 0], [1, '#000', 0.06]])}"/>`;
  s += glow(ctx, W * 0.74, H * 0.45, W * 0.36, H * 0.62, '#ffffff', 0.7);
  s += glow(ctx, W * 0.72, H * 0.5, W * 0.3, H * 0.55, mix('#ffd9b8', P.base, 0.12), 0.35);
  s += `<path d="M${W * 0.4},${H}C${W * 0.55},${H * 0.8} ${W * 0.8},${H * 0.78} ${W},${H * 0.74}V${H}Z" fill="${mix(warm2, P.base, 0.06)}" opacity=".5"/>`;
  s += arrange(ctx, FAMILY[familyOf(kind)], W, H, P, { minX: 0.43, maxX: 0.985 });
  return s;
}

function viewOg(ctx, W, H) {
  const P = PALETTES.orange;
  let s = `<rect width="${W}" height="${H}" fill="${ctx.lg([[0, '#fff4ea'], [1, '#f9d9bd']], 0, 0, 1, 1)}"/>`;
  s += glow(ctx, W * 0.5, H * 0.45, W * 0.5, H * 0.6, '#ffffff', 0.7);
  s += `<path d="M0,${H * 0.86}Q${W * 0.5},${H * 0.76} ${W},${H * 0.86}V${H}H0Z" fill="#f3c9a4" opacity=".5"/>`;
  s += `<rect x="0" y="${H - 14}" width="${W}" height="14" fill="${P.base}"/>`;
  s += arrange(ctx, [
    ['tote', 'orange', 'canvas', 0.37, 0.82, 0.74, 0.3],
    ['eva-case', 'charcoal', 'tool', 0.64, 0.8, 0.4, 0.3],
    ['phone-case', 'navy', 'leather', 0.17, 0.86, 0.56, 0.2],
    ['pouch', 'sand', 'neoprene', 0.85, 0.86, 0.3, 0.24],
    ['eva-case', 'teal', 'earphone', 0.53, 0.94, 0.22, 0.18],
    ['phone-case', 'orange', 'tpu', 0.26, 0.93, 0.5, 0.2],
  ], W, H, P, { minX: 0.04, maxX: 0.96 });
  return s;
}

/* ==================================================================== API */

/**
 * Draw one picture.
 * @param {{kind: string, palette: string, view: string, width: number, height: number, subject?: string}} o
 *   view: 'front' | 'detail' | 'banner' | 'card' | 'og' (og ignores kind) | 'scene' (kind: one of SCENES, the
 *   About page's pictures). subject: the path slug, picks the variant.
 * @returns {string} a self-contained SVG document
 */
export function drawArtwork({ kind, palette, view, width, height, subject = '' }) {
  const W = Math.round(width);
  const H = Math.round(height);
  if (!(W > 0 && H > 0)) throw new Error('width and height must be positive');
  const P = pal(palette);
  const ctx = new Ctx(hashStr([kind, palette, view, W, H, subject].join('|')));
  let body;
  if (view === 'og') {
    body = viewOg(ctx, W, H);
  } else if (view === 'scene') {
    body = viewScene(ctx, kind, W, H);
    if (subject && subject !== kind) body = closeUp(body, subject, W, H);
  } else {
    const v = resolveVariant(kind, subject);
    if (view === 'front') body = viewFront(ctx, kind, P, v, W, H);
    else if (view === 'detail') body = viewDetail(ctx, kind, P, v, W, H);
    else if (view === 'card') body = viewCard(ctx, kind, P, v, W, H);
    else if (view === 'banner') body = viewBanner(ctx, kind, P, W, H);
    else throw new Error(`unknown view: ${view}`);
  }
  return ctx.wrap(W, H, body);
}
