'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, isApiCancelled } from '@/lib/api/client';
import type { CaptchaChallenge } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import { sessionStore } from '@/lib/session/store';
import { useSession } from '@/lib/session/use-session';
import { TextField } from './AuthFields';
import styles from './LoginPanel.module.css';

export interface Captcha {
  /** The server asked for a picture answer. */
  needed: boolean;
  key: string | null;
  image: string | null;
  answer: string;
  setAnswer: (value: string) => void;
  loading: boolean;
  /** Why the picture could not be loaded. */
  failure: string | null;
  refresh: () => void;
  /** Follows an answer's `captcha_required`: true asks for a new picture (each one takes one guess), false hides it. */
  follow: (required: boolean | null) => void;
  /** The fields to send: the key and the answer, or nothing. */
  payload: () => { captcha_key?: string; captcha_code?: string };
}

/**
 * The picture captcha of one form. The challenge (key and picture) lives in the session store
 * (captcha code and image); it is dropped when the form goes away, so another tab never sends a stale key.
 */
export function useCaptcha(): Captcha {
  const key = useSession((state) => state.captchaKey);
  const image = useSession((state) => state.captchaImage);
  const [needed, setNeeded] = useState(false);
  const [answer, setAnswer] = useState('');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useTranslations('member.form');
  const request = useRef(0);

  const refresh = useCallback(() => {
    request.current += 1;
    const mine = request.current;
    setAnswer('');
    setFailure(null);
    setLoading(true);
    sessionStore.setCaptcha(null);
    api
      .get<CaptchaChallenge>('/captcha', { errorMessageMode: 'none' })
      .then((challenge) => {
        if (mine !== request.current) return;
        sessionStore.setCaptcha(challenge);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (mine !== request.current || isApiCancelled(error)) return;
        setLoading(false);
        setFailure(error instanceof Error && error.message ? `${t('captchaFailed')} ${error.message}` : t('captchaFailed'));
      });
  }, [t]);

  const follow = useCallback(
    (required: boolean | null) => {
      if (required === false) {
        request.current += 1;
        setNeeded(false);
        setAnswer('');
        setFailure(null);
        setLoading(false);
        sessionStore.setCaptcha(null);
        return;
      }
      // Unsaid (a rate limit, a field error): a picture on screen may have been used up, so show a new one.
      if (required === true || needed) {
        setNeeded(true);
        refresh();
      }
    },
    [needed, refresh],
  );

  useEffect(
    () => () => {
      request.current += 1;
      sessionStore.setCaptcha(null);
    },
    [],
  );

  const payload = useCallback(() => (needed && key ? { captcha_key: key, captcha_code: answer.trim() } : {}), [needed, key, answer]);

  return { needed, key, image, answer, setAnswer, loading, failure, refresh, follow, payload };
}

/** The captcha's picture (a button: a new one on click) and its answer field. */
export function CaptchaField({ id, captcha, error, onEdit }: { id: string; captcha: Captcha; error?: string; onEdit?: () => void }) {
  const t = useTranslations('member.form');
  if (!captcha.needed) return null;
  return (
    <div className={styles.captchaRow}>
      <TextField
        id={id}
        name="captcha_code"
        label={t('captcha')}
        value={captcha.answer}
        onChange={(value) => {
          captcha.setAnswer(value);
          onEdit?.();
        }}
        placeholder={t('captchaPlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={AUTH.captcha.length}
        error={error ?? captcha.failure ?? undefined}
        ltr
      />
      <button type="button" className={styles.captchaImage} onClick={captcha.refresh} aria-label={t('captchaImage')}>
        {captcha.image ? (
          // A data: URL drawn by the server: next/image has nothing to optimise here.
          <img src={captcha.image} alt="" />
        ) : (
          <span className={styles.captchaPlaceholder}>{captcha.loading ? t('captchaLoading') : t('captchaRefresh')}</span>
        )}
      </button>
    </div>
  );
}
