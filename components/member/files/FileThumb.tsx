import type { MemberFile } from '@/lib/api/contract/files';
import { StrokePath } from '@/components/ui/StrokePath';
import styles from './Files.module.css';

/*
 * A file's picture: its thumbnail once the server made it, else an icon with the kind's name
 * (PSD, a PDF whose preview failed …), with a pulse while the preview is being made.
 */

const LABELS: Record<string, string> = { pdf: 'PDF', ai: 'AI', eps: 'EPS', psd: 'PSD', png: 'PNG', jpg: 'JPG', webp: 'WEBP', tiff: 'TIFF', svg: 'SVG' };

export function kindLabel(file: Pick<MemberFile, 'kind' | 'name'>): string {
  return (file.kind && LABELS[file.kind]) || file.name.split('.').pop()?.toUpperCase().slice(0, 5) || 'FILE';
}

export default function FileThumb({ file, pendingLabel, size = 'medium' }: { file: MemberFile; pendingLabel?: string; size?: 'small' | 'medium' }) {
  const frame = `${styles.thumb} ${size === 'small' ? styles.thumbSmall : ''}`;
  if (file.thumb_url) {
    return (
      <span className={frame}>
        {/* The server's own small WebP of the file: nothing to optimise further. */}
        <img src={file.thumb_url} alt="" loading="lazy" decoding="async" className={styles.thumbImage} />
      </span>
    );
  }
  const pending = file.thumb === 'pending';
  return (
    <span className={`${frame} ${styles.icon} ${styles[`icon_${file.kind ?? 'other'}`] ?? ''} ${pending ? styles.iconPending : ''}`} title={pending ? pendingLabel : undefined}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.iconSheet}>
        <path d="M6 2.75h8.2L19.25 7.8V20a1.25 1.25 0 0 1-1.25 1.25H6A1.25 1.25 0 0 1 4.75 20V4A1.25 1.25 0 0 1 6 2.75Z" fill="currentColor" opacity="0.14" />
        <StrokePath d="M6 2.75h8.2L19.25 7.8V20a1.25 1.25 0 0 1-1.25 1.25H6A1.25 1.25 0 0 1 4.75 20V4A1.25 1.25 0 0 1 6 2.75Zm8 0V8h5.25" width="1.4" join="round" />
      </svg>
      <span className={styles.iconLabel} dir="ltr">
        {kindLabel(file)}
      </span>
      {pending ? <span className="visually-hidden">{pendingLabel}</span> : null}
    </span>
  );
}
