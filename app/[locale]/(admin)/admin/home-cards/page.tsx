import { notFound } from 'next/navigation';
import { CATALOGUE, CATALOGUE_IMAGE } from '@/lib/config';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { homeCardsForStaff } from '@/lib/server/catalogue/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import HomeCardList from '@/components/admin/HomeCardList';
import { contentFormTexts, localizedFieldTexts } from '@/components/admin/FaqFormTexts';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }> };

/** /admin/home-cards: the five cards of each home-page section (editor, admin). */
export default async function HomeCardsPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/home-cards', CATALOGUE_STAFF_ROLES);
  const [t, tForm, form, cards] = await Promise.all([adminTranslator(locale, 'homeCards'), adminTranslator(locale, 'contentForm'), contentFormTexts(locale), homeCardsForStaff()]);
  const mb = Math.floor(CATALOGUE_IMAGE.maxBytes / (1024 * 1024));
  const texts = {
    card: t.raw('card') as string,
    languagesDone: tForm.raw('languagesDone') as string,
    edit: tForm('edit'),
    close: tForm('close'),
    moveUp: tForm('moveUp'),
    moveDown: tForm('moveDown'),
    form: {
      picture: t('picture'),
      replace: t('replace'),
      uploading: t('uploading'),
      pictureHint: t('pictureHint', { mb }),
      introduction: t('introduction'),
      save: tForm('save'),
      saving: tForm('saving'),
      saved: t('saved'),
      reloadHint: tForm('reloadHint'),
      reload: tForm('reload'),
      localized: localizedFieldTexts(form),
    },
  };

  return (
    <>
      <div className={styles.head}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      {CATALOGUE.homeSections.map((family) => (
        <section key={family} className={styles.panel} aria-labelledby={`home-cards-${family}`}>
          <h2 id={`home-cards-${family}`}>{t(`families.${family}`)}</h2>
          <HomeCardList cards={cards[family]} locale={locale} texts={texts} />
        </section>
      ))}
    </>
  );
}
