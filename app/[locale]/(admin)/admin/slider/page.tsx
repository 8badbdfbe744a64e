import { notFound } from 'next/navigation';
import { CATALOGUE, CATALOGUE_IMAGE } from '@/lib/config';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { loadMessages } from '@/i18n/messages';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { sliderForStaff } from '@/lib/server/catalogue/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import { keyedTexts } from '@/lib/keyed-texts';
import SliderList from '@/components/admin/SliderList';
import { contentFormTexts, localizedFieldTexts } from '@/components/admin/FaqFormTexts';
import { ListHead } from '@/components/admin/list/AdminList';

type Props = { params: Promise<{ locale: string }> };

/** /admin/slider: the home page's banners, in order (editor, admin). */
export default async function SliderPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/slider', CATALOGUE_STAFF_ROLES);
  const [t, form, site, { items, choices }] = await Promise.all([adminTranslator(locale, 'slider'), contentFormTexts(locale), loadMessages(locale), sliderForStaff(locale)]);
  const mb = Math.floor(CATALOGUE_IMAGE.maxBytes / (1024 * 1024));
  // The shared words (edit, save, reload...) are the content forms' own, already in `form`.
  const texts = {
    ...keyedTexts(['listLabel', 'empty', 'add', 'newTitle', 'created', 'deleted'], (k) => t(k)),
    ...keyedTexts(['editTitle', 'position'], (k) => t.raw(k) as string),
    ...keyedTexts(['edit', 'close', 'moveUp', 'moveDown', 'delete', 'confirmDelete', 'cancel'], (k) => form[k]),
    form: {
      ...keyedTexts(['picture', 'upload', 'replace', 'uploading', 'noPicture', 'sign', 'signHint', 'url', 'urlHint', 'words', 'wordsHint'], (k) => t(k)),
      ...keyedTexts(['tall', 'wholeFamily', 'opens'], (k) => t.raw(k) as string),
      ...keyedTexts(['save', 'create', 'saving', 'saved', 'cancel', 'reloadHint', 'reload'], (k) => form[k]),
      pictureHint: t('pictureHint', { mb, height: CATALOGUE.sliderMaxHeight }),
      required: site.server.field.required,
      badUrl: site.server.field.url,
      title: t('wordTitle'),
      subtitle: t('wordSubtitle'),
      button: t('wordButton'),
      localized: localizedFieldTexts(form),
    },
  };

  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />
      <SliderList items={items} choices={choices} texts={texts} />
    </>
  );
}
