import type { MessageFile } from '@/lib/api/contract/messages';
import { API } from '@/lib/config';
import { extensionOf, formatBytes } from '@/lib/uploads';
import styles from './Messages.module.css';

/**
 * A message's attachments: the thumbnail when one is ready (else the file's kind), the name and
 * size, each a download (GET /files/{handle}, always an attachment). Used by the member's page
 * and the back office's thread.
 */
export default function MessageFiles({
  files,
  label,
  downloadLabel,
  locale,
}: {
  files: readonly MessageFile[];
  label: string;
  downloadLabel: (name: string) => string;
  locale?: string;
}) {
  return (
    <ul className={styles.files} aria-label={label}>
      {files.map((file) => {
        const href = `${API.base}${API.prefix}/files/${file.handle}`;
        return (
          <li key={file.handle}>
            <a className={styles.file} href={href} download={file.name} aria-label={downloadLabel(file.name)}>
              {file.thumb ? (
                // A private thumbnail: no image optimizer in between.
                <img className={styles.thumb} src={`${href}/thumb`} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className={styles.fileKind} aria-hidden="true">
                  {(extensionOf(file.name) || 'file').slice(0, 4).toUpperCase()}
                </span>
              )}
              <span className={styles.fileText}>
                <span className={styles.fileName} dir="auto">
                  {file.name}
                </span>
                <span className={styles.fileSize}>{formatBytes(file.bytes, locale)}</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
