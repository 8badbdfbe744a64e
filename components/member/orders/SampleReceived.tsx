'use client';

import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import ActionProblem from './ActionProblem';
import { useOrderAction } from './use-order-action';
import styles from './Orders.module.css';

/** The buyer confirms a shipped sample arrived; the page is read again from the server. */
export default function SampleReceived({ orderId, sampleId }: { orderId: number; sampleId: number }) {
  const t = useTranslations('member.orders.samples');
  const { state, run, busy } = useOrderAction();
  return (
    <div className={styles.answer} aria-busy={busy}>
      <div className={styles.buttons}>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => run(() => api.post(`/orders/${orderId}/samples/${sampleId}/received`, { errorMessageMode: 'none' }))}
        >
          {busy ? t('sending') : t('received')}
        </button>
      </div>
      <ActionProblem state={state} />
    </div>
  );
}
