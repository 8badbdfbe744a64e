import Link from 'next/link';
import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { CONTENT_STAFF_ROLES, type AdminLibrarySummary } from '@/lib/api/contract';
import { adminLibraries } from '@/lib/server/content/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import { previewText as previewOf } from '@/components/admin/libraries/preview';
import { VISIBILITY_BADGE } from '@/components/admin/libraries/badges';
import { ListHead, ListPanel, ListTable, type Column } from '@/components/admin/list/AdminList';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }> };

/** /admin/libraries: the seven content libraries, who sees each, their entries and tags (editors, admins). */
export default async function LibrariesAdminPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/libraries', CONTENT_STAFF_ROLES);
  const [{ list, levels }, t] = await Promise.all([adminLibraries(locale), adminTranslator(locale, 'libraries')]);
  const open = (library: AdminLibrarySummary) => `/${locale}/admin/libraries/${library.key}`;
  // On a phone the cards show no column headings here (each cell says what it is): no column is labelled.
  const columns: Column<AdminLibrarySummary>[] = [
    {
      head: t('columns.library'),
      labelled: false,
      cell: (library) => (
        <>
          <Link className={styles.leadName} href={open(library)}>
            {previewOf(library.name, locale)}
          </Link>
          <div className={styles.muted} dir="ltr">
            /{library.key}
          </div>
        </>
      ),
    },
    {
      head: t('columns.visibility'),
      labelled: false,
      cell: (library) => {
        const level = levels.find((l) => l.id === library.min_level_id);
        return (
          <span className={`${styles.badge} ${VISIBILITY_BADGE[library.visibility]}`}>
            {t(`visibility.${library.visibility}`)}
            {level ? ` · ${level.name}` : ''}
          </span>
        );
      },
    },
    { head: t('columns.entries'), labelled: false, cell: (library) => t('counts', { published: library.published, all: library.entries, tags: library.tags }) },
    {
      head: t('open'),
      hiddenHead: true,
      labelled: false,
      cell: (library) => (
        <span className={styles.formRow}>
          <Link className="button button--ghost" href={open(library)}>
            {t('open')}
          </Link>
          <a className="button button--ghost" href={localizedPath(locale, `/${library.key}`)} target="_blank" rel="noreferrer">
            {t('view')}
          </a>
        </span>
      ),
    },
  ];
  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />
      <ListPanel isEmpty={list.length === 0} emptyText={t('noEntries')}>
        <ListTable rows={list} columns={columns} rowKey={(library) => library.key} />
      </ListPanel>
    </>
  );
}
