import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { API, type Locale, type Visibility } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { loginHrefFor, visitorAccess } from '@/lib/server/content/pages';
import type { EntryFileView, LevelName } from '@/lib/server/content/service';
import styles from './Library.module.css';

const fileUrl = (handle: string) => `${API.base}${API.prefix}/files/${handle}`;

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0
    ? name
        .slice(dot + 1)
        .toUpperCase()
        .slice(0, 4)
    : 'FILE';
}

/** The entry's files: download links when `allowed`, else the same list without links (what there is to get). */
export async function FileList({ files, locale, allowed, downloadLabel }: { files: EntryFileView[]; locale: Locale; allowed: boolean; downloadLabel: string }) {
  const format = await getFormatter({ locale });
  const size = (bytes: number) =>
    bytes >= 1024 * 1024 ? `${format.number(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB` : `${format.number(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return (
    <ul className={styles.files}>
      {files.map((file) => {
        const inner = (
          <>
            <span className={styles.fileIcon} aria-hidden="true">
              {extension(file.name)}
            </span>
            <span className={styles.fileText}>
              <strong dir="auto">{file.label}</strong>
              <small>
                <bdi dir="ltr">{file.name}</bdi> · <bdi dir="ltr">{size(file.bytes)}</bdi>
              </small>
            </span>
          </>
        );
        return (
          <li key={file.handle}>
            {allowed ? (
              <a className={styles.file} href={fileUrl(file.handle)} download={file.name}>
                {inner}
                <span className={styles.fileGet}>{downloadLabel}</span>
              </a>
            ) : (
              <div className={`${styles.file} ${styles.fileLocked}`}>{inner}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The downloads of a members' or a level's entry, as this visitor may use them: the links, or the
 * files listed with "log in to download" (back here afterwards) or the level they need. Reads the
 * session: render it inside a Suspense boundary.
 */
export default async function EntryDownloads({
  locale,
  files,
  rule,
  path,
}: {
  locale: Locale;
  files: EntryFileView[];
  rule: { visibility: Visibility; minLevel: LevelName | null };
  path: string;
}) {
  const [t, { allowed, signedIn }] = await Promise.all([
    getTranslations({ locale, namespace: 'library' }),
    visitorAccess({ visibility: rule.visibility, minLevelId: rule.minLevel?.id ?? null }),
  ]);
  const list = <FileList files={files} locale={locale} allowed={allowed} downloadLabel={t('downloads.download')} />;
  if (allowed) return list;
  const level = rule.minLevel?.name ?? '';
  return (
    <>
      {signedIn ? <p>{t('downloads.levelText', { level })}</p> : <p>{rule.visibility === 'level' ? t('downloads.loginLevelText', { level }) : t('downloads.loginText')}</p>}
      {list}
      <p className={styles.downloadAction}>
        {signedIn ? (
          <a className="button button--ghost" href={localizedPath(locale, '/user/member')}>
            {t('locked.levels')}
          </a>
        ) : (
          <a className="button" href={loginHrefFor(localizedPath(locale, path))} data-testid="login-to-download">
            {t('downloads.login')}
          </a>
        )}
      </p>
    </>
  );
}
