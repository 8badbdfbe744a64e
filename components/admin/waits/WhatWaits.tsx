import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Waiting, WhatWaits as WhatWaitsData } from '@/lib/api/contract/waits';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { waitingForStaff } from '@/lib/server/overview/pages';
import styles from './WhatWaits.module.css';

type Kind = keyof WhatWaitsData;

/** Where each kind's count leads: the list, filtered to exactly what is counted. */
const LISTS: Record<Kind, string> = {
  quotes: '/admin/orders?turn=quote',
  proofs: '/admin/orders?turn=proof',
  messages: '/admin/messages?filter=unread',
  redemptions: '/admin/redemptions?status=pending',
  leads: '/admin/leads?due=1',
};

/**
 * The first section of /admin: what waits for us, one card per kind of work the reader's role can
 * act on (orders to quote, proofs the buyer answered, unread member messages, rewards to ship with
 * the address, leads due), each with its count, the first few items and a link to the filtered
 * list; a card with nothing waiting says so. Nothing at all for a role that acts on none of them.
 */
export default async function WhatWaits({ locale }: { locale: AdminLocale }) {
  const [t, data] = await Promise.all([adminTranslator(locale, 'waits'), waitingForStaff(locale)]);
  const kinds = (Object.keys(LISTS) as Kind[]).filter((kind) => data[kind]);
  if (kinds.length === 0) return null;
  const href = (path: string) => localizedPath(locale, path);
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '');

  const card = <Item,>(kind: Kind, found: Waiting<Item>, row: (item: Item) => ReactNode, key: (item: Item) => number) => (
    <section key={kind} className={styles.card} aria-labelledby={`waits-${kind}`} data-testid={`waits-${kind}`}>
      <div className={styles.cardHead}>
        <h3 id={`waits-${kind}`}>{t(`home.${kind}.title`)}</h3>
        <Link
          className={styles.count}
          href={href(LISTS[kind])}
          data-zero={found.total === 0 ? '' : undefined}
          aria-label={t('home.countLabel', { count: found.total, title: t(`home.${kind}.title`) })}
        >
          {found.total}
        </Link>
      </div>
      {found.items.length === 0 ? (
        <p className={styles.done}>{t(`home.${kind}.done`)}</p>
      ) : (
        <>
          <ul className={styles.items}>
            {found.items.map((item) => (
              <li key={key(item)}>{row(item)}</li>
            ))}
          </ul>
          {found.total > found.items.length ? (
            <Link className={styles.all} href={href(LISTS[kind])}>
              {t('home.all', { count: found.total })}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );

  const order = (o: { id: number; reference: string; title: string; member: string; updated_at: string }) => (
    <>
      <Link href={href(`/admin/orders/${o.id}`)} dir="auto">
        {o.title}
      </Link>
      <span className={styles.meta}>
        <span dir="ltr">{o.reference}</span> · <span dir="auto">{o.member}</span> · {when(o.updated_at)}
      </span>
    </>
  );

  return (
    <section className={styles.section} aria-labelledby="what-waits" data-testid="what-waits">
      <h2 id="what-waits">{t('home.title')}</h2>
      <div className={styles.cards}>
        {data.quotes ? card('quotes', data.quotes, order, (o) => o.id) : null}
        {data.proofs ? card('proofs', data.proofs, order, (o) => o.id) : null}
        {data.messages
          ? card(
              'messages',
              data.messages,
              (m) => (
                <>
                  <Link href={href(`/admin/messages/${m.id}`)} dir="auto">
                    {m.member}
                  </Link>
                  <span className={styles.meta}>
                    {m.order_reference ? <span dir="ltr">{m.order_reference}</span> : t('home.messages.general')} · {t('home.messages.unread', { count: m.unread })} ·{' '}
                    {when(m.last_message_at)}
                  </span>
                </>
              ),
              (m) => m.id,
            )
          : null}
        {data.redemptions
          ? card(
              'redemptions',
              data.redemptions,
              (r) => (
                <>
                  <span dir="auto">
                    <strong>{r.reward}</strong> · {r.member}
                  </span>
                  {r.ship_to ? (
                    <address className={styles.address} aria-label={t('home.redemptions.shipTo')}>
                      {r.ship_to.map((line, i) => (
                        <span key={i} dir="auto">
                          {line}
                        </span>
                      ))}
                    </address>
                  ) : (
                    <span className={styles.meta}>{t('home.redemptions.noAddress')}</span>
                  )}
                  <span className={styles.meta}>{when(r.created_at)}</span>
                </>
              ),
              (r) => r.id,
            )
          : null}
        {data.leads
          ? card(
              'leads',
              data.leads,
              (l) => (
                <>
                  <Link href={href(`/admin/leads/${l.id}`)} dir="auto">
                    {[l.name, l.company].filter(Boolean).join(' · ')}
                  </Link>
                  <span className={styles.meta}>
                    <span dir="ltr">{l.reference}</span>
                    {l.follow_up_at ? ` · ${t('home.leads.due', { date: l.follow_up_at.slice(0, 10) })}` : ''}
                  </span>
                </>
              ),
              (l) => l.id,
            )
          : null}
      </div>
    </section>
  );
}
