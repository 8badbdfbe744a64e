import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CARRIERS, ORDER_STATUSES, type OrderStatus } from '@/lib/config';
import { ORDER_STAFF_ROLES } from '@/lib/api/contract/orders';
import { formatDateTime } from '@/lib/format-date';
import { parseId } from '@/lib/parse-id';
import { formatBytes } from '@/lib/uploads';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { guardStaffPage } from '@/lib/server/http/page';
import { ASSIGNED_EVENT } from '@/lib/api/contract/orders-staff';
import { keyedTexts } from '@/lib/keyed-texts';
import { staffOrder, staffOrderAssignees } from '@/lib/server/orders/pages';
import OrderAssigneeForm from '@/components/admin/orders/OrderAssigneeForm';
import OrderMoveForm from '@/components/admin/orders/OrderMoveForm';
import OrderQuotePanel from '@/components/admin/orders/OrderQuotePanel';
import ProofUploadForm from '@/components/admin/orders/ProofUploadForm';
import OrderPhotosPanel from '@/components/admin/orders/OrderPhotosPanel';
import OrderSamplesPanel from '@/components/admin/orders/OrderSamplesPanel';
import TrackingNumber from '@/components/ui/TrackingNumber';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/orders/AdminOrders.module.css';
import { eventLine } from '@/lib/order-events';
import ProofThumb from '@/components/member/orders/ProofThumb';

type Props = { params: Promise<{ locale: string; id: string }> };

/**
 * /admin/orders/{id}: the member, what they asked for and their artwork, the progress, the quote
 * (set or revised while the buyer has not accepted), the moves open now, proof versions (send a new
 * one; see the buyer's decisions) and the history with who did what (sales, admin).
 */
