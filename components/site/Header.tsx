import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import { langDir } from '@/lib/bidi';
import { getCompanyFactLangs, getCompanyFacts } from '@/lib/server/catalogue/cached';
import { NAV_ITEMS } from './nav-items';
import { localizedPath } from '@/i18n/paths';
import LocaleSwitcher from './LocaleSwitcher';
import MobileMenu from './MobileMenu';
import styles from './Header.module.css';

export default async function Header({ locale }: { locale: Locale }) {
  const [t, th, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'header' }),
    getCompanyFacts(locale),
  ]);
  const lang = await getCompanyFactLangs(locale);
  const whatsappDigits = facts.whatsapp.replace(/\D/g, '');
  const links = NAV_ITEMS.map((item) => ({ href: item.href, label: t(item.key) }));
  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">{t('skipToContent')}</a>
      <div className={styles.strip}>
        <div className={`container ${styles.stripInner}`}>
          <a href={`https://wa.me/${whatsappDigits}`} rel="noopener" className={styles.stripItem}>
            <span className={styles.stripLabel}>{th('whatsapp')}</span> <span dir="ltr">{facts.whatsapp}</span>
          </a>
          <a href={`mailto:${facts.email}`} className={styles.stripItem}>
            <span className={styles.stripLabel}>{th('email')}</span> <span dir="ltr">{facts.email}</span>
          </a>
          <span className={styles.stripItem}>
            <span className={styles.stripLabel}>{th('location')}</span> <span {...langDir(lang.province)}>{facts.province}</span>
          </span>
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M9 12h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2Zm4-3h6v3h-6z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          <span {...langDir(lang['company name'])}>{facts['company name']}</span>
        </Link>
        <nav aria-label={t('menu')} className={styles.nav}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <LocaleSwitcher label={t('language')} locale={locale} />
          <MobileMenu
            links={links.map((link) => ({ ...link, href: localizedPath(locale, link.href) }))}
            openLabel={t('menu')}
            closeLabel={t('closeMenu')}
          />
        </div>
      </div>
    </header>
  );
}
