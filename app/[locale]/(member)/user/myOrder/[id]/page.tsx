import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { OrderStatus } from '@/lib/config';
import { parseId } from '@/lib/parse-id';
import { formatBytes } from '@/lib/uploads';
import { localizedPath } from '@/i18n/paths';
import { myAddresses } from '@/lib/server/addresses/pages';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import { myOrder, myOrderPhotos } from '@/lib/server/orders/pages';
import { myOrderSamples } from '@/lib/server/orders/sample-pages';
import OrderSamples from '@/components/member/orders/OrderSamples';
import OrderHistory from '@/components/member/orders/OrderHistory';
import OrderShipping from '@/components/member/orders/OrderShipping';
import OrderStatusBadge from '@/components/member/orders/OrderStatusBadge';
import OrderTimeline from '@/components/member/orders/OrderTimeline';
import PhotoGrid from '@/components/member/orders/PhotoGrid';
import ProofAnswer from '@/components/member/orders/ProofAnswer';
import ProofThumb from '@/components/member/orders/ProofThumb';
import OrderQuote from '@/components/member/orders/OrderQuote';
import ReorderButton from '@/components/member/orders/ReorderButton';
import ShipToPicker from '@/components/member/orders/ShipToPicker';
import styles from '@/components/member/orders/Orders.module.css';
import MemberMessages from '@/components/member/MemberMessages';

type Props = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.orders' });
  return { title: t('detailMeta') };
}

const TIMELINE_STATUSES: OrderStatus[] = ['inquiry', 'quoted', 'sample', 'proof', 'production', 'shipped', 'delivered', 'closed', 'cancelled'];

/**
 * /user/myOrder/{id}: one order as the buyer follows it: where it stands (the timeline), what to
 * do now (answer the quote, review the latest proof), what was asked for, the proofs' history,
 * shipping, reorder, and the way to the order's messages. Another member's id is the site's 404.
 */
