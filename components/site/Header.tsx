import { getTranslations } from 'next-intl/server';
import { LOCALES, LOCALE_NATIVE_NAMES, RTL_LOCALES, type Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import { langDir } from '@/lib/bidi';
import { getCompanyFactLangs, getCompanyFacts } from '@/lib/server/catalogue/cached';
import { ACCOUNT_PATH, NAV_ITEMS, whatsappHref } from './nav-items';
import { localizedPath } from '@/i18n/paths';
import SearchBox from '@/components/catalogue/SearchBox';
import HeaderSearch from './HeaderSearch';
import LocaleSwitcher from './LocaleSwitcher';
import MobileMenu from './MobileMenu';
import NavLinks from './NavLinks';
import AccountLink from './AccountLink';
import BrandLogo from './BrandLogo';
import { WhatsAppIcon } from './ContactIcons';
import styles from './Header.module.css';

/**
 * The site header. From 992 px up it has two rows that never wrap in any of the 14 languages
 * (e2e/header-layout.spec.ts): the brand, the search box, the language and "Request a quote" on
 * the first; the menu on the second, where even the longest labels (Russian, Spanish) fit at
 * 992 px. Below 992 px the menu, the search box and the contacts are in the mobile menu, and a
 * row under the header keeps WhatsApp and a short quote button, so a phone's first screen shows
 * the sales tools. The contact strip above scrolls away; the two rows stay.
 * "My account" is a client leaf (AccountLink): the HTML is the same for every visitor.
 */
export default async function Header({ locale }: { locale: Locale }) {
  const [t, th, ts, tf, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'storefront' }),
    getCompanyFacts(locale),
  ]);
  const lang = await getCompanyFactLangs(locale);
  const whatsapp = whatsappHref(facts.whatsapp);
  const links = NAV_ITEMS.map((item) => ({ href: localizedPath(locale, item.href), label: t(item.key) }));
  const account = { href: localizedPath(locale, ACCOUNT_PATH), label: tf('myAccount') };
  return (
    <>
      <header className={styles.header}>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <div className={styles.strip}>
          <div className={`container ${styles.stripInner}`}>
            <a href={whatsapp} rel="noopener" className={styles.stripItem}>
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
          <Link href="/" className={styles.brand} title={facts['company name']}>
            <BrandLogo className={styles.logo} />
            <span className={styles.brandName} {...langDir(lang['company name'])}>
              {facts['company name']}
            </span>
          </Link>
          <div className={styles.tools}>
            {/* The search box (desktop) goes first here: about 240 px from 1200 px up, an icon below. */}
            <HeaderSearch locale={locale} />
            <LocaleSwitcher label={t('language')} locale={locale}>
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={l} dir={RTL_LOCALES.includes(l) ? 'rtl' : 'ltr'}>
                  {LOCALE_NATIVE_NAMES[l]}
                </option>
              ))}
            </LocaleSwitcher>
            <AccountLink {...account} className={styles.account} />
            <Link href="/contact" className={`button ${styles.quote}`}>
              {th('requestQuote')}
            </Link>
            <MobileMenu
              links={links}
              account={<AccountLink {...account} className={styles.menuAccount} />}
              openLabel={t('menu')}
              closeLabel={t('closeMenu')}
              contact={{
                quote: { href: localizedPath(locale, '/contact'), label: th('requestQuote') },
                whatsapp: { href: whatsapp, label: th('whatsapp'), value: facts.whatsapp },
                email: { href: `mailto:${facts.email}`, label: th('email'), value: facts.email },
                heading: th('talkToUs'),
              }}
              search={<SearchBox locale={locale} id="menu-search" variant="list" labels={{ label: ts('label'), placeholder: ts('placeholder'), submit: ts('submit') }} />}
            />
          </div>
        </div>
        <nav aria-label={t('menu')} className={styles.nav}>
          <NavLinks links={links} className="container" />
        </nav>
      </header>
      {/* Below 992 px: WhatsApp and the quote in the first screen, not only inside the menu. Outside
        the sticky header, so the row scrolls away with the page and the bar stays small. */}
      <div className={styles.sales}>
        <div className={`container ${styles.salesInner}`}>
          <a href={whatsapp} rel="noopener" className={`button button--ghost ${styles.salesButton}`} title={th('whatsappChat')}>
            <WhatsAppIcon className={styles.salesIcon} />
            {th('whatsapp')}
          </a>
          <Link href="/contact" className={`button ${styles.salesButton}`}>
            {tf('quote')}
          </Link>
        </div>
      </div>
    </>
  );
}
