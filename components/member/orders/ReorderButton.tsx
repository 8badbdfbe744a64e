'use client';

import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import type { OrderCreated } from '@/lib/api/contract/orders';
import { useOrderAction } from './use-order-action';
import styles from './Orders.module.css';

/** Reorder in one click: a new inquiry with the same design and artwork, then its page. */
export default function ReorderButton({ orderId, orderHref }: { orderId: number; /** The new order's page, `{id}` replaced. */ orderHref: string }) {
  const t = useTranslations('member.orders');
  const { state, run, busy, router } = useOrderAction();
  return (
    <div className={styles.answer}>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          run(
            () => api.post<OrderCreated>(`/orders/${orderId}/reorder`, { errorMessageMode: 'none' }),
            (created) => router.push(orderHref.replace('{id}', String(created.id))),
          )
        }
      >
        {busy ? t('working') : t('reorder')}
      </button>
      {state.kind === 'failed' ? (
        <p className={styles.problem} role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
