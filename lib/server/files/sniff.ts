import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { ARTWORK_KINDS, extensionOf, UPLOAD_KINDS, type UploadKind } from '@/lib/uploads';

/*
 * The real type of a file from its bytes, whatever its name or the Content-Type it was sent with.
 * Binary formats are recognised by `file-type` (magic numbers, and for TIFF its directory);
 * SVG, which is text, by a strict look at its start: UTF-8, then only an XML declaration, comments
 * and a DOCTYPE without an internal subset before the root element, which must be <svg>. A file
 * that is both (a binary with SVG text inside) is what its magic number says. The name only
 * decides between two names of the same bytes (a PDF-based or PostScript Illustrator file is
 * `ai` when it is called so).
 */

export type ImageType = 'png' | 'jpeg' | 'webp';

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);

/** The raster pictures the catalogue takes (no dependency: the back office's image routes). */
export function sniffImage(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export interface Sniffed {
  kind: UploadKind;
  /** The type to record and to send the file with. */
  mime: string;
  /** The extension the file's name should end with. */
  ext: string;
}

/** A file's kind from what file-type found (and, for Illustrator, the name). */
function kindOf(ext: string, name: string): UploadKind | null {
  const named = extensionOf(name);
  switch (ext) {
    case 'pdf':
      return named === 'ai' ? 'ai' : 'pdf';
    case 'ps':
    case 'eps':
      return named === 'ai' ? 'ai' : 'eps';
    case 'psd':
      return 'psd';
    case 'png':
    case 'apng':
      return 'png';
    case 'jpg':
      return 'jpg';
    case 'webp':
      return 'webp';
    case 'tif':
      return 'tiff';
    default:
      return null;
  }
}

const utf8 = () => new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Whether the first bytes of a file are the start of an SVG document. Text that is not UTF-8, holds
 * NUL, or has anything but a declaration, comments, processing instructions or a plain DOCTYPE
 * before its root element is not.
 */
export function looksLikeSvg(head: Uint8Array): boolean {
  let text: string;
  try {
    // stream: a multi-byte character cut at the end of the head is not an error.
    text = utf8().decode(head, { stream: true });
  } catch {
    return false;
  }
  if (text.includes('\u0000')) return false;
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at])) at += 1;
  };
  for (let guard = 0; guard < 64; guard += 1) {
    skipSpace();
    if (text.startsWith('<?', at)) {
      const end = text.indexOf('?>', at + 2);
      if (end === -1) return false;
      at = end + 2;
    } else if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end === -1) return false;
      at = end + 3;
    } else if (/^<!DOCTYPE\s/i.test(text.slice(at, at + 10))) {
      const end = text.indexOf('>', at);
      // An internal subset ([…]) declares entities: not in a file we accept.
      if (end === -1 || text.slice(at, end).includes('[')) return false;
      at = end + 1;
    } else {
      return /^<svg[\s>/]/.test(text.slice(at, at + 5));
    }
  }
  return false;
}

export interface SniffInput {
  /** The first bytes (at least 4 kB when the file is that long). */
  head: Uint8Array;
  /** The whole file on disk, when there is one (file-type then reads what it needs, e.g. a TIFF's directory). */
  path?: string;
}

/**
 * The kind of a file among `kinds` (default: artwork), from its bytes; null when it is none of
 * them, whatever it is called.
 */
export async function sniffFile(input: SniffInput, name: string, kinds: readonly UploadKind[] = ARTWORK_KINDS): Promise<Sniffed | null> {
  let found: { ext: string } | undefined;
  try {
    found = input.path ? await fileTypeFromFile(input.path) : await fileTypeFromBuffer(input.head);
  } catch {
    found = undefined; // a truncated or malformed file: nothing binary recognised
  }
  let kind: UploadKind | null = null;
  if (found && found.ext !== 'xml') kind = kindOf(found.ext, name);
  else if (looksLikeSvg(input.head)) kind = 'svg';
  if (!kind || !kinds.includes(kind)) return null;
  const info = UPLOAD_KINDS[kind];
  const named = extensionOf(name);
  return { kind, mime: info.mime, ext: info.extensions.includes(named) ? named : info.extensions[0] };
}
