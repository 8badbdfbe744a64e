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
import { langDir } from '@/lib/bidi';
import styles from './ProductList.module.css';

/** Cards whose pictures load eagerly: the first row on a phone and most of it on a desktop. */
const EAGER_CARDS = 2;

/** The selected category (or null for all), or notFound() for a key that names none. */
export async function resolveListCategory(locale: Locale, view: ListView): Promise<Category | null> {
  if (!view.category) return null;
  const categories = (await getCategories(locale)) ?? [];
  const category = categories.find((c) => c.key === view.category);
  if (!category) notFound();
  return category;
}

/** Product list: category filter, 6 products per page, crawlable page links, empty state. */
export default async function ProductList({ locale, view }: { locale: Locale; view: ListView }) {
  const [t, categories, result] = await Promise.all([
    getTranslations({ locale, namespace: 'products' }),
    getCategories(locale).then((list) => list ?? []),
    getProducts(locale, { category: view.category ?? undefined, page: view.page }),
  ]);
  if (!result) notFound();
  if (view.page > 1 && result.list.length === 0) notFound();

  const selected = categories.find((c) => c.key === view.category) ?? null;
  const pages = Math.max(1, Math.ceil(result.total / result.limit));
  const from = (result.page - 1) * result.limit + 1;
  const to = from + result.list.length - 1;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1 {...langDir(selected?.lang?.name)}>{selected ? selected.name : t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>

      <ProductListFilters categories={categories} selected={selected} labels={{ filter: t('filterLabel'), all: t('all') }} />

      {result.list.length === 0 ? (
        <section className={styles.empty}>
          <h2>{t('emptyTitle')}</h2>
          <p>{t('emptyText')}</p>
          <Link className="button" href="/products">{t('emptyAction')}</Link>
        </section>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">{t('showing', { from, to, total: result.total })}</p>
          <ul className={styles.grid}>
            {result.list.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} locale={locale} priority={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('pagination')} className={styles.pagination}>
              {result.page > 1 ? (
                <Link rel="prev" className={styles.pageLink} href={listHref({ category: view.category, page: result.page - 1 })}>
                  {t('previous')}
                </Link>
              ) : (
                <span className={styles.pageLink} aria-disabled="true">{t('previous')}</span>
              )}
              <ol className={styles.pageList}>
                {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                  <li key={n}>
                    <Link
                      href={listHref({ category: view.category, page: n })}
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
                <Link rel="next" className={styles.pageLink} href={listHref({ category: view.category, page: result.page + 1 })}>
                  {t('next')}
                </Link>
              ) : (
                <span className={styles.pageLink} aria-disabled="true">{t('next')}</span>
              )}
            </nav>
          )}
        </>
      )}
      <ProductListPrompt title={t('promptTitle')} text={t('promptText')} action={t('promptAction')} />
    </div>
  );
}
