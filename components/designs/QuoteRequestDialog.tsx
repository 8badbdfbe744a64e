'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, isApiError } from '@/lib/api/client';
import { Dialog } from '@/components/ui/Dialog';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import fieldStyles from '@/components/ui/Field.module.css';
import type { PriceGuide } from '@/lib/api/contract/pricing';
import { EstimateLine } from './PriceEstimate';
import styles from './Designs.module.css';

/**
 * "Request a quote" from a saved design: the quantity (the design's, changeable) and a note for
 * the sales team, sent to ORDERS' POST /orders `{ design_id, quantity, note, price_options }` (the
 * estimate shown here is worked out again on the server); then the order's page.
 */
export default function QuoteRequestDialog({
  open,
  designId,
  designName,
  quantity,
  price = null,
  priceOptions = [],
  orderHref,
  onClose,
}: {
  open: boolean;
  designId: number;
  designName: string;
  quantity: number | null;
  /** The product's price guidance and the options ticked in the editor: the request's estimate (the editor only). */
  price?: PriceGuide | null;
  priceOptions?: readonly number[];
  /** The order page of an id (localized). */
  orderHref: (id: number) => string;
  onClose: () => void;
}) {
  const t = useTranslations('member.designs');
  const id = useId();
  const [amount, setAmount] = useState(quantity ? String(quantity) : '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (open) {
      setAmount(quantity ? String(quantity) : '');
      setErrors({});
      setAlert(null);
    }
  }, [open, quantity]);

  async function send() {
    if (sending) return;
    setSending(true);
    setErrors({});
    setAlert(null);
    try {
      const order = await api.post<{ id: number; reference: string }>('/orders', {
        data: {
          design_id: designId,
          ...(amount.trim() ? { quantity: amount.trim() } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
          ...(price ? { price_options: priceOptions.map(String) } : {}),
        },
        errorMessageMode: 'none',
      });
      window.location.assign(orderHref(order.id));
    } catch (error) {
      setSending(false);
      if (isApiError(error) && error.fieldErrors) {
        const { quantity: q, note: n, ...rest } = error.fieldErrors;
        setErrors({ ...(q ? { quantity: q } : {}), ...(n ? { note: n } : {}) });
        const others = Object.values(rest);
        if (others.length) setAlert(others.join(' '));
      } else setAlert(isApiError(error) ? error.message : t('quoteFailed'));
    }
  }

  return (
    <Dialog
      open={open}
      title={t('quoteTitle', { name: designName })}
      confirmLabel={sending ? t('quoteSending') : t('quoteSend')}
      onConfirm={() => void send()}
      cancelLabel={t('cancel')}
      onCancel={onClose}
      className={styles.quoteDialog}
    >
      <p className={styles.quoteIntro}>{t('quoteIntro')}</p>
      <label className={styles.label} htmlFor={`${id}-quantity`}>
        {t('quantity')}
      </label>
      <input
        id={`${id}-quantity`}
        className={`${fieldStyles.input} ${fieldStyles.ltr}`}
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        aria-invalid={errors.quantity ? true : undefined}
        aria-describedby={errors.quantity ? `${id}-quantity-error` : undefined}
      />
      {errors.quantity && <FieldErrorText id={`${id}-quantity-error`} text={errors.quantity} />}
      {price ? <EstimateLine price={price} quantity={/^\s*\d{1,8}\s*$/.test(amount) ? Number(amount) : null} chosen={priceOptions} /> : null}
      <label className={styles.label} htmlFor={`${id}-note`}>
        {t('quoteNote')}
      </label>
      <textarea
        id={`${id}-note`}
        className={`${fieldStyles.input} ${styles.textarea}`}
        rows={4}
        value={note}
        placeholder={t('quoteNotePlaceholder')}
        onChange={(e) => setNote(e.target.value)}
        aria-invalid={errors.note ? true : undefined}
      />
      {errors.note && <FieldErrorText id={`${id}-note-error`} text={errors.note} />}
      {alert && (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      )}
    </Dialog>
  );
}
