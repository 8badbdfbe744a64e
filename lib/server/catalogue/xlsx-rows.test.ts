/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import zlib from 'zlib';
import ExcelJS from 'exceljs';
import { TRANSFER_LIMITS } from '@/lib/api/contract/catalogue-transfer';
import { chunksToTemp } from '@/lib/server/files/receive';
import { ApiProblem } from '@/lib/server/problems';
import { chunksOf, exceljsRows } from '@/lib/server/testing/sheets';
import { makeZip, type ZipEntryInput } from '@/lib/server/testing/zip-writer';
import { readSheet } from './transfer-parse';
import { xlsxRows } from './xlsx-rows';

// yauzl's inflating, made to hand out tiny chunks in one test.
jest.mock('zlib', () => {
  const actual = jest.requireActual('zlib');
  return { ...actual, createInflateRaw: jest.fn(actual.createInflateRaw) };
});
// The spooled temporary files are looked at after each read: the real function, watched.
jest.mock('@/lib/server/files/receive', () => {
  const actual = jest.requireActual('@/lib/server/files/receive');
  return { ...actual, chunksToTemp: jest.fn(actual.chunksToTemp) };
});

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const KIND = `${RELS}/`;

async function rowsOf(bytes: Uint8Array): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of xlsxRows(chunksOf(bytes))) rows.push(row);
  return rows;
}

/** The refusal reading `bytes` as a sheet ends with (the import's whole path: rows, then records). */
async function refusalOf(bytes: Uint8Array): Promise<{ status: number; key: string }> {
  try {
    for await (const _ of readSheet(chunksOf(bytes), 'xlsx'));
  } catch (error) {
    if (error instanceof ApiProblem) return { status: error.status, key: error.messageKey };
    throw error;
  }
  throw new Error('the sheet was read');
}

const lastSpooled = async () => (await jest.mocked(chunksToTemp).mock.results.at(-1)!.value).path as string;

interface Parts {
  sheet?: string;
  strings?: string;
  styles?: string;
  workbook?: string;
  rels?: string;
  sheetName?: string;
  more?: ZipEntryInput[];
}

