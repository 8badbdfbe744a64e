'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import { ORDER_NOTE_MAX } from '@/lib/api/contract/orders';
import ActionProblem from './ActionProblem';
import FinalStep from './FinalStep';
import { useOrderAction } from './use-order-action';
import styles from './Orders.module.css';

/** Accept the quote (after a confirmation: it is final), or decline it with an optional reason. */
export default function QuoteAnswer({ orderId }: { orderId: number }) {
  const t = useTranslations('member.orders');
  const { state, run, busy } = useOrderAction();
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const send = (decision: 'accepted' | 'declined') =>
    run(() => api.post(`/orders/${orderId}/quote-decision`, { data: { decision, note: decision === 'declined' ? note : '' }, errorMessageMode: 'none' }));

  return (
    <div className={styles.answer} aria-busy={busy}>
      {declining ? (
        <div className={styles.answerForm}>
          <label htmlFor={noteId} className={styles.label}>
            {t('declineNote')}
          </label>
          <textarea id={noteId} className={styles.textarea} rows={3} maxLength={ORDER_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
          <div className={styles.buttons}>
            <button type="button" className="button" disabled={busy} onClick={() => send('declined')}>
              {busy ? t('working') : t('confirmDecline')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setDeclining(false)}>
              {t('cancelAnswer')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.buttons}>
          <FinalStep
            label={t('accept')}
            title={t('final.quoteTitle')}
            body={t('final.quoteBody')}
            confirmLabel={t('final.quoteConfirm')}
            busy={busy}
            onConfirm={() => send('accepted')}
          />
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => setDeclining(true)}>
            {t('decline')}
          </button>
        </div>
      )}
      <ActionProblem state={state} />
    </div>
  );
}
