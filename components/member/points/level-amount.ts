import { LEVEL_CURRENCY } from '@/lib/config';
import { formatMoney } from '@/lib/money';

/** An amount of the levels' currency: whole yuan without decimals (thresholds and most payments are round amounts). */
export function levelAmount(minor: number, locale: string): string {
  return minor % 100 === 0
    ? new Intl.NumberFormat(locale, { style: 'currency', currency: LEVEL_CURRENCY, maximumFractionDigits: 0 }).format(minor / 100)
    : formatMoney(minor, LEVEL_CURRENCY, locale);
}
