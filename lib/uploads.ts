/*
 * The files people send us (artwork and reference pictures), shared by the server (the rule that
 * counts: the type is sniffed from the bytes, lib/server/files/sniff.ts) and the forms (the same
 * limits before anything is sent, and the file picker's `accept` list).
 */

/** What a file is, by its bytes. `ai` is an Illustrator file (PDF-based, or PostScript with an .ai name); `eps` other PostScript art. */
export type UploadKind = 'pdf' | 'ai' | 'eps' | 'psd' | 'png' | 'jpg' | 'webp' | 'tiff' | 'svg';

export const UPLOAD_KINDS: Record<UploadKind, { mime: string; extensions: readonly string[] }> = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  ai: { mime: 'application/illustrator', extensions: ['ai'] },
  eps: { mime: 'application/postscript', extensions: ['eps', 'ps'] },
  psd: { mime: 'image/vnd.adobe.photoshop', extensions: ['psd'] },
  png: { mime: 'image/png', extensions: ['png'] },
  jpg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
  tiff: { mime: 'image/tiff', extensions: ['tif', 'tiff'] },
  svg: { mime: 'image/svg+xml', extensions: ['svg'] },
};

/** Artwork and reference files: what an inquiry (and a member's file area) takes. */
export const ARTWORK_KINDS: readonly UploadKind[] = ['pdf', 'ai', 'eps', 'psd', 'png', 'jpg', 'webp', 'tiff', 'svg'];

/** The file picker's `accept`: the extensions of `kinds` (the server still decides by the bytes). */
export function acceptList(kinds: readonly UploadKind[] = ARTWORK_KINDS): string {
  return kinds.flatMap((kind) => UPLOAD_KINDS[kind].extensions.map((ext) => `.${ext}`)).join(',');
}

/** The lower-case extension of a file name ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a name's extension is one of `kinds` (the browser's early check; the bytes decide on the server). */
export function hasAcceptedExtension(name: string, kinds: readonly UploadKind[] = ARTWORK_KINDS): boolean {
  const ext = extensionOf(name);
  return ext !== '' && kinds.some((kind) => UPLOAD_KINDS[kind].extensions.includes(ext));
}

const MB = 1024 * 1024;

/** Files sent with a consultation request (anonymous visitors may send them). */
export const INQUIRY_FILES = {
  maxBytes: 20 * MB,
  /** Files per request. */
  maxFiles: 5,
  /** Anonymous uploads per client address (a member's per member), in a sliding hour's fixed window. */
  perHour: { files: 30, bytes: 300 * MB },
  /** A file must be attached to a request within this many hours of its upload. */
  attachWithinHours: 24,
  /** Files never attached are deleted after this many hours (an hour later than the above, so no request attaches a file being swept). */
  sweepAfterHours: 25,
} as const;

/** The handle of a stored file: 128 random bits as 32 hex digits. */
export const FILE_HANDLE = /^[0-9a-f]{32}$/;

/** "12.3 MB" / "850 kB": a file's size for people. */
export function formatBytes(bytes: number, locale?: string): string {
  const number = (value: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes >= MB) return `${number(bytes / MB, 1)} MB`;
  return `${number(Math.max(1, Math.round(bytes / 1024)), 0)} kB`;
}

/** A member's own files (the `/upload` helper and /user/uploading). */
export const MEMBER_FILES = {
  maxBytes: 50 * MB,
  /** All of a member's files together. */
  quotaBytes: 1024 * MB,
  /** Uploads per member an hour (the shared rate-limit counters). */
  perHour: 200,
} as const;

/** What a member's file area takes (the list: no EPS unless it is an Illustrator file called .ai). */
export const MEMBER_KINDS: readonly UploadKind[] = ['pdf', 'ai', 'psd', 'png', 'jpg', 'webp', 'tiff', 'svg'];

/** A stored file's kind from its recorded (sniffed) type. */
export function kindOfMime(mime: string): UploadKind | null {
  const found = (Object.keys(UPLOAD_KINDS) as UploadKind[]).find((kind) => UPLOAD_KINDS[kind].mime === mime);
  return found ?? null;
}
