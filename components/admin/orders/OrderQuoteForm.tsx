'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import CurrencyField from './CurrencyField';
import { QUOTE_LIMITS } from '@/lib/config';
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
  total: string;
  breaks: string;
  breaksHint: string;
  addBreak: string;
  extras: string;
  extrasHint: string;
  extraLabel: string;
  extraAmount: string;
  addExtra: string;
  remove: string;
}

export interface QuoteFormValue {
  currency: string;
  /** The quantity options (minor units per piece; null: no price yet). */
  breaks: { quantity: number; unit_price: number | null }[];
  extras: { label: string; amount: number }[];
  sample_fee: number;
  shipping_fee: number;
  lead_time_days: number | null;
  note: string;
}

/** A row being edited: the two texts typed (quantity and price, or label and amount). */
interface Row {
  key: number;
  a: string;
  b: string;
}

let nextKey = 0;
const row = (a: string, b: string): Row => ({ key: nextKey++, a, b });

/**
 * The quote of an order: quantity options (each a quantity and a unit price; the buyer accepts one)
 * and extra lines (tooling, setup, ...), amounts typed in the currency's main unit ('12.50') and
 * sent as typed; the server stores integer minor units. Each option's total follows what is typed,
 * formatted like the buyer will read it. The save carries the order's updated_at (409 if someone
 * saved first).
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
  const [breaks, setBreaks] = useState<Row[]>(() => initial.breaks.map((b) => row(String(b.quantity), major(b.unit_price))));
  const [extras, setExtras] = useState<Row[]>(() => initial.extras.map((e) => row(e.label, major(e.amount))));
  const [sampleFee, setSampleFee] = useState(initial.sample_fee ? major(initial.sample_fee) : '');
  const [shippingFee, setShippingFee] = useState(initial.shipping_fee ? major(initial.shipping_fee) : '');
  const [leadTime, setLeadTime] = useState(initial.lead_time_days ? String(initial.lead_time_days) : '');
  const [note, setNote] = useState(initial.note);

  const fee = (typed: string) => (typed.trim() ? toMinor(typed, currency) : 0);
  const extraAmounts = extras.map((e) => fee(e.b));
  const fees = [fee(sampleFee), fee(shippingFee), ...extraAmounts];
  const feeSum = fees.every((f) => f !== null) ? (fees as number[]).reduce((a, b) => a + b, 0) : null;
  const totalOf = (r: Row) => {
    const unit = toMinor(r.b, currency);
    const quantity = /^\d+$/.test(r.a.trim()) ? Number(r.a) : null;
    return unit !== null && quantity && feeSum !== null ? orderTotals({ unitPrice: unit, quantity, sampleFee: 0, shippingFee: 0, extras: feeSum }) : null;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(() =>
      api.put(`/admin/orders/${orderId}/quote`, {
        data: {
          currency,
          breaks: breaks.map((r) => ({ quantity: r.a, unit_price: r.b })),
          extras: extras.map((r) => ({ label: r.a, amount: r.b })),
          sample_fee: sampleFee,
          shipping_fee: shippingFee,
          lead_time_days: leadTime,
          note,
          updated_at: updatedAt,
        },
        errorMessageMode: 'none',
      }),
    );
  }

  const input = (name: string, label: string, value: string, set: (v: string) => void, inputMode?: 'decimal' | 'numeric') => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        className={styles.input}
        name={name}
        inputMode={inputMode}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={fieldError(name) ? true : undefined}
        dir={inputMode ? 'ltr' : 'auto'}
      />
      {fieldError(name) ? <span className={styles.problem}>{fieldError(name)}</span> : null}
    </label>
  );
  const edit = (set: typeof setBreaks, key: number, change: Partial<Row>) => set((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const remove = (set: typeof setBreaks, key: number, disabled = false) => (
    <button type="button" className="button button--ghost" onClick={() => set((list) => list.filter((r) => r.key !== key))} disabled={disabled}>
      {texts.remove}
    </button>
  );
  const listProblem = (name: string) => (fieldError(name) ? <p className={styles.problem}>{fieldError(name)}</p> : null);

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'} noValidate>
      <div className={own.quoteGrid}>
        <CurrencyField label={texts.currency} value={currency} onChange={setCurrency} />
        {input('sample_fee', texts.sampleFee, sampleFee, setSampleFee, 'decimal')}
        {input('shipping_fee', texts.shippingFee, shippingFee, setShippingFee, 'decimal')}
        {input('lead_time_days', texts.leadTime, leadTime, setLeadTime, 'numeric')}
      </div>

      <fieldset className={own.lines}>
        <legend>{texts.breaks}</legend>
        <p className={styles.muted}>{texts.breaksHint}</p>
        {listProblem('breaks')}
        {breaks.map((r, i) => {
          const totals = totalOf(r);
          return (
            <div key={r.key} className={styles.pricingRow} data-testid="quote-break">
              {input(`breaks.${i}.quantity`, texts.quantity, r.a, (v) => edit(setBreaks, r.key, { a: v }), 'numeric')}
              {input(`breaks.${i}.unit_price`, `${texts.unitPrice} (${currency})`, r.b, (v) => edit(setBreaks, r.key, { b: v }), 'decimal')}
              <p className={own.lineTotal}>{totals ? `${texts.total}: ${formatMoney(totals.total, currency, locale)}` : ''}</p>
              {remove(setBreaks, r.key, breaks.length === 1)}
            </div>
          );
        })}
        <button type="button" className="button button--ghost" onClick={() => setBreaks((list) => [...list, row('', '')])} disabled={breaks.length >= QUOTE_LIMITS.breaks}>
          {texts.addBreak}
        </button>
      </fieldset>

      <fieldset className={own.lines}>
        <legend>{texts.extras}</legend>
        <p className={styles.muted}>{texts.extrasHint}</p>
        {listProblem('extras')}
        {extras.map((r, i) => (
          <div key={r.key} className={styles.pricingRow} data-testid="quote-extra">
            {input(`extras.${i}.label`, texts.extraLabel, r.a, (v) => edit(setExtras, r.key, { a: v }))}
            {input(`extras.${i}.amount`, `${texts.extraAmount} (${currency})`, r.b, (v) => edit(setExtras, r.key, { b: v }), 'decimal')}
            {remove(setExtras, r.key)}
          </div>
        ))}
        <button type="button" className="button button--ghost" onClick={() => setExtras((list) => [...list, row('', '')])} disabled={extras.length >= QUOTE_LIMITS.extras}>
          {texts.addExtra}
        </button>
      </fieldset>

      <p className={styles.muted}>{texts.hint}</p>
      <label className={styles.field}>
        <span>{texts.note}</span>
        <textarea className={styles.input} name="note" rows={3} maxLength={ORDER_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <SaveRow state={state} label={texts.submit} busyLabel={texts.saving} saved={{ text: texts.saved }} />
      <FormProblem state={state} />
    </form>
  );
}
