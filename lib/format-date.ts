import { DATE_FORMAT } from '@/lib/client-config';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats a local date with the tokens of DATE_FORMAT (YYYY-MM-DD HH:mm; tokens YYYY, MM, DD, HH, mm, ss). Small on
 * purpose: the error log runs on every page, where a date library would cost ~3 kB of JavaScript.
 */
export function formatDateTime(date: Date | number, pattern: string = DATE_FORMAT): string {
  const d = typeof date === 'number' ? new Date(date) : date;
  const tokens: Record<string, string> = {
    YYYY: String(d.getFullYear()),
    MM: pad(d.getMonth() + 1),
    DD: pad(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token]);
}
