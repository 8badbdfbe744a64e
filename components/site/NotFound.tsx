import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import ActionLinks from '@/components/ui/ActionLinks';
import SearchBox from '@/components/catalogue/SearchBox';
import { langDir } from '@/lib/bidi';
import { getCategories, getCompanyFactLangs, getCompanyFacts } from '@/lib/server/catalogue/cached';
import CategoryLink from '@/components/catalogue/CategoryLink';
import BrandLogo from './BrandLogo';

/**
 * The 404 layout's page: its own calm page (no site header or footer), but never a dead end: the
 * company's name back to the home page, the product search, the product families and the home page.
 * Its styles are global (`.not-found*` in app/globals.css): see the note there.
 */
export default async function NotFound({ locale }: { locale: Locale }) {
  const [t, tf, ts, facts, lang, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'notFound' }),
    getTranslations({ locale, namespace: 'storefront' }),
    getTranslations({ locale, namespace: 'search' }),
    getCompanyFacts(locale),
    getCompanyFactLangs(locale),
    getCategories(locale),
  ]);
  const families = (categories ?? []).filter((c) => c.parent_id === null);
  return (
    <main id="main" className="not-found">
      <Link href="/" className="not-found-brand">
        <BrandLogo className="not-found-logo" />
        <span {...langDir(lang['company name'])}>{facts['company name']}</span>
      </Link>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p className="not-found-text">{t('text')}</p>
      <div className="not-found-search">
        <p>{tf('searchHint')}</p>
        <SearchBox locale={locale} id="not-found-search" variant="list" labels={{ label: ts('label'), placeholder: ts('placeholder'), submit: ts('submit') }} />
      </div>
      {families.length > 0 && (
        <nav aria-labelledby="not-found-families" className="not-found-families">
          <h2 id="not-found-families">{tf('families')}</h2>
          <ul>
            {families.map((family) => (
              <li key={family.key}>
                <CategoryLink category={family} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ActionLinks className="not-found-actions" primary={{ href: '/', label: t('backHome') }} secondary={{ href: '/products', label: t('browseProducts') }} />
    </main>
  );
}
