import { getTranslations } from 'next-intl/server';
import type { ProductSummary } from '@/lib/api/contract';
import type { Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import { productPath } from '@/lib/seo/paths';
import LazyImage from '@/components/ui/LazyImage';
import { langDir } from '@/lib/bidi';
import { pictureSizes } from '@/lib/picture';
import Highlight from './Highlight';
import ProductCardFacts from './ProductCardFacts';
import FavoriteHeart from '@/components/favorites/FavoriteHeart';
import { localizedPath } from '@/i18n/paths';
import styles from './ProductCard.module.css';

/**
 * `priority`: the card's picture is the page's LCP candidate: eager and preloaded at high priority.
 * `eager`: the card is in the first screenful: its picture loads eagerly at normal priority.
 * `highlight`: a search's keyword, marked in the name and summary.
 */
export default async function ProductCard({
  product,
  locale,
  headingLevel = 2,
  priority = false,
  eager = false,
  highlight,
}: {
  product: ProductSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
  priority?: boolean;
  eager?: boolean;
  highlight?: string;
}) {
  const [t, tc, tf] = await Promise.all([
    getTranslations({ locale, namespace: 'products' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'member.favorites' }),
  ]);
  const Heading = `h${headingLevel}` as const;
  const href = productPath(product.id, product.slug);
  return (
    <article className={styles.card}>
      <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {product.image && (
          <LazyImage
            {...pictureSizes(product.image, [400, 800], '(max-width: 575px) 100vw, (max-width: 991px) 50vw, 380px')}
            alt=""
            className={styles.image}
            errorLabel={tc('imageError')}
            priority={priority}
            eager={eager}
          />
        )}
      </Link>
      <FavoriteHeart
        productId={product.id}
        variant="card"
        loginPath={localizedPath(locale, '/login')}
        labels={{ add: tf('addNamed', { name: product.name }), remove: tf('removeNamed', { name: product.name }) }}
      />
      <div className={styles.body}>
        <p className={styles.category} {...langDir(product.category.lang?.name)}>
          {product.category.name}
        </p>
        <Heading className={styles.name} {...langDir(product.lang?.name)}>
          <Link href={href}>
            <Highlight text={product.name} query={highlight} />
          </Link>
        </Heading>
        <p className={styles.summary} {...langDir(product.lang?.summary)}>
          <Highlight text={product.summary} query={highlight} />
        </p>
        <ProductCardFacts facts={product.facts} locale={locale} />
        <span className={styles.more} aria-hidden="true">
          {t('viewDetails')} <span className="bidi-flip">→</span>
        </span>
      </div>
    </article>
  );
}
