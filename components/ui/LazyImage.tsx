'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './LazyImage.module.css';

export type LazyImageStatus = 'loading' | 'loaded' | 'error';

export interface LazyImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  /** Intrinsic size: sets the width/height attributes and the box's aspect ratio (no layout shift). */
  width: number;
  height: number;
  /** Class of the box (size it, round it); the image fills the box. */
  className?: string;
  imgClassName?: string;
  fit?: 'cover' | 'contain';
  /** The LCP candidate: eager, high fetch priority (React preloads it in the head), no observer. */
  priority?: boolean;
  /** In the first screenful but not the LCP candidate: eager, no observer, normal priority (not preloaded). */
  eager?: boolean;
  /** Read by screen readers when the image fails (common.imageError). */
  errorLabel: string;
}

/** How far ahead of the viewport an image starts loading. */
const ROOT_MARGIN = '200px';

/**
 * An image with a loading placeholder and an error placeholder (loading → loaded | error).
 * A `priority` or `eager` image has its `src` in the server HTML. Any other gets it when the
 * observer sees it within ROOT_MARGIN of the viewport (without IntersectionObserver, at once):
 * the browser's own `loading="lazy"` fetched every picture within 1,250 px of a phone's screen
 * (2,500 px on a slow network) while the page was still loading, sharing the phone's bandwidth with
 * the first picture and the scripts (Lighthouse's mobile LCP counted them). Visitors without
 * JavaScript, and crawlers reading the HTML, get the picture from a <noscript> copy.
 */
export default function LazyImage({ src, srcSet, sizes, alt, width, height, className, imgClassName, fit = 'cover', priority = false, eager = false, errorLabel }: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(priority || eager);
  // The outcome belongs to one src: a new src starts loading again.
  const [outcome, setOutcome] = useState<{ src: string; status: LazyImageStatus }>({ src, status: 'loading' });
  const status: LazyImageStatus = outcome.src === src ? outcome.status : 'loading';

  useEffect(() => {
    // Loaded or failed before hydration: its load/error event is gone, so read the outcome from the
    // element (one without its src yet is "complete" too, with nothing loaded: not an outcome).
    const img = imgRef.current;
    if (img?.complete && img.getAttribute('src')) setOutcome({ src, status: img.naturalWidth > 0 ? 'loaded' : 'error' });
  }, [src]);

  useEffect(() => {
    if (near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      // scrollMargin: a picture in a horizontal scroller (the home page's cards on a phone) is
      // clipped by the scroller, which rootMargin does not widen; browsers without it ignore it.
      { rootMargin: ROOT_MARGIN, scrollMargin: ROOT_MARGIN } as IntersectionObserverInit,
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [near]);

  // What the picture is, the same in the live <img> and in the no-script one.
  const picture = { sizes, width, height, className: imgClassName ? `${styles.image} ${imgClassName}` : styles.image, style: { objectFit: fit } };
  return (
    <span
      ref={frameRef}
      className={className ? `${styles.frame} ${className}` : styles.frame}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-state={status}
      aria-busy={status === 'loading' || undefined}
    >
      <img
        ref={imgRef}
        src={near ? src : undefined}
        srcSet={near ? srcSet : undefined}
        alt={alt}
        {...picture}
        loading={near ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        // Never the browser's broken-image icon: the placeholder below takes its place.
        hidden={status === 'error'}
        onLoad={() => setOutcome({ src, status: 'loaded' })}
        onError={() => setOutcome({ src, status: 'error' })}
      />
      {near ? null : (
        <noscript>
          <img src={src} srcSet={srcSet} alt={alt} {...picture} loading="lazy" decoding="async" />
        </noscript>
      )}
      {status === 'error' && (
        <span className={styles.error}>
          {alt ? <span className="visually-hidden">{alt} </span> : null}
          <span className="visually-hidden">{errorLabel}</span>
        </span>
      )}
    </span>
  );
}
