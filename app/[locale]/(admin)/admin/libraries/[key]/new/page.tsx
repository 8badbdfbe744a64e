import Link from 'next/link';
import { notFound } from 'next/navigation';
import { adminMessages, adminTranslator, isAdminLocale } from '@/i18n/admin';
import { LIBRARY_KEYS } from '@/lib/config';
import { staffPage } from '@/lib/server/access/member-page';
import { getAdminLibrary, levelOptions, productOptions } from '@/lib/server/content/manage';
import { getDb } from '@/lib/server/db';
import { previewText as previewOf } from '@/components/admin/libraries/preview';
import { contentFormTexts } from '@/components/admin/FaqFormTexts';
import EntryForm from '@/components/admin/libraries/EntryForm';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string; key: string }> };

/** /admin/libraries/{key}/new: a new entry of the library. */
export default async function NewEntryPage({ params }: Props) {
  const { locale, key } = await params;
  if (!isAdminLocale(locale) || !(LIBRARY_KEYS as readonly string[]).includes(key)) notFound();
  const actor = await staffPage(locale, `/admin/libraries/${key}/new`, 'editor');
  const db = await getDb();
  const [library, levels, products, t, messages, form] = await Promise.all([
    getAdminLibrary(db, actor, key),
    levelOptions(db, locale),
    productOptions(db, locale),
    adminTranslator(locale, 'libraries'),
    adminMessages(locale),
    contentFormTexts(locale),
  ]);
  const name = previewOf(library.name, locale);
  return (
    <>
      <Link className={styles.back} href={`/${locale}/admin/libraries/${key}`}>
        ← {name}
      </Link>
      <div className={styles.head}>
        <h1>{t('entryNew', { library: name })}</h1>
      </div>
      <EntryForm
        libraryKey={key}
        libraryName={name}
        tags={library.tag_list.map((tag) => ({ key: tag.key, name: previewOf(tag.name, locale) }))}
        levels={levels}
        products={products}
        locale={locale}
        texts={messages.libraries}
        form={form}
      />
    </>
  );
}
