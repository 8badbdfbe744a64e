'use client';

import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type HTMLAttributes,
  type MouseEvent,
} from 'react';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { api, isApiCancelled, isApiError } from '@/lib/api/client';
import type { ConsultInput, ConsultReceipt, Product } from '@/lib/api/contract';
import { API, APP, CONSULT, type Locale } from '@/lib/config';
import { validateConsult, type ConsultFields, type FieldError } from '@/lib/validation/consult';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import fieldStyles from '@/components/ui/Field.module.css';
import styles from './ContactForm.module.css';

/*
 * The consultation form (DESIGN.md: the business's most valuable write). Rules it keeps:
 * - the same validation as the server (validateConsult) before anything is sent;
 * - the visitor's text is never lost: inputs are controlled and never reset on failure, and a draft
 *   lives in sessionStorage until the request is stored;
 * - the page stays static: the `?product=` query is read by a tiny component inside <Suspense>.
 */

const DRAFT_KEY = `${APP.shortName}_consult_draft`;
/** Prefix of element ids (one form per page). */
const base = 'consult';

type TextField = 'name' | 'company' | 'email' | 'phone' | 'country' | 'quantity' | 'message';
type Values = Record<TextField, string>;

const EMPTY: Values = { name: '', company: '', email: '', phone: '', country: '', quantity: '', message: '' };
const TEXT_FIELDS = Object.keys(EMPTY) as TextField[];

/** The fields that can carry an error, in the order they appear on screen. */
const ERROR_ORDER = ['name', 'company', 'email', 'phone', 'country', 'quantity', 'product_id', 'message'] as const;

interface ShortField {
  name: Exclude<TextField, 'message'>;
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
  { name: 'country', type: 'text', autoComplete: 'country-name', maxLength: CONSULT.maxLength.country - 1 },
  { name: 'quantity', type: 'text', autoComplete: 'off', inputMode: 'numeric', maxLength: String(CONSULT.maxQuantity).length },
];

interface AttachedProduct {
  id: number;
  /** null while the name is being fetched. */
  name: string | null;
}

interface Draft {
  values: Values;
  product: AttachedProduct | null;
}

/** The element an error of `field` sends focus to. */
function controlId(field: string): string {
  return field === 'product_id' ? `${base}-product-remove` : `${base}-${field}`;
}

function positiveId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function readDraft(): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { values, product } = parsed as { values?: unknown; product?: unknown };
    const restored = { ...EMPTY };
    if (typeof values === 'object' && values !== null) {
      for (const field of TEXT_FIELDS) {
        const value = (values as Record<string, unknown>)[field];
        if (typeof value === 'string') restored[field] = value.slice(0, 4 * CONSULT.maxLength.message);
      }
    }
    let attached: AttachedProduct | null = null;
    if (typeof product === 'object' && product !== null) {
      const { id, name } = product as { id?: unknown; name?: unknown };
      if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) {
        attached = { id, name: typeof name === 'string' ? name : null };
      }
    }
    return { values: restored, product: attached };
  } catch {
    return null;
  }
}

/** Best effort: private modes and full quotas must never break the form. */
function writeDraft(draft: Draft | null): void {
  try {
    const empty = !draft || (!draft.product && TEXT_FIELDS.every((field) => draft.values[field].trim() === ''));
    if (empty) window.sessionStorage.removeItem(DRAFT_KEY);
    else window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    /* storage unavailable: the controlled inputs still hold the text */
  }
}

/** Reads `?product=` (the only part that needs the URL) so the rest of the page renders statically. */
function ProductParam({ onProduct }: { onProduct: (id: number) => void }) {
  const id = positiveId(useSearchParams()?.get('product') ?? null);
  useEffect(() => {
    if (id !== null) onProduct(id);
  }, [id, onProduct]);
  return null;
}

type Status = 'idle' | 'sending' | 'sent';

