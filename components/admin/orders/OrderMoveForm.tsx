'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { OrderStatus } from '@/lib/config';
import { CARRIER_MAX, ORDER_NOTE_MAX, TRACKING_MAX } from '@/lib/api/contract/orders';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import { SaveRow, FormProblem } from '../FormOutcome';

export interface MoveFormTexts {
  moveTo: string;
  choose: string;
  note: string;
  carrier: string;
  /** The choice that lets staff type a carrier that is not in the table, and that field's label. */
  carrierOther: string;
  carrierOtherName: string;
  tracking: string;
  submit: string;
  saving: string;
  saved: string;
  statuses: Record<OrderStatus, string>;
}

const OTHER = 'other';

/**
 * One move of the state machine, among the moves open now; shipping asks for the carrier (one of
 * the table's, whose tracking page the buyer gets as a link, or another typed by hand) and the
 * tracking number.
 */
export default function OrderMoveForm({
  orderId,
  updatedAt,
  moves,
  carriers,
  texts,
}: {
  orderId: number;
  updatedAt: string;
  moves: OrderStatus[];
  carriers: { key: string; name: string }[];
  texts: MoveFormTexts;
}) {
  const { state, run, fieldError } = useAdminSave();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [note, setNote] = useState('');
  const [carrierChoice, setCarrierChoice] = useState('');
  const [typedCarrier, setTypedCarrier] = useState('');
  const carrier = carrierChoice === OTHER ? typedCarrier : carrierChoice;
  const [tracking, setTracking] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await run(() =>
      api.post(`/admin/orders/${orderId}/status`, {
        data: { status, note, carrier, tracking_number: tracking, updated_at: updatedAt },
        errorMessageMode: 'none',
      }),
    );
    if (done) {
      setStatus('');
      setNote('');
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'}>
      <label className={styles.field}>
        <span>{texts.moveTo}</span>
        <select className={styles.input} name="status" value={status} required onChange={(e) => setStatus(e.target.value as OrderStatus)}>
          <option value="">{texts.choose}</option>
          {moves.map((m) => (
            <option key={m} value={m}>
              {texts.statuses[m]}
            </option>
          ))}
        </select>
        {fieldError('status') ? <span className={styles.problem}>{fieldError('status')}</span> : null}
      </label>
      {status === 'shipped' ? (
        <>
          <label className={styles.field}>
            <span>{texts.carrier}</span>
            <select className={styles.input} name="carrier_choice" value={carrierChoice} required onChange={(e) => setCarrierChoice(e.target.value)}>
              <option value="">{texts.choose}</option>
              {carriers.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
              <option value={OTHER}>{texts.carrierOther}</option>
            </select>
            {carrierChoice !== OTHER && fieldError('carrier') ? <span className={styles.problem}>{fieldError('carrier')}</span> : null}
          </label>
          {carrierChoice === OTHER ? (
            <label className={styles.field}>
              <span>{texts.carrierOtherName}</span>
              <input className={styles.input} name="carrier" value={typedCarrier} maxLength={CARRIER_MAX} required onChange={(e) => setTypedCarrier(e.target.value)} />
              {fieldError('carrier') ? <span className={styles.problem}>{fieldError('carrier')}</span> : null}
            </label>
          ) : null}
          <label className={styles.field}>
            <span>{texts.tracking}</span>
            <input className={styles.input} name="tracking_number" value={tracking} maxLength={TRACKING_MAX} required dir="ltr" onChange={(e) => setTracking(e.target.value)} />
            {fieldError('tracking_number') ? <span className={styles.problem}>{fieldError('tracking_number')}</span> : null}
          </label>
        </>
      ) : null}
      <label className={styles.field}>
        <span>{texts.note}</span>
        <textarea className={styles.input} name="note" rows={2} maxLength={ORDER_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <SaveRow state={state} label={texts.submit} busyLabel={texts.saving} disabled={!status} saved={{ text: texts.saved }} />
      <FormProblem state={state} />
    </form>
  );
}
