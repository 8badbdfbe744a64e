'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import { ORDER_NOTE_MAX } from '@/lib/api/contract/orders';
import ActionProblem from './ActionProblem';
import FinalStep from './FinalStep';
import { useOrderAction } from './use-order-action';
import styles from './Orders.module.css';

/** One quantity option the buyer may accept, as the page words it. */
export interface QuoteChoice {
  quantity: number;
  label: string;
}

/**
 * Accept the quote (after a confirmation: it is final), or decline it with an optional reason. A
 * quote of several quantity options asks which one first; accepting sends the chosen quantity.
 */
export default function QuoteAnswer({ orderId, choices = [] }: { orderId: number; choices?: QuoteChoice[] }) {
  const t = useTranslations('member.orders');
  const tq = useTranslations('member.orderQuote');
  const { state, run, busy } = useOrderAction();
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const noteId = useId();
  const choosing = choices.length > 1;
  const send = (decision: 'accepted' | 'declined') =>
    run(() =>
      api.post(`/orders/${orderId}/quote-decision`, {
        data: { decision, note: decision === 'declined' ? note : '', ...(decision === 'accepted' && choosing ? { quantity: chosen } : {}) },
        errorMessageMode: 'none',
      }),
    );

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
        <>
          {choosing ? (
            <fieldset className={styles.choices}>
              <legend className={styles.label}>{tq('choose')}</legend>
              {choices.map((c) => (
                <label key={c.quantity} className={styles.choice}>
                  <input type="radio" name={`quote-choice-${orderId}`} value={c.quantity} checked={chosen === c.quantity} onChange={() => setChosen(c.quantity)} />
                  <span>{c.label}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className={styles.buttons}>
            <FinalStep
              label={t('accept')}
              title={t('final.quoteTitle')}
              body={t('final.quoteBody')}
              confirmLabel={t('final.quoteConfirm')}
              busy={busy}
              disabled={choosing && chosen === null}
              onConfirm={() => send('accepted')}
            />
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setDeclining(true)}>
              {t('decline')}
            </button>
          </div>
        </>
      )}
      <ActionProblem state={state} />
    </div>
  );
}