export default async function AdminOrderPage({ params }: Props) {
  const { locale, id: rawId } = await params;
  const id = parseId(rawId);
  if (!isAdminLocale(locale) || id === null) notFound();
  await guardStaffPage(locale, `/admin/orders/${id}`, ORDER_STAFF_ROLES);
  const [order, people] = await Promise.all([staffOrder(id), staffOrderAssignees()]);
  if (!order) notFound();
  const [t, tDesigns, tWaits] = await Promise.all([adminTranslator(locale, 'orders'), adminTranslator(locale, 'memberDesigns'), adminTranslator(locale, 'waits')]);
  // A design's choices are keys (navy, screenPrint, front) or the member's own words.
  const choice = (group: 'colourNames' | 'printMethods' | 'placements', value: string) => {
    const key = `${group}.${value}`;
    return value && (tDesigns.has as (k: string) => boolean)(key) ? (tDesigns as unknown as (k: string) => string)(key) : value;
  };
  const statuses = Object.fromEntries(ORDER_STATUSES.map((s) => [s, t(`statuses.${s}`)])) as Record<OrderStatus, string>;
  const when = (iso: string) => formatDateTime(new Date(iso));
  const none = <span className={styles.muted}>{t('none')}</span>;
  const spec = order.spec;
  const specRows: [string, string][] = (
    [
      [t('specFields.size'), spec.size],
      [t('specFields.material'), spec.material],
      [t('specFields.colours'), spec.colours.map((c) => choice('colourNames', c)).join(', ')],
      [t('specFields.printMethod'), choice('printMethods', spec.print_method)],
      [t('specFields.logoPlacement'), choice('placements', spec.logo_placement)],
      [t('specFields.notes'), spec.notes],
      [t('specFields.memberNote'), order.lead ? '' : order.member_note],
    ] as [string, string][]
  ).filter(([, v]) => v);
  const eventText = (kind: string, status: OrderStatus | null, note: string) => {
    if (kind === ASSIGNED_EVENT) return note ? tWaits('assign.event', { name: note }) : tWaits('assign.eventNobody');
    const line = eventLine(kind, status);
    return line.key === 'status' ? t('event.status', { status: statuses[line.status] }) : t(`event.${line.key}`);
  };

  return (
    <>
      <Link className={styles.back} href={localizedPath(locale, '/admin/orders')}>
        ← {t('back')}
      </Link>
      <div className={styles.head}>
        <h1>{t('detailTitle', { reference: order.reference })}</h1>
        <span className={`${own.badge} ${own[`badge_${order.status}`] ?? ''}`}>{statuses[order.status]}</span>
        <p dir="auto">
          {order.title}
          {order.reorder_of ? (
            <>
              {' · '}
              <Link href={localizedPath(locale, `/admin/orders/${order.reorder_of.id}`)}>{t('reorderOf', { reference: order.reorder_of.reference })}</Link>
            </>
          ) : null}
        </p>
      </div>

      <section className={styles.panel} aria-labelledby="order-progress">
        <h2 id="order-progress">{t('timeline')}</h2>
        <ol className={own.steps}>
          {order.timeline.map((s) => (
            <li key={s.status} className={`${own.step} ${s.current ? own.stepCurrent : s.reached_at ? own.stepDone : ''}`} aria-current={s.current ? 'step' : undefined}>
              {statuses[s.status]}
              {s.reached_at ? ` · ${when(s.reached_at).slice(0, 10)}` : ''}
            </li>
          ))}
        </ol>
      </section>

      <div className={own.grid}>
        <div className={own.col}>
          <OrderQuotePanel order={order} locale={locale} />

          <OrderSamplesPanel orderId={order.id} locale={locale} />

          <section className={styles.panel} aria-labelledby="order-proofs">
            <h2 id="order-proofs">{t('proofs')}</h2>
            {order.proofs.length === 0 ? (
              <p className={styles.muted}>{t('noProofs')}</p>
            ) : (
              <ol className={own.proofs}>
                {order.proofs.map((p) => {
                  const shown = p.status === 'pending' && !p.latest ? 'superseded' : p.status;
                  return (
                    <li key={p.id} className={own.proof}>
                      <a href={p.file.url} download={p.file.name}>
                        <ProofThumb src={p.file.thumb_url} name={p.file.name} />
                      </a>
                      <div>
                        <div className={own.proofHead}>
                          <strong>{t('version', { version: p.version })}</strong>
                          <span className={`${own.tag} ${own[`tag_${shown}`] ?? ''}`}>{t(`proofStatus.${shown}`)}</span>
                        </div>
                        <div className={styles.muted}>
                          <a href={p.file.url} download={p.file.name} dir="auto">
                            {p.file.name}
                          </a>{' '}
                          · {formatBytes(p.file.bytes, locale)} · {t('sent', { date: when(p.created_at) })}
                          {p.decided_at ? ` · ${t('decided', { date: when(p.decided_at) })}` : ''}
                        </div>
                        {p.staff_note ? (
                          <p className={own.line}>
                            <span className={styles.muted}>{t('ourNote')}</span> {p.staff_note}
                          </p>
                        ) : null}
                        {p.member_note ? (
                          <p className={own.line}>
                            <strong>{t('buyerNote')}</strong> {p.member_note}
                          </p>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
            <h3>{t('upload')}</h3>
            {order.can_upload_proof ? (
              <ProofUploadForm
                orderId={order.id}
                locale={locale}
                texts={{
                  file: t('file'),
                  note: t('staffNote'),
                  submit: t('uploadButton'),
                  uploading: t('uploading', { percent: '{percent}' }),
                  saved: t('saved'),
                  chooseFile: t('chooseFile'),
                  tooLarge: t('tooLarge'),
                }}
              />
            ) : (
              <p className={styles.muted}>{t('proofCannot')}</p>
            )}
          </section>

          <OrderPhotosPanel orderId={order.id} status={order.status} locale={locale} />

          <section className={styles.panel} aria-labelledby="order-move">
            <h2 id="order-move">{t('move')}</h2>
            {/* Shipping without the buyer's ship-to address is allowed (it may have come another way), with this warning (README). */}
            {!order.ship_to && order.moves.includes('shipped') ? (
              <p className={own.warning} role="note">
                {t('shipTo.missing')}
              </p>
            ) : null}
            {order.moves.length ? (
              <>
                <OrderMoveForm
                  orderId={order.id}
                  updatedAt={order.updated_at}
                  moves={order.moves}
                  carriers={Object.entries(CARRIERS).map(([key, c]) => ({ key, name: c.name }))}
                  texts={{
                    moveTo: t('moveTo'),
                    choose: t('chooseMove'),
                    note: t('note'),
                    carrier: t('carrier'),
                    carrierOther: t('carrierOther'),
                    carrierOtherName: t('carrierOtherName'),
                    tracking: t('tracking'),
                    submit: t('moveButton'),
                    saving: t('saving'),
                    saved: t('saved'),
                    statuses,
                  }}
                />
                <p className={styles.muted}>{t('movesHint')}</p>
              </>
            ) : (
              <p className={styles.muted}>{t('noMoves')}</p>
            )}
            {order.carrier || order.tracking_number ? (
              <dl className={own.facts}>
                <dt>{t('carrier')}</dt>
                <dd>{order.carrier_name}</dd>
                <dt>{t('tracking')}</dt>
                <dd dir="ltr">
                  <TrackingNumber number={order.tracking_number} url={order.tracking_url} />
                </dd>
              </dl>
            ) : null}
          </section>
        </div>

        <div className={own.col}>
          <section className={styles.panel} aria-labelledby="order-assignee">
            <h2 id="order-assignee">{tWaits('assign.title')}</h2>
            <OrderAssigneeForm
              orderId={order.id}
              current={order.assignee?.id ?? null}
              people={people}
              texts={keyedTexts(['label', 'nobody', 'save', 'saving', 'saved'], (k) => tWaits(`assign.${k}`))}
            />
          </section>
          <section className={styles.panel} aria-labelledby="order-ship-to">
            <h2 id="order-ship-to">{t('shipTo.title')}</h2>
            {order.ship_to ? (
              <>
                <address className={own.address}>
                  <span dir="auto">{[order.ship_to.recipient, order.ship_to.company].filter(Boolean).join(' · ')}</span>
                  <span dir="ltr">{order.ship_to.phone}</span>
                  {order.ship_to.region ? (
                    <span dir="auto">{`${order.ship_to.region.province.name} ${order.ship_to.region.city.name} ${order.ship_to.region.area.name}`}</span>
                  ) : null}
                  <span dir="auto">{order.ship_to.line1}</span>
                  {order.ship_to.line2 ? <span dir="auto">{order.ship_to.line2}</span> : null}
                  <span dir="auto">{[order.ship_to.postal_code, order.ship_to.city].filter(Boolean).join(' ')}</span>
                  <span>{order.ship_to.country}</span>
                </address>
                <p className={styles.muted}>{t('shipTo.copied', { date: when(order.ship_to.chosen_at) })}</p>
              </>
            ) : (
              <p className={own.warning}>{t('shipTo.missing')}</p>
            )}
          </section>

          <section className={styles.panel} aria-labelledby="order-member">
            <h2 id="order-member">{t('member')}</h2>
            <dl className={own.facts}>
              <dt>{t('memberName')}</dt>
              <dd>
                <Link href={localizedPath(locale, `/admin/members/${order.member.id}`)}>{order.member.name}</Link>
              </dd>
              <dt>{t('company')}</dt>
              <dd>{order.member.company || none}</dd>
              <dt>{t('email')}</dt>
              <dd dir="ltr">
                {order.member.email ? (
                  <>
                    <a href={`mailto:${order.member.email}`}>{order.member.email}</a> ({order.member.email_verified ? t('verified') : t('unverified')})
                  </>
                ) : (
                  none
                )}
              </dd>
              <dt>{t('phone')}</dt>
              <dd dir="ltr">{order.member.phone || none}</dd>
              <dt>{t('account')}</dt>
              <dd dir="ltr">{order.member.account || none}</dd>
            </dl>
            <Link className="button button--ghost" href={localizedPath(locale, `/admin/messages/new?order=${order.id}`)}>
              {t('messages')}
            </Link>
          </section>

          <section className={styles.panel} aria-labelledby="order-spec">
            <h2 id="order-spec">{t('spec')}</h2>
            <dl className={own.facts}>
              <dt>{t('specFields.quantity')}</dt>
              <dd>{order.quantity}</dd>
              {specRows.flatMap(([label, value]) => [
                <dt key={`${label}-t`}>{label}</dt>,
                <dd key={`${label}-d`} dir="auto" className={own.line}>
                  {value}
                </dd>,
              ])}
            </dl>
            {order.lead ? (
              <>
                <h3>{t('lead', { reference: order.lead.reference })}</h3>
                <p className={own.line}>{order.lead.message}</p>
              </>
            ) : null}
            <h3>{t('files')}</h3>
            {order.files.length === 0 ? (
              <p className={styles.muted}>{t('noFiles')}</p>
            ) : (
              <ul className={own.files}>
                {order.files.map((f) => (
                  <li key={f.handle}>
                    <a href={f.url} download={f.name} dir="auto">
                      {f.name}
                    </a>{' '}
                    <span className={styles.muted}>
                      {formatBytes(f.bytes, locale)} · {f.mime}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={styles.panel} aria-labelledby="order-history">
            <h2 id="order-history">{t('history')}</h2>
            <ol className={own.history}>
              {[...order.events].reverse().map((e) => (
                <li key={e.id}>
                  <span className={styles.muted}>
                    <time dateTime={e.created_at}>{when(e.created_at)}</time> · {e.by === 'member' ? t('by.member') : e.by === 'system' ? t('by.system') : e.actor}
                  </span>
                  <span>{eventText(e.kind, e.status, e.note)}</span>
                  {e.note && e.kind !== 'status' && e.kind !== ASSIGNED_EVENT ? (
                    <span className={own.line}>{e.note}</span>
                  ) : e.note && e.by === 'staff' ? (
                    <span className={own.line}>{e.note}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}
