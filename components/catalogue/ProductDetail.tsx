import { getTranslations } from 'next-intl/server';
import type { Product, ProductSummary } from '@/lib/api/contract';
import type { Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import { listHref } from '@/lib/catalogue-url';
import ProductGallery from './ProductGallery';
import ProductCard from './ProductCard';
import Breadcrumb from './Breadcrumb';
import ProductDetailQuoteBar from './ProductDetailQuoteBar';
import PriceGuide from './PriceGuide';
import FavoriteHeart from '@/components/favorites/FavoriteHeart';
import { localizedPath } from '@/i18n/paths';
import { langDir } from '@/lib/bidi';
import { SpecText } from '@/components/ui/Bidi';
import ProductTemplates from '@/components/library/ProductTemplates';
import TrustPanel from '@/components/trust/TrustPanel';
import styles from './ProductDetail.module.css';
import LongText from '@/components/ui/LongText';
import KeepTerms from '@/components/ui/KeepTerms';

interface Props {
  product: Product;
  related: ProductSummary[];
  locale: Locale;
  /** The protected terms, marked translate="no" in the name, summary and description. */
  terms?: readonly string[];
}

export default async function ProductDetail({ product, related, locale, terms = [] }: Props) {
  const [t, tp, tc, td, tf] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'products' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'member.designs' }),
    getTranslations({ locale, namespace: 'member.favorites' }),
  ]);
  const specs = product.specs;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        label={tc('breadcrumb')}
        items={[
          { name: tc('home'), href: '/' },
          { name: tp('title'), href: '/products' },
          { name: product.category.name, href: listHref({ category: product.category.key, page: 1 }), lang: product.category.lang?.name },
          { name: product.name, lang: product.lang?.name },
        ]}
      />
      <div className={styles.top}>
        <ProductGallery
          images={product.images}
          label={t('gallery')}
          thumbLabels={product.images.map((_, i) => t('showImage', { index: i + 1, total: product.images.length }))}
          errorLabel={tc('imageError')}
        />
        <div className={styles.info}>
          <p className={styles.category}>
            <Link href={listHref({ category: product.category.key, page: 1 })} {...langDir(product.category.lang?.name)}>
              {product.category.name}
            </Link>
          </p>
          <h1 {...langDir(product.lang?.name)}>
            <KeepTerms text={product.name} terms={terms} />
          </h1>
          <p className={styles.summary} {...langDir(product.lang?.summary)}>
            <KeepTerms text={product.summary} terms={terms} />
          </p>
          <h2 className={styles.subhead}>{t('specs')}</h2>
          <dl className={styles.specs}>
            <div>
              <dt>{t('material')}</dt>
              <dd>
                <SpecText text={specs.material} lang={product.lang?.specs} />
              </dd>
            </div>
            <div>
              <dt>{t('size')}</dt>
              <dd>
                {/* "22 × 14 cm" left to right in every page; a size written in Arabic right to left, its measurements isolated. */}
                <SpecText text={specs.size} lang={product.lang?.size} />
              </dd>
            </div>
            <div>
              <dt>{t('moq')}</dt>
              <dd>{t('moqValue', { moq: specs.moq })}</dd>
            </div>
            <div>
              <dt>{t('leadTime')}</dt>
              <dd>{t('leadTimeValue', { min: specs.lead_time_days.min, max: specs.lead_time_days.max })}</dd>
            </div>
          </dl>
          <PriceGuide price={product.price ?? null} locale={locale} />
          <Link className={`button ${styles.quote}`} href={{ pathname: '/contact', query: { product: product.id } }}>
            {t('requestQuote')}
          </Link>
          <div className={styles.design}>
            {/* A plain link (no prefetch, no client navigation: a prefetched answer would be the guard's redirect to
                the login page, kept by the router after the login): the proxy and the editor's gate send a visitor
                to the login page and back. */}
            <a className={`button button--ghost ${styles.customise}`} href={`${localizedPath(locale, '/product/editProduct/new')}?product=${product.id}`}>
              {td('customise')}
            </a>
            <FavoriteHeart
              productId={product.id}
              variant="page"
              loginPath={localizedPath(locale, '/login')}
              labels={{ add: tf('add'), remove: tf('remove'), text: { add: tf('save'), saved: tf('saved') } }}
            />
          </div>
          <TrustPanel locale={locale} />
        </div>
      </div>

      <div className={styles.lower}>
        <section className={styles.description} aria-labelledby="description">
          <h2 id="description">{t('description')}</h2>
          <LongText text={product.description} terms={terms} {...langDir(product.lang?.description)} />
        </section>
        <div>
          {specs.customization.length > 0 && (
            <section className={styles.custom} aria-labelledby="customization">
              <h2 id="customization">{t('customization')}</h2>
              <ul {...langDir(product.lang?.customization)}>
                {specs.customization.map((option) => (
                  <li key={option}>
                    <SpecText text={option} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ProductTemplates productId={product.id} locale={locale} />
        </div>
      </div>

      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related">
          <h2 id="related">{t('related')}</h2>
          <ul>
            {related.map((item) => (
              <li key={item.id}>
                <ProductCard product={item} locale={locale} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <ProductDetailQuoteBar productId={product.id} locale={locale} />
    </div>
  );
}