export default async function MyOrderDetailPage({ params }: Props) {
  const locale = await pageLocale(params);
  const id = parseId((await params).id);
  if (id === null) notFound();
  await guardMemberPage(locale, `/user/myOrder/${id}`);
  const order = await myOrder(id);
  if (!order) notFound();
  const [t, tDesigns, format, book, photos, tPhotos, samples] = await Promise.all([
    getTranslations({ locale, namespace: 'member.orders' }),
    getTranslations({ locale, namespace: 'member.designs' }),
    getFormatter({ locale }),
    order.can.choose_ship_to ? myAddresses() : Promise.resolve([]),
    myOrderPhotos(order.id),
    getTranslations({ locale, namespace: 'member.orders.photos' }),
    myOrderSamples(order.id),
  ]);
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const countryName = (code: string) => countries.of(code) ?? code;
  // An address as lines: China from the province down, elsewhere lines, city, country.
  const placeOf = (a: { region: { province: { name: string }; city: { name: string }; area: { name: string } } | null; city: string }) =>
    a.region ? (a.region.province.name === a.region.city.name ? '' : a.region.province.name) + a.region.city.name + a.region.area.name : a.city;
  const shipOptions = book
    .filter((a) => a.kind === 'shipping')
    .map((a) => ({ id: a.id, is_default: a.is_default, label: [a.recipient, placeOf(a), a.region ? '' : countryName(a.country)].filter(Boolean).join(', ') }));
  const shipTo = order.ship_to;
  const shipLines = shipTo
    ? [
        [shipTo.recipient, shipTo.company].filter(Boolean).join(' · '),
        shipTo.region ? `${placeOf(shipTo)} ${shipTo.line1}` : shipTo.line1,
        shipTo.line2,
        [shipTo.postal_code, shipTo.region ? '' : shipTo.city].filter(Boolean).join(' '),
        countryName(shipTo.country),
      ].filter(Boolean)
    : [];
  // A design stores its choices as keys (navy, screenPrint, front) or the member's own words: the keys read in the page's language.
  const choice = (group: 'colourNames' | 'printMethods' | 'placements', value: string) => {
    const key = `${group}.${value}`;
    return value && (tDesigns.has as (k: string) => boolean)(key) ? (tDesigns as unknown as (k: string) => string)(key) : value;
  };
  const labels = Object.fromEntries(TIMELINE_STATUSES.map((s) => [s, t(`status.${s}`)])) as Record<OrderStatus, string>;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const dateTime = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const list = localizedPath(locale, '/user/myOrder');
  const spec = order.spec;
  const specRows: [string, string][] = (
    [
      [t('spec.size'), spec.size],
      [t('spec.material'), spec.material],
      [t('spec.colours'), spec.colours.map((c) => choice('colourNames', c)).join(', ')],
      [t('spec.printMethod'), choice('printMethods', spec.print_method)],
      [t('spec.logoPlacement'), choice('placements', spec.logo_placement)],
      [t('spec.notes'), spec.notes],
    ] as [string, string][]
  ).filter(([, v]) => v);
  return (
    <MemberMessages locale={locale} page="/user/myOrder/[id]">
      <div className={`container ${styles.page}`}>
        <Link className={styles.back} href={list}>
          <span aria-hidden="true">←</span> {t('back')}
        </Link>
        <header className={styles.detailHead}>
          <div className={styles.detailTitle}>
            <h1 dir="auto">{order.title}</h1>
            <p className={styles.detailMeta}>
              <span dir="ltr">{order.reference}</span> · {t('requested', { date: date(order.created_at) })}
            </p>
          </div>
          <OrderStatusBadge status={order.status} label={labels[order.status]} />
        </header>

        {order.waiting ? (
          <p className={styles.banner} role="status">
            {t(`banner.${order.waiting}`)}
          </p>
        ) : null}

        <section className={styles.panel} aria-labelledby="order-progress">
          <h2 id="order-progress">{t('timelineTitle')}</h2>
          <OrderTimeline steps={order.timeline} labels={labels} dateOf={date} upcoming={t('upcoming')} title={t('timelineTitle')} />
        </section>

        <div className={styles.detailGrid}>
          <div className={styles.mainCol}>
            <section className={styles.panel} aria-labelledby="order-quote" id="quote">
              <h2 id="order-quote">{t('quoteTitle')}</h2>
              <OrderQuote order={order} locale={locale} />
            </section>

            <OrderSamples orderId={order.id} samples={samples} shipOptions={shipOptions} preferred={shipTo?.address_id ?? null} locale={locale} />

            <section className={styles.panel} aria-labelledby="order-proofs" id="proofs">
              <h2 id="order-proofs">{t('proofsTitle')}</h2>
              {order.proofs.length === 0 ? (
                <p className={styles.muted}>{t('noProofs')}</p>
              ) : (
                <ol className={styles.proofs}>
                  {order.proofs.map((p) => {
                    const shown = p.status === 'pending' && !p.latest ? 'superseded' : p.status;
                    return (
                      <li key={p.id} className={`${styles.proof} ${p.latest ? styles.proofLatest : ''}`}>
                        <a href={p.file.url} download={p.file.name} className={styles.proofThumbLink} aria-label={t('download', { name: p.file.name })}>
                          <ProofThumb src={p.file.thumb_url} name={p.file.name} />
                        </a>
                        <div className={styles.proofBody}>
                          <div className={styles.proofHead}>
                            <strong>{t('proof.version', { version: p.version })}</strong>
                            <span className={`${styles.proofStatus} ${styles[`proof_${shown}`]}`}>{t(`proof.status.${shown}`)}</span>
                          </div>
                          <p className={styles.small}>
                            {t('proof.sent', { date: dateTime(p.created_at) })}
                            {p.decided_at ? ` · ${t('proof.decided', { date: dateTime(p.decided_at) })}` : ''}
                          </p>
                          {p.staff_note ? (
                            <p className={styles.quoteLine}>
                              <span className={styles.who}>{t('proof.staffNote')}</span> <span dir="auto">{p.staff_note}</span>
                            </p>
                          ) : null}
                          {p.member_note ? (
                            <p className={styles.quoteLine}>
                              <span className={styles.who}>{t('proof.yourNote')}</span> <span dir="auto">{p.member_note}</span>
                            </p>
                          ) : null}
                          <a className={styles.download} href={p.file.url} download={p.file.name}>
                            {t('downloadFile')} <span dir="auto">{p.file.name}</span> <span className={styles.muted}>({formatBytes(p.file.bytes, locale)})</span>
                          </a>
                          {order.can.decide_proof === p.id ? <ProofAnswer orderId={order.id} proofId={p.id} version={p.version} /> : null}
                        </div>
                      </li>
                    );
                  })}
                </ol>
              )}
            </section>

            {photos.length ? (
              <section className={styles.panel} aria-labelledby="order-photos" id="photos">
                <h2 id="order-photos">{tPhotos('title')}</h2>
                <p className={styles.small}>{tPhotos('intro')}</p>
                <PhotoGrid photos={photos} stageLabel={(s) => labels[s]} date={date} openLabel={(caption) => tPhotos('open', { caption })} untitled={tPhotos('untitled')} />
              </section>
            ) : null}

            {order.carrier || order.tracking_number ? <OrderShipping order={order} locale={locale} /> : null}

            <OrderHistory events={order.events} locale={locale} labels={labels} />
          </div>

          <aside className={styles.sideCol}>
            <section className={styles.panel} aria-labelledby="order-actions">
              <h2 id="order-actions" className="visually-hidden">
                {t('actionsTitle')}
              </h2>
              <Link className="button button--ghost" href={localizedPath(locale, `/user/message?order=${order.id}`)}>
                {t('messages')}
              </Link>
              {order.can.reorder ? (
                <>
                  <p className={styles.hint}>{t('reorderHint')}</p>
                  <ReorderButton orderId={order.id} orderHref={`${list}/{id}`} />
                </>
              ) : null}
              {order.reorder_of ? (
                <p className={styles.small}>
                  {t('reorderOf')}{' '}
                  <Link href={`${list}/${order.reorder_of.id}`} dir="ltr">
                    {order.reorder_of.reference}
                  </Link>
                </p>
              ) : null}
            </section>

            <section className={styles.panel} aria-labelledby="order-ship-to" id="ship-to">
              <h2 id="order-ship-to">{t('shipTo.title')}</h2>
              {shipTo ? (
                <address className={styles.address}>
                  {shipLines.map((line, i) => (
                    <span key={i} dir="auto">
                      {line}
                    </span>
                  ))}
                  <span dir="ltr" className={styles.muted}>
                    {shipTo.phone}
                  </span>
                </address>
              ) : (
                <p className={styles.muted}>{t('shipTo.none')}</p>
              )}
              {order.can.choose_ship_to ? (
                shipOptions.length ? (
                  <>
                    <ShipToPicker orderId={order.id} options={shipOptions} current={shipTo?.address_id ?? null} />
                    <p className={styles.small}>
                      {t('shipTo.hint')} <Link href={localizedPath(locale, '/user/Address')}>{t('shipTo.manage')}</Link>
                    </p>
                  </>
                ) : (
                  <p className={styles.small}>
                    {t('shipTo.noAddresses')} <Link href={localizedPath(locale, '/user/Address')}>{t('shipTo.addAddress')}</Link>
                  </p>
                )
              ) : shipTo && order.status !== 'cancelled' ? (
                <p className={styles.small}>{t('shipTo.locked')}</p>
              ) : null}
            </section>

            <section className={styles.panel} aria-labelledby="order-spec">
              <h2 id="order-spec">{t('specTitle')}</h2>
              <dl className={styles.facts}>
                <div className={styles.factRow}>
                  <dt>{t('spec.quantity')}</dt>
                  <dd>{t('pieces', { count: order.quantity })}</dd>
                </div>
                {specRows.map(([label, value]) => (
                  <div key={label} className={styles.factRow}>
                    <dt>{label}</dt>
                    <dd dir="auto">{value}</dd>
                  </div>
                ))}
              </dl>
              {order.member_note && !order.lead ? (
                <div className={styles.noteBox}>
                  <h3>{t('spec.yourNote')}</h3>
                  <p dir="auto">{order.member_note}</p>
                </div>
              ) : null}
              {order.lead ? (
                <div className={styles.noteBox}>
                  <h3>{t('lead.title', { reference: order.lead.reference })}</h3>
                  <p dir="auto">{order.lead.message}</p>
                </div>
              ) : null}
            </section>

            <section className={styles.panel} aria-labelledby="order-files">
              <h2 id="order-files">{t('filesTitle')}</h2>
              {order.files.length === 0 ? (
                <p className={styles.muted}>{t('noFiles')}</p>
              ) : (
                <ul className={styles.files}>
                  {order.files.map((f) => (
                    <li key={f.handle}>
                      <ProofThumb src={f.thumb_url} name={f.name} size="small" />
                      <a href={f.url} download={f.name} aria-label={t('download', { name: f.name })} dir="auto">
                        {f.name}
                      </a>
                      <span className={styles.muted}>{formatBytes(f.bytes, locale)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </aside>
        </div>
      </div>
    </MemberMessages>
  );
}
