'use client';

import { useTranslations } from 'next-intl';
import type { DesignProduct } from '@/lib/api/contract/designs';
import styles from './Designs.module.css';

/** The design editor's base product: its picture, name (a link while it is on sale) and specs, or a word that it is gone. */
export default function DesignBase({ product, productHref }: { product: DesignProduct | null; productHref: string }) {
  const t = useTranslations('member.designs');
  return product ? (
    <section className={styles.base} aria-labelledby="design-base">
      {product.image ? (
        <img className={styles.baseImage} src={product.image.src_small} alt="" width={product.image.width} height={product.image.height} />
      ) : (
        <span className={styles.baseImage} aria-hidden="true" />
      )}
      <div className={styles.baseText}>
        <p className={styles.kicker}>{t('basedOn')}</p>
        <h2 id="design-base" className={styles.baseName}>
          {product.available ? <a href={productHref}>{product.name}</a> : product.name}
        </h2>
        <dl className={styles.baseSpecs}>
          <div>
            <dt>{t('material')}</dt>
            <dd>{product.material}</dd>
          </div>
          <div>
            <dt>{t('size')}</dt>
            <dd>{product.size}</dd>
          </div>
          <div>
            <dt>{t('moq')}</dt>
            <dd>{t('pieces', { count: product.moq })}</dd>
          </div>
        </dl>
        {!product.available && <p className={styles.warning}>{t('productUnavailable')}</p>}
      </div>
    </section>
  ) : (
    <p className={styles.warning}>{t('productGone')}</p>
  );
}
