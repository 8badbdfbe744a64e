'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSecondsLeft } from './use-seconds-left';
import styles from './LoginPanel.module.css';

/** What the server answers a code request: when another may be asked for, and how long the code lives (seconds). */
export type CodeReceipt = { resend_after: number; expires_in: number };

/**
 * A code sent by text or e-mail (the phone login, the password reset): whether one is on its way,
 * the countdown until another may be asked for, and the line that says where it went. `send` asks
 * the server, then focuses the code field; a refusal goes to the form's `showFailure`.
 */
export function useCodeRequest(showFailure: (error: unknown) => void) {
  const [sending, setSending] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);
  const ready = !sending && secondsLeft === 0;

  const send = async <R extends CodeReceipt>(ask: () => Promise<R>, noticeOf: (receipt: R) => string, codeFieldId: string) => {
    if (!ready) return;
    setNotice(null);
    setSending(true);
    try {
      const receipt = await ask();
      setResendAt(Date.now() + receipt.resend_after * 1000);
      setNotice(noticeOf(receipt));
      document.getElementById(codeFieldId)?.focus();
    } catch (error) {
      showFailure(error);
    } finally {
      setSending(false);
    }
  };

  return { sending, secondsLeft, notice, ready, send };
}

/** The code field's button: "Get code", "Sending…", then the countdown; described by the notice line once there is one. */
export function CodeButton({ request, onClick, noticeId }: { request: ReturnType<typeof useCodeRequest>; onClick: () => void; noticeId: string }) {
  const t = useTranslations('member.form');
  return (
    <button type="button" className={styles.codeButton} onClick={onClick} disabled={!request.ready} aria-describedby={request.notice ? noticeId : undefined}>
      {request.sending ? t('sendingCode') : request.secondsLeft > 0 ? t('resendIn', { seconds: request.secondsLeft }) : t('getCode')}
    </button>
  );
}
