import 'server-only';
import Link from 'next/link';
import { adminMessages, adminTranslator, type AdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import type { AdminEntry } from '@/lib/api/contract';
import type { LibraryKey } from '@/lib/config';
import { entryFormChoices } from '@/lib/server/content/pages';
import { contentFormTexts } from '../FaqFormTexts';
import DeleteEntryButton from './DeleteEntryButton';
import EntryForm from './EntryForm';
import HistoryLink from '../revisions/HistoryLink';
import FillMissingLanguages from '../translate/FillMissingLanguages';
import { fillTexts, machineMarks } from '../translate/translate-texts';
import { translationHelpFor } from '@/lib/server/translate/pages';
import { previewText as previewOf } from './preview';
import styles from '../Admin.module.css';

/**
 * The entry editor of /admin/libraries/{key}/new and /admin/libraries/{key}/{id}: the way back to
 * the library, the heading (an existing entry adds "view" and "delete") and the entry's form.
 */
export default async function EntryEditor({ locale, libraryKey, entry }: { locale: AdminLocale; libraryKey: LibraryKey; entry?: AdminEntry }) {
  const [{ library, levels, products }, t, messages, form, help] = await Promise.all([
    entryFormChoices(libraryKey, locale),
    adminTranslator(locale, 'libraries'),
    adminMessages(locale),
    contentFormTexts(locale),
    entry ? translationHelpFor('library_entry', [entry.id]) : null,
  ]);
  const name = previewOf(library.name, locale);
  const back = `/${locale}/admin/libraries/${libraryKey}`;
  const title = entry ? previewOf(entry.title, locale) : '';
  return (
    <>
      <Link className={styles.back} href={back}>
        ← {name}
      </Link>
      {entry ? (
        <div className={styles.head}>
          <h1>{title}</h1>
          <div className={styles.headActions}>
            <HistoryLink locale={locale} kind="library_entry" id={entry.id} />
            {help?.provider ? <FillMissingLanguages kind="library_entry" ids={[entry.id]} texts={await fillTexts(locale, help.provider)} /> : null}
            {entry.published ? (
              <a className="button button--ghost" href={localizedPath(locale, `/${libraryKey}/${entry.slug}`)} target="_blank" rel="noreferrer">
                {t('view')}
              </a>
            ) : null}
            <DeleteEntryButton id={entry.id} backHref={back} label={t('deleteEntry')} name={title} form={form} />
          </div>
          <p>{t('entryEdit')}</p>
        </div>
      ) : (
        <div className={styles.head}>
          <h1>{t('entryNew', { library: name })}</h1>
        </div>
      )}
      <EntryForm
        libraryKey={libraryKey}
        libraryName={name}
        entry={entry}
        tags={library.tag_list.map((tag) => ({ key: tag.key, name: previewOf(tag.name, locale) }))}
        levels={levels}
        products={products}
        locale={locale}
        texts={messages.libraries}
        form={form}
        machine={entry && help ? await machineMarks(locale, help.machine[entry.id] ?? []) : undefined}
      />
    </>
  );
}
