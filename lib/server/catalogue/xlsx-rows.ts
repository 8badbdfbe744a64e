import 'server-only';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { TRANSFER_LIMITS } from '@/lib/api/contract/catalogue-transfer';
import { chunksToTemp, discard } from '@/lib/server/files/receive';
import { ApiProblem, badRequest } from '@/lib/server/problems';
import { warnOf } from './transfer-zip';

/*
 * The first worksheet of an XLSX, row by row, read as it inflates. An XLSX is a ZIP whose parts may
 * come in any order (the shared strings often after the sheet), so the upload is first spooled to
 * a temporary file (removed at the end, whatever happens) and read with yauzl, which seeks. Each
 * part is inflated and decoded as UTF-8 by one streaming TextDecoder, so a character whose bytes
 * are split between two inflated chunks stays whole, and parsed by saxes; only the shared strings
 * (the texts the sheet's cells point to) are held whole, and the sheet's rows are handed on one at
 * a time. We read XLSX ourselves because exceljs reads it either whole (2 GB of memory for 10,000
 * products) or with a streaming reader that decodes every chunk on its own and turns a Chinese,
 * Russian or Japanese character cut by a chunk's end into "�".
 *
 * Cells come out as the text exceljs' reader gave them before: numbers as JavaScript writes them,
 * numbers in a date format as YYYY-MM-DD, booleans as yes/no, errors as nothing.
 */

type Attributes = Record<string, string>;

interface XmlReader {
  open?(name: string, attributes: Attributes): void;
  text?(text: string): void;
  close?(name: string): void;
}

interface Book {
  sheet: yauzl.Entry;
  strings?: yauzl.Entry;
  styles?: yauzl.Entry;
  date1904: boolean;
}

/** Entries of one XLSX: a workbook has a dozen, one with pictures in it a few hundred. */
const MAX_ENTRIES = 10_000;
/** The last column a spreadsheet has (XFD). */
const MAX_COLUMN = 16_384;
/** Characters of one text kept as read: enough for a cell of the longest allowed text written with `_x000D_`-style escapes. */
const TEXT_CHARS = (TRANSFER_LIMITS.cellChars + 1) * 7;
/** Characters the XML parser may take without reporting a tag or text: more is no sheet, and would grow its buffer. */
const QUIET_CHARS = 4 * 1024 * 1024;
/** Built-in number formats that are dates or times (ECMA-376 18.8.30, as exceljs knows them). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

const notASheet = () => badRequest('transfer.badSheet');
const tooLarge = () => badRequest('transfer.tooManyRows', { values: { max: TRANSFER_LIMITS.rows } });

/** A name without its namespace prefix (some writers spell `<x:c>`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Excel's escapes of characters XML cannot hold (`_x000D_` is a carriage return, `_x005F_` an underscore). */
const unescaped = (text: string) => text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The same test of a number format exceljs makes: a date if it has date or time letters outside quotes and brackets. */
function isDateFormat(code: string): boolean {
  return /[ymdhMsb]+/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** The text of a `<si>` or `<is>`: its `<t>`, or its runs' `<t>` joined; phonetic runs (`<rPh>`, Japanese readings) left out. */
class RichText {
  private parts: string[] = [];
  private length = 0;
  private inText = false;
  private phonetic = 0;

  open(name: string): void {
    if (name === 'rPh') this.phonetic += 1;
    else if (name === 't' && !this.phonetic) this.inText = true;
  }

  text(text: string): void {
    if (!this.inText || this.length >= TEXT_CHARS) return;
    this.parts.push(text);
    this.length += text.length;
  }

  close(name: string): void {
    if (name === 'rPh') this.phonetic -= 1;
    else if (name === 't') this.inText = false;
  }

  /** The text so far, cut just past the longest cell (so it is still refused as too long), then emptied. */
  take(): string {
    const text = unescaped(this.parts.join('')).slice(0, TRANSFER_LIMITS.cellChars + 1);
    this.parts = [];
    this.length = 0;
    return text;
  }
}

/** The server itself failed (a full disk, no file handles left), not the sender's file: the operator is told. */
function isSystemError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && /^E[A-Z]+$/.test(error.code);
}

async function openZip(file: string): Promise<yauzl.ZipFile> {
  return yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false });
}

