import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatDateTime } from '@/lib/format-date';
import { LOCALES, LOCALE_NATIVE_NAMES } from '@/lib/config';
import { parseId } from '@/lib/parse-id';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { productPath } from '@/lib/seo/paths';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { resolveText } from '@/lib/server/catalogue/localized';
import { adminProduct, adminProductPricing, productCategoryChoices } from '@/lib/server/catalogue/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import ProductForm from '@/components/admin/ProductForm';
import { productFormTexts } from '@/components/admin/product-form-texts';
import PricingForm from '@/components/admin/PricingForm';
import { pricingFormTexts } from '@/components/admin/pricing-form-texts';
import HistoryLink from '@/components/admin/revisions/HistoryLink';
import { translationHelpFor } from '@/lib/server/translate/pages';
import FillMissingLanguages from '@/components/admin/translate/FillMissingLanguages';
import { fillTexts, machineMarks } from '@/components/admin/translate/translate-texts';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string; id: string }> };

/** /admin/products/{id}: the whole product on one form. */
export default async function EditProductPage({ params }: Props) {
  const { locale, id: rawId } = await params;
  const id = parseId(rawId);
  if (!isAdminLocale(locale) || id === null) notFound();
  await guardStaffPage(locale, `/admin/products/${id}`, CATALOGUE_STAFF_ROLES);
  const product = await adminProduct(id);
  if (!product) notFound();
  const [t, texts, categories, pricing, pricingTexts, help] = await Promise.all([
    adminTranslator(locale, 'productForm'),
    productFormTexts(locale),
    productCategoryChoices(locale),
    adminProductPricing(id),
    pricingFormTexts(locale),
    translationHelpFor('product', [id]),
  ]);
  const name = resolveText(product.name, locale).value;
  return (
    <>
      <Link className={styles.back} href={localizedPath(locale, '/admin/products')}>
        ← {t('back')}
      </Link>
      <div className={styles.head}>
        <h1>{t('editTitle', { name })}</h1>
        <div className={styles.headActions}>
          <HistoryLink locale={locale} kind="product" id={product.id} />
          {help.provider ? <FillMissingLanguages kind="product" ids={[product.id]} texts={await fillTexts(locale, help.provider)} /> : null}
          {product.published ? (
            <a className="button button--ghost" href={localizedPath(locale, productPath(product.id, product.slug))} target="_blank" rel="noreferrer">
              {t('view')}
            </a>
          ) : null}
        </div>
        <p>
          {t('created', { when: formatDateTime(new Date(product.created_at)) })} · {t('updated', { when: formatDateTime(new Date(product.updated_at)) })}
        </p>
      </div>
      <ProductForm
        machine={await machineMarks(locale, help.machine[product.id] ?? [])}
        product={product}
        categories={categories}
        listHref={localizedPath(locale, '/admin/products')}
        editHref={localizedPath(locale, '/admin/products/{id}')}
        texts={texts}
        preview={{
          initial: locale,
          languages: LOCALES.map((l) => ({ locale: l, name: LOCALE_NATIVE_NAMES[l], href: `${localizedPath(l, `/preview/product/${product.id}`)}?draft={draft}` })),
          texts: { preview: t('preview'), previewLanguage: t('previewLanguage'), previewing: t('previewing') },
        }}
      />
      <PricingForm productId={product.id} pricing={pricing} texts={pricingTexts} />
    </>
  );
}
