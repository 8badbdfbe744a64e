import Link from 'next/link';
import { notFound } from 'next/navigation';
import { adminMessages, adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { LIBRARY_KEYS } from '@/lib/config';
import { parseId } from '@/lib/parse-id';
import { staffPage } from '@/lib/server/access/member-page';
import { getAdminEntry, getAdminLibrary, levelOptions, productOptions } from '@/lib/server/content/manage';
import { getDb } from '@/lib/server/db';
import { ApiProblem } from '@/lib/server/problems';
import { previewText as previewOf } from '@/components/admin/libraries/preview';
import DeleteEntryButton from '@/components/admin/libraries/DeleteEntryButton';
import { contentFormTexts } from '@/components/admin/FaqFormTexts';
import EntryForm from '@/components/admin/libraries/EntryForm';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string; key: string; id: string }> };

/** /admin/libraries/{key}/{id}: an entry's editor (texts, pictures, files, tags, product, downloads), view and delete. */
export default async function EntryAdminPage({ params }: Props) {
  const { locale, key, id: rawId } = await params;
  const id = parseId(rawId);
  if (!isAdminLocale(locale) || !(LIBRARY_KEYS as readonly string[]).includes(key) || id === null) notFound();
  const actor = await staffPage(locale, `/admin/libraries/${key}/${id}`, 'editor');
  const db = await getDb();
  const entry = await getAdminEntry(db, actor, id).catch((error) => {
    if (error instanceof ApiProblem && error.status === 404) return null;
    throw error;
  });
  if (!entry || entry.library !== key) notFound();
  const [library, levels, products, t, messages, form] = await Promise.all([
    getAdminLibrary(db, actor, key),
    levelOptions(db, locale),
    productOptions(db, locale),
    adminTranslator(locale, 'libraries'),
    adminMessages(locale),
    contentFormTexts(locale),
  ]);
  const name = previewOf(library.name, locale);
  const title = previewOf(entry.title, locale);
  return (
    <>
      <Link className={styles.back} href={`/${locale}/admin/libraries/${key}`}>
        ← {name}
      </Link>
      <div className={styles.head}>
        <h1>{title}</h1>
        <div className={styles.headActions}>
          {entry.published ? (
            <a className="button button--ghost" href={localizedPath(locale, `/${key}/${entry.slug}`)} target="_blank" rel="noreferrer">
              {t('view')}
            </a>
          ) : null}
          <DeleteEntryButton id={entry.id} backHref={`/${locale}/admin/libraries/${key}`} label={t('deleteEntry')} name={title} form={form} />
        </div>
        <p>{t('entryEdit')}</p>
      </div>
      <EntryForm
        libraryKey={key}
        libraryName={name}
        entry={entry}
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
