'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { api } from '@/lib/api/client';
import { PRICING_LIMITS, type ProductPricing } from '@/lib/api/contract/pricing';
import type { LocalizedInput } from '@/lib/validation/kit';
import { ORDER_CURRENCIES } from '@/lib/config';
import { toMajorText } from '@/lib/money';
import { useAdminSave } from './use-admin-save';
import { FormProblem, SaveRow } from './FormOutcome';
import type { PricingFormTexts } from './pricing-form-texts';
import styles from './Admin.module.css';

interface Row {
  key: number;
  quantity: string;
  price: string;
  /** An option's name in every locale it has; the form edits zh-CN and en and keeps the others. */
  name: LocalizedInput;
}

let nextKey = 0;
const row = (quantity: string, price: string, name: LocalizedInput = {}): Row => ({ key: nextKey++, quantity, price, name });

/**
 * A product's price guidance in the back office (its own save beside the product form): "price on
 * request", or a currency, quantity tiers, per-piece option surcharges, a sample fee and lead time
 * and the last day the prices hold. The server checks every rule; its messages show at the field.
 */
export default function PricingForm({ productId, pricing, texts }: { productId: number; pricing: ProductPricing | null; texts: PricingFormTexts }) {
  const { state, run, fieldError } = useAdminSave();
  const start = pricing?.currency ?? 'USD';
  const [onRequest, setOnRequest] = useState(pricing === null);
  const [currency, setCurrency] = useState<string>(start);
  const [tiers, setTiers] = useState<Row[]>(() => (pricing?.tiers ?? [{ quantity: 500, unit: 0 }]).map((t) => row(String(t.quantity), t.unit ? toMajorText(t.unit, start) : '')));
  const [options, setOptions] = useState<Row[]>(() => (pricing?.options ?? []).map((o) => row('', toMajorText(o.surcharge, start), o.name)));
  const [sampleFee, setSampleFee] = useState(pricing?.sample_fee != null ? toMajorText(pricing.sample_fee, start) : '');
  const [sampleDays, setSampleDays] = useState(pricing?.sample_days ? String(pricing.sample_days) : '');
  const [validUntil, setValidUntil] = useState(pricing?.valid_until ?? '');

  const edit = (set: typeof setTiers, key: number, change: Partial<Row>) => set((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const drop = (set: typeof setTiers, key: number) => set((list) => list.filter((r) => r.key !== key));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = onRequest
      ? { on_request: true }
      : {
          currency,
          tiers: tiers.map((t) => ({ quantity: t.quantity, unit_price: t.price })),
          options: options.map((o) => ({ name: o.name, surcharge: o.price })),
          sample_fee: sampleFee,
          sample_days: sampleDays,
          valid_until: validUntil,
        };
    await run(() => api.put<ProductPricing | null>(`/admin/products/${productId}/pricing`, { data, errorMessageMode: 'none' }));
  }

  const error = (name: string) => fieldError(name);
  const cell = (name: string, label: string, control: ReactNode) => (
    <label className={styles.field}>
      <span>{label}</span>
      {control}
      {error(name) ? <small className={styles.problem}>{error(name)}</small> : null}
    </label>
  );
  const input = (name: string, value: string, change: (v: string) => void, more: { inputMode?: 'numeric' | 'decimal'; type?: string } = {}) => (
    <input className={styles.input} value={value} onChange={(e) => change(e.target.value)} aria-invalid={error(name) ? true : undefined} dir="ltr" {...more} />
  );

  return (
    <form className={`${styles.panel} ${styles.form} ${styles.pricingForm}`} onSubmit={save} aria-labelledby="product-pricing" aria-busy={state.kind === 'busy'} noValidate>
      <h2 id="product-pricing">{texts.title}</h2>
      <p className={styles.muted}>{texts.intro}</p>
      <label className={styles.check}>
        <input type="checkbox" checked={onRequest} onChange={(e) => setOnRequest(e.target.checked)} />
        {texts.onRequest}
      </label>
      <fieldset className={styles.pricingBody} disabled={onRequest}>
        <div className={styles.pricingRow}>
          {cell(
            'currency',
            texts.currency,
            <select className={styles.input} value={currency} onChange={(e) => setCurrency(e.target.value)}>
              {ORDER_CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>,
          )}
          {cell('sample_fee', texts.sampleFee, input('sample_fee', sampleFee, setSampleFee, { inputMode: 'decimal' }))}
          {cell('sample_days', texts.sampleDays, input('sample_days', sampleDays, setSampleDays, { inputMode: 'numeric' }))}
          {cell('valid_until', texts.validUntil, input('valid_until', validUntil, setValidUntil, { type: 'date' }))}
        </div>
        <h3 className={styles.pricingHead}>{texts.tiers}</h3>
        {error('tiers') ? <p className={styles.problem}>{error('tiers')}</p> : null}
        {tiers.map((t, i) => (
          <div key={t.key} className={styles.pricingRow}>
            {cell(
              `tiers.${i}.quantity`,
              texts.quantity,
              input(`tiers.${i}.quantity`, t.quantity, (v) => edit(setTiers, t.key, { quantity: v }), { inputMode: 'numeric' }),
            )}
            {cell(
              `tiers.${i}.unit_price`,
              `${texts.unitPrice} (${currency})`,
              input(`tiers.${i}.unit_price`, t.price, (v) => edit(setTiers, t.key, { price: v }), { inputMode: 'decimal' }),
            )}
            <button type="button" className="button button--ghost" onClick={() => drop(setTiers, t.key)} disabled={tiers.length === 1}>
              {texts.remove}
            </button>
          </div>
        ))}
        <button type="button" className="button button--ghost" onClick={() => setTiers((list) => [...list, row('', '')])} disabled={tiers.length >= PRICING_LIMITS.tiers}>
          {texts.addTier}
        </button>
        <h3 className={styles.pricingHead}>{texts.options}</h3>
        <p className={styles.muted}>{texts.optionsHint}</p>
        {options.map((o, i) => (
          <div key={o.key} className={styles.pricingRow}>
            {cell(
              `options.${i}.name.zh-CN`,
              texts.nameZh,
              input(`options.${i}.name.zh-CN`, o.name['zh-CN'] ?? '', (v) => edit(setOptions, o.key, { name: { ...o.name, 'zh-CN': v } })),
            )}
            {cell(
              `options.${i}.name.en`,
              texts.nameEn,
              input(`options.${i}.name.en`, o.name.en ?? '', (v) => edit(setOptions, o.key, { name: { ...o.name, en: v } })),
            )}
            {cell(
              `options.${i}.surcharge`,
              `${texts.surcharge} (${currency})`,
              input(`options.${i}.surcharge`, o.price, (v) => edit(setOptions, o.key, { price: v }), { inputMode: 'decimal' }),
            )}
            <button type="button" className="button button--ghost" onClick={() => drop(setOptions, o.key)}>
              {texts.remove}
            </button>
          </div>
        ))}
        <button type="button" className="button button--ghost" onClick={() => setOptions((list) => [...list, row('', '')])} disabled={options.length >= PRICING_LIMITS.options}>
          {texts.addOption}
        </button>
      </fieldset>
      <SaveRow state={state} label={texts.save} busyLabel={texts.saving} saved={{ text: texts.saved }} />
      <FormProblem state={state} />
    </form>
  );
}
