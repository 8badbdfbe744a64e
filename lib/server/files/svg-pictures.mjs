// The pictures an SVG embeds (data: URLs on <image> and <feImage>): recognised by their bytes and
// measured from their headers, so the renderer decodes only what was counted.
// Plain JavaScript: the picture renderer (render-image.mjs, a child process) runs it as it is.

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
    if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
      return { mime: 'image/webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
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
export function dataUrlBytes(url) {
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
