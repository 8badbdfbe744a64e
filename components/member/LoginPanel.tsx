'use client';

import { useCallback, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { AccessToken } from '@/lib/api/contract';
import { completeLogin } from '@/lib/session/flows';
import { sessionStore } from '@/lib/session/store';
import AccountLoginForm from './AccountLoginForm';
import PhoneLoginForm from './PhoneLoginForm';
import RegisterForm from './RegisterForm';
import styles from './LoginPanel.module.css';

export const LOGIN_TABS = ['account', 'phone', 'register'] as const;
export type LoginTab = (typeof LOGIN_TABS)[number];

const LABEL_KEYS = { account: 'tabAccount', phone: 'tabPhone', register: 'tabRegister' } as const;
const tabId = (tab: LoginTab) => `login-tab-${tab}`;
const PANEL_ID = 'login-panel';

export interface LoginPanelProps {
  /** Where a successful login goes (the same-site `redirect` query, else home), resolved by the page. */
  destination: string;
  /** The home page of the locale. */
  home: string;
  initialTab?: LoginTab;
  /** Whether codes can be sent (an SMS sender is configured): without one the mobile tab is not offered. */
  phoneLogin?: boolean;
  /** Social login buttons (WeChat, QQ), shown under the forms when given. */
  social?: ReactNode;
  /** The "forgot password" page, linked from the account form. */
  resetHref?: string;
}

/**
 * The login page's client part: account and password, mobile code, and registration as tabs. Each tab's
 * form mounts afresh, so switching leaves no typed value, error or captcha behind.
 */
export default function LoginPanel({ destination, home, initialTab = 'account', phoneLogin = true, social, resetHref }: LoginPanelProps) {
  const t = useTranslations('member.login');
  const router = useRouter();
  const tabs: readonly LoginTab[] = phoneLogin ? LOGIN_TABS : LOGIN_TABS.filter((name) => name !== 'phone');
  const [tab, setTab] = useState<LoginTab>(tabs.includes(initialTab) ? initialTab : 'account');

  const select = useCallback((next: LoginTab, focus = false) => {
    sessionStore.setCaptcha(null);
    setTab(next);
    if (focus) requestAnimationFrame(() => document.getElementById(tabId(next))?.focus());
  }, []);

  const onSuccess = useCallback((answer: AccessToken) => completeLogin(answer, { home, destination, navigate: (href) => router.replace(href) }), [destination, home, router]);

  // Arrow keys move between tabs (and select them), Home and End jump to the ends (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(tab);
    const rtl = document.documentElement.dir === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    let next: number | null = null;
    if (event.key in step) next = (index + step[event.key] + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(tabs[next], true);
  };

  return (
    <div className={styles.panel}>
      <div role="tablist" aria-label={t('tabs')} className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={tab === name}
            aria-controls={PANEL_ID}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => select(name)}
          >
            {t(LABEL_KEYS[name])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} className={styles.tabPanel}>
        {tab === 'account' ? (
          <AccountLoginForm key="account" onSuccess={onSuccess} onSwitch={() => select('register', true)} resetHref={resetHref} />
        ) : tab === 'phone' ? (
          <PhoneLoginForm key="phone" onSuccess={onSuccess} />
        ) : (
          <RegisterForm key="register" onSuccess={onSuccess} onSwitch={() => select('account', true)} />
        )}
      </div>
      {social ? <div className={styles.social}>{social}</div> : null}
    </div>
  );
}