/** The parts by name, refused as a whole when there are too many or they would inflate too far (a ZIP bomb). */
async function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  if (zip.entryCount > MAX_ENTRIES) throw notASheet();
  const entries = new Map<string, yauzl.Entry>();
  let inflated = 0;
  for await (const entry of zip.eachEntry()) {
    inflated += entry.uncompressedSize;
    // Refused with the rows' message as before: a sheet inflating this far holds far more rows than allowed.
    if (inflated > TRANSFER_LIMITS.inflatedBytes) throw tooLarge();
    if (/\.(xml|rels)$/i.test(entry.fileName)) entries.set(entry.fileName, entry);
  }
  return entries;
}

/** Feeds a part to `reader` as it inflates, pausing (yielding) after each chunk so rows can be handed on. */
async function* fed(zip: yauzl.ZipFile, entry: yauzl.Entry, reader: XmlReader): AsyncGenerator<void> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  let heard = false;
  parser.on('opentag', (tag) => {
    heard = true;
    reader.open?.(local(tag.name), tag.attributes);
  });
  parser.on('text', (text) => {
    heard = true;
    reader.text?.(text);
  });
  parser.on('cdata', (text) => {
    heard = true;
    reader.text?.(text);
  });
  parser.on('closetag', (tag) => {
    heard = true;
    reader.close?.(local(tag.name));
  });
  // One decoder for the whole part: `stream: true` keeps a character's first bytes until the next chunk brings the rest.
  const decoder = new TextDecoder('utf-8', { fatal: false });
  let quiet = 0;
  for await (const chunk of (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) {
    const text = decoder.decode(chunk, { stream: true });
    heard = false;
    parser.write(text);
    quiet = heard ? 0 : quiet + text.length;
    if (quiet > QUIET_CHARS) throw notASheet();
    yield;
  }
  parser.write(decoder.decode());
  parser.close();
}

async function readAll(zip: yauzl.ZipFile, entry: yauzl.Entry, reader: XmlReader): Promise<void> {
  for await (const _ of fed(zip, entry, reader));
}

/** A part named by a relationship's target: relative to the folder of the part that names it, or from the root. */
function partName(from: string, target: string): string {
  const name = target.startsWith('/') ? target.slice(1) : path.posix.join(path.posix.dirname(from), target);
  return path.posix.normalize(name);
}

/** The first worksheet in the workbook's order, its shared strings and styles (xl/workbook.xml and its relationships). */
async function readBook(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>): Promise<Book> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw notASheet();
  const sheetIds: string[] = [];
  let date1904 = false;
  await readAll(zip, workbook, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name !== 'sheet') return;
      const id = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
      if (id) sheetIds.push(id);
    },
  });
  const targets = new Map<string, { type: string; name: string }>();
  await readAll(zip, rels, {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External' || !attributes.Target) return;
      targets.set(attributes.Id, { type: attributes.Type?.split('/').pop() ?? '', name: partName('xl/workbook.xml', attributes.Target) });
    },
  });
  const part = (type: string, fallback: string) => entries.get([...targets.values()].find((t) => t.type === type)?.name ?? fallback);
  const first = sheetIds.map((id) => targets.get(id)).find((target) => target?.type === 'worksheet');
  const sheet = first && entries.get(first.name);
  if (!sheet) throw notASheet();
  return { sheet, strings: part('sharedStrings', 'xl/sharedStrings.xml'), styles: part('styles', 'xl/styles.xml'), date1904 };
}

/** The cell styles (by index) whose number format is a date. */
async function readDateStyles(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!entry) return dates;
  const formats = new Map<number, string>();
  const within: string[] = [];
  let xf = 0;
  await readAll(zip, entry, {
    open(name, attributes) {
      const parent = within[within.length - 1];
      within.push(name);
      if (name === 'numFmt' && parent === 'numFmts') formats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      if (name !== 'xf' || parent !== 'cellXfs') return;
      const id = Number(attributes.numFmtId ?? 0);
      const code = formats.get(id);
      if (code === undefined ? DATE_FORMAT_IDS.has(id) : isDateFormat(code)) dates.add(xf);
      xf += 1;
    },
    close() {
      within.pop();
    },
  });
  return dates;
}

/** The shared strings table, whole: the only part of the sheet held in memory. */
async function readStrings(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  const text = new RichText();
  await readAll(zip, entry, {
    open: (name) => text.open(name),
    text: (value) => text.text(value),
    close(name) {
      text.close(name);
      // A copy of its own: the parser's text is a slice of the whole decoded chunk, which a kept
      // string would hold on to (a quarter less memory for a sheet of unique texts).
      if (name === 'si') strings.push(Buffer.from(text.take(), 'utf8').toString('utf8'));
    },
  });
  return strings;
}

