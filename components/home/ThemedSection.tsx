import { getTranslations } from 'next-intl/server';
import type { HomeCard, HomeCardFamily } from '@/lib/api/contract';
import { CATALOGUE, type Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import LazyImage from '@/components/ui/LazyImage';
import { langDir } from '@/lib/bidi';
import { getCategories } from '@/lib/server/catalogue/cached';
import { FAMILY_CATEGORY, cardTarget } from '@/lib/home-card-target';
import styles from './ThemedSection.module.css';

/**
 * One themed section: its introduction and five picture cards, each a link to a different
 * sub-category or product (lib/home-card-target.ts). Wide
 * screens show the five in a row, the third expanded first and the one under the pointer or focus
 * expanded; phones scroll them sideways, one and a bit at a time, each with its text.
 */
export default async function ThemedSection({ family, cards, locale }: { family: HomeCardFamily; cards: HomeCard[]; locale: Locale }) {
  const [t, tc, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'common' }),
    getCategories(locale).then((list) => list ?? []),
  ]);
  const familyKey = FAMILY_CATEGORY[family];
  const headingId = `section-${family}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-family={family}>
      <div className="container">
        <div className={styles.head}>
          <div>
            <h2 id={headingId}>{t(`sections.${family}.title`)}</h2>
            <p className={styles.intro}>{t(`sections.${family}.intro`)}</p>
          </div>
          <Link className="button button--ghost" href={{ pathname: '/products', query: { category: familyKey } }}>
            {t('viewProducts')}
          </Link>
        </div>
        <ul className={styles.cards}>
          {cards.slice(0, CATALOGUE.homeCardsPerSection).map((card, index) => {
            const target = cardTarget(categories, family, cards, card);
            return (
              <li key={card.id} className={styles.card} data-default-open={index + 1 === CATALOGUE.homeCardExpandedInitially || undefined}>
                {/* The link is named by its own visible text (the name, then the introduction): a name
                    that left the introduction out failed label-content-name-mismatch. */}
                <Link className={styles.link} href={target?.href ?? { pathname: '/products', query: { category: familyKey } }}>
                  <LazyImage
                    src={card.src}
                    srcSet={`${card.src.replace(/\.webp$/, '-sm.webp')} 300w, ${card.src} 600w`}
                    sizes="(max-width: 767px) 78vw, 480px"
                    alt=""
                    width={600}
                    height={800}
                    className={styles.image}
                    errorLabel={tc('imageError')}
                  />
                  <span className={styles.caption}>
                    {target && (
                      <span className={styles.name} {...langDir(target.lang)}>
                        {target.name}
                      </span>
                    )}{' '}
                    <span className={styles.text} {...langDir(card.lang?.introduction)}>
                      {card.introduction}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
