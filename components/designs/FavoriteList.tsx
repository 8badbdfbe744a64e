'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { Favorite } from '@/lib/api/contract/designs';
import { api } from '@/lib/api/client';
import { getApiFeedback } from '@/lib/api/feedback';
import SavedEmpty from './SavedEmpty';
import styles from './Designs.module.css';

interface Hrefs {
  products: string;
  /** The new-design editor (without its query). */
  customise: string;
  product: Record<number, string>;
}

/** /user/myFavorite's cards: each saved product with its picture and specs; open it, customise it, or remove it. */
export default function FavoriteList({ initial, hrefs }: { initial: Favorite[]; hrefs: Hrefs }) {
  const t = useTranslations('member.favorites');
  const td = useTranslations('member.designs');
  const format = useFormatter();
  const [favorites, setFavorites] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);

  async function remove(favorite: Favorite) {
    setBusy(favorite.product.id);
    try {
      await api.delete(`/favorites/${favorite.product.id}`, {});
      setFavorites((list) => list.filter((f) => f.product.id !== favorite.product.id));
      getApiFeedback().toast(t('removedNamed', { name: favorite.product.name }), { kind: 'success' });
    } catch {
      // The client has shown the refusal.
    } finally {
      setBusy(null);
    }
  }

  if (favorites.length === 0) return <SavedEmpty title={t('emptyTitle')} text={t('emptyText')} browse={t('browse')} href={hrefs.products} />;

  return (
    <ul className={styles.grid} aria-label={t('listLabel')}>
      {favorites.map(({ product, created_at }) => (
        <li key={product.id}>
          <article className={styles.card} data-favorite-card={product.id}>
            <div className={styles.cardTop}>
              {product.image ? (
                <img className={styles.cardImage} src={product.image.src_small} alt="" width={88} height={88} loading="lazy" />
              ) : (
                <span className={styles.cardImage} aria-hidden="true" />
              )}
              <div className={styles.cardText}>
                <h2 className={styles.cardName}>{product.available ? <a href={hrefs.product[product.id]}>{product.name}</a> : product.name}</h2>
                <p className={styles.cardProduct}>{product.material}</p>
                {!product.available && <p className={styles.unavailable}>{t('unavailable')}</p>}
              </div>
            </div>
            <ul className={styles.facts}>
              <li>{product.size}</li>
              <li>{td('moqValue', { moq: product.moq })}</li>
            </ul>
            <p className={styles.cardMeta}>{t('savedOn', { date: format.dateTime(new Date(created_at), { dateStyle: 'medium' }) })}</p>
            <div className={styles.actions}>
              {product.available && (
                <a className={`button ${styles.primaryAction}`} href={`${hrefs.customise}?${new URLSearchParams({ product: String(product.id) })}`}>
                  {td('customise')}
                </a>
              )}
              {product.available && (
                <a className={styles.linkButton} href={hrefs.product[product.id]}>
                  {t('view')}
                </a>
              )}
              <button
                type="button"
                className={`${styles.linkButton} ${styles.danger}`}
                disabled={busy === product.id}
                aria-label={t('removeNamed', { name: product.name })}
                onClick={() => void remove({ product, created_at })}
              >
                {t('removeShort')}
              </button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