/** An XLSX made by hand, part by part, as other spreadsheets write them. */
function xlsx(parts: Parts): Buffer {
  const sheetName = parts.sheetName ?? 'xl/worksheets/sheet1.xml';
  const workbook = parts.workbook ?? `<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="p" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const rels =
    parts.rels ??
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${KIND}worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${KIND}sharedStrings" Target="sharedStrings.xml"/>` +
      `<Relationship Id="rId3" Type="${KIND}styles" Target="styles.xml"/></Relationships>`;
  const entries: ZipEntryInput[] = [
    { name: 'xl/workbook.xml', data: Buffer.from(workbook) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(rels) },
  ];
  // The sheet before the shared strings it points to, as some writers order them.
  if (parts.sheet !== undefined)
    entries.push({ name: sheetName, data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<worksheet xmlns="${MAIN}"><sheetData>${parts.sheet}</sheetData></worksheet>`) });
  if (parts.strings !== undefined) entries.push({ name: 'xl/sharedStrings.xml', data: Buffer.from(`<sst xmlns="${MAIN}">${parts.strings}</sst>`) });
  if (parts.styles !== undefined) entries.push({ name: 'xl/styles.xml', data: Buffer.from(`<styleSheet xmlns="${MAIN}">${parts.styles}</styleSheet>`) });
  return makeZip([...entries, ...(parts.more ?? [])]);
}

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
const HEADER = `<row r="1">${inline('A1', 'slug')}${inline('B1', 'category')}${inline('C1', 'name.zh-CN')}</row>`;

describe('the streaming XLSX reader', () => {
  it.each([false, true])('reads numbers, dates, booleans, formulas, errors and rich text as exceljs did (1904 dates: %s)', async (date1904) => {
    const book = new ExcelJS.Workbook();
    book.properties.date1904 = date1904;
    const sheet = book.addWorksheet('products');
    sheet.addRow(['slug', 'moq', 'price', 'tiny', 'huge', 'negative', 'third']);
    sheet.addRow(['a', 500, 1.8, 0.1 + 0.2, 1e21, -3, 1 / 3]);
    sheet.addRow([new Date(Date.UTC(2026, 11, 31)), true, false, { formula: '1+1', result: 2 }, { formula: '"a"&"b"', result: 'ab' }, { error: '#N/A' }]);
    sheet.getRow(4).getCell(1).value = { richText: [{ text: 'bold ', font: { bold: true } }, { text: '中文 ' }] };
    sheet.getRow(4).getCell(2).value = { text: 'a link', hyperlink: 'https://example.com/' };
    sheet.getRow(4).getCell(5).value = '  spaced  ';
    sheet.getRow(4).getCell(3).numFmt = '0.00';
    sheet.getRow(4).getCell(3).value = 12.5;
    sheet.getRow(6).getCell(4).value = 'after an empty row, past a gap';
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const rows = await rowsOf(bytes);
    expect(rows).toEqual(await exceljsRows(bytes));
    expect(rows[1]).toEqual(['a', '500', '1.8', '0.30000000000000004', '1e+21', '-3', String(1 / 3)]);
    expect(rows[2]).toEqual(['2026-12-31', 'yes', 'no', '2', 'ab', '']);
    expect(rows[3]).toEqual(['bold 中文 ', 'a link', '12.5', '', '  spaced  ']);
    expect(rows[4]).toEqual([]);
    expect(rows[5]).toEqual(['', '', '', 'after an empty row, past a gap']);
  });

  it('reads inline strings placed by their references, and shared strings written after the sheet', async () => {
    const sheet =
      `<row r="1">${inline('A1', 'slug')}<c r="C1" t="s"><v>0</v></c><c r="D1" t="str"><f>1</f><v>x_x000D_y</v></c></row>` +
      // A row or cell without `r` follows the last one; a cell without a value (`<v/>`, only a style) adds nothing.
      `<row><c t="s"><v>1</v></c><c t="n"><v>7</v></c><c r="D2" t="s"><v/></c><c r="E2" s="1"/></row>`;
    const bytes = xlsx({ sheet, strings: '<si><t>名前</t></si><si><t xml:space="preserve"> Привет, мир </t></si>' });
    expect(await rowsOf(bytes)).toEqual([
      ['slug', '', '名前', 'x\ry'],
      [' Привет, мир ', '7'],
    ]);
  });

  it("joins rich text runs and leaves out Japanese Excel's phonetic readings", async () => {
    const strings =
      '<si><r><rPr><b/></rPr><t>東京</t></r><r><t xml:space="preserve"> の </t></r><r><t>ケース</t></r>' +
      '<rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/></si>' +
      '<si><t>漢字</t><rPh sb="0" eb="2"><t>カンジ</t></rPh></si>';
    const sheet =
      `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>` + `<c r="C1" t="inlineStr"><is><r><t>a</t></r><r><t>b</t></r><rPh><t>x</t></rPh></is></c></row>`;
    expect(await rowsOf(xlsx({ sheet, strings }))).toEqual([['東京 の ケース', '漢字', 'ab']]);
  });

  it('finds the first worksheet through the workbook and its relationships (a chart sheet first, an absolute target)', async () => {
    const workbook = `<x:workbook xmlns:x="${MAIN}" xmlns:r="${RELS}"><x:sheets><x:sheet name="chart" sheetId="3" r:id="rId9"/><x:sheet name="b" sheetId="2" r:id="rId7"/><x:sheet name="a" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`;
    const rels =
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${KIND}worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId9" Type="${KIND}chartsheet" Target="chartsheets/sheet1.xml"/>` +
      `<Relationship Id="rId7" Type="${KIND}worksheet" Target="/xl/worksheets/products.xml"/></Relationships>`;
    const other = {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(`<worksheet xmlns="${MAIN}"><sheetData><row r="1">${inline('A1', 'second')}</row></sheetData></worksheet>`),
    };
    const bytes = xlsx({ workbook, rels, sheetName: 'xl/worksheets/products.xml', sheet: `<row r="1">${inline('A1', 'first')}</row>`, more: [other] });
    expect(await rowsOf(bytes)).toEqual([['first']]);
  });

  it('keeps characters whole whose bytes are split between inflated chunks', async () => {
    const text = 'Чехол для планшета 平板电脑保护套 タブレットケース 🧳📦 '.repeat(40);
    // The parts inflate 64 bytes at a time (zlib's smallest chunk): character after character is cut.
    const inflateRaw = jest.requireActual<typeof zlib>('zlib').createInflateRaw;
    const tiny = jest.mocked(zlib.createInflateRaw).mockImplementation((options) => inflateRaw({ ...options, chunkSize: 64 }));
    try {
      const strings = `<si><t>${text}</t></si>`;
      const bytes = xlsx({ sheet: `<row r="1"><c r="A1" t="s"><v>0</v></c>${inline('B1', text)}</row>`, strings });
      expect(await rowsOf(bytes)).toEqual([[text, text]]);
      expect(tiny).toHaveBeenCalled();
      // Decoded chunk by chunk on its own, as exceljs' streaming reader does, the same text is damaged.
      const part = Buffer.from(`<sst xmlns="${MAIN}">${strings}</sst>`);
      const alone = Array.from({ length: Math.ceil(part.length / 64) }, (_, i) => part.subarray(i * 64, i * 64 + 64).toString('utf8')).join('');
      expect(alone).toContain('\uFFFD');
    } finally {
      tiny.mockImplementation(inflateRaw);
    }
  });

  it('hands rows on as the sheet inflates, not after reading it all', async () => {
    // Random texts do not compress: the sheet's part stays large in the ZIP too.
    const rows = Array.from({ length: 3000 }, (_, i) => `<row r="${i + 1}">${inline(`A${i + 1}`, randomBytes(200).toString('hex'))}</row>`);
    const bytes = xlsx({ sheet: rows.join('') });
    const inflateRaw = jest.requireActual<typeof zlib>('zlib').createInflateRaw;
    const made: zlib.InflateRaw[] = [];
    const watched = jest.mocked(zlib.createInflateRaw).mockImplementation((options) => {
      made.push(inflateRaw(options));
      return made.at(-1)!;
    });
    try {
      const reading = xlsxRows(chunksOf(bytes));
      expect((await reading.next()).value).toHaveLength(1);
      // The sheet is the last part opened; it has taken in only a little of its 1.2 MB.
      expect(made.at(-1)!.bytesWritten).toBeGreaterThan(0);
      expect(made.at(-1)!.bytesWritten).toBeLessThan(bytes.length / 4);
      await reading.return(undefined);
    } finally {
      watched.mockImplementation(inflateRaw);
    }
  });

  it('gives rows their numbers, empty rows skipped, and refuses a row past the limit', async () => {
    const row = (n: number) => `<row r="${n}">${inline(`A${n}`, `case-${n}`)}${inline(`B${n}`, 'eva-molded')}${inline(`C${n}`, '箱')}</row>`;
    const lines: number[] = [];
    for await (const record of readSheet(chunksOf(xlsx({ sheet: HEADER + row(2) + '<row r="3"/>' + row(5) })), 'xlsx')) lines.push(record.line);
    expect(lines).toEqual([2, 5]);
    expect(await refusalOf(xlsx({ sheet: HEADER + row(TRANSFER_LIMITS.rows + 2) }))).toEqual({ status: 400, key: 'transfer.tooManyRows' });
  });

  it.each([
    ['not a ZIP', Buffer.from('PK\u0003\u0004 not really a zip')],
    ['a ZIP without a workbook', makeZip([{ name: 'hello.txt', data: Buffer.from('hello') }])],
    ['a workbook without its worksheet', xlsx({ strings: '<si><t>a</t></si>' })],
    ['a sheet of broken XML', xlsx({ sheet: `${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>a</t></c></row>` })],
    ['a sheet cut short', xlsx({ sheet: `${HEADER}<row r="2"><c r="A2"` })],
    ['an entity XML does not define', xlsx({ sheet: `<row r="1">${inline('A1', '&nope;')}</row>` })],
    ['a shared string it does not have', xlsx({ sheet: '<row r="1"><c r="A1" t="s"><v>3</v></c></row>', strings: '<si><t>a</t></si>' })],
    ['a column past XFD', xlsx({ sheet: `<row r="1">${inline('XFE1', 'slug')}</row>` })],
    [
      'a ZIP of more entries than a workbook has',
      xlsx({ sheet: HEADER, more: Array.from({ length: 10_000 }, (_, i) => ({ name: `xl/media/${i}.xml`, data: Buffer.from('<a/>'), store: true })) }),
    ],
    ['rows out of order', xlsx({ sheet: `${HEADER}<row r="1">${inline('A1', 'x')}</row>` })],
  ])('refuses %s as not a sheet (400)', async (_, bytes) => {
    expect(await refusalOf(bytes)).toEqual({ status: 400, key: 'transfer.badSheet' });
  });

  it('refuses a ZIP bomb before inflating it, and an entry that inflates past its declared size', async () => {
    const zeros = Buffer.alloc(4 * 1024 * 1024);
    const bomb = xlsx({ sheet: HEADER, more: [{ name: 'xl/media/zeros.bin', data: zeros }] });
    // Its directory says what the ZIP would inflate to: past the limit, as a crafted one says.
    const directory = bomb.lastIndexOf(Buffer.from('xl/media/zeros.bin')) - 46;
    expect(bomb.readUInt32LE(directory)).toBe(0x02014b50);
    bomb.writeUInt32LE(TRANSFER_LIMITS.inflatedBytes + 1, directory + 24);
    expect(await refusalOf(bomb)).toEqual({ status: 400, key: 'transfer.tooManyRows' });
    // A sheet that says it is small and inflates on and on is stopped where its size was passed.
    const liar = xlsx({ sheet: HEADER + `<row r="2">${inline('A2', 'x'.repeat(200_000))}</row>` });
    const sheetEntry = liar.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
    liar.writeUInt32LE(1000, sheetEntry + 24);
    expect(await refusalOf(liar)).toEqual({ status: 400, key: 'transfer.badSheet' });
  });

  it('removes its temporary file after reading, after a refusal and when the reader stops early', async () => {
    const good = xlsx({ sheet: `${HEADER}<row r="2">${inline('A2', 'x')}</row>` });
    await rowsOf(good);
    const first = await lastSpooled();
    expect(existsSync(first)).toBe(false);

    expect(await refusalOf(xlsx({ sheet: '<row r="1"><c' }))).toMatchObject({ status: 400 });
    const second = await lastSpooled();
    expect(second).not.toBe(first);
    expect(existsSync(second)).toBe(false);

    const rows = xlsxRows(chunksOf(good));
    expect((await rows.next()).value).toEqual(['slug', 'category', 'name.zh-CN']);
    expect(existsSync(await lastSpooled())).toBe(true);
    await rows.return(undefined);
    expect(existsSync(await lastSpooled())).toBe(false);
  });
});
