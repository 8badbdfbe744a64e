'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { isApiCancelled, isApiError } from '@/lib/api/client';
import { getApiFeedback } from '@/lib/api/feedback';
import { completeLogin } from '@/lib/session/flows';
import { safeRedirectPath } from '@/lib/safe-redirect';
import {
  readProviderReturn,
  rememberedLoginDestination,
  rememberLoginDestination,
  socialBind,
  socialLogin,
  type SocialProviderName,
  type SocialPurpose,
} from '@/lib/session/social';
import { isSessionExpiredError } from '@/lib/session/use-session';
import Loader from '@/components/ui/Loader';
import { FormAlert } from './AuthFields';
import { SocialButton, useSocialStart } from './SocialButtons';
import SocialIcon from './SocialIcon';
import styles from './Social.module.css';

export interface SocialReturnProps {
  provider: SocialProviderName;
  purpose: SocialPurpose;
  /** Where a login goes when the start named no page: the locale's home. */
  home: string;
  /** The locale's login page (a failed login's way back) and profile page (a binding's). */
  loginHref: string;
  profileHref: string;
}

type Phase = { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'expired' } | { kind: 'done' };

/**
 * The page WeChat or QQ sends the visitor back to (/weChatLogin, /qqLogin, /user/profile/wechatBind,
 * /user/profile/qqBind): hands the code (or QQ's token) and the state to the server once, takes
 * them off the address bar, then logs in and goes on, or binds, says so and returns to the profile.
 * A refusal shows the server's message with a way to start again.
 */
export default function SocialReturn({ provider, purpose, home, loginHref, profileHref }: SocialReturnProps) {
  const t = useTranslations('member.social');
  const tProfile = useTranslations('member.profile');
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  const handled = useRef(false);
  // "Try again" goes on to where the first try was meant to (kept in this tab when it started).
  const [retryTarget] = useState(() => (purpose === 'bind' ? profileHref : rememberedLoginDestination()));
  const restart = useSocialStart(purpose, retryTarget);
  const name = t(`name.${provider}`);

  useEffect(() => {
    // Once per visit: a code works once, and React's development double effect must not spend it twice.
    if (handled.current) return;
    handled.current = true;
    const back = readProviderReturn(provider, window.location);
    // The code and state stay out of the history and out of a reload. Deferred, so that Next's router
    // (whose effects run after this one on the first load) takes the new address as its own.
    const path = window.location.pathname;
    window.setTimeout(() => window.history.replaceState(null, '', path), 0);
    if (!back.grant) {
      setPhase({ kind: 'failed', message: t('cancelled', { provider: name }) });
      return;
    }
    // The line above the alert already says that it failed; the alert adds the server's reason.
    const fail = (error: unknown) => {
      if (isSessionExpiredError(error)) setPhase({ kind: 'expired' });
      else setPhase({ kind: 'failed', message: isApiCancelled(error) || !isApiError(error) ? '' : error.message });
    };

    if (purpose === 'login') {
      socialLogin(provider, back)
        .then(async (answer) => {
          rememberLoginDestination(null);
          // The server chose `redirect` from a checked path; checked again here all the same.
          const destination = safeRedirectPath(answer.redirect) ?? home;
          await completeLogin(answer, { home, destination, navigate: (href) => router.replace(href) });
          setPhase({ kind: 'done' });
        })
        .catch((error: unknown) => fail(error));
      return;
    }
    socialBind(provider, back)
      .then((answer) => {
        if (answer.status !== 'success') {
          setPhase({ kind: 'failed', message: answer.message });
          return;
        }
        setPhase({ kind: 'done' });
        getApiFeedback().toast(t('bound'), { kind: 'success' });
        router.replace(safeRedirectPath(answer.redirect) ?? profileHref);
      })
      .catch((error: unknown) => fail(error));
  }, [home, name, profileHref, provider, purpose, router, t]);

  const title = t(purpose === 'login' ? 'loginTitle' : 'bindTitle', { provider: name });
  return (
    <div className={styles.returnCard}>
      <span className={styles.returnMark}>
        <SocialIcon provider={provider} size={36} />
      </span>
      <h1 className={styles.returnTitle}>{title}</h1>
      {phase.kind === 'working' ? (
        <Loader text={t(purpose === 'login' ? 'loggingIn' : 'binding', { provider: name })} />
      ) : phase.kind === 'done' ? (
        <p className={styles.note} role="status">
          {purpose === 'bind' ? t('bound') : t('loggingIn', { provider: name })}
        </p>
      ) : phase.kind === 'expired' ? (
        <p className={styles.note}>{tProfile('expired')}</p>
      ) : (
        <>
          <p className={styles.note}>{t(purpose === 'login' ? 'loginFailed' : 'bindFailed', { provider: name })}</p>
          <FormAlert text={phase.message || null} />
          <FormAlert text={restart.error} />
          <div className={styles.returnActions}>
            <SocialButton provider={provider} label={t('tryAgain')} state={restart} />
            <Link className="button button--ghost" href={purpose === 'login' ? loginHref : profileHref}>
              {purpose === 'login' ? t('backToLogin') : t('backToProfile')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
