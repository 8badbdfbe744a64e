'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { isApiError } from '@/lib/api/client';
import { rememberLoginDestination, startSocial, type SocialProviderName, type SocialPurpose } from '@/lib/session/social';
import { FormAlert } from './AuthFields';
import SocialIcon from './SocialIcon';
import styles from './Social.module.css';

export interface SocialStartState {
  /** The provider being opened (its button shows that), or null. */
  pending: SocialProviderName | null;
  /** Why the last start was refused (the server's text), or null. */
  error: string | null;
  start: (provider: SocialProviderName) => void;
}

/**
 * Leaving for WeChat or QQ: one start at a time; the page stays busy until the browser has left,
 * and a refusal (rate limit, provider switched off, session gone for a binding) is shown.
 */
export function useSocialStart(purpose: SocialPurpose, redirect: string | null): SocialStartState {
  const t = useTranslations('member.social');
  const locale = useLocale();
  const [pending, setPending] = useState<SocialProviderName | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Back from the provider's page can restore this page from the back/forward cache as it was left.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  const start = useCallback(
    (provider: SocialProviderName) => {
      if (pending !== null) return;
      setPending(provider);
      setError(null);
      // A failed return page's "Try again" goes on to the same page.
      if (purpose === 'login') rememberLoginDestination(redirect);
      startSocial(provider, { purpose, redirect, locale }).catch((failure: unknown) => {
        setPending(null);
        // A 401 of a binding has the expiry dialog up already; the text says the same underneath.
        setError(isApiError(failure) ? failure.message : t(purpose === 'login' ? 'loginFailed' : 'bindFailed', { provider: t(`name.${provider}`) }));
      });
    },
    [locale, pending, purpose, redirect, t],
  );
  return { pending, error, start };
}

/** One provider's button: its mark and "Log in with …" (or the bind text), busy while the browser leaves. */
export function SocialButton({ provider, label, state }: { provider: SocialProviderName; label: string; state: SocialStartState }) {
  const t = useTranslations('member.social');
  const busy = state.pending === provider;
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[provider]}`}
      onClick={() => state.start(provider)}
      // aria-disabled, not disabled: the clicked button keeps the focus (and gets it back with a refusal).
      aria-disabled={state.pending !== null || undefined}
      aria-busy={busy || undefined}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : <SocialIcon provider={provider} size={24} />}
      <span>{busy ? t('redirecting', { provider: t(`name.${provider}`) }) : label}</span>
    </button>
  );
}

/** The login page's WeChat/QQ buttons (only the configured providers; the page passes them). */
export default function SocialLoginButtons({ providers, destination }: { providers: readonly SocialProviderName[]; destination: string }) {
  const t = useTranslations('member.social');
  const state = useSocialStart('login', destination);
  if (providers.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby="social-login-title">
      <h2 id="social-login-title" className={styles.divider}>
        <span>{t('divider')}</span>
      </h2>
      <div className={styles.buttons} data-count={providers.length}>
        {providers.map((provider) => (
          <SocialButton key={provider} provider={provider} label={t('loginWith', { provider: t(`name.${provider}`) })} state={state} />
        ))}
      </div>
      <FormAlert text={state.error} />
    </section>
  );
}
