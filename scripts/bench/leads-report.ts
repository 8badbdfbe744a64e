// The report of `npm run bench:leads` (scripts/bench-leads.ts): the inbox's table of timings (with,
// after `--indexes`, the same requests on the proposed indexes) and the CSV export's lines.
import type { ExportFigures, InboxFigure } from './leads-measure';

const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0)).padStart(7);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;

/** The lines that report the CSV export. */
export function csvReportLines({ rows, chunks, bytes, seconds, base, peakRss, peakHeap, peakLive }: ExportFigures): string[] {
  return [
    '\nCSV export of every lead (streamLeadsCsv, batches of 500, into a counting sink)',
    `rows ${rows.toLocaleString('en')}, ${chunks} chunks, ${mb(bytes)}; ${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString('en')} rows/s`,
    `memory over the export (the file is ${mb(bytes)}): peak RSS +${mb(peakRss - base.rss)}, peak JS heap +${mb(peakHeap - base.heapUsed)} (sampled every 50 ms, garbage included), live JS heap +${mb(peakLive - base.heapUsed)} (after a collection every 10,000 rows)`,
  ];
}

/** Prints the inbox's table: each request's matches, median and p95 (and the same with the proposed indexes). */
export function printInboxTable(before: InboxFigure[], after: InboxFigure[] | null): void {
  console.log('\n/admin/leads, 20 a page (listLeads + productChoices), ms');
  console.log(`${'request'.padEnd(32)}${'matches'.padStart(12)}${'median'.padStart(8)}${'p95'.padStart(8)}${after ? `   with proposed indexes: median   p95` : ''}`);
  before.forEach((b, i) => {
    const a = after?.[i];
    const total = typeof b.total === 'number' ? b.total.toLocaleString('en') : b.total;
    console.log(`${b.label.padEnd(32)}${total.padStart(12)} ${ms(b.figure.median)} ${ms(b.figure.p95)}${a ? `${' '.repeat(26)}${ms(a.figure.median)} ${ms(a.figure.p95)}` : ''}`);
  });
}
