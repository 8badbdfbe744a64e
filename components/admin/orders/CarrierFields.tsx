'use client';

import { useState } from 'react';
import { CARRIER_MAX, TRACKING_MAX } from '@/lib/api/contract/orders';
import styles from '../Admin.module.css';

export interface CarrierTexts {
  choose: string;
  carrier: string;
  /** The choice that lets staff type a carrier that is not in the table, and that field's label. */
  carrierOther: string;
  carrierOtherName: string;
  tracking: string;
}

const OTHER = 'other';

/**
 * The carrier of a shipment (one of the table's, whose tracking page the buyer gets as a link, or
 * another typed by hand) and its tracking number, for an order's move to shipped and a sample's.
 */
export function useCarrier() {
  const [choice, setChoice] = useState('');
  const [typed, setTyped] = useState('');
  const [tracking, setTracking] = useState('');
  return { choice, setChoice, typed, setTyped, tracking, setTracking, carrier: choice === OTHER ? typed : choice };
}

export default function CarrierFields({
  value,
  carriers,
  texts,
  fieldError,
}: {
  value: ReturnType<typeof useCarrier>;
  carriers: { key: string; name: string }[];
  texts: CarrierTexts;
  fieldError: (name: string) => string | undefined;
}) {
  const { choice, setChoice, typed, setTyped, tracking, setTracking } = value;
  return (
    <>
      <label className={styles.field}>
        <span>{texts.carrier}</span>
        <select className={styles.input} name="carrier_choice" value={choice} required onChange={(e) => setChoice(e.target.value)}>
          <option value="">{texts.choose}</option>
          {carriers.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
          <option value={OTHER}>{texts.carrierOther}</option>
        </select>
        {choice !== OTHER && fieldError('carrier') ? <span className={styles.problem}>{fieldError('carrier')}</span> : null}
      </label>
      {choice === OTHER ? (
        <label className={styles.field}>
          <span>{texts.carrierOtherName}</span>
          <input className={styles.input} name="carrier" value={typed} maxLength={CARRIER_MAX} required onChange={(e) => setTyped(e.target.value)} />
          {fieldError('carrier') ? <span className={styles.problem}>{fieldError('carrier')}</span> : null}
        </label>
      ) : null}
      <label className={styles.field}>
        <span>{texts.tracking}</span>
        <input className={styles.input} name="tracking_number" value={tracking} maxLength={TRACKING_MAX} required dir="ltr" onChange={(e) => setTracking(e.target.value)} />
        {fieldError('tracking_number') ? <span className={styles.problem}>{fieldError('tracking_number')}</span> : null}
      </label>
    </>
  );
}
