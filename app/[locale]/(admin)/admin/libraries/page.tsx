import Link from 'next/link';
import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { CONTENT_STAFF_ROLES } from '@/lib/api/contract';
import { adminLibraries } from '@/lib/server/content/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import { previewText as previewOf } from '@/components/admin/libraries/preview';
import styles from '@/components/admin/Admin.module.css';
import { VISIBILITY_BADGE } from '@/components/admin/libraries/badges';

type Props = { params: Promise<{ locale: string }> };

/** /admin/libraries: the seven content libraries, who sees each, their entries and tags (editors, admins). */
export default async function LibrariesAdminPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/libraries', CONTENT_STAFF_ROLES);
  const [{ list, levels }, t] = await Promise.all([adminLibraries(locale), adminTranslator(locale, 'libraries')]);
  return (
    <>
      <div className={styles.head}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <section className={styles.panel}>
        {list.length === 0 ? (
          <p className={styles.empty}>{t('noEntries')}</p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.library')}</th>
                  <th scope="col">{t('columns.visibility')}</th>
                  <th scope="col">{t('columns.entries')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((library) => {
                  const level = levels.find((l) => l.id === library.min_level_id);
                  return (
                    <tr key={library.key}>
                      <td>
                        <Link className={styles.leadName} href={`/${locale}/admin/libraries/${library.key}`}>
                          {previewOf(library.name, locale)}
                        </Link>
                        <div className={styles.muted} dir="ltr">
                          /{library.key}
                        </div>
                      </td>
                      <td>
                        <span className={`${styles.badge} ${VISIBILITY_BADGE[library.visibility]}`}>
                          {t(`visibility.${library.visibility}`)}
                          {level ? ` · ${level.name}` : ''}
                        </span>
                      </td>
                      <td>{t('counts', { published: library.published, all: library.entries, tags: library.tags })}</td>
                      <td>
                        <span className={styles.formRow}>
                          <Link className="button button--ghost" href={`/${locale}/admin/libraries/${library.key}`}>
                            {t('open')}
                          </Link>
                          <a className="button button--ghost" href={localizedPath(locale, `/${library.key}`)} target="_blank" rel="noreferrer">
                            {t('view')}
                          </a>
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
