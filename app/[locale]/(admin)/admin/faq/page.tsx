import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { staffPage } from '@/lib/server/access/member-page';
import { listAdminFaqs } from '@/lib/server/catalogue/manage-faq';
import { getDb } from '@/lib/server/db';
import FaqManager from '@/components/admin/FaqManager';
import { contentFormTexts } from '@/components/admin/FaqFormTexts';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }> };

/** /admin/faq: the public FAQ's questions in order; add, edit in 14 languages, move, delete (editors). */
export default async function FaqAdminPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const actor = await staffPage(locale, '/admin/faq', 'editor');
  const [list, t, form] = await Promise.all([listAdminFaqs(await getDb(), actor), adminTranslator(locale, 'faq'), contentFormTexts(locale)]);
  return (
    <>
      <div className={styles.head}>
        <h1>{t('title')}</h1>
        <div className={styles.headActions}>
          <a className="button button--ghost" href={localizedPath(locale, '/faq')} target="_blank" rel="noreferrer">
            {t('view')}
          </a>
        </div>
        <p>{t('intro')}</p>
      </div>
      <FaqManager
        list={list}
        locale={locale}
        form={form}
        texts={{
          create: t('create'),
          createTitle: t('createTitle'),
          editTitle: t.raw('editTitle') as string,
          number: t.raw('number') as string,
          empty: t('empty'),
          question: t('question'),
          answer: t('answer'),
          answerHint: t('answerHint'),
        }}
      />
    </>
  );
}
