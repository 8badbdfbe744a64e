import 'server-only';

/*
 * The demo buyer's pictures, drawn here and uploaded through the same services as a real file:
 * the buyer's logo (their artwork, attached to their designs) and the proof sheets the business
 * sends back (the case's flat outline with the logo placed and measured). SVG rendered to PNG by
 * sharp, so the thumbnails and the file pages treat them as any uploaded picture.
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function png(svg: string): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** The buyer's logo: a compass mark and the company's name. */
export function logoPng(company: string): Promise<Buffer> {
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="320" viewBox="0 0 900 320">
  <rect width="900" height="320" fill="#ffffff"/>
  <g transform="translate(160 160)">
    <circle r="110" fill="none" stroke="#1f2f5c" stroke-width="14"/>
    <path d="M0 -92 L26 0 L0 92 L-26 0 Z" fill="#1f2f5c"/>
    <path d="M0 -92 L26 0 L-26 0 Z" fill="#f07c1c"/>
  </g>
  <text x="310" y="178" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#1f2f5c">${escapeXml(company.toUpperCase())}</text>
  <text x="312" y="226" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#6b7280" letter-spacing="10">OUTDOOR GEAR</text>
</svg>`);
}

export interface ProofSheet {
  title: string;
  version: number;
  /** Width × height of the flat outline, in millimetres. */
  outline: { width: number; height: number };
  /** The logo's width on the case, in millimetres. */
  logoWidth: number;
  colour: string;
}

/** A proof sheet: the flat outline to scale, the logo placed on it with its width, and a title block. */
export function proofPng(sheet: ProofSheet): Promise<Buffer> {
  const scale = Math.min(900 / sheet.outline.width, 520 / sheet.outline.height);
  const w = Math.round(sheet.outline.width * scale);
  const h = Math.round(sheet.outline.height * scale);
  const x = Math.round((1200 - w) / 2);
  const y = 90;
  const logoW = Math.round(sheet.logoWidth * scale);
  const logoH = Math.round(logoW * 0.4);
  const lx = Math.round(x + (w - logoW) / 2);
  const ly = Math.round(y + (h - logoH) / 2);
  // The name fills the box beside the mark (DejaVu Sans Bold: about 7.2 font sizes for these nine letters).
  const nameSize = Math.round(Math.min(logoH * 0.36, (logoW - logoH * 1.1) / 7.2));
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="820" viewBox="0 0 1200 820">
  <rect width="1200" height="820" fill="#f7f7f5"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.round(18 * scale)}" fill="${sheet.colour}" stroke="#1b1b1b" stroke-width="3"/>
  <rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="${Math.round(14 * scale)}" fill="none" stroke="#ffffff" stroke-width="2" stroke-dasharray="10 8"/>
  <g transform="translate(${lx} ${ly})">
    <rect width="${logoW}" height="${logoH}" fill="none" stroke="#f07c1c" stroke-width="2" stroke-dasharray="6 4"/>
    <circle cx="${Math.round(logoH / 2)}" cy="${Math.round(logoH / 2)}" r="${Math.round(logoH * 0.38)}" fill="none" stroke="#ffffff" stroke-width="5"/>
    <text x="${logoH}" y="${Math.round(logoH * 0.62)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${nameSize}" font-weight="bold" fill="#ffffff">NORTHWIND</text>
  </g>
  <g font-family="DejaVu Sans, Arial, sans-serif" fill="#1b1b1b">
    <line x1="${lx}" y1="${ly + logoH + 24}" x2="${lx + logoW}" y2="${ly + logoH + 24}" stroke="#f07c1c" stroke-width="2"/>
    <text x="${lx + logoW / 2}" y="${ly + logoH + 50}" font-size="22" text-anchor="middle" fill="#f07c1c">${sheet.logoWidth} mm</text>
    <line x1="${x}" y1="${y + h + 30}" x2="${x + w}" y2="${y + h + 30}" stroke="#1b1b1b" stroke-width="2"/>
    <text x="${x + w / 2}" y="${y + h + 58}" font-size="22" text-anchor="middle">${sheet.outline.width} mm</text>
    <text x="${x - 20}" y="${y + h / 2}" font-size="22" text-anchor="end">${sheet.outline.height} mm</text>
    <rect x="40" y="730" width="1120" height="60" fill="#ffffff" stroke="#d1d5db"/>
    <text x="60" y="768" font-size="24" font-weight="bold">${escapeXml(sheet.title)}</text>
    <text x="1140" y="768" font-size="24" text-anchor="end">Proof v${sheet.version}</text>
  </g>
</svg>`);
}
