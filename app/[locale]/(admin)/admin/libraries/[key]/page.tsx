import Link from 'next/link';
import { notFound } from 'next/navigation';
import { adminMessages, adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { CONTENT_STAFF_ROLES, type AdminEntrySummary } from '@/lib/api/contract';
import { isLibraryKey } from '@/lib/server/content/cached';
import { adminLibrary } from '@/lib/server/content/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import { previewText as previewOf } from '@/components/admin/libraries/preview';
import { contentFormTexts } from '@/components/admin/FaqFormTexts';
import LibrarySettingsForm from '@/components/admin/libraries/LibrarySettingsForm';
import TagManager from '@/components/admin/libraries/TagManager';
import { VISIBILITY_BADGE } from '@/components/admin/libraries/badges';
import { ListHead, ListPanel, ListTable, type Column } from '@/components/admin/list/AdminList';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/libraries/Libraries.module.css';

type Props = { params: Promise<{ locale: string; key: string }> };

/** /admin/libraries/{key}: a library's settings, its tags and every entry (drafts too), with "new entry". */
export default async function LibraryAdminPage({ params }: Props) {
  const { locale, key } = await params;
  if (!isAdminLocale(locale) || !isLibraryKey(key)) notFound();
  await guardStaffPage(locale, `/admin/libraries/${key}`, CONTENT_STAFF_ROLES);
  const [{ library, levels }, t, messages, form] = await Promise.all([
    adminLibrary(key, locale),
    adminTranslator(locale, 'libraries'),
    adminMessages(locale),
    contentFormTexts(locale),
  ]);
  const name = previewOf(library.name, locale);
  const edit = (entry: AdminEntrySummary) => `/${locale}/admin/libraries/${key}/${entry.id}`;
  // No headings: each cell says what it is (and a phone's cards label none).
  const columns: Column<AdminEntrySummary>[] = [
    {
      style: { width: 84 },
      cell: (entry) => <img className={own.thumb} src={entry.cover.replace(/\.webp$/, '-sm.webp')} alt="" width={72} height={54} />,
    },
    {
      cell: (entry) => (
        <>
          <Link className={styles.leadName} href={edit(entry)}>
            {previewOf(entry.title, locale)}
          </Link>
          <div className={styles.muted} dir="ltr">
            /{key}/{entry.slug}
          </div>
        </>
      ),
    },
    {
      cell: (entry) => (
        <>
          <span className={`${styles.badge} ${entry.published ? own.badgePublic : own.badgeDraft}`}>{entry.published ? t('published') : t('draft')}</span>
          <div className={styles.muted} style={{ marginBlockStart: 4 }}>
            {t('files', { count: entry.files })}
            {entry.files ? ` · ${t(`visibility.${entry.download_visibility}`)}` : ''}
          </div>
        </>
      ),
    },
    {
      cell: (entry) => (
        <Link className="button button--ghost" href={edit(entry)}>
          {t('edit')}
        </Link>
      ),
    },
  ];
  return (
    <>
      <Link className={styles.back} href={`/${locale}/admin/libraries`}>
        ← {t('back')}
      </Link>
      <ListHead
        title={name}
        intro={t('counts', { published: library.published, all: library.entries, tags: library.tags })}
        actions={
          <>
            <a className="button button--ghost" href={localizedPath(locale, `/${key}`)} target="_blank" rel="noreferrer">
              {t('view')}
            </a>
            <Link className="button" href={`/${locale}/admin/libraries/${key}/new`}>
              + {t('newEntry')}
            </Link>
          </>
        }
      />
      <div className={own.grid2}>
        <ListPanel heading={{ id: 'library-entries', text: t('entries') }} isEmpty={library.entry_list.length === 0} emptyText={t('noEntries')}>
          <ListTable rows={library.entry_list} columns={columns} rowKey={(entry) => entry.id} />
        </ListPanel>
        <div className={own.stack}>
          <section className={styles.panel} aria-labelledby="library-settings">
            <h2 id="library-settings">
              {t('settings')} <span className={`${styles.badge} ${VISIBILITY_BADGE[library.visibility]}`}>{t(`visibility.${library.visibility}`)}</span>
            </h2>
            <LibrarySettingsForm library={library} levels={levels} texts={messages.libraries} form={form} />
          </section>
          <section className={styles.panel} aria-labelledby="library-tags">
            <h2 id="library-tags">{t('tags')}</h2>
            <p className={own.hint} style={{ marginBlockEnd: 12 }}>
              {t('tagsIntro')}
            </p>
            <TagManager
              libraryKey={key}
              tags={library.tag_list.map((tag) => ({ ...tag, countLabel: t('tagEntries', { count: tag.entries }) }))}
              locale={locale}
              texts={messages.libraries}
              form={form}
            />
          </section>
        </div>
      </div>
    </>
  );
}
