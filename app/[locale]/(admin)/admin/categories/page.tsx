import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { adminCategories } from '@/lib/server/catalogue/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import { keyedTexts } from '@/lib/keyed-texts';
import CategoryManager from '@/components/admin/CategoryManager';
import { contentFormTexts } from '@/components/admin/FaqFormTexts';
import { ListHead } from '@/components/admin/list/AdminList';
import { translationHelpFor } from '@/lib/server/translate/pages';
import { translationKit } from '@/components/admin/translate/translate-texts';

type Props = { params: Promise<{ locale: string }> };

/** /admin/categories: families and their sub-categories in the site's order; add, edit in 14 languages, move, delete (editors). */
export default async function CategoriesAdminPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/categories', CATALOGUE_STAFF_ROLES);
  const [list, t, form] = await Promise.all([adminCategories(), adminTranslator(locale, 'categories'), contentFormTexts(locale)]);
  const translation = await translationKit(
    locale,
    await translationHelpFor(
      'category',
      list.map((c) => c.id),
    ),
  );
  const counts = Object.fromEntries(list.map((c) => [c.id, { products: t('products', { count: c.products }), children: t('children', { count: c.children }) }]));
  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />
      <CategoryManager
        list={list}
        counts={counts}
        locale={locale}
        viewHref={`${localizedPath(locale, '/products')}?category={key}`}
        historyHref={localizedPath(locale, '/admin/revisions/category/{id}')}
        form={form}
        translation={translation}
        texts={{
          ...keyedTexts(['create', 'createTitle', 'family', 'subCategory', 'deleteHint', 'empty', 'view'], (k) => t(k)),
          ...keyedTexts(['key', 'keyHint', 'parent', 'noParent', 'parentLocked', 'name'], (k) => t(k)),
          editTitle: t.raw('editTitle') as string,
        }}
      />
    </>
  );
}
