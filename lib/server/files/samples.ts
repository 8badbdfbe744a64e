import sharp from 'sharp';

/*
 * Small real files of each kind for the upload tests (made by sharp, or written byte by byte), and
 * a few that must be refused. Tests only.
 */

export async function samplePng(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

export async function sampleJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();
}

export async function sampleWebp(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 200, b: 90 } } })
    .webp()
    .toBuffer();
}

export async function sampleTiff(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 90, g: 90, b: 90 } } })
    .tiff()
    .toBuffer();
}

export function samplePdf(extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n%\u00e2\u00e3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n${extra}trailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

export function sampleEps(): Buffer {
  return Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nnewpath 0 0 moveto 10 10 lineto stroke\n%%EOF\n', 'latin1');
}

/** A Photoshop header (8BPS, version 1, 3 channels, 8 × 8, 8 bits, RGB) and empty sections. */
export function samplePsd(): Buffer {
  const header = Buffer.alloc(26);
  header.write('8BPS', 0, 'latin1');
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(3, 12);
  header.writeUInt32BE(8, 14);
  header.writeUInt32BE(8, 18);
  header.writeUInt16BE(8, 22);
  header.writeUInt16BE(3, 24);
  return Buffer.concat([header, Buffer.alloc(12), Buffer.alloc(8 * 8 * 3)]);
}

export function sampleSvg(): Buffer {
  return Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c00"/></svg>\n',
    'utf8',
  );
}

/** A Windows program's first bytes (MZ, then the PE header offset and signature). */
export function sampleExe(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\u0000\u0000', 0x80, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return bytes;
}

export function sampleGif(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}

/** `size` bytes of a valid PNG followed by padding (a big file that is still a PNG). */
export async function bigPng(size: number): Promise<Buffer> {
  const png = await samplePng();
  return Buffer.concat([png, Buffer.alloc(Math.max(0, size - png.length), 0x20)]);
}
