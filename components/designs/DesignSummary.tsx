'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Design, DesignProduct } from '@/lib/api/contract/designs';
import { colourSwatch } from '@/lib/api/contract/designs';
import { colourText, placementText, printMethodText } from './labels';
import styles from './Designs.module.css';

/** What the summary shows of the design being edited (the editor's current values). */
export interface DesignSummaryValues {
  name: string;
  title: string;
  size: string;
  material: string;
  colours: string[];
  printMethod: string;
  logoPlacement: string;
  fileCount: number;
  amount: number | null;
}

/**
 * The design editor's live summary: the values as they stand, the warnings and the alert, save
 * (submits the editor's form) and "Request a quote", when it was last saved, and the way back.
 */
export default function DesignSummary({
  product,
  design,
  values,
  belowMoq,
  alert,
  saving,
  uploading,
  dirty,
  onRequestQuote,
  designsHref,
}: {
  product: DesignProduct | null;
  design: Design | null;
  values: DesignSummaryValues;
  belowMoq: boolean;
  alert: { text: string; stale?: boolean } | null;
  saving: boolean;
  uploading: boolean;
  dirty: boolean;
  onRequestQuote: () => void;
  designsHref: string;
}) {
  const t = useTranslations('member.designs');
  const words = t as unknown as (key: string) => string;
  const format = useFormatter();
  const { name, title, size, material, colours, printMethod, logoPlacement, amount } = values;
  return (
    <aside className={styles.summary} aria-labelledby="design-summary">
      <div className={styles.summaryCard}>
        <div className={styles.summaryHead}>
          {product?.image && <img src={product.image.src_small} alt="" width={72} height={72} className={styles.summaryImage} />}
          <div>
            <p className={styles.kicker}>{t('summary')}</p>
            <h2 id="design-summary" className={styles.summaryName}>
              {name.trim() || title}
            </h2>
          </div>
        </div>
        <dl className={styles.summaryList}>
          <div>
            <dt>{t('size')}</dt>
            <dd>{size.trim() || '—'}</dd>
          </div>
          <div>
            <dt>{t('material')}</dt>
            <dd>{material.trim() || '—'}</dd>
          </div>
          <div>
            <dt>{t('colours')}</dt>
            <dd>
              {colours.length ? (
                <span className={styles.summaryColours}>
                  {colours.map((c) => (
                    <span key={c} className={styles.summaryColour}>
                      <span className={styles.dot} style={{ background: colourSwatch(c) }} aria-hidden="true" />
                      {colourText(words, c)}
                    </span>
                  ))}
                </span>
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div>
            <dt>{t('printMethod')}</dt>
            <dd>{printMethod ? printMethodText(words, printMethod) : '—'}</dd>
          </div>
          <div>
            <dt>{t('logoPlacement')}</dt>
            <dd>{logoPlacement ? placementText(words, logoPlacement) : '—'}</dd>
          </div>
          <div>
            <dt>{t('artwork')}</dt>
            <dd>{values.fileCount ? t('fileCount', { count: values.fileCount }) : t('noFiles')}</dd>
          </div>
          <div>
            <dt>{t('quantity')}</dt>
            <dd>{amount ? t('pieces', { count: amount }) : '—'}</dd>
          </div>
        </dl>
        {belowMoq && <p className={styles.warning}>{t('belowMoqShort', { moq: product!.moq })}</p>}
        {alert && (
          <div className={styles.alert} role="alert">
            <p>{alert.text}</p>
            {alert.stale && (
              <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
                {t('reload')}
              </button>
            )}
          </div>
        )}
        <div className={styles.summaryActions}>
          <button type="submit" form="design-form" className="button" disabled={saving || uploading}>
            {saving ? t('saving') : design ? t('save') : t('saveNew')}
          </button>
          <button type="button" className="button button--ghost" disabled={saving || uploading || (!design && !product?.available)} onClick={onRequestQuote}>
            {t('requestQuote')}
          </button>
        </div>
        <p className={styles.savedAt} aria-live="polite">
          {uploading
            ? t('uploading')
            : dirty
              ? t('unsaved')
              : design
                ? t('savedAt', { time: format.dateTime(new Date(design.updated_at), { dateStyle: 'medium', timeStyle: 'short' }) })
                : null}
        </p>
        <a className={styles.back} href={designsHref}>
          {t('backToList')}
        </a>
      </div>
    </aside>
  );
}
