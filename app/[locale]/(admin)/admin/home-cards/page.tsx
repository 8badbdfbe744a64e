import { notFound } from 'next/navigation';
import { CATALOGUE, CATALOGUE_IMAGE } from '@/lib/config';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { homeCardProducts, homeCardsForStaff } from '@/lib/server/catalogue/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import { keyedTexts } from '@/lib/keyed-texts';
import HomeCardList from '@/components/admin/HomeCardList';
import { translationHelpFor } from '@/lib/server/translate/pages';
import { translationKit } from '@/components/admin/translate/translate-texts';
import { contentFormTexts, localizedFieldTexts } from '@/components/admin/FaqFormTexts';
import { ListHead } from '@/components/admin/list/AdminList';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }> };

/** /admin/home-cards: the five cards of each home-page section (editor, admin). */
export default async function HomeCardsPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/home-cards', CATALOGUE_STAFF_ROLES);
  const [t, form, cards, products] = await Promise.all([adminTranslator(locale, 'homeCards'), contentFormTexts(locale), homeCardsForStaff(), homeCardProducts()]);
  const ids = CATALOGUE.homeSections.flatMap((family) => cards[family].map((card) => card.id));
  const translation = await translationKit(locale, await translationHelpFor('home_card', ids));
  const mb = Math.floor(CATALOGUE_IMAGE.maxBytes / (1024 * 1024));
  // The shared words (edit, save, reload...) are the content forms' own, already in `form`.
  const texts = {
    card: t.raw('card') as string,
    shown: t.raw('shown') as string,
    shownAuto: t.raw('shownAuto') as string,
    ...keyedTexts(['languagesDone', 'edit', 'close', 'moveUp', 'moveDown'], (k) => form[k]),
    form: {
      ...keyedTexts(['picture', 'replace', 'uploading', 'introduction', 'saved', 'product', 'productNone', 'productHint'], (k) => t(k)),
      ...keyedTexts(['save', 'saving', 'reloadHint', 'reload'], (k) => form[k]),
      pictureHint: t('pictureHint', { mb }),
      localized: localizedFieldTexts(form),
    },
  };

  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />
      {CATALOGUE.homeSections.map((family) => (
        <section key={family} className={styles.panel} aria-labelledby={`home-cards-${family}`}>
          <h2 id={`home-cards-${family}`}>{t(`families.${family}`)}</h2>
          <HomeCardList
            cards={cards[family]}
            products={products[family].map((p) => ({ id: p.id, label: p.name[locale] || p.name['zh-CN'] }))}
            locale={locale}
            texts={texts}
            translation={translation}
          />
        </section>
      ))}
    </>
  );
}
