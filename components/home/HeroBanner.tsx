import { getTranslations } from 'next-intl/server';
import type { SliderItem } from '@/lib/api/contract';
import { CATALOGUE, type Locale } from '@/lib/config';
import { Link } from '@/i18n/navigation';
import styles from './HeroBanner.module.css';

/** The promotional banners: each links to its url with category = its sign; the first is the LCP image. */
export default async function HeroBanner({ slides, locale }: { slides: SliderItem[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  if (slides.length === 0) return null;
  return (
    <section className={styles.hero} aria-label={t('sliderLabel')} aria-roledescription="carousel">
      <ul className={styles.track}>
        {slides.map((slide, index) => (
          <li key={slide.id} className={styles.slide} aria-roledescription="slide" aria-label={t('slideLabel', { index: index + 1, total: slides.length })}>
            <Link href={{ pathname: slide.url, query: { category: slide.sign } }} className={styles.link}>
              <img
                src={slide.thumb}
                srcSet={`${slide.thumb.replace(/\.webp$/, '-sm.webp')} 960w, ${slide.thumb} 1920w`}
                sizes="100vw"
                alt={slide.sign}
                width={1920}
                height={CATALOGUE.sliderMaxHeight}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
                className={styles.image}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
