import { notFound } from 'next/navigation';
import { CATALOGUE, CATALOGUE_IMAGE } from '@/lib/config';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { loadMessages } from '@/i18n/messages';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { sliderForStaff } from '@/lib/server/catalogue/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import SliderList from '@/components/admin/SliderList';
import { contentFormTexts, localizedFieldTexts } from '@/components/admin/FaqFormTexts';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }> };

/** /admin/slider: the home page's banners, in order (editor, admin). */
export default async function SliderPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/slider', CATALOGUE_STAFF_ROLES);
  const [t, tForm, form, site, { items, choices }] = await Promise.all([
    adminTranslator(locale, 'slider'),
    adminTranslator(locale, 'contentForm'),
    contentFormTexts(locale),
    loadMessages(locale),
    sliderForStaff(locale),
  ]);
  const mb = Math.floor(CATALOGUE_IMAGE.maxBytes / (1024 * 1024));

  return (
    <>
      <div className={styles.head}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <SliderList
        items={items}
        choices={choices}
        texts={{
          listLabel: t('listLabel'),
          empty: t('empty'),
          add: t('add'),
          newTitle: t('newTitle'),
          editTitle: t.raw('editTitle') as string,
          position: t.raw('position') as string,
          edit: tForm('edit'),
          close: tForm('close'),
          moveUp: tForm('moveUp'),
          moveDown: tForm('moveDown'),
          delete: tForm('delete'),
          confirmDelete: tForm('confirmDelete'),
          cancel: tForm('cancel'),
          created: t('created'),
          deleted: t('deleted'),
          form: {
            picture: t('picture'),
            upload: t('upload'),
            replace: t('replace'),
            uploading: t('uploading'),
            pictureHint: t('pictureHint', { mb, height: CATALOGUE.sliderMaxHeight }),
            tall: t.raw('tall') as string,
            noPicture: t('noPicture'),
            sign: t('sign'),
            signHint: t('signHint'),
            wholeFamily: t.raw('wholeFamily') as string,
            url: t('url'),
            urlHint: t('urlHint'),
            opens: t.raw('opens') as string,
            save: tForm('save'),
            create: tForm('create'),
            saving: tForm('saving'),
            saved: tForm('saved'),
            cancel: tForm('cancel'),
            reloadHint: tForm('reloadHint'),
            reload: tForm('reload'),
            required: site.server.field.required,
            badUrl: site.server.field.url,
            words: t('words'),
            wordsHint: t('wordsHint'),
            title: t('wordTitle'),
            subtitle: t('wordSubtitle'),
            button: t('wordButton'),
            localized: localizedFieldTexts(form),
          },
        }}
      />
    </>
  );
}
