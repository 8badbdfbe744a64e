import type { OrderPhotoView } from '@/lib/api/contract/statement';
import styles from './Photos.module.css';

/**
 * Production photos as thumbnails (the files route's WebP) linking to the full picture, each with
 * its caption, stage and date. The member's session reads them (files/access.ts).
 */
export default function PhotoGrid({
  photos,
  stageLabel,
  date,
  openLabel,
  untitled,
}: {
  photos: OrderPhotoView[];
  stageLabel: (stage: OrderPhotoView['stage']) => string;
  date: (iso: string) => string;
  openLabel: (caption: string) => string;
  untitled: string;
}) {
  return (
    <ul className={styles.grid}>
      {photos.map((p) => (
        <li key={p.id}>
          <figure className={styles.item}>
            <a className={styles.link} href={p.url} target="_blank" rel="noopener" aria-label={openLabel(p.caption || untitled)}>
              {/* The server's own small WebP: nothing for next/image to optimise. */}
              <img src={p.thumb_url} alt={p.caption || untitled} loading="lazy" decoding="async" />
            </a>
            <figcaption>
              <p className={styles.caption} dir="auto">
                {p.caption || untitled}
              </p>
              <span className={styles.meta}>
                {stageLabel(p.stage)} · <time dateTime={p.created_at}>{date(p.created_at)}</time>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
