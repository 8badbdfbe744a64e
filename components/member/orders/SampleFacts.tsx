import type { ReactNode } from 'react';
import type { SampleView } from '@/lib/api/contract/samples';
import { formatMoney } from '@/lib/money';
import TrackingNumber from '@/components/ui/TrackingNumber';

/** The labels of a sample's facts, in the reader's language (the buyer's page or the back office). */
export interface SampleFactsTexts {
  requested: string;
  to: string;
  note: string;
  fee: string;
  free: string;
  leadTime: string;
  days: (days: number) => string;
  reason: string;
  carrier: string;
  tracking: string;
  /** What the tracking link opens, for screen readers, given the carrier's name. */
  trackHint?: (carrier: string) => string;
  received: string;
}

/**
 * What a sample request says, for the buyer and for staff alike: when and where to, the buyer's
 * note, the fee once accepted, the lead time while it waits to ship, the reason if declined, the
 * carrier and tracking link once shipped, and when it arrived.
 */
export default function SampleFacts({
  sample: s,
  texts,
  date,
  locale,
  className,
}: {
  sample: SampleView;
  texts: SampleFactsTexts;
  date: (iso: string) => string;
  locale: string;
  className: string;
}) {
  const place = s.ship_to.region ? s.ship_to.region.city.name : s.ship_to.city;
  const rows: [string, ReactNode, ('auto' | 'ltr')?][] = [
    [texts.requested, date(s.created_at)],
    [texts.to, [s.ship_to.recipient, s.ship_to.company, place, s.ship_to.country].filter(Boolean).join(', '), 'auto'],
  ];
  if (s.note) rows.push([texts.note, s.note, 'auto']);
  if (s.currency && s.status !== 'requested' && s.status !== 'declined') rows.push([texts.fee, s.fee ? formatMoney(s.fee, s.currency, locale) : texts.free]);
  if (s.lead_time_days && s.status === 'accepted') rows.push([texts.leadTime, texts.days(s.lead_time_days)]);
  if (s.status === 'declined' && s.decline_reason) rows.push([texts.reason, s.decline_reason, 'auto']);
  if (s.tracking_number) {
    rows.push([texts.carrier, s.carrier_name, 'auto']);
    rows.push([texts.tracking, <TrackingNumber key="tracking" number={s.tracking_number} url={s.tracking_url} hint={texts.trackHint?.(s.carrier_name)} />, 'ltr']);
  }
  if (s.received_at) rows.push([texts.received, date(s.received_at)]);
  return (
    <dl className={className}>
      {rows.flatMap(([label, value, dir]) => [
        <dt key={`${label}-t`}>{label}</dt>,
        <dd key={`${label}-d`} dir={dir}>
          {value}
        </dd>,
      ])}
    </dl>
  );
}
