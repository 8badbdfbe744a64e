'use client';

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { preload } from 'react-dom';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { SlideView } from '@/lib/api/contract';
import { CATALOGUE } from '@/lib/client-config';
import { langDir } from '@/lib/bidi';
import { whenIdle } from '@/lib/when-idle';
import Link from 'next/link';
import styles from './Slider.module.css';

export interface SliderLabels {
  /** Name of the carousel region. */
  region: string;
  /** "Slide n of total", one per slide. */
  slides: readonly string[];
  previous: string;
  next: string;
  pause: string;
  play: string;
}

/** Banner artwork is 1920 px wide and CATALOGUE.sliderMaxHeight high; `-sm.webp` is the half-size variant. */
const IMAGE_WIDTH = 1920;
const AUTOPLAY_DELAY_MS = 5000;
const SIZES = '100vw';

const smallVariant = (src: string) => src.replace(/\.webp$/, '-sm.webp');
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function carouselOptions(): EmblaOptionsType {
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return { loop: true, direction: rtl ? 'rtl' : 'ltr' };
}

/**
 * The promotional banners: draggable, looping, autoplaying, no dots. The server HTML already
 * shows the first slide (the LCP image, eager and high priority); embla only enhances it after hydration.
 * A banner's words (a headline, one line, a button's text, per locale) are laid over the picture's
 * empty start side on wide screens and set under it on narrow ones; they are text in the HTML, so
 * they never wait for the picture. The whole slide stays one link (see `hrefs`), so the "button" is its look.
 */
/** `hrefs[i]`: slide i's link, localized on the server (its url with ?category= its sign). */
export default function Slider({ slides, hrefs, labels }: { slides: readonly SlideView[]; hrefs: readonly string[]; labels: SliderLabels }) {
  const first = slides[0];
  const srcSetOf = (thumb: string) => `${smallVariant(thumb)} ${IMAGE_WIDTH / 2}w, ${thumb} ${IMAGE_WIDTH}w`;
  // The first banner is the page's LCP image: announce it in <head> before the body is parsed.
  if (first) preload(first.thumb, { as: 'image', imageSrcSet: srcSetOf(first.thumb), imageSizes: SIZES, fetchPriority: 'high' });

  const viewportRef = useRef<HTMLDivElement>(null);
  const [emblaApi, setEmblaApi] = useState<EmblaCarouselType | null>(null);
  const [playing, setPlaying] = useState(false);
  const [selected, setSelected] = useState(0);
  // The slide the visitor moved to, announced politely; null while nobody has moved the carousel.
  const [announced, setAnnounced] = useState<number | null>(null);
  // Slides other than the first stay lazy until the page has loaded; then the current slide's neighbours
  // are fetched, so a slide moving in is never blank (an overflow-clipped slide never "nears" the viewport).
  const [pageLoaded, setPageLoaded] = useState(false);

  useEffect(() => {
    if (document.readyState === 'complete') {
      setPageLoaded(true);
      return;
    }
    const onLoad = () => setPageLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);

  // The carousel's code (embla and its autoplay) arrives after the page has loaded, when the browser is
  // idle, or at once when the visitor touches the banner: the first banner needs none of it to show.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!pageLoaded || !viewport) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    let started = false;
    const attach = () => {
      if (started) return;
      started = true;
      void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled) return;
        // Started by hand below, so that prefers-reduced-motion can keep it still.
        api = EmblaCarousel(viewport, carouselOptions(), [Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true })]);
        setEmblaApi(api);
      });
    };
    viewport.addEventListener('pointerdown', attach, { once: true });
    const cancelIdle = whenIdle(attach, 2000, 500);
    return () => {
      cancelled = true;
      viewport.removeEventListener('pointerdown', attach);
      cancelIdle();
      api?.destroy();
    };
  }, [pageLoaded]);

  useEffect(() => {
    if (!emblaApi) return;
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    const onSelect = () => {
      const index = emblaApi.selectedScrollSnap();
      setSelected(index);
      // Announced only when the visitor moves the carousel, not while it rotates by itself.
      if (!emblaApi.plugins().autoplay?.isPlaying()) setAnnounced(index);
    };
    emblaApi.on('autoplay:play', onPlay).on('autoplay:stop', onStop).on('select', onSelect);
    // Autoplay has nothing to do with a single slide (and is not set up for one).
    if (emblaApi.scrollSnapList().length > 1 && !reducedMotion()) emblaApi.plugins().autoplay?.play();
    return () => {
      emblaApi.off('autoplay:play', onPlay).off('autoplay:stop', onStop).off('select', onSelect);
    };
  }, [emblaApi]);

  const autoplay = () => emblaApi?.plugins().autoplay;
  const go = (direction: 'prev' | 'next') => {
    autoplay()?.stop();
    if (direction === 'prev') emblaApi?.scrollPrev(reducedMotion());
    else emblaApi?.scrollNext(reducedMotion());
  };
  const togglePlay = () => {
    const plugin = autoplay();
    if (plugin?.isPlaying()) plugin.stop();
    else plugin?.play();
  };

  const near = (index: number) => {
    const distance = Math.abs(index - selected);
    return Math.min(distance, slides.length - distance) <= 1;
  };
  const maxHeight = { '--slide-max-height': `${CATALOGUE.sliderMaxHeight}px` } as CSSProperties;

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={labels.region} style={maxHeight}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div key={slide.id} className={styles.slide} role="group" aria-roledescription="slide" aria-label={labels.slides[index]}>
              <Link href={hrefs[index]} className={styles.link} draggable={false}>
                <img
                  src={slide.thumb}
                  srcSet={srcSetOf(slide.thumb)}
                  sizes={SIZES}
                  alt={slide.sign}
                  width={IMAGE_WIDTH}
                  height={CATALOGUE.sliderMaxHeight}
                  loading={index === 0 || (pageLoaded && near(index)) ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding={index === 0 ? 'sync' : 'async'}
                  draggable={false}
                  className={styles.image}
                />
                {slide.title && (
                  <span className={styles.caption}>
                    <span className={styles.captionInner}>
                      <span className={styles.title} {...langDir(slide.lang?.title)}>
                        {slide.title}
                      </span>
                      {slide.subtitle && (
                        <span className={styles.subtitle} {...langDir(slide.lang?.subtitle)}>
                          {slide.subtitle}
                        </span>
                      )}
                      {slide.button && (
                        <span className={styles.button} {...langDir(slide.lang?.button)}>
                          {slide.button}
                          <svg className={styles.flip} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                            <path d="M5 12h13M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                          </svg>
                        </span>
                      )}
                    </span>
                  </span>
                )}
              </Link>
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label={labels.previous} title={labels.previous} disabled={!emblaApi} onClick={() => go('prev')}>
            <svg className={styles.flip} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={playing ? labels.pause : labels.play}
            title={playing ? labels.pause : labels.play}
            disabled={!emblaApi}
            onClick={togglePlay}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              {playing ? <path d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" /> : <path d="M7 4.5v15l12-7.5z" fill="currentColor" />}
            </svg>
          </button>
          <button type="button" className={styles.control} aria-label={labels.next} title={labels.next} disabled={!emblaApi} onClick={() => go('next')}>
            <svg className={styles.flip} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced === null ? '' : labels.slides[announced]}
      </p>
    </section>
  );
}
