import type { QuoteBreakView } from '@/lib/api/contract/orders';
import { formatMoney } from '@/lib/money';
import ColumnTable, { type Column } from '@/components/ui/ColumnTable';
import styles from './QuoteOptions.module.css';

export interface QuoteOptionsTexts {
  quantity: string;
  unitPrice: string;
  goods: string;
  total: string;
  /** Beside the option the order stands at (the accepted one), when `markCurrent`. */
  current: string;
}

/**
 * A quote's quantity options as a table: quantity, unit price, goods and the total with the fees
 * and extra lines. The same table on the buyer's order page, the back office's order and the quote
 * document; `markCurrent` marks the option the order stands at (once the buyer accepted one).
 */
export default function QuoteOptionsTable({
  breaks,
  currency,
  locale,
  texts,
  markCurrent,
}: {
  breaks: QuoteBreakView[];
  currency: string;
  locale: string;
  texts: QuoteOptionsTexts;
  markCurrent: boolean;
}) {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const num = `${styles.end} ${styles.num}`;
  const columns: Column<QuoteBreakView>[] = [
    {
      head: texts.quantity,
      td: styles.num,
      cell: (b) => (
        <>
          {new Intl.NumberFormat(locale).format(b.quantity)}
          {markCurrent && b.current ? <span className={styles.current}>{texts.current}</span> : null}
        </>
      ),
    },
    { head: texts.unitPrice, th: styles.end, td: num, cell: (b) => money(b.unit_price) },
    { head: texts.goods, th: styles.end, td: num, cell: (b) => money(b.goods) },
    { head: texts.total, th: styles.end, td: `${num} ${styles.total}`, cell: (b) => money(b.total) },
  ];
  return (
    <div className={styles.scroll}>
      <ColumnTable
        className={styles.table}
        columns={columns}
        rows={breaks}
        rowKey={(b) => b.quantity}
        rowClass={(b) => (markCurrent && b.current ? styles.currentRow : undefined)}
        testId="quote-options"
      />
    </div>
  );
}
