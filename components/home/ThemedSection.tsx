import { getTranslations } from 'next-intl/server';
import type { Category, HomeCard, HomeCardFamily } from '@/lib/api/contract';
import { CATALOGUE, type Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import LazyImage from '@/components/ui/LazyImage';
import { langDir } from '@/lib/bidi';
import { getCategories } from '@/lib/server/catalogue/cached';
import styles from './ThemedSection.module.css';

const CATEGORY_OF: Record<HomeCardFamily, string> = { sewing: 'sewing', heatPress: 'heat-press', evaMolded: 'eva-molded' };

/**
 * The category a section's n-th card opens: the family's n-th sub-category in the catalogue's
 * order, starting over when the family has fewer sub-categories than cards (the demo's fifth heat
 * press card, a phone case, opens phone cases); the family itself when it has none, or when the
 * family is not in the catalogue any more, null. A card's n is its place as created (its id among
 * its section's), not its place on the page: moving a card in the back office keeps its category.
 */
export function cardCategory(categories: readonly Category[], familyKey: string, index: number): Category | null {
  const family = categories.find((c) => c.key === familyKey && c.parent_id === null);
  if (!family) return null;
  const subs = categories.filter((c) => c.parent_id === family.id);
  return subs.length > 0 ? subs[index % subs.length] : family;
}

/**
 * One themed section: its introduction and five picture cards, each a link to its category. Wide
 * screens show the five in a row, the third expanded first and the one under the pointer or focus
 * expanded; phones scroll them sideways, one and a bit at a time, each with its text.
 */
export default async function ThemedSection({ family, cards, locale }: { family: HomeCardFamily; cards: HomeCard[]; locale: Locale }) {
  const [t, tc, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'common' }),
    getCategories(locale).then((list) => list ?? []),
  ]);
  const familyKey = CATEGORY_OF[family];
  const createdOrder = cards.map((card) => card.id).sort((a, b) => a - b);
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
            const category = cardCategory(categories, familyKey, createdOrder.indexOf(card.id));
            const nameId = `card-${card.id}-name`;
            const introId = `card-${card.id}-intro`;
            return (
              <li key={card.id} className={styles.card} data-default-open={index + 1 === CATALOGUE.homeCardExpandedInitially || undefined}>
                <Link
                  className={styles.link}
                  href={{ pathname: '/products', query: { category: category?.key ?? familyKey } }}
                  aria-labelledby={category ? nameId : undefined}
                  aria-describedby={introId}
                >
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
                    {category && (
                      <span id={nameId} className={styles.name} {...langDir(category.lang?.name)}>
                        {category.name}
                      </span>
                    )}
                    <span id={introId} className={styles.text} {...langDir(card.lang?.introduction)}>
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
