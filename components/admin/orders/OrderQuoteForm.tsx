'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import CurrencyField from './CurrencyField';
import { formatMoney, orderTotals, toMajorText, toMinor } from '@/lib/money';
import { ORDER_NOTE_MAX } from '@/lib/api/contract/orders';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './AdminOrders.module.css';
import { SaveRow, FormProblem } from '../FormOutcome';

export interface QuoteFormTexts {
  currency: string;
  unitPrice: string;
  quantity: string;
  sampleFee: string;
  shippingFee: string;
  leadTime: string;
  note: string;
  hint: string;
  submit: string;
  saving: string;
  saved: string;
  goods: string;
  total: string;
}

export interface QuoteFormValue {
  currency: string;
  unit_price: number | null;
  quantity: number;
  sample_fee: number;
  shipping_fee: number;
  lead_time_days: number | null;
  note: string;
}

/**
 * The quote of an order: amounts typed in the currency's main unit ('12.50') and sent as typed;
 * the server stores integer minor units. The totals follow what is typed, formatted like the
 * buyer will read them. The save carries the order's updated_at (409 if someone saved first).
 */
export default function OrderQuoteForm({
  orderId,
  updatedAt,
  initial,
  locale,
  texts,
}: {
  orderId: number;
  updatedAt: string;
  initial: QuoteFormValue;
  locale: string;
  texts: QuoteFormTexts;
}) {
  const { state, run, fieldError } = useAdminSave();
  const [currency, setCurrency] = useState(initial.currency);
  const major = (minor: number | null) => (minor === null ? '' : toMajorText(minor, initial.currency));
  const [unitPrice, setUnitPrice] = useState(major(initial.unit_price));
  const [quantity, setQuantity] = useState(String(initial.quantity));
  const [sampleFee, setSampleFee] = useState(initial.sample_fee ? major(initial.sample_fee) : '');
  const [shippingFee, setShippingFee] = useState(initial.shipping_fee ? major(initial.shipping_fee) : '');
  const [leadTime, setLeadTime] = useState(initial.lead_time_days ? String(initial.lead_time_days) : '');
  const [note, setNote] = useState(initial.note);

  const unit = toMinor(unitPrice, currency);
  const qty = /^\d+$/.test(quantity.trim()) ? Number(quantity) : null;
  const sample = sampleFee.trim() ? toMinor(sampleFee, currency) : 0;
  const shipping = shippingFee.trim() ? toMinor(shippingFee, currency) : 0;
  const totals = unit !== null && qty && sample !== null && shipping !== null ? orderTotals({ unitPrice: unit, quantity: qty, sampleFee: sample, shippingFee: shipping }) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(() =>
      api.put(`/admin/orders/${orderId}/quote`, {
        data: { currency, unit_price: unitPrice, quantity, sample_fee: sampleFee, shipping_fee: shippingFee, lead_time_days: leadTime, note, updated_at: updatedAt },
        errorMessageMode: 'none',
      }),
    );
  }

  const field = (name: string, label: string, value: string, set: (v: string) => void, inputMode: 'decimal' | 'numeric' = 'decimal') => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        className={styles.input}
        name={name}
        inputMode={inputMode}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={fieldError(name) ? true : undefined}
        dir="ltr"
      />
      {fieldError(name) ? <span className={styles.problem}>{fieldError(name)}</span> : null}
    </label>
  );

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'}>
      <div className={own.quoteGrid}>
        <CurrencyField label={texts.currency} value={currency} onChange={setCurrency} />
        {field('unit_price', texts.unitPrice, unitPrice, setUnitPrice)}
        {field('quantity', texts.quantity, quantity, setQuantity, 'numeric')}
        {field('sample_fee', texts.sampleFee, sampleFee, setSampleFee)}
        {field('shipping_fee', texts.shippingFee, shippingFee, setShippingFee)}
        {field('lead_time_days', texts.leadTime, leadTime, setLeadTime, 'numeric')}
      </div>
      <p className={styles.muted}>{texts.hint}</p>
      <label className={styles.field}>
        <span>{texts.note}</span>
        <textarea className={styles.input} name="note" rows={3} maxLength={ORDER_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      {totals ? (
        <p className={styles.summary}>
          {texts.goods}: <strong>{formatMoney(totals.goods, currency, locale)}</strong> · {texts.total}: <strong>{formatMoney(totals.total, currency, locale)}</strong>
        </p>
      ) : null}
      <SaveRow state={state} label={texts.submit} busyLabel={texts.saving} saved={{ text: texts.saved }} />
      <FormProblem state={state} />
    </form>
  );
}
