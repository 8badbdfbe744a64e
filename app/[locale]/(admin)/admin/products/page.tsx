import Link from 'next/link';
import { LOCALES } from '@/lib/config';
import type { AdminProductSummary } from '@/lib/api/contract';
import { adminTranslator } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { productQuerySchema, type AdminProductQuery } from '@/lib/api/contract/products-admin';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { adminProducts } from '@/lib/server/catalogue/pages';
import { productSavedCounts } from '@/lib/server/designs/pages';
import ProductRowActions from '@/components/admin/ProductRowActions';
import ProductBulkBar from '@/components/admin/ProductBulkBar';
import { productBulkTexts } from '@/components/admin/product-bulk-texts';
import { SelectRow } from '@/components/admin/list/Selection';
import type { Column } from '@/components/admin/list/AdminList';
import ListPage from '@/components/admin/list/ListPage';
import { openListPage } from '@/components/admin/list/list-page';
import { pageCount, type ListPageProps } from '@/components/admin/list/list-query';
import { translationHelpFor } from '@/lib/server/translate/pages';
import { fillTexts } from '@/components/admin/translate/translate-texts';
import marks from '@/components/admin/translate/Translate.module.css';
import styles from '@/components/admin/Admin.module.css';

const FILTERS = ['keyword', 'category', 'state'] as const;
const EVERYTHING: AdminProductQuery = { keyword: '', category: null, state: '', page: 1 };

/** /admin/products: the catalogue in its order, with search and filters in the address. */
export default async function ProductsPage(props: ListPageProps) {
  const address = await openListPage(props, '/admin/products', CATALOGUE_STAFF_ROLES, productQuerySchema, EVERYTHING, FILTERS);
  const { locale, query, invalid } = address;
  const [t, bulk, { page, categories }] = await Promise.all([adminTranslator(locale, 'products'), productBulkTexts(locale), adminProducts(query, locale)]);
  const ids = page.list.map((p) => p.id);
  const [saved, help, tt] = await Promise.all([productSavedCounts(ids), translationHelpFor('product', ids), adminTranslator(locale, 'translate')]);
  const pages = pageCount(page.total, page.limit);
  const filter = { keyword: query.keyword, category: query.category, state: query.state };
  // Moving is about the whole catalogue's order: offered on the unfiltered list only.
  const ordering = !query.keyword && !query.category && !query.state;
  const categoryChoices = categories.map((c) => [c.id, c.parent_id ? `— ${c.name}` : c.name] as const);
  const columns: Column<AdminProductSummary>[] = [
    {
      head: bulk.texts.label,
      hiddenHead: true,
      labelled: false,
      className: styles.productCheckCell,
      cell: (product) => <SelectRow id={product.id} label={bulk.rowLabel(product.name)} />,
    },
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
        <>
          <span className={product.complete_locales.length === LOCALES.length ? styles.ok : undefined}>
            {t('complete', { count: product.complete_locales.length, total: LOCALES.length })}
          </span>
          {help.machine[product.id] ? (
            <span className={marks.machineCount} title={tt('machine')}>
              ◇ {tt('listMachine', { count: help.machine[product.id].length })}
            </span>
          ) : null}
        </>
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
    <ListPage
      t={t}
      address={address}
      table={{ found: page, columns, rowKey: (product) => product.id, className: styles.productTable }}
      selection={{
        pageIds: page.list.map((p) => p.id),
        bar: (
          <ProductBulkBar
            total={page.total}
            filter={filter}
            categories={categoryChoices}
            texts={bulk.texts}
            translation={help.provider ? { texts: await fillTexts(locale, help.provider), label: tt('bulk') } : null}
          />
        ),
      }}
      actions={
        <>
          <Link className="button button--ghost" href={localizedPath(locale, `/admin/products/import${address.kept.size ? `?${address.kept}` : ''}`)}>
            {t('transfer')}
          </Link>
          <Link className="button" href={localizedPath(locale, '/admin/products/new')}>
            {t('new')}
          </Link>
        </>
      }
      form={{ label: t('filters'), problem: invalid === null ? null : t('invalid', { fields: invalid }) }}
      filters={[
        { kind: 'search', label: t('keyword'), hint: t('keywordHint') },
        { kind: 'select', name: 'category', label: t('category'), any: t('anyCategory'), choices: categoryChoices },
        {
          kind: 'select',
          name: 'state',
          label: t('state'),
          any: t('anyState'),
          choices: [
            ['published', t('published')],
            ['draft', t('draft')],
          ],
        },
      ]}
    />
  );
}
