'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api, isApiCancelled } from '@/lib/api/client';
import type { Product } from '@/lib/api/contract';
import { parseId } from '@/lib/parse-id';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import type { AttachedProduct } from './consult-draft';
import styles from './ContactForm.module.css';

/** Reads `?product=` (the only part that needs the URL) so the rest of the page renders statically. */
export function ProductParam({ onProduct }: { onProduct: (id: number) => void }) {
  const raw = useSearchParams()?.get('product') ?? null;
  const id = raw ? parseId(raw) : null;
  useEffect(() => {
    if (id !== null) onProduct(id);
  }, [id, onProduct]);
  return null;
}

export interface AttachedProductState {
  product: AttachedProduct | null;
  /** The visitor took the product off (the row stays, saying none is attached). */
  removed: boolean;
  /** A product from a restored draft, unless the URL named one. */
  restore: (product: AttachedProduct | null) => void;
  /** The product the URL names: it wins over a restored one. */
  fromUrl: (id: number) => void;
  remove: () => void;
  clear: () => void;
}

/**
 * The product a request is about: from `?product=` or the draft, its name fetched for the chip.
 * A product that cannot be loaded is dropped silently (the visitor can still name it in the message).
 */
export function useAttachedProduct(): AttachedProductState {
  const [product, setProduct] = useState<AttachedProduct | null>(null);
  const [removed, setRemoved] = useState(false);
  const urlProduct = useRef<number | null>(null);

  const fromUrl = useCallback((id: number) => {
    urlProduct.current = id;
    setProduct((current) => (current?.id === id ? current : { id, name: null }));
    setRemoved(false);
  }, []);
  const restore = useCallback((restored: AttachedProduct | null) => {
    if (restored && urlProduct.current === null) setProduct(restored);
  }, []);

  const pendingId = product && product.name === null ? product.id : null;
  useEffect(() => {
    if (pendingId === null) return;
    let active = true;
    api
      .get<Product>(`/product/${pendingId}`, { errorMessageMode: 'none' })
      .then((found) => {
        if (active) setProduct((current) => (current?.id === pendingId ? { id: current.id, name: found.name } : current));
      })
      .catch((error: unknown) => {
        if (active && !isApiCancelled(error)) setProduct((current) => (current?.id === pendingId ? null : current));
      });
    return () => {
      active = false;
    };
  }, [pendingId]);

  const remove = useCallback(() => {
    setProduct(null);
    setRemoved(true);
    urlProduct.current = null;
    // Drop ?product= from the address too, so a reload does not attach it again.
    const url = new URL(window.location.href);
    if (url.searchParams.has('product')) {
      url.searchParams.delete('product');
      window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
    }
  }, []);
  const clear = useCallback(() => {
    setProduct(null);
    setRemoved(false);
    urlProduct.current = null;
  }, []);

  return { product, removed, restore, fromUrl, remove, clear };
}

/** The product row of the form: a chip with a remove button, or the line saying none is attached. */
export function ProductChip({ idBase, state, error, onRemove }: { idBase: string; state: AttachedProductState; error?: string; onRemove: () => void }) {
  const t = useTranslations('contact.form');
  const tCommon = useTranslations('common');
  const { product } = state;
  if (!product && !state.removed) return null;
  return (
    <div className={`${styles.field} ${styles.full}`} role="group" aria-labelledby={`${idBase}-product-label`}>
      <span id={`${idBase}-product-label`} className={styles.label}>
        {t('product')}
      </span>
      {product ? (
        <span className={styles.chip} aria-busy={product.name === null}>
          <svg className={styles.chipIcon} viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 7h14v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7Zm4-3h6v3H7z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
          {/* A product name may be a fallback (English in an Arabic page): laid out in its own direction. */}
          <span className={styles.chipText} dir={product.name ? 'auto' : undefined}>
            {product.name ?? tCommon('loading')}
          </span>
          {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- the remove button stands for the product field: it carries the field's error (read with it, shown red) */}
          <button
            type="button"
            id={`${idBase}-product-remove`}
            className={styles.chipRemove}
            onClick={onRemove}
            aria-label={product.name ? `${t('removeProduct')}: ${product.name}` : t('removeProduct')}
            aria-invalid={error !== undefined ? true : undefined}
            aria-describedby={error !== undefined ? `${idBase}-product-error` : undefined}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true">
              <path d="m6 6 8 8M14 6l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </span>
      ) : (
        <span id={`${idBase}-product-none`} tabIndex={-1} className={styles.productNone}>
          {t('productNone')}
        </span>
      )}
      {error !== undefined ? <FieldErrorText id={`${idBase}-product-error`} text={error} /> : null}
    </div>
  );
}
