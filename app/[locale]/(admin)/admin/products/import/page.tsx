import Link from 'next/link';
import { API } from '@/lib/config';
import { adminTranslator } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { productQuerySchema, type AdminProductQuery } from '@/lib/api/contract/products-admin';
import { productCategoryChoices } from '@/lib/server/catalogue/pages';
import { ListHead } from '@/components/admin/list/AdminList';
import { openListPage } from '@/components/admin/list/list-page';
import type { ListPageProps } from '@/components/admin/list/list-query';
import CatalogueImport from '@/components/admin/transfer/CatalogueImport';
import { transferTexts, zipTexts } from '@/components/admin/transfer/transfer-texts';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/transfer/Transfer.module.css';

const FILTERS = ['keyword', 'category', 'state'] as const;
const EVERYTHING: AdminProductQuery = { keyword: '', category: null, state: '', page: 1 };

/**
 * /admin/products/import: the catalogue as a spreadsheet (editor, admin). The export takes the
 * product list's filters from the address (the list links here with them); the import previews a
 * sheet and writes it once confirmed.
 */
export default async function ProductTransferPage(props: ListPageProps) {
  const { locale, query, kept } = await openListPage(props, '/admin/products/import', CATALOGUE_STAFF_ROLES, productQuerySchema, EVERYTHING, FILTERS);
  const [t, list, texts, zip, categories] = await Promise.all([
    adminTranslator(locale, 'productTransfer'),
    adminTranslator(locale, 'products'),
    transferTexts(locale),
    zipTexts(locale),
    productCategoryChoices(locale),
  ]);
  const filters = [
    query.keyword ? `${list('keyword')} “${query.keyword}”` : '',
    query.category ? `${list('category')} ${categories?.find((c) => c.id === query.category)?.name ?? query.category}` : '',
    query.state ? `${list('state')} ${list(query.state === 'published' ? 'published' : 'draft')}` : '',
  ].filter(Boolean);
  const exportHref = (format: 'xlsx' | 'csv') => `${API.base}${API.prefix}/admin/products/export?format=${format}${kept.size ? `&${kept}` : ''}`;
  const listHref = localizedPath(locale, `/admin/products${kept.size ? `?${kept}` : ''}`);
  return (
    <>
      <Link className={styles.back} href={listHref}>
        ← {t('back')}
      </Link>
      <ListHead title={t('title')} intro={t('intro')} />
      <section className={styles.panel} aria-labelledby="export-title">
        <h2 id="export-title">{t('exportTitle')}</h2>
        <p className={styles.muted}>{filters.length ? t('exportFiltered', { filters: filters.join(' · ') }) : t('exportAll')}</p>
        <div className={own.exportRow}>
          <a className="button" href={exportHref('xlsx')} download>
            {t('exportXlsx')}
          </a>
          <a className="button button--ghost" href={exportHref('csv')} download>
            {t('exportCsv')}
          </a>
        </div>
      </section>
      <CatalogueImport texts={texts} zip={zip} />
    </>
  );
}
