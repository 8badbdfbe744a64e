import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { langDir } from '@/lib/bidi';
import { displayPhone, type ContactCard as Card } from '@/lib/api/contract/help';
import MemberAvatar from '@/components/member/MemberAvatar';
import CopyButton from './CopyButton';
import styles from './Help.module.css';

const ICON = {
  email: <path d="M4 6h16v12H4zM4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
  whatsapp: (
    <path
      d="M12 3.5a8.5 8.5 0 0 0-7.3 12.8L3.5 20.5l4.3-1.1A8.5 8.5 0 1 0 12 3.5Zm-3 4.6c.2-.4.5-.4.8-.4h.5c.2 0 .4 0 .6.5l.8 1.8c.1.2 0 .4-.1.6l-.5.6c-.1.2-.2.3 0 .6.6 1 1.5 1.9 2.6 2.4.3.1.4.1.6-.1l.7-.8c.2-.2.4-.2.6-.1l1.7.8c.3.1.4.3.4.5 0 .6-.3 1.6-1.6 1.9-1 .2-2.3-.1-4.2-1.4-1.6-1.1-2.6-2.7-2.9-3.3-.4-.7-.6-1.5-.6-2.1 0-.6.3-1.2.6-1.5Z"
      fill="currentColor"
    />
  ),
  wechat: (
    <path
      d="M9.3 4.5C5.5 4.5 2.5 7 2.5 10.1c0 1.8 1 3.3 2.5 4.4l-.6 1.9 2.2-1.2c.8.2 1.7.4 2.7.4h.5a5.3 5.3 0 0 1-.2-1.4c0-3 2.9-5.4 6.5-5.4h.4C15.9 6.3 12.9 4.5 9.3 4.5Zm-2.4 3.2a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Zm4.8 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Zm4.3 2.5c-3 0-5.5 2-5.5 4.5s2.5 4.5 5.5 4.5c.7 0 1.3-.1 1.9-.3l1.8 1-.5-1.6c1.4-.8 2.3-2.1 2.3-3.6 0-2.5-2.5-4.5-5.5-4.5Zm-1.9 2.6a.7.7 0 1 1 0 1.5.7.7 0 0 1 0-1.5Zm3.8 0a.7.7 0 1 1 0 1.5.7.7 0 0 1 0-1.5Z"
      fill="currentColor"
    />
  ),
};

/** One way to reach the contact: its icon, what it is and the address or number, then the action (write, chat, copy). */
function Channel({ kind, label, value, testId, children }: { kind: keyof typeof ICON; label: string; value: string; testId?: string; children: ReactNode }) {
  return (
    <li className={styles.channel}>
      <span className={styles.channelIcon} data-kind={kind} aria-hidden="true">
        <svg viewBox="0 0 24 24">{ICON[kind]}</svg>
      </span>
      <span className={styles.channelText}>
        <small>{label}</small>
        <span dir="ltr" data-testid={testId}>
          {value}
        </span>
      </span>
      {children}
    </li>
  );
}

/** The member's contact: their account manager's card, or the company's general contact, with e-mail, WhatsApp and WeChat. */
export default async function ContactCard({ contact, locale }: { contact: Card; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'member.help' });
  const waDigits = contact.whatsapp.replace(/\D/g, '');
  return (
    <section className={`${styles.card} ${styles.contact}`} aria-labelledby="help-contact" data-testid="help-contact" data-kind={contact.kind}>
      <div className={styles.band} aria-hidden="true" />
      <div className={styles.contactBody}>
        <div className={styles.who}>
          <span className={styles.photo}>{contact.photo ? <img src={contact.photo} alt="" width={88} height={88} /> : <MemberAvatar name={contact.name} size={80} />}</span>
          <div>
            <p className={styles.kicker}>{contact.kind === 'manager' ? t('contact.manager') : t('contact.company')}</p>
            <h2 id="help-contact" className={styles.name}>
              <bdi>{contact.name}</bdi>
            </h2>
            {contact.title ? (
              <p className={styles.title} {...langDir(contact.title_lang ?? undefined)}>
                {contact.title}
              </p>
            ) : null}
          </div>
        </div>
        {contact.kind === 'company' ? <p className={styles.fallbackNote}>{t('contact.companyNote')}</p> : null}
        {contact.team_channels ? <p className={styles.fallbackNote}>{t('contact.teamChannels')}</p> : null}
        <ul className={styles.channels}>
          {contact.email ? (
            <Channel kind="email" label={t('contact.email')} value={contact.email}>
              <a className={styles.channelAction} href={`mailto:${contact.email}`}>
                {t('contact.write')}
              </a>
            </Channel>
          ) : null}
          {waDigits ? (
            <Channel kind="whatsapp" label="WhatsApp" value={displayPhone(contact.whatsapp)} testId="help-whatsapp">
              <a className={styles.channelAction} href={`https://wa.me/${waDigits}`} target="_blank" rel="noopener noreferrer">
                {t('contact.chat')}
              </a>
            </Channel>
          ) : null}
          {contact.wechat_id ? (
            <Channel kind="wechat" label={t('contact.wechat')} value={contact.wechat_id} testId="help-wechat">
              <CopyButton className={styles.channelAction} value={contact.wechat_id} label={t('contact.copy')} done={t('contact.copied')} />
            </Channel>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
