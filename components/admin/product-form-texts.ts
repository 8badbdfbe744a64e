import 'server-only';
import type { AdminLocale } from '@/i18n/admin';
import { adminTranslator } from '@/i18n/admin';
import type { ProductFormTexts } from './ProductForm';

/** The product form's texts in the back office's language (server side: the form gets plain strings). */
export async function productFormTexts(locale: AdminLocale): Promise<ProductFormTexts> {
  const [t, c] = await Promise.all([adminTranslator(locale, 'productForm'), adminTranslator(locale, 'contentForm')]);
  return {
    basics: t('basics'),
    texts: t('texts'),
    pictures: t('pictures'),
    slug: t('slug'),
    slugHint: t('slugHint'),
    category: t('category'),
    chooseCategory: t('chooseCategory'),
    published: t('published'),
    moq: t('moq'),
    leadMin: t('leadMin'),
    leadMax: t('leadMax'),
    sizeAll: t('sizeAll'),
    sizeAllHint: t('sizeAllHint'),
    name: t('name'),
    summary: t('summary'),
    description: t('description'),
    descriptionHint: t('descriptionHint'),
    material: t('material'),
    size: t('size'),
    customization: t('customization'),
    customizationHint: t('customizationHint'),
    alt: t.raw('alt') as string,
    upload: t('upload'),
    uploading: t('uploading'),
    uploadHint: t('uploadHint'),
    noPictures: t('noPictures'),
    remove: t('remove'),
    first: t('first'),
    moveUp: c('moveUp'),
    moveDown: c('moveDown'),
    save: c('save'),
    saving: c('saving'),
    saved: c('saved'),
    create: c('create'),
    deleteProduct: t('deleteProduct'),
    confirmDelete: c('confirmDelete'),
    cancel: c('cancel'),
    localized: {
      languages: c('languages'),
      complete: c('complete'),
      partial: c('partial'),
      empty: c('empty'),
      copyFrom: c('copyFrom'),
      copy: c('copy'),
      required: c('required'),
    },
  };
}
