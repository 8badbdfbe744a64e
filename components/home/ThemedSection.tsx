import { getTranslations } from 'next-intl/server';
import type { HomeCard, HomeCardFamily } from '@/lib/api/contract';
import { CATALOGUE, type Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import LazyImage from '@/components/ui/LazyImage';
import { langDir } from '@/lib/bidi';
import styles from './ThemedSection.module.css';

const CATEGORY_OF: Record<HomeCardFamily, string> = { sewing: 'sewing', heatPress: 'heat-press', evaMolded: 'eva-molded' };

/** One themed section: its introduction and five picture cards, the third expanded first. */
export default async function ThemedSection({ family, cards, locale }: { family: HomeCardFamily; cards: HomeCard[]; locale: Locale }) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const headingId = `section-${family}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-family={family}>
      <div className="container">
        <div className={styles.head}>
          <div>
            <h2 id={headingId}>{t(`sections.${family}.title`)}</h2>
            <p className={styles.intro}>{t(`sections.${family}.intro`)}</p>
          </div>
          <Link className="button button--ghost" href={{ pathname: '/products', query: { category: CATEGORY_OF[family] } }}>
            {t('viewProducts')}
          </Link>
        </div>
        <ul className={styles.cards}>
          {cards.slice(0, CATALOGUE.homeCardsPerSection).map((card, index) => (
            <li
              key={card.id}
              className={styles.card}
              tabIndex={0}
              data-default-open={index + 1 === CATALOGUE.homeCardExpandedInitially || undefined}
            >
              <LazyImage src={card.src} srcSet={`${card.src.replace(/\.webp$/, '-sm.webp')} 300w, ${card.src} 600w`} sizes="(max-width: 767px) 100vw, 480px" alt="" width={600} height={800} className={styles.image} errorLabel={tc('imageError')} />
              <p className={styles.caption} {...langDir(card.lang?.introduction)}>{card.introduction}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
