'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { api, isApiCancelled } from '@/lib/api/client';
import type { RedeemResult } from '@/lib/api/contract/points';
import styles from './Points.module.css';

/**
 * Redeem a reward: a confirmation (the price, the balance before and after), then the server's
 * answer. Refusals (out of stock, not enough points, a new price: someone else took the last one,
 * the balance changed in another window, an editor changed the price) are shown under the button
 * and the page is refreshed.
 */
export default function RedeemButton({ reward, points }: { reward: { id: number; title: string; price: number; stock: number }; points: number }) {
  const t = useTranslations('member.points.shop');
  const format = useFormatter();
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const short = reward.price - points;
  const out = reward.stock <= 0;

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setProblem('');
    try {
      // The price confirmed: if an editor changed it since this page was drawn, the server refuses and says the new one.
      await api.post<RedeemResult>(`/user/rewards/${reward.id}/redeem`, { params: { price: reward.price }, errorMessageMode: 'none' });
      dialog.current?.close();
      setDone(t('done'));
      router.refresh();
    } catch (error) {
      if (isApiCancelled(error)) return;
      dialog.current?.close();
      setProblem(error instanceof Error ? error.message : String(error));
      router.refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.redeem}>
      <button
        type="button"
        className="button"
        disabled={out || short > 0 || busy}
        aria-describedby={!out && short > 0 ? `redeem-short-${reward.id}` : undefined}
        onClick={() => dialog.current?.showModal()}
      >
        {out ? t('soldOut') : t('redeem')}
      </button>
      {/* Why the button is greyed: the points still missing (the page above says how to earn them). */}
      {!out && short > 0 ? (
        <p id={`redeem-short-${reward.id}`} className={styles.short}>
          {t('short', { points: format.number(short) })}
        </p>
      ) : null}
      {done ? (
        <p className={styles.done} role="status">
          {done}
        </p>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`redeem-${reward.id}`}>
        <div className={styles.dialogBody}>
          <h2 id={`redeem-${reward.id}`}>{t('confirmTitle', { title: reward.title })}</h2>
          <dl className={styles.dialogFacts}>
            <dt>{t('price')}</dt>
            <dd>{t('pointsValue', { points: format.number(reward.price) })}</dd>
            <dt>{t('balanceNow')}</dt>
            <dd>{t('pointsValue', { points: format.number(points) })}</dd>
            <dt>{t('balanceAfter')}</dt>
            <dd>{t('pointsValue', { points: format.number(points - reward.price) })}</dd>
          </dl>
          <p className={styles.muted}>{t('confirmHint')}</p>
          <div className={styles.dialogActions}>
            <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()} disabled={busy}>
              {t('cancel')}
            </button>
            <button type="button" className="button" onClick={confirm} disabled={busy}>
              {busy ? t('working') : t('confirm')}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}
