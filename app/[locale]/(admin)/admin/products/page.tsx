import Link from 'next/link';
import { notFound } from 'next/navigation';
import { LOCALES } from '@/lib/config';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { validateAdminProductQuery, type AdminProductQuery } from '@/lib/validation/products-admin';
import { staffPage } from '@/lib/server/access/member-page';
import { categoryChoices, listAdminProducts } from '@/lib/server/catalogue/manage-products';
import { savedCounts } from '@/lib/server/designs/service';
import { getDb } from '@/lib/server/db';
import Pager from '@/components/admin/Pager';
import ProductRowActions from '@/components/admin/ProductRowActions';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = ['keyword', 'category', 'state'] as const;
const EVERYTHING: AdminProductQuery = { keyword: '', category: null, state: '', page: 1 };

/** /admin/products: the catalogue in its order, with search and filters in the address. */
export default async function ProductsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const actor = await staffPage(locale, '/admin/products', 'editor');
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const checked = validateAdminProductQuery(raw);
  const query = checked.ok ? checked.value : EVERYTHING;
  const db = await getDb();
  const [t, page, categories] = await Promise.all([adminTranslator(locale, 'products'), listAdminProducts(db, actor, query, locale), categoryChoices(db, actor, locale)]);
  const saved = await savedCounts(db, actor, page.list.map((p) => p.id));
  const here = localizedPath(locale, '/admin/products');
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const kept = new URLSearchParams();
  for (const name of FILTERS) if (checked.ok && typeof raw[name] === 'string' && raw[name]) kept.set(name, raw[name] as string);
  const pageHref = (n: number) => {
    const q = new URLSearchParams(kept);
    if (n > 1) q.set('page', String(n));
    return q.size ? `${here}?${q}` : here;
  };
  const value = (name: string) => (checked.ok && typeof raw[name] === 'string' ? (raw[name] as string) : '');
  // Moving is about the whole catalogue's order: offered on the unfiltered list only.
  const ordering = !query.keyword && !query.category && !query.state;

  return (
    <>
      <div className={styles.head}>
        <h1>{t('title')}</h1>
        <div className={styles.headActions}>
          <Link className="button" href={localizedPath(locale, '/admin/products/new')}>
            {t('new')}
          </Link>
        </div>
        <p>{t('intro')}</p>
      </div>

      <form className={styles.panel} method="get" action={here} aria-label={t('filters')}>
        <div className={styles.filters}>
          <label className={styles.field}>
            <span>{t('keyword')}</span>
            <input className={styles.input} type="search" name="keyword" defaultValue={value('keyword')} placeholder={t('keywordHint')} maxLength={100} />
          </label>
          <label className={styles.field}>
            <span>{t('category')}</span>
            <select className={styles.input} name="category" defaultValue={value('category')}>
              <option value="">{t('anyCategory')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.parent_id ? `— ${c.name}` : c.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('state')}</span>
            <select className={styles.input} name="state" defaultValue={value('state')}>
              <option value="">{t('anyState')}</option>
              <option value="published">{t('published')}</option>
              <option value="draft">{t('draft')}</option>
            </select>
          </label>
          <div className={styles.filterActions}>
            <button type="submit" className="button">
              {t('apply')}
            </button>
            <Link className="button button--ghost" href={here}>
              {t('reset')}
            </Link>
          </div>
        </div>
        {checked.ok ? null : <p className={styles.problem}>{t('invalid', { fields: Object.keys(checked.errors).join(', ') })}</p>}
      </form>

      <p className={styles.summary} role="status">
        {t('count', { total: page.total })}
      </p>
      <section className={styles.panel} aria-label={t('title')}>
        {page.list.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <div className={styles.tableScroll}>
          <table className={`${styles.table} ${styles.productTable}`}>
            <thead>
              <tr>
                <th scope="col">{t('picture')}</th>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('languages')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{t('saved')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((product, index) => (
                <tr key={product.id}>
                  <td className={styles.productThumbCell}>
                    {product.image ? (
                      // eslint-disable-next-line @next/next/no-img-element
                      <img className={styles.productThumb} src={product.image.src.replace(/\.webp$/, '-sm.webp')} alt="" width={64} height={64} loading="lazy" />
                    ) : (
                      <span className={`${styles.productThumb} ${styles.productNoThumb}`}>{t('noPicture')}</span>
                    )}
                  </td>
                  <td>
                    <Link className={styles.leadName} href={localizedPath(locale, `/admin/products/${product.id}`)}>
                      {product.name}
                    </Link>
                    <div className={styles.muted}>
                      {product.category.name} · <span dir="ltr">{product.slug}</span>
                    </div>
                  </td>
                  <td data-label={t('languages')}>
                    <span className={product.complete_locales.length === LOCALES.length ? styles.ok : undefined}>
                      {t('complete', { count: product.complete_locales.length, total: LOCALES.length })}
                    </span>
                  </td>
                  <td data-label={t('state')}>
                    <span className={`${styles.badge} ${product.published ? styles.badge_won : styles.badge_lost}`}>{product.published ? t('published') : t('draft')}</span>
                  </td>
                  <td data-label={t('saved')}>
                    {(() => {
                      const s = saved.get(product.id) ?? { members: 0, favorites: 0, designs: 0 };
                      return (
                        <span className={s.members ? undefined : styles.muted} title={t('savedDetail', { favorites: s.favorites, designs: s.designs })}>
                          {t('savedMembers', { members: s.members })}
                        </span>
                      );
                    })()}
                  </td>
                  <td>
                    <ProductRowActions
                      id={product.id}
                      published={product.published}
                      canMoveUp={ordering && (query.page > 1 || index > 0)}
                      canMoveDown={ordering && (query.page < pages || index < page.list.length - 1)}
                      editHref={localizedPath(locale, `/admin/products/${product.id}`)}
                      texts={{ edit: t('edit'), publish: t('publish'), unpublish: t('unpublish'), moveUp: t('moveUp'), moveDown: t('moveDown'), name: product.name }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        )}
        <Pager
          page={query.page}
          pages={pages}
          href={pageHref}
          texts={{ label: t('pagination'), previous: t('previous'), next: t('next'), position: t('page', { page: query.page, pages }) }}
        />
      </section>
    </>
  );
}
