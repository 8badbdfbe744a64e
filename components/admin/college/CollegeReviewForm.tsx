'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import { COLLEGE } from '@/lib/config';
import { useAdminSave } from '../use-admin-save';
import adminStyles from '../Admin.module.css';
import styles from './AdminCollege.module.css';
import { SavedStatus } from '../FormOutcome';

export interface ReviewTexts {
  approve: string;
  reject: string;
  expiresAt: string;
  expiresHint: string;
  reason: string;
  reasonHint: string;
  confirmApprove: string;
  confirmReject: string;
  saving: string;
  saved: string;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** Approve until a date (the card's end; a year ahead suggested) or reject with the reason the member will read. */
export default function CollegeReviewForm({ id, texts }: { id: number; texts: ReviewTexts }) {
  const { state, run, fieldError } = useAdminSave();
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  const now = new Date();
  const [expires, setExpires] = useState(() => ymd(new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()))));
  const [reason, setReason] = useState('');
  const min = ymd(new Date(now.getTime() + 86_400_000));
  const max = ymd(new Date(Date.UTC(now.getUTCFullYear() + COLLEGE.maxYears, now.getUTCMonth(), now.getUTCDate())));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(() =>
      api.post(`/admin/college/${id}/review`, {
        data: decision === 'approve' ? { decision, expires_at: expires } : { decision, reason },
        errorMessageMode: 'none',
      }),
    );
  }

  return (
    <form className={styles.decision} onSubmit={submit} noValidate aria-busy={state.kind === 'busy'} data-testid={`college-review-${id}`}>
      <div className={styles.choice} role="group">
        <button type="button" className={`button ${decision === 'approve' ? '' : 'button--ghost'}`} aria-pressed={decision === 'approve'} onClick={() => setDecision('approve')}>
          {texts.approve}
        </button>
        <button type="button" className={`button ${decision === 'reject' ? '' : 'button--ghost'}`} aria-pressed={decision === 'reject'} onClick={() => setDecision('reject')}>
          {texts.reject}
        </button>
      </div>
      {decision === 'approve' ? (
        <label className={adminStyles.field}>
          <span>{texts.expiresAt}</span>
          <input className={adminStyles.input} type="date" name="expires_at" value={expires} min={min} max={max} required onChange={(e) => setExpires(e.target.value)} />
          <small className={adminStyles.muted}>{texts.expiresHint}</small>
          {fieldError('expires_at') ? <span className={adminStyles.problem}>{fieldError('expires_at')}</span> : null}
        </label>
      ) : (
        <label className={adminStyles.field}>
          <span>{texts.reason}</span>
          <textarea className={adminStyles.input} name="reason" rows={3} maxLength={COLLEGE.reasonMax} value={reason} required onChange={(e) => setReason(e.target.value)} />
          <small className={adminStyles.muted}>{texts.reasonHint}</small>
          {fieldError('reason') ? <span className={adminStyles.problem}>{fieldError('reason')}</span> : null}
        </label>
      )}
      <div className={adminStyles.formRow}>
        <button type="submit" className="button" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? texts.saving : decision === 'approve' ? texts.confirmApprove : texts.confirmReject}
        </button>
        <SavedStatus state={state} text={texts.saved} />
      </div>
      {state.kind === 'failed' && !fieldError('expires_at') && !fieldError('reason') ? (
        <p className={adminStyles.problem} role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
