import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Category } from '@/lib/api/contract';
import type { Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import { listHref, type ListView } from '@/lib/catalogue-url';
import { getCategories, getProducts } from '@/lib/server/catalogue/cached';
import ProductCard from './ProductCard';
import ProductListFilters from './ProductListFilters';
import ProductListPrompt from './ProductListPrompt';
import NoResults from './NoResults';
import SearchBox from './SearchBox';
import SortLinks from './SortLinks';
import searchStyles from './Search.module.css';
import { langDir } from '@/lib/bidi';
import styles from './ProductList.module.css';

/** Cards whose pictures load eagerly (their src in the server HTML): the first row on a desktop. Only the
 *  first is preloaded at high priority (the LCP candidate at every width): a second preload only
 *  shared the phone's bandwidth with the picture that paints the LCP. */
const EAGER_CARDS = 3;

/**
 * A visitor's words inside a sentence of the page: isolated (FSI … PDI), so Latin words in an
 * Arabic title, or Arabic in an English one, keep their own order and do not pull the sentence's.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** The selected category (or null for all), or notFound() for a key that names none. */
export async function resolveListCategory(locale: Locale, view: ListView): Promise<Category | null> {
  if (!view.category) return null;
  const categories = (await getCategories(locale)) ?? [];
  const category = categories.find((c) => c.key === view.category);
  if (!category) notFound();
  return category;
}

/**
 * Product list: category filter, 6 products per page, crawlable page links, empty state. With a
 * keyword (a search: `view.keyword`) the same list shows the results, their terms marked, ordered
 * by relevance or as asked, and a no-results state; the orders are links above the cards.
 */
export default async function ProductList({ locale, view }: { locale: Locale; view: ListView }) {
  const [t, ts, categories, result] = await Promise.all([
    getTranslations({ locale, namespace: 'products' }),
    getTranslations({ locale, namespace: 'search' }),
    getCategories(locale).then((list) => list ?? []),
    getProducts(locale, { category: view.category ?? undefined, page: view.page, keyword: view.keyword, sort: view.sort }),
  ]);
  if (!result) notFound();
  if (view.page > 1 && result.list.length === 0) notFound();

  const selected = categories.find((c) => c.key === view.category) ?? null;
  const pages = Math.max(1, Math.ceil(result.total / result.limit));
  const from = (result.page - 1) * result.limit + 1;
  const to = from + result.list.length - 1;
  const keyword = view.keyword;
  const searchLabels = { label: ts('label'), placeholder: ts('placeholder'), submit: ts('submit') };

  return (
    <div className={`container ${styles.page}`}>
      {keyword ? (
        <header className={searchStyles.searchHead}>
          <h1>{selected ? ts('resultsInCategory', { keyword: isolate(keyword), category: isolate(selected.name) }) : ts('resultsTitle', { keyword: isolate(keyword) })}</h1>
          <Link className={searchStyles.clear} href={listHref({ category: view.category, page: 1 })}>
            {ts('clear')}
          </Link>
        </header>
      ) : (
        <header className={styles.head}>
          <h1 {...langDir(selected?.lang?.name)}>{selected ? selected.name : t('title')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
        </header>
      )}

      {/* Phones and tablets: the search is here (the header has it from 992 px). */}
      <SearchBox locale={locale} id="list-search" variant="list" keyword={keyword} labels={searchLabels} />

      <ProductListFilters categories={categories} selected={selected} labels={{ filter: t('filterLabel'), all: t('all') }} keep={{ keyword, sort: view.sort }} />

      {result.list.length === 0 && keyword ? (
        <NoResults
          categories={categories}
          labels={{
            title: ts('noResultsTitle', { keyword: isolate(keyword) }),
            text: ts('noResultsText'),
            browse: ts('browseTitle'),
            contact: ts('contactAction'),
            clear: ts('clear'),
          }}
        />
      ) : result.list.length === 0 ? (
        <section className={styles.empty}>
          <h2>{t('emptyTitle')}</h2>
          <p>{t('emptyText')}</p>
          <Link className="button" href="/products">
            {t('emptyAction')}
          </Link>
        </section>
      ) : (
        <>
          <div className={searchStyles.toolbar}>
            <p className={styles.count} aria-live="polite">
              {keyword ? (result.total === 1 ? ts('showingOne') : ts('showing', { from, to, total: result.total })) : t('showing', { from, to, total: result.total })}
            </p>
            <SortLinks view={view} t={ts} />
          </div>
          <ul className={styles.grid}>
            {result.list.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} locale={locale} priority={index === 0} eager={index < EAGER_CARDS} highlight={keyword} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('pagination')} className={styles.pagination}>
              {result.page > 1 ? (
                <Link rel="prev" className={styles.pageLink} href={listHref({ ...view, page: result.page - 1 })}>
                  {t('previous')}
                </Link>
              ) : (
                <span className={styles.pageLink} aria-disabled="true">
                  {t('previous')}
                </span>
              )}
              <ol className={styles.pageList}>
                {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                  <li key={n}>
                    <Link
                      href={listHref({ ...view, page: n })}
                      className={styles.pageNumber}
                      aria-current={n === result.page ? 'page' : undefined}
                      aria-label={t('page', { page: n })}
                    >
                      {n}
                    </Link>
                  </li>
                ))}
              </ol>
              {result.page < pages ? (
                <Link rel="next" className={styles.pageLink} href={listHref({ ...view, page: result.page + 1 })}>
                  {t('next')}
                </Link>
              ) : (
                <span className={styles.pageLink} aria-disabled="true">
                  {t('next')}
                </span>
              )}
            </nav>
          )}
        </>
      )}
      {/* A search that found nothing already offers the contact form (NoResults). */}
      {!(keyword && result.list.length === 0) && <ProductListPrompt title={t('promptTitle')} text={t('promptText')} action={t('promptAction')} />}
    </div>
  );
}
