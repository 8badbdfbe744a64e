'use client';

import { useState } from 'react';
import type { ProductImage } from '@/lib/api/contract';
import LazyImage from '@/components/ui/LazyImage';
import styles from './ProductGallery.module.css';

interface Props {
  images: ProductImage[];
  label: string;
  /** "Show picture {index} of {total}" per thumbnail, already translated. */
  thumbLabels: string[];
  errorLabel: string;
}

/** The product pictures: the main one is the page's LCP element; thumbnails switch it. */
export default function ProductGallery({ images, label, thumbLabels, errorLabel }: Props) {
  const [current, setCurrent] = useState(0);
  const main = images[current];
  if (!main) return null;
  return (
    <section className={styles.gallery} aria-label={label}>
      <div className={styles.main}>
        <LazyImage
          key={main.src}
          src={main.src}
          srcSet={`${main.src_small} 400w, ${main.src} 800w`}
          sizes="(max-width: 991px) 100vw, 560px"
          alt={main.alt}
          width={main.width}
          height={main.height}
          priority={current === 0}
          eager
          className={styles.mainImage}
          errorLabel={errorLabel}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.src}>
              <button type="button" className={styles.thumb} aria-pressed={index === current} aria-label={thumbLabels[index]} onClick={() => setCurrent(index)}>
                <img src={image.src_small} alt="" width={image.width / 2} height={image.height / 2} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
