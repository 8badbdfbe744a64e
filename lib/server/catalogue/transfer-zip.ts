import 'server-only';
import yauzl from 'yauzl';
import { PICTURES_ZIP_LIMITS } from '@/lib/api/contract/catalogue-transfer';
import { CATALOGUE_IMAGE } from '@/lib/config';
import { mapBounded } from '@/lib/map-bounded';
import { chunksToTemp, discard } from '@/lib/server/files/receive';
import type { ServerMessageKey } from '@/lib/server/http/translate';
import { ApiProblem, badRequest, InvalidInput } from '@/lib/server/problems';
import { storeReceivedImage } from './images';

/*
 * The pictures of a ZIP given beside a sheet. The ZIP's directory is read first and the whole ZIP
 * refused (nothing stored) when it has too many entries, would inflate past its bound, or holds an
 * entry that inflates far more than a picture does (a ZIP bomb). Then each file is inflated to a
 * temporary file and taken in exactly as the product form's upload is (images.ts: type sniffed
 * from the bytes, decoded in the bounded renderer, stored as WebP by its content's hash). The
 * entries' names are only matched against the sheet's cells, never used as paths.
 */

/** Why one file of the ZIP is not a picture the catalogue takes: a message key of the `server` namespace. */
export interface ZipFileRefusal {
  name: string;
  key: string;
  values?: Record<string, string | number>;
}

export interface ZipFilePicture {
  name: string;
  src: string;
  width: number;
  height: number;
}

export interface ZipPictures {
  files: ZipFilePicture[];
  refused: ZipFileRefusal[];
}

/** The longest file name kept (a longer one cannot be typed in a cell anyway). */
const NAME_CHARS = 200;
/** Files of one ZIP inflated and re-encoded at once (docs/catalogue-spreadsheet.md has the measure). */
const FILES_AT_ONCE = 2;
/** Entries this small may compress as well as they like (a tiny PNG of one colour does). */
const RATIO_FREE_BYTES = 64 * 1024;

const zipProblem = (key: ServerMessageKey, values?: Record<string, string | number>) => new ApiProblem(422, key, { values });

/** The name a sheet uses for an entry: its file name without folders, as Unicode composes it. */
export function pictureName(entryName: string): string {
  return (entryName.split(/[\\/]/).pop() ?? '').normalize('NFC').slice(0, NAME_CHARS);
}

/** A line for the operator (the logger adds the request id; no file name, which is the sender's). */
export function warnOf(what: string, error: unknown): void {
  console.warn(`[catalogue] ${what}: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`);
}

/** Folders, and the files an archiver adds beside the pictures (macOS' `__MACOSX/`, dot files). */
function skipped(entry: yauzl.Entry): boolean {
  const name = entry.fileName;
  return name.endsWith('/') || name.startsWith('__MACOSX/') || pictureName(name).startsWith('.') || pictureName(name) === '';
}

async function openZip(file: string): Promise<yauzl.ZipFile> {
  try {
    return await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false });
  } catch (error) {
    // Told to the sender as a ZIP it could not read; the line shows when it was the server's own fault.
    warnOf('a pictures ZIP could not be opened', error);
    throw badRequest('transferPictures.badZip');
  }
}

/** The directory's entries, refused as a whole when they are too many or would inflate too far. */
async function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > PICTURES_ZIP_LIMITS.entries) throw zipProblem('transferPictures.tooManyEntries', { max: PICTURES_ZIP_LIMITS.entries });
  const entries: yauzl.Entry[] = [];
  let inflated = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      inflated += entry.uncompressedSize;
      const bomb = entry.uncompressedSize > RATIO_FREE_BYTES && entry.uncompressedSize > entry.compressedSize * PICTURES_ZIP_LIMITS.ratio;
      if (bomb || inflated > PICTURES_ZIP_LIMITS.inflatedBytes) throw zipProblem('transferPictures.inflates', { mb: PICTURES_ZIP_LIMITS.inflatedBytes / (1024 * 1024) });
      entries.push(entry);
    }
  } catch (error) {
    if (error instanceof ApiProblem) throw error;
    warnOf("a pictures ZIP's directory could not be read", error);
    throw badRequest('transferPictures.badZip');
  }
  return entries;
}

/** One entry as a stored catalogue picture, or why not. */
async function takeEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, name: string): Promise<ZipFilePicture | ZipFileRefusal> {
  if (entry.uncompressedSize > CATALOGUE_IMAGE.maxBytes) {
    return { name, key: 'transferPictures.tooLarge', values: { name, mb: Math.floor(CATALOGUE_IMAGE.maxBytes / (1024 * 1024)) } };
  }
  if (entry.isEncrypted()) return { name, key: 'transferPictures.notPicture', values: { name } };
  let received;
  try {
    received = await chunksToTemp(await zip.openReadStreamPromise(entry));
  } catch (error) {
    // A damaged entry (its check sum or size does not match the directory's), or a full disk.
    warnOf("a pictures ZIP's entry could not be inflated", error);
    return { name, key: 'transferPictures.notPicture', values: { name } };
  }
  try {
    return { name, ...(await storeReceivedImage(received)) };
  } catch (error) {
    if (!(error instanceof InvalidInput)) throw error;
    const key = error.errors.file?.key;
    if (key === 'imagePixels') return { name, key: 'transferPictures.tooManyPixels', values: { name, mp: Math.floor(CATALOGUE_IMAGE.maxPixels / 1_000_000) } };
    if (key === 'imageTooComplex') return { name, key: 'transferPictures.tooComplex', values: { name } };
    return { name, key: 'transferPictures.notPicture', values: { name } };
  } finally {
    await discard(received);
  }
}

/** Reads the ZIP at `file` (already limited in size): its pictures stored, its other files refused. */
export async function readPicturesZip(file: string): Promise<ZipPictures> {
  const zip = await openZip(file);
  try {
    const entries = (await listEntries(zip)).filter((entry) => !skipped(entry));
    const counts = new Map<string, number>();
    for (const entry of entries) counts.set(pictureName(entry.fileName).toLowerCase(), (counts.get(pictureName(entry.fileName).toLowerCase()) ?? 0) + 1);
    const refusedTwice = new Set<string>();
    const jobs: (() => Promise<ZipFilePicture | ZipFileRefusal>)[] = [];
    for (const entry of entries) {
      const name = pictureName(entry.fileName);
      if ((counts.get(name.toLowerCase()) ?? 0) > 1) {
        // Two files of one name in different folders: a cell could not say which one it means.
        if (!refusedTwice.has(name.toLowerCase())) jobs.push(async () => ({ name, key: 'transferPictures.twice', values: { name } }));
        refusedTwice.add(name.toLowerCase());
        continue;
      }
      jobs.push(() => takeEntry(zip, entry, name));
    }
    // Two files at once: one inflates while the other is re-encoded (the renderer keeps its own limit); the ZIP's order is kept.
    const taken = await mapBounded(jobs, FILES_AT_ONCE, (job) => job());
    const outcome: ZipPictures = { files: [], refused: [] };
    for (const one of taken) {
      if ('src' in one) outcome.files.push(one);
      else outcome.refused.push(one);
    }
    return outcome;
  } finally {
    zip.close();
  }
}
