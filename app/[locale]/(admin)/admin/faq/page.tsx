import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { adminFaqs } from '@/lib/server/catalogue/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import { keyedTexts } from '@/lib/keyed-texts';
import FaqManager from '@/components/admin/FaqManager';
import { contentFormTexts } from '@/components/admin/FaqFormTexts';
import { ListHead } from '@/components/admin/list/AdminList';
import ViewOnSite from '@/components/admin/ViewOnSite';
import { translationHelpFor } from '@/lib/server/translate/pages';
import { translationKit } from '@/components/admin/translate/translate-texts';

type Props = { params: Promise<{ locale: string }> };

/** /admin/faq: the public FAQ's questions in order; add, edit in 14 languages, move, delete (editors). */
export default async function FaqAdminPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/faq', CATALOGUE_STAFF_ROLES);
  const [list, t, form] = await Promise.all([adminFaqs(), adminTranslator(locale, 'faq'), contentFormTexts(locale)]);
  const translation = await translationKit(
    locale,
    await translationHelpFor(
      'faq',
      list.map((f) => f.id),
    ),
  );
  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} actions={<ViewOnSite href={localizedPath(locale, '/faq')}>{t('view')}</ViewOnSite>} />
      <FaqManager
        list={list}
        locale={locale}
        historyHref={localizedPath(locale, '/admin/revisions/faq/{id}')}
        form={form}
        translation={translation}
        texts={{
          ...keyedTexts(['create', 'createTitle', 'empty', 'question', 'answer', 'answerHint'], (k) => t(k)),
          ...keyedTexts(['editTitle', 'number'], (k) => t.raw(k) as string),
        }}
      />
    </>
  );
}
