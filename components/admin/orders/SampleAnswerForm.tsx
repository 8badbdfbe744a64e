'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import { ORDER_MAX_LEAD_DAYS, ORDER_NOTE_MAX } from '@/lib/api/contract/orders';
import type { SampleAction, SampleTerms } from '@/lib/api/contract/samples';
import type { SampleStatus } from '@/lib/config';
import { toMajorText } from '@/lib/money';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import { FormProblem, SaveRow } from '../FormOutcome';
import CarrierFields, { useCarrier, type CarrierTexts } from './CarrierFields';
import CurrencyField from './CurrencyField';

export interface SampleFormTexts extends CarrierTexts {
  currency: string;
  fee: string;
  feeHint: string;
  leadTime: string;
  accept: string;
  reason: string;
  decline: string;
  ship: string;
  saving: string;
  saved: string;
}

/**
 * Staff's answer to a sample request: a requested one is accepted (currency, fee in major units
 * and lead time, starting from the product's sample terms) or declined with a reason the buyer
 * reads; an accepted one is shipped with its carrier and tracking number.
 */
export default function SampleAnswerForm({
  orderId,
  sampleId,
  status,
  defaults,
  carriers,
  texts,
}: {
  orderId: number;
  sampleId: number;
  status: SampleStatus;
  defaults: SampleTerms;
  carriers: { key: string; name: string }[];
  texts: SampleFormTexts;
}) {
  const { state, run, fieldError } = useAdminSave();
  const [currency, setCurrency] = useState<string>(defaults.currency);
  const [fee, setFee] = useState(defaults.fee === null ? '' : toMajorText(defaults.fee, defaults.currency));
  const [days, setDays] = useState(defaults.lead_time_days === null ? '' : String(defaults.lead_time_days));
  const [reason, setReason] = useState('');
  const shipment = useCarrier();
  const send = (action: SampleAction, data: Record<string, string>) =>
    run(() => api.post(`/admin/orders/${orderId}/samples/${sampleId}`, { data: { action, ...data }, errorMessageMode: 'none' }));
  const problem = (name: string) => (fieldError(name) ? <span className={styles.problem}>{fieldError(name)}</span> : null);

  if (status === 'accepted') {
    const ship = (e: FormEvent) => {
      e.preventDefault();
      void send('ship', { carrier: shipment.carrier, tracking_number: shipment.tracking });
    };
    return (
      <form className={styles.form} onSubmit={ship} aria-busy={state.kind === 'busy'} data-testid="sample-ship">
        <CarrierFields value={shipment} carriers={carriers} texts={texts} fieldError={fieldError} />
        <SaveRow state={state} label={texts.ship} busyLabel={texts.saving} saved={{ text: texts.saved }} />
        <FormProblem state={state} />
      </form>
    );
  }
  if (status !== 'requested') return null;
  const accept = (e: FormEvent) => {
    e.preventDefault();
    void send('accept', { currency, fee, lead_time_days: days });
  };
  const decline = (e: FormEvent) => {
    e.preventDefault();
    void send('decline', { reason });
  };
  return (
    <>
      <form className={styles.form} onSubmit={accept} aria-busy={state.kind === 'busy'} data-testid="sample-accept">
        <CurrencyField label={texts.currency} value={currency} onChange={setCurrency} problem={fieldError('currency')} />
        <label className={styles.field}>
          <span>{texts.fee}</span>
          <input className={styles.input} name="fee" inputMode="decimal" dir="ltr" value={fee} onChange={(e) => setFee(e.target.value)} />
          <small className={styles.muted}>{texts.feeHint}</small>
          {problem('fee')}
        </label>
        <label className={styles.field}>
          <span>{texts.leadTime}</span>
          <input className={styles.input} name="lead_time_days" type="number" min={1} max={ORDER_MAX_LEAD_DAYS} dir="ltr" value={days} onChange={(e) => setDays(e.target.value)} />
          {problem('lead_time_days')}
        </label>
        <SaveRow state={state} label={texts.accept} busyLabel={texts.saving} saved={{ text: texts.saved }} />
      </form>
      <form className={styles.form} onSubmit={decline} aria-busy={state.kind === 'busy'} data-testid="sample-decline">
        <label className={styles.field}>
          <span>{texts.reason}</span>
          <textarea className={styles.input} name="reason" rows={2} maxLength={ORDER_NOTE_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
          {problem('reason')}
        </label>
        <div className={styles.formRow}>
          <button type="submit" className="button button--ghost" disabled={state.kind === 'busy' || !reason.trim()}>
            {texts.decline}
          </button>
        </div>
        <FormProblem state={state} />
      </form>
    </>
  );
}
