import { getTranslations } from 'next-intl/server';
import { LIBRARY_KEYS, type Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import { isolateAuto, langDir } from '@/lib/bidi';
import { getCompanyFactLangs, getCompanyFacts } from '@/lib/server/catalogue/cached';
import { companyDisplayName } from '@/lib/seo/metadata';
import { NAV_ITEMS, SOCIAL_NETWORKS, whatsappHref } from './nav-items';
import styles from './Footer.module.css';

export default async function Footer({ locale }: { locale: Locale }) {
  const [t, tn, th, tf, tm, ta, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'storefront' }),
    getTranslations({ locale, namespace: 'member.nav.items' }),
    getTranslations({ locale, namespace: 'academy' }),
    getCompanyFacts(locale),
  ]);
  const lang = await getCompanyFactLangs(locale);
  const legalName = companyDisplayName(facts, (await getTranslations({ locale, namespace: 'meta' }))('titleSuffix'));
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brandCol}>
          <p className={styles.company} {...langDir(facts['legal name']?.trim() ? lang['legal name'] : lang['company name'])}>
            {legalName}
          </p>
          <p className={styles.tagline} {...langDir(lang.tagline)}>
            {facts.tagline}
          </p>
          <ul className={styles.contact}>
            <li>
              {th('whatsapp')}:{' '}
              <a href={whatsappHref(facts.whatsapp)} rel="noopener" dir="ltr">
                {facts.whatsapp}
              </a>
            </li>
            <li>
              {th('email')}:{' '}
              <a href={`mailto:${facts.email}`} dir="ltr">
                {facts.email}
              </a>
            </li>
            <li>
              {th('location')}: <span {...langDir(lang.province)}>{facts.province}</span>
            </li>
          </ul>
        </div>
        <nav aria-label={tn('menu')} className={styles.links}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link href={item.href}>{tn(item.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* The academy and the content libraries are public pages: a member (or a crawler) finds them here. */}
        <nav aria-labelledby="footer-learn" className={styles.links}>
          <p id="footer-learn" className={styles.heading}>
            {tf('learn')}
          </p>
          <ul>
            <li>
              <Link href="/course">{ta('title')}</Link>
            </li>
            {LIBRARY_KEYS.map((key) => (
              <li key={key}>
                <Link href={`/${key}`}>{tm(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className={styles.heading}>{t('follow')}</p>
          <ul className={styles.social}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <a href={facts[network]} rel="noopener noreferrer" target="_blank">
                  {t(`social.${network}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">{t('copyright', { year: new Date().getFullYear(), company: isolateAuto(withoutFinalStop(legalName), locale) })}</div>
      </div>
    </footer>
  );
}

/** "… Co., Ltd." before the sentence's own full stop: one stop, not two. */
function withoutFinalStop(name: string): string {
  return name.replace(/\.$/, '');
}
