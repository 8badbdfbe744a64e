'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import { LEDGER_KINDS, ORDER_CURRENCIES, STATEMENT, type LedgerKind } from '@/lib/config';
import { formatMoney, toMinor } from '@/lib/money';
import { signedAmount } from '@/lib/api/contract/statement';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './Ledger.module.css';
import { SavedStatus, FormProblem } from '../FormOutcome';

export interface PostEntryTexts {
  order: string;
  noOrder: string;
  kind: string;
  direction: string;
  charge: string;
  credit: string;
  amount: string;
  currency: string;
  date: string;
  note: string;
  amountHint: string;
  submit: string;
  saving: string;
  saved: string;
  kinds: Record<LedgerKind, string>;
  kindHints: Record<LedgerKind, string>;
}

export interface PostingOrder {
  id: number;
  reference: string;
  title: string;
  currency: string;
}

/**
 * Posts an entry to a member's statement: an order of theirs (its currency then fixed), the kind
 * (its sign explained beside it), for an adjustment whether it charges or credits, a positive
 * amount in major units, the date the money moved and a note. The signed amount the member will
 * see is previewed; the server checks everything again.
 */
export default function PostEntryForm({
  memberId,
  orders,
  locale,
  texts,
  today,
}: {
  memberId: number;
  orders: PostingOrder[];
  locale: string;
  texts: PostEntryTexts;
  today: string;
}) {
  const { state, run, fieldError } = useAdminSave();
  const [orderId, setOrderId] = useState('');
  const [kind, setKind] = useState<LedgerKind>('payment');
  const [direction, setDirection] = useState<'charge' | 'credit' | ''>('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<string>(orders[0]?.currency ?? 'CNY');
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const order = orders.find((o) => String(o.id) === orderId) ?? null;
  const shownCurrency = order?.currency ?? currency;
  const minor = amount.trim() ? toMinor(amount, shownCurrency) : null;
  const preview = minor && (kind !== 'adjustment' || direction) ? signedAmount(kind, minor, direction || null) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await run(() =>
      api.post('/admin/ledger', {
        data: { member_id: memberId, order_id: orderId, kind, direction, amount, currency: shownCurrency, entry_date: date, note },
        errorMessageMode: 'none',
      }),
    );
    if (done !== null) {
      setAmount('');
      setNote('');
    }
  }

  const error = (name: string) => (fieldError(name) ? <span className={styles.problem}>{fieldError(name)}</span> : null);

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'} data-testid="post-entry">
      <div className={own.formGrid}>
        <label className={`${styles.field} ${own.wide}`}>
          <span>{texts.order}</span>
          <select className={styles.input} name="order_id" value={orderId} onChange={(e) => setOrderId(e.target.value)} aria-invalid={fieldError('order_id') ? true : undefined}>
            <option value="">{texts.noOrder}</option>
            {orders.map((o) => (
              <option key={o.id} value={o.id}>
                {o.reference} · {o.title} ({o.currency})
              </option>
            ))}
          </select>
          {error('order_id')}
        </label>
        <label className={styles.field}>
          <span>{texts.kind}</span>
          <select className={styles.input} name="kind" value={kind} onChange={(e) => setKind(e.target.value as LedgerKind)}>
            {LEDGER_KINDS.map((k) => (
              <option key={k} value={k}>
                {texts.kinds[k]}
              </option>
            ))}
          </select>
          <span className={own.hint}>{texts.kindHints[kind]}</span>
          {error('kind')}
        </label>
        <label className={styles.field}>
          <span>{texts.amount}</span>
          <input
            className={styles.input}
            name="amount"
            inputMode="decimal"
            dir="ltr"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={fieldError('amount') ? true : undefined}
            required
          />
          {error('amount')}
        </label>
        <label className={styles.field}>
          <span>{texts.currency}</span>
          <select className={styles.input} name="currency" value={shownCurrency} disabled={order !== null} onChange={(e) => setCurrency(e.target.value)}>
            {ORDER_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          {error('currency')}
        </label>
        <label className={styles.field}>
          <span>{texts.date}</span>
          <input className={styles.input} type="date" name="entry_date" value={date} max={today} onChange={(e) => setDate(e.target.value)} />
          {error('entry_date')}
        </label>
        {kind === 'adjustment' ? (
          <fieldset className={`${styles.field} ${own.wide}`}>
            <legend>{texts.direction}</legend>
            <div className={own.radios}>
              {(['charge', 'credit'] as const).map((d) => (
                <label key={d}>
                  <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => setDirection(d)} /> {d === 'charge' ? texts.charge : texts.credit}
                </label>
              ))}
            </div>
            {error('direction')}
          </fieldset>
        ) : null}
        <label className={`${styles.field} ${own.wide}`}>
          <span>{texts.note}</span>
          <textarea className={styles.input} name="note" rows={2} maxLength={STATEMENT.noteMax} value={note} onChange={(e) => setNote(e.target.value)} />
          {error('note')}
        </label>
      </div>
      <p className={styles.muted}>{texts.amountHint}</p>
      <div className={styles.formRow}>
        <button type="submit" className="button" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? texts.saving : texts.submit}
        </button>
        {preview !== null ? (
          <strong className={`${own.num} ${preview > 0 ? own.plus : own.minus}`}>{(preview > 0 ? '+' : '') + formatMoney(preview, shownCurrency, locale)}</strong>
        ) : null}
        <SavedStatus state={state} text={texts.saved} />
      </div>
      <FormProblem state={state} />
    </form>
  );
}
