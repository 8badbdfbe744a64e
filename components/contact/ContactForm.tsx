'use client';

import { Suspense, useEffect, useMemo, useRef, type HTMLAttributes, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { API, CONSULT } from '@/lib/config';
import { countryOptions } from '@/lib/countries';
import { isolateLtr } from '@/lib/bidi';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import fieldStyles from '@/components/ui/Field.module.css';
import type { TextField } from './consult-draft';
import { FileField } from './FileField';
import { ProductChip, ProductParam } from './ProductChip';
import { controlId, ERROR_ORDER, ID_BASE as base, useConsultForm } from './use-consult-form';
import styles from './ContactForm.module.css';

/*
 * The consultation form's markup: the error summary, the fields, the product chip, the message
 * and the receipt. What it does lives in ./use-consult-form.ts (validation, sending), the draft in
 * ./consult-draft.ts and the product in ./ProductChip.tsx. The page stays static: the `?product=`
 * query is read by a tiny component inside <Suspense>.
 */

interface ShortField {
  name: Exclude<TextField, 'message' | 'country'>;
  required?: boolean;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength: number;
  /** Addresses and numbers read left to right in every locale. */
  ltr?: boolean;
}

const SHORT_FIELDS: readonly ShortField[] = [
  { name: 'name', required: true, type: 'text', autoComplete: 'name', maxLength: CONSULT.maxLength.name - 1 },
  { name: 'company', type: 'text', autoComplete: 'organization', maxLength: CONSULT.maxLength.company - 1 },
  { name: 'email', required: true, type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: CONSULT.maxLength.email - 1, ltr: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: CONSULT.maxLength.phone - 1, ltr: true },
  { name: 'quantity', type: 'text', autoComplete: 'off', inputMode: 'numeric', maxLength: String(CONSULT.maxQuantity).length },
];

export default function ContactForm() {
  const t = useTranslations('contact.form');
  const tCommon = useTranslations('common');
  // The form's state and handlers, read as form.* (the hook's return is the one list of them).
  const form = useConsultForm();
  // Named and sorted in the visitor's language (Intl.DisplayNames, Intl.Collator): no list is shipped.
  const countries = useMemo(() => countryOptions(form.locale), [form.locale]);
  const successRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const { focusTarget, setFocusTarget } = form;
  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'success') {
      // The receipt is much shorter than the form: bring it to the middle of the screen, not under the header.
      successRef.current?.focus({ preventScroll: true });
      successRef.current?.scrollIntoView?.({ block: 'center' });
    } else if (focusTarget === 'summary') {
      summaryRef.current?.focus();
    } else {
      document.getElementById(focusTarget)?.focus();
    }
    setFocusTarget(null);
  }, [focusTarget, setFocusTarget]);

  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    const target = document.getElementById(id);
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  };

  if (form.status === 'sent' && form.receipt) {
    return (
      <div ref={successRef} role="status" tabIndex={-1} className={styles.success}>
        <svg className={styles.successIcon} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="24" fill="currentColor" />
          <path d="m14 25 7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h2 className={styles.successTitle}>{t('successTitle')}</h2>
        {/* The e-mail address and the reference stay left to right inside an Arabic sentence. */}
        <p className={styles.successText}>{t('successText', { email: isolateLtr(form.receipt.email, form.locale), reference: isolateLtr(form.receipt.reference, form.locale) })}</p>
        {form.receipt.files > 0 ? <p className={styles.successFiles}>{t('filesAttached', { count: form.receipt.files })}</p> : null}
        <button type="button" className="button button--ghost" onClick={form.reset}>
          {t('another')}
        </button>
      </div>
    );
  }

  const errorEntries = ERROR_ORDER.filter((field) => form.errors[field] !== undefined).map((field) => ({
    field,
    label: field === 'product_id' ? t('product') : t(field),
    message: form.errors[field],
  }));
  // Errors of fields the visitor does not edit (locale, source_page): shown as text.
  const otherErrors = Object.entries(form.errors).filter(([field]) => !(ERROR_ORDER as readonly string[]).includes(field));
  const showSummary = form.failure !== null || errorEntries.length > 0 || otherErrors.length > 0;

  const describedBy = (...ids: Array<string | false>) => ids.filter(Boolean).join(' ') || undefined;

  const renderCountry = () => {
    const id = `${base}-country`;
    const error = form.errors.country;
    return (
      <div key="country" className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('country')}
        </label>
        <select
          id={id}
          name="country"
          autoComplete="country"
          className={`${fieldStyles.input} ${styles.select}`}
          value={form.values.country}
          onChange={form.onChange}
          onBlur={form.onBlur}
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={describedBy(error !== undefined && `${id}-error`)}
        >
          <option value="">{t('countryChoose')}</option>
          {countries.map((c) => (
            // The server's and the browser's ICU may name or order a country differently: the server's
            // list stays until the visitor's own choice (React keeps the server's text here).
            <option key={c.code} value={c.code} suppressHydrationWarning>
              {c.name}
            </option>
          ))}
        </select>
        {error !== undefined ? <FieldErrorText id={`${id}-error`} text={error} /> : null}
      </div>
    );
  };
  const messageLength = form.values.message.length;

  return (
    // action/method: before hydration (or without JS) the browser posts the form to the API, which accepts
    // urlencoded forms, instead of putting the visitor's details into a GET query string.
    <form
      ref={form.formRef}
      className={styles.form}
      action={`${API.base}${API.prefix}/consult`}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.status === 'sending'}
    >
      <Suspense fallback={null}>
        <ProductParam onProduct={form.attached.fromUrl} />
      </Suspense>
      <input type="hidden" name="locale" value={form.locale} />
      <input type="hidden" name="product_id" value={form.attached.product?.id ?? ''} />
      <p className={styles.legend}>
        <span className={styles.star} aria-hidden="true">
          *
        </span>{' '}
        {tCommon('required')}
      </p>

      {showSummary ? (
        <div ref={summaryRef} role="alert" tabIndex={-1} className={styles.summary} id={`${base}-summary`}>
          <p className={styles.summaryTitle}>
            <svg className={styles.summaryIcon} viewBox="0 0 20 20" aria-hidden="true">
              <circle cx="10" cy="10" r="10" fill="currentColor" />
              <path d="M10 5v6M10 14.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            {form.failure ?? t('errorSummary')}
          </p>
          {form.failure === null && (errorEntries.length > 0 || otherErrors.length > 0) ? (
            <ul className={styles.summaryList}>
              {errorEntries.map(({ field, label, message }) => (
                <li key={field}>
                  <a href={`#${controlId(field)}`} onClick={(event) => focusField(event, controlId(field))}>
                    {label}: {message}
                  </a>
                </li>
              ))}
              {otherErrors.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className={styles.grid}>
        {SHORT_FIELDS.map((field) => {
          const countrySelect = field.name === 'quantity' ? renderCountry() : null;
          const id = `${base}-${field.name}`;
          const error = form.errors[field.name];
          return [
            countrySelect,
            <div key={field.name} className={styles.field}>
              <label htmlFor={id} className={styles.label}>
                {t(field.name)}
                {field.required ? (
                  <span className={styles.star} aria-hidden="true">
                    *
                  </span>
                ) : null}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                dir={field.ltr ? 'ltr' : undefined}
                spellCheck={field.ltr || field.name === 'quantity' ? false : undefined}
                autoCapitalize={field.ltr ? 'none' : undefined}
                className={`${fieldStyles.input} ${field.ltr ? fieldStyles.ltr : ''}`}
                value={form.values[field.name]}
                onChange={form.onChange}
                onBlur={form.onBlur}
                aria-required={field.required ? true : undefined}
                aria-invalid={error !== undefined ? true : undefined}
                aria-describedby={describedBy(error !== undefined && `${id}-error`)}
              />
              {error !== undefined ? <FieldErrorText id={`${id}-error`} text={error} /> : null}
            </div>,
          ];
        })}

        <ProductChip idBase={base} state={form.attached} error={form.errors.product_id} onRemove={form.removeProduct} />

        <div className={`${styles.field} ${styles.full}`}>
          <label htmlFor={`${base}-message`} className={styles.label}>
            {t('message')}
            <span className={styles.star} aria-hidden="true">
              *
            </span>
          </label>
          <textarea
            id={`${base}-message`}
            name="message"
            rows={7}
            maxLength={CONSULT.maxLength.message - 1}
            placeholder={t('messagePlaceholder')}
            className={`${fieldStyles.input} ${styles.textarea}`}
            value={form.values.message}
            onChange={form.onChange}
            onBlur={form.onBlur}
            aria-required
            aria-invalid={form.errors.message !== undefined ? true : undefined}
            aria-describedby={describedBy(`${base}-message-hint`, form.errors.message !== undefined && `${base}-message-error`)}
          />
          <div className={styles.hintRow}>
            <span id={`${base}-message-hint`} className={styles.hint}>
              {t('maxLengthHint', { max: CONSULT.maxLength.message })}
            </span>
            <span className={styles.counter} aria-hidden="true" dir="ltr">
              {messageLength} / {CONSULT.maxLength.message}
            </span>
          </div>
          {form.errors.message !== undefined ? <FieldErrorText id={`${base}-message-error`} text={form.errors.message} /> : null}
        </div>

        <FileField idBase={base} files={form.files} locale={form.locale} error={form.errors.files} onChange={form.clearFilesError} />
      </div>

      <div className={styles.actions}>
        <p id={`${base}-privacy`} className={styles.privacy}>
          <svg className={styles.privacyIcon} viewBox="0 0 20 20" aria-hidden="true">
            <path d="M6 9V6.5a4 4 0 0 1 8 0V9M5 9h10v8H5z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
          </svg>
          <span>{t('privacy')}</span>
        </p>
        <button type="submit" className={`button ${styles.submit}`} disabled={form.status === 'sending'} aria-describedby={`${base}-privacy`}>
          {form.status === 'sending' ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {form.status === 'sending' ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
