import Link from 'next/link';
import { formatDateTime } from '@/lib/format-date';
import { formatBytes } from '@/lib/uploads';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { pageActor } from '@/lib/server/access/member-page';
import { getDb } from '@/lib/server/db';
import { memberFilesForStaff } from '@/lib/server/files/member-files';
import { kindLabel } from '@/components/member/files/FileThumb';
import adminStyles from '@/components/admin/Admin.module.css';
import styles from './FilesSection.module.css';

/**
 * The back office's member page: the member's own files (/user/uploading), newest first, with a
 * thumbnail, size, date, where each is used (their designs, orders with links to the order,
 * messages) and a download link (an attachment, like every stored file). Sales and admin (the page's gate).
 */
export default async function FilesSection({ memberId, locale }: { memberId: number; locale: AdminLocale }) {
  const [t, files] = await Promise.all([adminTranslator(locale, 'memberFiles'), memberFilesForStaff(await getDb(), await pageActor(), memberId)]);
  const mb = (bytes: number) => formatBytes(bytes, locale);
  return (
    <section className={adminStyles.panel} aria-labelledby="member-files">
      <h2 id="member-files">{t('title')}</h2>
      <p className={adminStyles.muted}>{t('hint')}</p>
      {files.list.length === 0 ? (
        <p className={adminStyles.muted}>{t('empty')}</p>
      ) : (
        <>
          <p className={styles.summary}>{t('summary', { count: files.list.length, used: mb(files.used_bytes), quota: mb(files.quota_bytes) })}</p>
          <ul className={styles.list}>
            {files.list.map((file) => {
              const uses = file.used_in ?? { designs: [], orders: [], messages: [] };
              const used = uses.designs.length + uses.orders.length + uses.messages.length > 0;
              return (
                <li key={file.handle} className={styles.item}>
                  {file.thumb_url ? (
                    // The server's own small WebP of the file.
                    <img className={styles.thumb} src={file.thumb_url} alt={t('preview', { name: file.name })} loading="lazy" />
                  ) : (
                    <span className={`${styles.thumb} ${styles.icon}`} aria-hidden="true">
                      {kindLabel(file)}
                    </span>
                  )}
                  <div className={styles.body}>
                    <a className={styles.name} href={file.url} download={file.name} dir="auto">
                      {file.name}
                    </a>
                    <span className={adminStyles.muted}>
                      {mb(file.bytes)} · <time dateTime={file.created_at}>{formatDateTime(new Date(file.created_at))}</time>
                    </span>
                    <span className={styles.uses}>
                      <span className={adminStyles.muted}>{t('usedIn')}:</span>{' '}
                      {used ? (
                        <>
                          {uses.designs.map((d) => (
                            <span key={`d${d.id}`} className={styles.tag}>
                              {t('design', { name: d.name })}
                            </span>
                          ))}
                          {uses.orders.map((o) => (
                            <Link key={`o${o.id}`} className={styles.tag} href={localizedPath(locale, `/admin/orders/${o.id}`)} dir="ltr">
                              {t('order', { reference: o.reference })}
                            </Link>
                          ))}
                          {uses.messages.length ? <span className={styles.tag}>{t('message')}</span> : null}
                        </>
                      ) : (
                        <span className={adminStyles.muted}>{t('notUsed')}</span>
                      )}
                    </span>
                  </div>
                  <a className={`button button--ghost ${styles.download}`} href={file.url} download={file.name}>
                    {t('download')}
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
