'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import ActionProblem from './ActionProblem';
import { useOrderAction } from './use-order-action';
import styles from './Orders.module.css';

export interface ShipToOption {
  id: number;
  /** One line: recipient, place (as the address book shows it). */
  label: string;
  is_default: boolean;
}

/**
 * Choose one of the member's ship-to addresses for an order (until it ships). The server keeps a
 * copy with the order; the page then shows that copy.
 */
export default function ShipToPicker({ orderId, options, current }: { orderId: number; options: ShipToOption[]; current: number | null }) {
  const t = useTranslations('member.orders.shipTo');
  const { state, run, busy } = useOrderAction();
  const fallback = current ?? options.find((o) => o.is_default)?.id ?? options[0]?.id ?? 0;
  const [chosen, setChosen] = useState(options.some((o) => o.id === fallback) ? fallback : (options[0]?.id ?? 0));
  const selectId = useId();
  const save = () => run(() => api.put(`/orders/${orderId}/ship-to`, { data: { address_id: chosen }, errorMessageMode: 'none' }));

  return (
    <div className={styles.answer} aria-busy={busy}>
      <label htmlFor={selectId} className={styles.label}>
        {t('choose')}
      </label>
      <select id={selectId} className={styles.select} value={chosen} onChange={(e) => setChosen(Number(e.target.value))} disabled={busy}>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.is_default ? `${o.label} (${t('default')})` : o.label}
          </option>
        ))}
      </select>
      <div className={styles.buttons}>
        <button type="button" className="button" disabled={busy || chosen === current || !chosen} onClick={save}>
          {busy ? t('saving') : t('save')}
        </button>
      </div>
      <ActionProblem state={state} />
    </div>
  );
}