export default function ContactForm() {
  const t = useTranslations('contact.form');
  const tServer = useTranslations('server');
  const tApi = useTranslations('api');
  const tCommon = useTranslations('common');
  const locale = useLocale() as Locale;

  const [values, setValues] = useState<Values>(EMPTY);
  const [product, setProduct] = useState<AttachedProduct | null>(null);
  const [productRemoved, setProductRemoved] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [receipt, setReceipt] = useState<{ id: number; email: string } | null>(null);
  const [draftReady, setDraftReady] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  /** The product the URL asked for: it wins over a product restored from the draft. */
  const urlProduct = useRef<number | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // Restore the draft once, after hydration (the server HTML is always the empty form).
  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      setValues(draft.values);
      if (draft.product && urlProduct.current === null) setProduct(draft.product);
    }
    setDraftReady(true);
  }, []);

  useEffect(() => {
    if (draftReady && status !== 'sent') writeDraft({ values, product });
  }, [draftReady, status, values, product]);

  const onProduct = useCallback((id: number) => {
    urlProduct.current = id;
    setProduct((current) => (current?.id === id ? current : { id, name: null }));
    setProductRemoved(false);
  }, []);

  // Fetch the name of an attached product. A product that cannot be loaded is dropped silently:
  // the visitor can still name it in the message.
  const pendingProductId = product && product.name === null ? product.id : null;
  useEffect(() => {
    if (pendingProductId === null) return;
    let active = true;
    api
      .get<Product>(`/product/${pendingProductId}`, { errorMessageMode: 'none' })
      .then((found) => {
        if (!active) return;
        setProduct((current) => (current?.id === pendingProductId ? { id: current.id, name: found.name } : current));
      })
      .catch((error: unknown) => {
        if (!active || isApiCancelled(error)) return;
        setProduct((current) => (current?.id === pendingProductId ? null : current));
      });
    return () => {
      active = false;
    };
  }, [pendingProductId]);

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
  }, [focusTarget]);

  const translateError = useCallback(
    (error: FieldError) => tServer(`field.${error.key}`, error.values ?? {}),
    [tServer],
  );

  const rawPayload = (current: Values, attached: AttachedProduct | null): Record<string, unknown> => ({
    name: current.name,
    company: current.company,
    email: current.email,
    phone: current.phone,
    country: current.country,
    quantity: current.quantity,
    message: current.message,
    product_id: attached?.id ?? null,
    locale,
    source_page: `${window.location.pathname}${window.location.search}`.slice(0, CONSULT.maxLength.sourcePage - 1),
  });

  /** The client-side errors of the current values, translated. */
  const clientErrors = (current: Values, attached: AttachedProduct | null): Record<string, string> => {
    const checked = validateConsult(rawPayload(current, attached), locale);
    if (checked.ok) return {};
    return Object.fromEntries(Object.entries(checked.errors).map(([field, error]) => [field, translateError(error)]));
  };

  const firstInvalid = (found: Record<string, string>): string | null => {
    const field = ERROR_ORDER.find((name) => found[name] !== undefined);
    return field ? controlId(field) : null;
  };

  /** After the first attempt a field is checked again when it loses focus (or, once in error, as it is fixed). */
  const recheck = (field: string, current: Values, onlyClear: boolean) => {
    if (!attempted) return;
    const message = clientErrors(current, product)[field];
    setErrors((previous) => {
      if (message === undefined) {
        if (previous[field] === undefined) return previous;
        const { [field]: _removed, ...rest } = previous;
        return rest;
      }
      if (onlyClear || previous[field] === message) return previous;
      return { ...previous, [field]: message };
    });
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as TextField;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field] !== undefined) recheck(field, next, true);
  };

  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    recheck(event.target.name, values, false);
  };

  const removeProduct = () => {
    setProduct(null);
    setProductRemoved(true);
    urlProduct.current = null;
    setErrors(({ product_id: _removed, ...rest }) => rest);
    // Drop ?product= from the address too, so a reload does not attach it again.
    const url = new URL(window.location.href);
    if (url.searchParams.has('product')) {
      url.searchParams.delete('product');
      window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
    }
    setFocusTarget(`${base}-product-none`);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setAttempted(true);
    setFailure(null);

    const checked = validateConsult(rawPayload(values, product), locale);
    if (!checked.ok) {
      const found = Object.fromEntries(
        Object.entries(checked.errors).map(([field, error]) => [field, translateError(error)]),
      );
      setErrors(found);
      setFocusTarget(firstInvalid(found) ?? 'summary');
      return;
    }

    setErrors({});
    setStatus('sending');
    const value: ConsultFields = checked.value;
    const data: ConsultInput = {
      name: value.name,
      company: value.company,
      email: value.email,
      phone: value.phone,
      country: value.country,
      product_id: value.productId,
      quantity: value.quantity,
      message: value.message,
      locale: value.locale,
      source_page: value.sourcePage,
    };
    try {
      // 'none': every failure is shown once, inline in the summary below, next to the kept values.
      const answer = await api.post<ConsultReceipt>('/consult', { data, errorMessageMode: 'none' });
      writeDraft(null);
      setReceipt({ id: answer.id, email: value.email });
      setStatus('sent');
      setFocusTarget('success');
    } catch (error) {
      setStatus('idle');
      if (isApiCancelled(error)) return;
      if (isApiError(error) && error.fieldErrors) {
        setErrors(error.fieldErrors);
        setFocusTarget(firstInvalid(error.fieldErrors) ?? 'summary');
        return;
      }
      setFailure(error instanceof Error && error.message ? error.message : tApi('operationFailed'));
      setFocusTarget('summary');
    }
  };

  const reset = () => {
    writeDraft(null);
    setValues(EMPTY);
    setProduct(null);
    setProductRemoved(false);
    urlProduct.current = null;
    setErrors({});
    setFailure(null);
    setAttempted(false);
    setReceipt(null);
    setStatus('idle');
    setFocusTarget(`${base}-name`);
  };

  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    const target = document.getElementById(id);
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  };

  const productParam = (
    <Suspense fallback={null}>
      <ProductParam onProduct={onProduct} />
    </Suspense>
  );

  if (status === 'sent' && receipt) {
    return (
      <div ref={successRef} role="status" tabIndex={-1} className={styles.success}>
        <svg className={styles.successIcon} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="24" fill="currentColor" />
          <path d="m14 25 7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h2 className={styles.successTitle}>{t('successTitle')}</h2>
        <p className={styles.successText}>{t('successText', { email: receipt.email, id: receipt.id })}</p>
        <button type="button" className="button button--ghost" onClick={reset}>
          {t('another')}
        </button>
      </div>
    );
  }

  const errorEntries = ERROR_ORDER.filter((field) => errors[field] !== undefined).map((field) => ({
    field,
    label: field === 'product_id' ? t('product') : t(field),
    message: errors[field],
  }));
  // Errors of fields the visitor does not edit (locale, source_page): shown as text.
  const otherErrors = Object.entries(errors).filter(([field]) => !(ERROR_ORDER as readonly string[]).includes(field));
  const showSummary = failure !== null || errorEntries.length > 0 || otherErrors.length > 0;

  const describedBy = (...ids: Array<string | false>) => ids.filter(Boolean).join(' ') || undefined;
  const messageLength = values.message.length;

  return (
    // action/method: before hydration (or without JS) the browser posts the form to the API, which accepts
    // urlencoded forms, instead of putting the visitor's details into a GET query string.
    <form
      className={styles.form}
      action={`${API.base}${API.prefix}/consult`}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={status === 'sending'}
    >
      {productParam}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="product_id" value={product?.id ?? ''} />
      <p className={styles.legend}>
        <span className={styles.star} aria-hidden="true">*</span> {tCommon('required')}
      </p>

      {showSummary ? (
        <div ref={summaryRef} role="alert" tabIndex={-1} className={styles.summary} id={`${base}-summary`}>
          <p className={styles.summaryTitle}>
            <svg className={styles.summaryIcon} viewBox="0 0 20 20" aria-hidden="true">
              <circle cx="10" cy="10" r="10" fill="currentColor" />
              <path d="M10 5v6M10 14.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            {failure ?? t('errorSummary')}
          </p>
          {failure === null && (errorEntries.length > 0 || otherErrors.length > 0) ? (
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
          const id = `${base}-${field.name}`;
          const error = errors[field.name];
          return (
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
                value={values[field.name]}
                onChange={onChange}
                onBlur={onBlur}
                aria-required={field.required ? true : undefined}
                aria-invalid={error !== undefined ? true : undefined}
                aria-describedby={describedBy(error !== undefined && `${id}-error`)}
              />
              {error !== undefined ? <FieldErrorText id={`${id}-error`} text={error} /> : null}
            </div>
          );
        })}

        {product || productRemoved ? (
          <div className={`${styles.field} ${styles.full}`} role="group" aria-labelledby={`${base}-product-label`}>
            <span id={`${base}-product-label`} className={styles.label}>
              {t('product')}
            </span>
            {product ? (
              <span className={styles.chip} aria-busy={product.name === null}>
                <svg className={styles.chipIcon} viewBox="0 0 20 20" aria-hidden="true">
                  <path d="M3 7h14v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7Zm4-3h6v3H7z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
                </svg>
                <span className={styles.chipText}>{product.name ?? tCommon('loading')}</span>
                <button
                  type="button"
                  id={`${base}-product-remove`}
                  className={styles.chipRemove}
                  onClick={removeProduct}
                  aria-label={product.name ? `${t('removeProduct')}: ${product.name}` : t('removeProduct')}
                  aria-invalid={errors.product_id !== undefined ? true : undefined}
                  aria-describedby={describedBy(errors.product_id !== undefined && `${base}-product-error`)}
                >
                  <svg viewBox="0 0 20 20" aria-hidden="true">
                    <path d="m6 6 8 8M14 6l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </span>
            ) : (
              <span id={`${base}-product-none`} tabIndex={-1} className={styles.productNone}>
                {t('productNone')}
              </span>
            )}
            {errors.product_id !== undefined ? <FieldErrorText id={`${base}-product-error`} text={errors.product_id} /> : null}
          </div>
        ) : null}

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
            value={values.message}
            onChange={onChange}
            onBlur={onBlur}
            aria-required
            aria-invalid={errors.message !== undefined ? true : undefined}
            aria-describedby={describedBy(`${base}-message-hint`, errors.message !== undefined && `${base}-message-error`)}
          />
          <div className={styles.hintRow}>
            <span id={`${base}-message-hint`} className={styles.hint}>
              {t('maxLengthHint', { max: CONSULT.maxLength.message })}
            </span>
            <span className={styles.counter} aria-hidden="true" dir="ltr">
              {messageLength} / {CONSULT.maxLength.message}
            </span>
          </div>
          {errors.message !== undefined ? <FieldErrorText id={`${base}-message-error`} text={errors.message} /> : null}
        </div>
      </div>

      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={status === 'sending'}>
          {status === 'sending' ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {status === 'sending' ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
