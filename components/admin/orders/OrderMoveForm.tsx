'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { OrderStatus } from '@/lib/config';
import { ORDER_NOTE_MAX } from '@/lib/api/contract/orders';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import { SaveRow, FormProblem } from '../FormOutcome';
import CarrierFields, { useCarrier, type CarrierTexts } from './CarrierFields';

export interface MoveFormTexts extends CarrierTexts {
  moveTo: string;
  note: string;
  submit: string;
  saving: string;
  saved: string;
  statuses: Record<OrderStatus, string>;
}

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
  const shipment = useCarrier();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await run(() =>
      api.post(`/admin/orders/${orderId}/status`, {
        data: { status, note, carrier: shipment.carrier, tracking_number: shipment.tracking, updated_at: updatedAt },
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
      {status === 'shipped' ? <CarrierFields value={shipment} carriers={carriers} texts={texts} fieldError={fieldError} /> : null}
      <label className={styles.field}>
        <span>{texts.note}</span>
        <textarea className={styles.input} name="note" rows={2} maxLength={ORDER_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <SaveRow state={state} label={texts.submit} busyLabel={texts.saving} disabled={!status} saved={{ text: texts.saved }} />
      <FormProblem state={state} />
    </form>
  );
}
