'use client';

import { useTranslations } from 'next-intl';
import type { SocialLinks as Links } from '@/lib/api/contract';
import type { SocialProviderName } from '@/lib/session/social';
import { FormAlert } from './AuthFields';
import { SocialButton, useSocialStart } from './SocialButtons';
import SocialIcon from './SocialIcon';
import styles from './Social.module.css';

export interface SocialLinksProps {
  /** The configured providers (the page passes them); a provider that is off is not offered. */
  providers: readonly SocialProviderName[];
  /** GET /user's `social`; undefined when the backend does not say (then every provider is offered). */
  links: Links | undefined;
  /** The profile page of this locale: where a binding returns. */
  profileHref: string;
}

/** The profile's linked accounts: each configured provider, linked (with its nickname) or with a bind button. */
export default function SocialLinks({ providers, links, profileHref }: SocialLinksProps) {
  const t = useTranslations('member.social');
  const state = useSocialStart('bind', profileHref);
  if (providers.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby="social-links-title">
      <div>
        <h3 id="social-links-title">{t('linkedTitle')}</h3>
        <p className={styles.note}>{t('linkedIntro')}</p>
      </div>
      <ul className={styles.links}>
        {providers.map((provider) => {
          const name = t(`name.${provider}`);
          const link = links?.[provider] ?? null;
          return (
            <li key={provider} className={styles.link}>
              <SocialIcon provider={provider} size={32} />
              <div className={styles.linkWho}>
                <span className={styles.linkName}>{name}</span>
                <span className={styles.linkStatus} data-linked={link !== null}>
                  {link === null
                    ? t('notLinked')
                    : link.nickname
                      ? // <bdi>: a Latin nickname keeps its place in an Arabic sentence, and the reverse.
                        t.rich('linked', { nickname: link.nickname, name: (chunks) => <bdi>{chunks}</bdi> })
                      : t('linkedNoName')}
                </span>
              </div>
              {link === null ? <SocialButton provider={provider} label={t('bindAction', { provider: name })} state={state} /> : null}
            </li>
          );
        })}
      </ul>
      <FormAlert text={state.error} />
    </section>
  );
}
