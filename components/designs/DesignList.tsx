'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { Design } from '@/lib/api/contract/designs';
import { api, isApiError } from '@/lib/api/client';
import { getApiFeedback } from '@/lib/api/feedback';
import { colourSwatch } from '@/lib/api/contract/designs';
import { Dialog } from '@/components/ui/Dialog';
import { colourText, printMethodText } from './labels';
import QuoteRequestDialog from './QuoteRequestDialog';
import SavedEmpty from './SavedEmpty';
import styles from './Designs.module.css';

interface Hrefs {
  edit: string;
  order: string;
  products: string;
  /** Each product's page, by id. */
  product: Record<number, string>;
}

/** /user/myProduct's cards: each design with its product's picture; edit, request a quote, duplicate, delete (after a confirmation). */
export default function DesignList({ initial, hrefs }: { initial: Design[]; hrefs: Hrefs }) {
  const t = useTranslations('member.designs');
  const words = t as unknown as (key: string) => string;
  const format = useFormatter();
  const [designs, setDesigns] = useState(initial);
  const [deleting, setDeleting] = useState<Design | null>(null);
  const [quoting, setQuoting] = useState<Design | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function duplicate(design: Design) {
    setBusy(design.id);
    try {
      const copy = await api.post<Design>(`/designs/${design.id}/duplicate`, {});
      setDesigns((list) => [copy, ...list]);
      getApiFeedback().toast(t('duplicated', { name: copy.name }), { kind: 'success' });
    } catch {
      // The client has shown the refusal.
    } finally {
      setBusy(null);
    }
  }

  async function remove(design: Design) {
    setDeleting(null);
    setBusy(design.id);
    try {
      await api.delete(`/designs/${design.id}`, { params: { updated_at: design.updated_at }, errorMessageMode: 'none' });
      setDesigns((list) => list.filter((d) => d.id !== design.id));
      getApiFeedback().toast(t('deleted', { name: design.name }), { kind: 'success' });
    } catch (error) {
      getApiFeedback().toast(isApiError(error) ? error.message : t('deleteFailed'), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  }

  if (designs.length === 0) return <SavedEmpty title={t('emptyTitle')} text={t('emptyText')} browse={t('browse')} href={hrefs.products} />;

  return (
    <>
      <ul className={styles.grid} aria-label={t('listLabel')}>
        {designs.map((design) => {
          const image = design.product?.image;
          return (
            <li key={design.id}>
              <article className={styles.card} data-design={design.id} aria-busy={busy === design.id || undefined}>
                <div className={styles.cardTop}>
                  {image ? (
                    <img className={styles.cardImage} src={image.src_small} alt="" width={88} height={88} loading="lazy" />
                  ) : (
                    <span className={styles.cardImage} aria-hidden="true" />
                  )}
                  <div className={styles.cardText}>
                    <h2 className={styles.cardName}>
                      <a href={`${hrefs.edit}${design.id}`}>{design.name}</a>
                    </h2>
                    <p className={styles.cardProduct}>
                      {design.product ? (
                        design.product.available ? (
                          <a href={hrefs.product[design.product.id]}>{design.product.name}</a>
                        ) : (
                          design.product.name
                        )
                      ) : (
                        t('productGoneShort')
                      )}
                    </p>
                  </div>
                </div>
                <ul className={styles.facts}>
                  {design.quantity !== null && <li>{t('pieces', { count: design.quantity })}</li>}
                  {design.colours.map((c) => (
                    <li key={c}>
                      <span className={styles.dot} style={{ background: colourSwatch(c) }} aria-hidden="true" />
                      {colourText(words, c)}
                    </li>
                  ))}
                  {design.print_method && <li>{printMethodText(words, design.print_method)}</li>}
                  {design.files.length > 0 && <li>{t('fileCount', { count: design.files.length })}</li>}
                </ul>
                {design.warnings.quantity && <p className={styles.cardWarning}>{t('belowMoqShort', { moq: design.warnings.quantity.moq })}</p>}
                <p className={styles.cardMeta}>{t('updated', { time: format.dateTime(new Date(design.updated_at), { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
                <div className={styles.actions}>
                  <button type="button" className={`button ${styles.primaryAction}`} disabled={busy === design.id} onClick={() => setQuoting(design)}>
                    {t('requestQuote')}
                  </button>
                  <a className={styles.linkButton} href={`${hrefs.edit}${design.id}`}>
                    {t('edit')}
                  </a>
                  <button type="button" className={styles.linkButton} disabled={busy === design.id} onClick={() => void duplicate(design)}>
                    {t('duplicate')}
                  </button>
                  <button type="button" className={`${styles.linkButton} ${styles.danger}`} disabled={busy === design.id} onClick={() => setDeleting(design)}>
                    {t('delete')}
                  </button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={deleting !== null}
        tone="warning"
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('deleteText')}</p>
      </Dialog>
      {quoting && (
        <QuoteRequestDialog
          open
          designId={quoting.id}
          designName={quoting.name}
          quantity={quoting.quantity}
          price={quoting.product?.price ?? null}
          orderHref={(id) => `${hrefs.order}${id}`}
          onClose={() => setQuoting(null)}
        />
      )}
    </>
  );
}
