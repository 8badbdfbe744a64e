'use client';

import { useState } from 'react';
import styles from './Orders.module.css';

/**
 * A proof's or file's thumbnail (the files route's WebP), or the kind's label when there is none:
 * the server gives no address until the thumbnail is made, so nothing is asked for that would 404.
 */
export default function ProofThumb({ src, name, size = 'large' }: { src: string | null; name: string; size?: 'large' | 'small' }) {
  const [failed, setFailed] = useState(false);
  const kind = name.split('.').pop()?.toUpperCase().slice(0, 5) || 'FILE';
  return (
    <span className={`${styles.thumb} ${size === 'small' ? styles.thumbSmall : ''}`}>
      {failed || !src ? (
        <span className={styles.thumbKind} dir="ltr">
          {kind}
        </span>
      ) : (
        // The server's own small WebP: nothing for next/image to optimise.
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          // A 404 before hydration fired no onError React saw: check once mounted.
          ref={(img) => {
            if (img && img.complete && img.naturalWidth === 0) setFailed(true);
          }}
        />
      )}
    </span>
  );
}
