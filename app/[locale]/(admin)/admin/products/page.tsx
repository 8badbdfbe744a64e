import Link from 'next/link';
import { notFound } from 'next/navigation';
import { LOCALES } from '@/lib/config';
import type { AdminProductSummary } from '@/lib/api/contract';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { validateAdminProductQuery, type AdminProductQuery } from '@/lib/validation/products-admin';
import { staffPage } from '@/lib/server/access/member-page';
import { categoryChoices, listAdminProducts } from '@/lib/server/catalogue/manage-products';
import { savedCounts } from '@/lib/server/designs/service';
import { getDb } from '@/lib/server/db';
import ProductRowActions from '@/components/admin/ProductRowActions';
import { FilterForm, ListHead, ListResults, ListTable, SearchField, SelectField, type Column } from '@/components/admin/list/AdminList';
import { firstValues, listQuery, pageCount, type ListPageProps, pagerTexts } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';

const FILTERS = ['keyword', 'category', 'state'] as const;
const EVERYTHING: AdminProductQuery = { keyword: '', category: null, state: '', page: 1 };

/** /admin/products: the catalogue in its order, with search and filters in the address. */
export default async function ProductsPage({ params, searchParams }: ListPageProps) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const actor = await staffPage(locale, '/admin/products', 'editor');
  const raw = firstValues(await searchParams);
  const checked = validateAdminProductQuery(raw);
  const query = checked.ok ? checked.value : EVERYTHING;
  const db = await getDb();
  const [t, page, categories] = await Promise.all([adminTranslator(locale, 'products'), listAdminProducts(db, actor, query, locale), categoryChoices(db, actor, locale)]);
  const saved = await savedCounts(db, actor, page.list.map((p) => p.id));
  const here = localizedPath(locale, '/admin/products');
  const pages = pageCount(page.total, page.limit);
  const { value, pageHref } = listQuery(raw, checked.ok, FILTERS, here);
  // Moving is about the whole catalogue's order: offered on the unfiltered list only.
  const ordering = !query.keyword && !query.category && !query.state;
  const columns: Column<AdminProductSummary>[] = [
    {
      head: t('picture'),
      labelled: false,
      className: styles.productThumbCell,
      cell: (product) =>
        product.image ? (
          <img className={styles.productThumb} src={product.image.src.replace(/\.webp$/, '-sm.webp')} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className={`${styles.productThumb} ${styles.productNoThumb}`}>{t('noPicture')}</span>
        ),
    },
    {
      head: t('name'),
      labelled: false,
      cell: (product) => (
        <>
          <Link className={styles.leadName} href={localizedPath(locale, `/admin/products/${product.id}`)}>
            {product.name}
          </Link>
          <div className={styles.muted}>
            {product.category.name} · <span dir="ltr">{product.slug}</span>
          </div>
        </>
      ),
    },
    {
      head: t('languages'),
      cell: (product) => (
        <span className={product.complete_locales.length === LOCALES.length ? styles.ok : undefined}>
          {t('complete', { count: product.complete_locales.length, total: LOCALES.length })}
        </span>
      ),
    },
    {
      head: t('state'),
      cell: (product) => <span className={`${styles.badge} ${product.published ? styles.badge_won : styles.badge_lost}`}>{product.published ? t('published') : t('draft')}</span>,
    },
    {
      head: t('saved'),
      cell: (product) => {
        const s = saved.get(product.id) ?? { members: 0, favorites: 0, designs: 0 };
        return (
          <span className={s.members ? undefined : styles.muted} title={t('savedDetail', { favorites: s.favorites, designs: s.designs })}>
            {t('savedMembers', { members: s.members })}
          </span>
        );
      },
    },
    {
      head: t('actions'),
      labelled: false,
      cell: (product, index) => (
        <ProductRowActions
          id={product.id}
          published={product.published}
          canMoveUp={ordering && (query.page > 1 || index > 0)}
          canMoveDown={ordering && (query.page < pages || index < page.list.length - 1)}
          editHref={localizedPath(locale, `/admin/products/${product.id}`)}
          texts={{ edit: t('edit'), publish: t('publish'), unpublish: t('unpublish'), moveUp: t('moveUp'), moveDown: t('moveDown'), name: product.name }}
        />
      ),
    },
  ];

  return (
    <>
      <ListHead
        title={t('title')}
        intro={t('intro')}
        actions={
          <Link className="button" href={localizedPath(locale, '/admin/products/new')}>
            {t('new')}
          </Link>
        }
      />

      <FilterForm
        action={here}
        label={t('filters')}
        texts={{ apply: t('apply'), reset: t('reset') }}
        problem={checked.ok ? null : t('invalid', { fields: Object.keys(checked.errors).join(', ') })}
      >
        <SearchField label={t('keyword')} value={value('keyword')} hint={t('keywordHint')} />
        <SelectField label={t('category')} name="category" value={value('category')} any={t('anyCategory')}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.parent_id ? `— ${c.name}` : c.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('state')} name="state" value={value('state')} any={t('anyState')}>
          <option value="published">{t('published')}</option>
          <option value="draft">{t('draft')}</option>
        </SelectField>
      </FilterForm>

      <ListResults
        label={t('title')}
        count={t('count', { total: page.total })}
        isEmpty={page.list.length === 0}
        emptyText={t('empty')}
        pager={{ page: query.page, pages, href: pageHref, texts: pagerTexts(t, query.page, pages) }}
      >
        <ListTable className={styles.productTable} rows={page.list} columns={columns} rowKey={(product) => product.id} />
      </ListResults>
    </>
  );
}
