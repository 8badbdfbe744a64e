import 'server-only';

/*
 * Dielines drawn by code for the demo's sourceFile library: a real, printable SVG (vector, in
 * millimetres) and a PDF (A4 landscape, vector lines) of a product's flat pattern, with the cut
 * line, the bleed, the safe area, stitching and notes, so a member downloads a file that works.
 */

export interface Panel {
  label: string;
  /** Millimetres. */
  width: number;
  height: number;
  /** Corner radius (EVA shells), mm. */
  radius?: number;
  /** Cut-outs inside the panel (an insert's tool pockets), mm relative to the panel. */
  holes?: { x: number; y: number; width: number; height: number; radius?: number }[];
}

export interface Dieline {
  title: string;
  panels: Panel[];
  notes: string[];
  bleed: number;
  safe: number;
}

const GAP = 20;
const MARGIN = 20;

function layout(d: Dieline) {
  let x = MARGIN;
  const placed = d.panels.map((p) => {
    const at = { ...p, x, y: MARGIN + 14 };
    x += p.width + GAP;
    return at;
  });
  const height = Math.max(...d.panels.map((p) => p.height)) + MARGIN * 2 + 14 + d.notes.length * 6 + 8;
  return { placed, width: x - GAP + MARGIN, height };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The dieline as an SVG in millimetres (opens at real size in Illustrator, Inkscape, a browser). */
export function dielineSvg(d: Dieline): string {
  const { placed, width, height } = layout(d);
  const parts: string[] = [];
  parts.push(`<text x="${MARGIN}" y="${MARGIN}" font-family="Helvetica, Arial, sans-serif" font-size="6" fill="#222">${esc(d.title)}</text>`);
  for (const p of placed) {
    const r = p.radius ?? 0;
    parts.push(
      `<rect x="${p.x - d.bleed}" y="${p.y - d.bleed}" width="${p.width + 2 * d.bleed}" height="${p.height + 2 * d.bleed}" rx="${r ? r + d.bleed : 0}" fill="#fde7e7" stroke="#e03131" stroke-width="0.3" stroke-dasharray="2 1"/>`,
    );
    parts.push(`<rect x="${p.x}" y="${p.y}" width="${p.width}" height="${p.height}" rx="${r}" fill="#fff" stroke="#111" stroke-width="0.4"/>`);
    parts.push(
      `<rect x="${p.x + d.safe}" y="${p.y + d.safe}" width="${p.width - 2 * d.safe}" height="${p.height - 2 * d.safe}" rx="${Math.max(0, r - d.safe)}" fill="none" stroke="#1c7ed6" stroke-width="0.25" stroke-dasharray="1 1"/>`,
    );
    for (const h of p.holes ?? []) {
      parts.push(`<rect x="${p.x + h.x}" y="${p.y + h.y}" width="${h.width}" height="${h.height}" rx="${h.radius ?? 2}" fill="#f1f3f5" stroke="#111" stroke-width="0.3"/>`);
    }
    parts.push(
      `<text x="${p.x + p.width / 2}" y="${p.y + p.height / 2}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="5" fill="#868e96">${esc(p.label)} · ${p.width} × ${p.height} mm</text>`,
    );
  }
  const top = Math.max(...placed.map((p) => p.y + p.height)) + 12;
  d.notes.forEach((note, i) => parts.push(`<text x="${MARGIN}" y="${top + i * 6}" font-family="Helvetica, Arial, sans-serif" font-size="3.6" fill="#333">${esc(note)}</text>`));
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">
<title>${esc(d.title)}</title>
${parts.join('\n')}
</svg>
`;
}

/** PDF text: ASCII only (the base-14 Helvetica), with ( ) \ escaped. */
export const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '-').replace(/([()\\])/g, '\\$1');

/** The dieline as a one-page PDF (A4 landscape), scaled to fit, vector lines. */
export function dielinePdf(d: Dieline): Buffer {
  const { placed, width, height } = layout(d);
  const pageW = 842;
  const pageH = 595;
  const mm = 72 / 25.4;
  const scale = Math.min(1, (pageW - 40) / (width * mm), (pageH - 40) / (height * mm)) * mm;
  const X = (v: number) => (20 + v * scale).toFixed(2);
  const Y = (v: number) => (pageH - 20 - v * scale).toFixed(2);
  const rect = (x: number, y: number, w: number, h: number) => `${X(x)} ${Y(y + h)} ${(w * scale).toFixed(2)} ${(h * scale).toFixed(2)} re`;
  const ops: string[] = [];
  ops.push(`BT /F1 14 Tf ${X(MARGIN)} ${Y(MARGIN)} Td (${pdfText(d.title)}) Tj ET`);
  for (const p of placed) {
    ops.push(`1 0.906 0.906 rg 0.878 0.192 0.192 RG 0.6 w [3 2] 0 d ${rect(p.x - d.bleed, p.y - d.bleed, p.width + 2 * d.bleed, p.height + 2 * d.bleed)} B`);
    ops.push(`1 1 1 rg 0 0 0 RG 0.9 w [] 0 d ${rect(p.x, p.y, p.width, p.height)} B`);
    ops.push(`0.11 0.494 0.839 RG 0.5 w [2 2] 0 d ${rect(p.x + d.safe, p.y + d.safe, p.width - 2 * d.safe, p.height - 2 * d.safe)} S`);
    for (const h of p.holes ?? []) ops.push(`0.945 0.953 0.961 rg 0 0 0 RG 0.6 w [] 0 d ${rect(p.x + h.x, p.y + h.y, h.width, h.height)} B`);
    ops.push(`0.53 0.56 0.59 rg BT /F1 9 Tf ${X(p.x + 4)} ${Y(p.y + p.height / 2)} Td (${pdfText(`${p.label} - ${p.width} x ${p.height} mm`)}) Tj ET`);
  }
  const top = Math.max(...placed.map((p) => p.y + p.height)) + 12;
  d.notes.forEach((note, i) => ops.push(`0.2 0.2 0.2 rg BT /F1 8 Tf ${X(MARGIN)} ${Y(top + i * 6)} Td (${pdfText(note)}) Tj ET`));
  return onePagePdf(ops.join('\n'), pageW, pageH);
}

/** A one-page PDF of drawing operators `content` with Helvetica as /F1 (the demo's dielines and certificates). */
export function onePagePdf(content: string, pageW: number, pageH: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageW} ${pageH}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
