import { getFormatter, getTranslations } from 'next-intl/server';
import type { OrderEventView } from '@/lib/api/contract/orders';
import type { Locale, OrderStatus } from '@/lib/config';
import { eventLine } from '@/lib/order-events';
import styles from './Orders.module.css';

/**
 * The order's history, newest first: what happened, who did it, and the note written with it
 * (sales' notes with a status move included: the service answers only the notes meant for the buyer).
 */
export default async function OrderHistory({ events, locale, labels }: { events: OrderEventView[]; locale: Locale; labels: Record<OrderStatus, string> }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'member.orders' }), getFormatter({ locale })]);
  const dateTime = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const eventText = (kind: string, status: OrderStatus | null) => {
    const line = eventLine(kind, status);
    return line.key === 'status' ? t('event.status', { status: labels[line.status] }) : t(`event.${line.key}`);
  };
  // A proof event's note is stored as `v2` or `v2: the note`: read it as "Version 2" in the page's language.
  const eventNote = (kind: string, note: string) => {
    const proof = kind.startsWith('proof_') ? /^v(\d+)(?::\s*([\s\S]*))?$/.exec(note) : null;
    return proof ? [t('proof.version', { version: Number(proof[1]) }), proof[2]].filter(Boolean).join(': ') : note;
  };
  return (
    <section className={`${styles.panel} ${styles.historyPanel}`} aria-labelledby="order-history">
      <h2 id="order-history">{t('historyTitle')}</h2>
      <ol className={styles.history}>
        {[...events].reverse().map((e) => (
          <li key={e.id}>
            <time dateTime={e.created_at}>{dateTime(e.created_at)}</time>
            <span>
              {eventText(e.kind, e.status)} <span className={styles.muted}>· {t(`by.${e.by}`)}</span>
              {e.note ? (
                <span className={styles.eventNote} dir="auto">
                  {eventNote(e.kind, e.note)}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
