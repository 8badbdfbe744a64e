import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { loadMessages } from '@/i18n/messages';
import { pickMessages } from '@/i18n/pick';
import { getCompanyFactLangs, getCompanyFacts } from '@/lib/server/catalogue/cached';
import { langDir } from '@/lib/bidi';
import { createMetadata } from '@/lib/seo/metadata';
import ContactForm from '@/components/contact/ContactForm';
import styles from '@/components/contact/ContactForm.module.css';
import { pageLocale } from '@/lib/server/http/page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'contact' });
  // Through the shared builder, like every page: canonical, 15 hreflang alternates, Open Graph.
  // `?product=` only fills in the form, so every /contact?product=… names /contact as canonical.
  return createMetadata({ locale, path: '/contact', title: t('title'), description: t('metaDescription') });
}

/**
 * /contact: static (no searchParams, no headers here); the form reads `?product=` itself inside a
 * Suspense boundary, so the page is rendered once per locale and served from the cache.
 */
export default async function ContactPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, th, facts, lang, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'header' }),
    getCompanyFacts(locale),
    getCompanyFactLangs(locale),
    loadMessages(locale),
  ]);
  const whatsappDigits = facts.whatsapp.replace(/\D/g, '');

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>

      <div className={styles.layout}>
        <aside className={styles.direct} aria-labelledby="contact-direct">
          <h2 id="contact-direct" className={styles.directTitle}>
            {t('direct')}
          </h2>
          <ul className={styles.directList}>
            <li>
              <a className={styles.directItem} href={`https://wa.me/${whatsappDigits}`} rel="noopener">
                <span className={styles.directIcon} aria-hidden="true">
                  <svg viewBox="0 0 24 24">
                    <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                    <path
                      d="M8.8 8.4c.2-.5.5-.5.8-.5h.5c.2 0 .4 0 .5.4l.7 1.7c.1.2 0 .4-.1.6l-.5.6c-.1.1-.2.3 0 .5.5.8 1.1 1.5 2 2 .3.2.4.1.6 0l.6-.7c.2-.2.3-.2.5-.1l1.6.8c.2.1.4.2.4.4 0 .6-.2 1.2-.7 1.5-.5.4-1.3.5-2.2.2a8 8 0 0 1-4.2-3.6c-.7-1.1-.9-2.3-.5-3.3Z"
                      fill="currentColor"
                    />
                  </svg>
                </span>
                <span className={styles.directText}>
                  <span className={styles.directLabel}>{th('whatsapp')}</span>
                  <span className={styles.directValue} dir="ltr">
                    {facts.whatsapp}
                  </span>
                </span>
              </a>
            </li>
            <li>
              <a className={styles.directItem} href={`mailto:${facts.email}`}>
                <span className={styles.directIcon} aria-hidden="true">
                  <svg viewBox="0 0 24 24">
                    <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
                    <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                  </svg>
                </span>
                <span className={styles.directText}>
                  <span className={styles.directLabel}>{th('email')}</span>
                  <span className={styles.directValue} dir="ltr">
                    {facts.email}
                  </span>
                </span>
              </a>
            </li>
            <li>
              <span className={styles.directItem}>
                <span className={styles.directIcon} aria-hidden="true">
                  <svg viewBox="0 0 24 24">
                    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                    <circle cx="12" cy="9.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                  </svg>
                </span>
                <span className={styles.directText}>
                  <span className={styles.directLabel}>{th('location')}</span>
                  <span className={styles.directValue} {...langDir(lang.province)}>
                    {facts.province}
                  </span>
                </span>
              </span>
            </li>
          </ul>
        </aside>

        <div className={styles.card}>
          <NextIntlClientProvider locale={locale} messages={pickMessages(messages, ['contact', 'server', 'common', 'api'])}>
            <ContactForm />
          </NextIntlClientProvider>
        </div>
      </div>
    </div>
  );
}
