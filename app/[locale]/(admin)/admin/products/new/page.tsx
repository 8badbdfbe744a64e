import Link from 'next/link';
import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { productCategoryChoices } from '@/lib/server/catalogue/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import ProductForm from '@/components/admin/ProductForm';
import { productFormTexts } from '@/components/admin/product-form-texts';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }> };

/** /admin/products/new: a product starts hidden; it is published from its form or the list. */
export default async function NewProductPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/products/new', CATALOGUE_STAFF_ROLES);
  const [t, texts, categories] = await Promise.all([adminTranslator(locale, 'productForm'), productFormTexts(locale), productCategoryChoices(locale)]);
  return (
    <>
      <Link className={styles.back} href={localizedPath(locale, '/admin/products')}>
        ← {t('back')}
      </Link>
      <div className={styles.head}>
        <h1>{t('newTitle')}</h1>
      </div>
      <ProductForm
        product={null}
        categories={categories}
        listHref={localizedPath(locale, '/admin/products')}
        editHref={localizedPath(locale, '/admin/products/{id}')}
        texts={texts}
      />
    </>
  );
}
