'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatBytes } from '@/lib/uploads';
import type { MemberFiles } from './use-member-files';
import styles from './Files.module.css';

/** The uploads under way (or refused): name, a progress bar of the bytes sent, cancel / try again / dismiss. */
export default function UploadList({ files }: { files: MemberFiles }) {
  const t = useTranslations('member.files');
  const locale = useLocale();
  if (files.uploads.length === 0) return null;
  return (
    <ul className={styles.uploads} aria-label={t('pickerUpload')}>
      {files.uploads.map((u) => {
        const percent = u.size > 0 ? Math.min(100, Math.round((u.sent / u.size) * 100)) : 0;
        return (
          <li key={u.key} className={`${styles.upload} ${u.status !== 'uploading' ? styles.uploadStopped : ''}`} data-status={u.status}>
            <div className={styles.uploadHead}>
              <span className={styles.uploadName} dir="auto">
                {u.name}
              </span>
              <span className={styles.uploadBytes} dir="ltr">
                {u.status === 'uploading' ? t('sent', { sent: formatBytes(u.sent, locale), total: formatBytes(u.size, locale) }) : formatBytes(u.size, locale)}
              </span>
            </div>
            {u.status === 'uploading' ? (
              <div
                className={styles.bar}
                role="progressbar"
                aria-label={t('uploading', { name: u.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}%`}
              >
                <span className={styles.barFill} style={{ inlineSize: `${percent}%` }} />
              </div>
            ) : (
              <p className={u.status === 'error' ? styles.uploadError : styles.uploadNote} role={u.status === 'error' ? 'alert' : 'status'}>
                {u.error}
              </p>
            )}
            <div className={styles.uploadActions}>
              {u.status === 'uploading' ? (
                <button type="button" className={styles.linkButton} onClick={() => files.cancel(u.key)}>
                  {t('cancel')}
                </button>
              ) : (
                <>
                  {u.file ? (
                    <button type="button" className={styles.linkButton} onClick={() => files.retry(u.key)}>
                      {t('retry')}
                    </button>
                  ) : null}
                  <button type="button" className={styles.linkButton} onClick={() => files.dismiss(u.key)}>
                    {t('dismiss')}
                  </button>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