/** A cell reference's column, counted from 1 (`C5` → 3); 0 when it has none. */
function columnOf(reference: string | undefined): number {
  let column = 0;
  for (const letter of reference ?? '') {
    const code = letter.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
    if (column > MAX_COLUMN) throw notASheet();
  }
  return column;
}

/** A cell's text from its type (`t`), its `<v>` or inline text, and its style. */
function cellValue(type: string, value: string, strings: string[], isDate: boolean, date1904: boolean): string {
  switch (type) {
    case 's': {
      const text = strings[Number.parseInt(value, 10)];
      if (text === undefined) throw notASheet();
      return text;
    }
    case 'str':
    case 'inlineStr':
      return unescaped(value).slice(0, TRANSFER_LIMITS.cellChars + 1);
    case 'b':
      return Number.parseInt(value, 10) !== 0 ? 'yes' : 'no';
    case 'e':
      return '';
    case 'd':
      return value.slice(0, 10);
    default: {
      const number = Number.parseFloat(value);
      if (!isDate) return String(number);
      const day = new Date(Math.round((number - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
      return Number.isNaN(day.getTime()) ? '' : day.toISOString().slice(0, 10);
    }
  }
}

/** The sheet's rows, each as soon as its chunk is parsed; a missing row comes out empty, so rows keep their numbers. */
async function* sheetRows(zip: yauzl.ZipFile, book: Book, strings: string[], dates: Set<number>): AsyncGenerator<string[]> {
  const ready: string[][] = [];
  let row: string[] | null = null;
  let rowNumber = 0;
  let column = 0;
  let cell: { column: number; type: string; style: number; value: string | null } | null = null;
  let inValue = false;
  const inline = new RichText();
  const reader: XmlReader = {
    open(name, attributes) {
      if (name === 'row') {
        const number = Number.parseInt(attributes.r ?? '', 10) || rowNumber + 1;
        if (number <= rowNumber) throw notASheet();
        if (number > TRANSFER_LIMITS.rows + 1) throw tooLarge();
        for (let gap = rowNumber + 1; gap < number; gap += 1) ready.push([]);
        rowNumber = number;
        row = [];
        column = 0;
      } else if (name === 'c' && row) {
        column = columnOf(attributes.r) || column + 1;
        if (column > MAX_COLUMN) throw notASheet();
        cell = { column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: null };
        inline.take();
      } else if (cell && name === 'v') {
        inValue = true;
      } else if (cell && name === 'is') {
        cell.value = '';
      } else if (cell) {
        inline.open(name);
      }
    },
    text(text) {
      if (!cell) return;
      // An empty `<v/>` leaves the cell without a value, as exceljs read it.
      if (!inValue) inline.text(text);
      else if ((cell.value ?? '').length < TEXT_CHARS) cell.value = (cell.value ?? '') + text;
    },
    close(name) {
      if (name === 'v') inValue = false;
      else if (name === 'is' && cell) cell.value = inline.take();
      else if (name === 'c' && cell && row) {
        // A cell without a value (only a style) adds nothing; a gap before a cell reads as empty.
        if (cell.value !== null) {
          const list: string[] = row;
          while (list.length < cell.column - 1) list.push('');
          list[cell.column - 1] = cellValue(cell.type, cell.value, strings, dates.has(cell.style), book.date1904);
        }
        cell = null;
      } else if (name === 'row' && row) {
        ready.push(row);
        row = null;
      } else if (cell) inline.close(name);
    },
  };
  for await (const _ of fed(zip, book.sheet, reader)) {
    for (const done of ready.splice(0)) yield done;
  }
}

/** The rows of the XLSX streamed in `body` (already limited in size) as lists of cell texts, the header first. */
export async function* xlsxRows(body: AsyncIterable<Uint8Array>): AsyncGenerator<string[]> {
  const received = await chunksToTemp(body);
  try {
    const zip = await openZip(received.path);
    try {
      const entries = await listEntries(zip);
      const book = await readBook(zip, entries);
      const dates = await readDateStyles(zip, book.styles);
      const strings = await readStrings(zip, book.strings);
      yield* sheetRows(zip, book, strings, dates);
    } finally {
      zip.close();
    }
  } catch (error) {
    // Our own refusals pass; anything yauzl or the XML parser throws means the file is not a readable sheet.
    if (error instanceof ApiProblem) throw error;
    if (isSystemError(error)) warnOf('an XLSX sheet could not be read', error);
    throw notASheet();
  } finally {
    await discard(received);
  }
}
