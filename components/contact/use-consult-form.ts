'use client';

import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { api, isApiCancelled, isApiError } from '@/lib/api/client';
import type { ConsultInput, ConsultReceipt } from '@/lib/api/contract';
import { CONSULT } from '@/lib/config';
import { defaultCountry } from '@/lib/countries';
import { consultSchema } from '@/lib/api/contract/consult';
import { validate } from '@/lib/validation/kit';
import type { FieldErrors } from '@/lib/validation/kit';
import { useFieldErrorText } from '@/components/ui/use-field-error-text';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { EMPTY_VALUES, readDraft, TEXT_FIELDS, writeDraft, type TextField, type Values } from './consult-draft';
import { useAttachedProduct } from './ProductChip';
import { useInquiryFiles } from './use-inquiry-files';

/*
 * The consultation form's behaviour (the business's most valuable write: never lose one):
 * - the same validation as the server (lib/validation/consult.ts) before anything is sent, and
 *   after the first attempt again as each field is left or fixed;
 * - the visitor's text is never lost: inputs are controlled and never reset on failure, the draft
 *   (./consult-draft.ts) lives until the request is stored, and what was typed before the page's
 *   script arrived (a slow phone) is taken in as the form hydrates and wins over an older draft;
 * - files are uploaded as soon as they are picked (./use-inquiry-files.ts), and the request sends
 *   their handles; it waits for uploads in progress and for failed files to be removed or retried;
 * - the country is preselected from the page's language (or the browser's region for it).
 */

/** Prefix of element ids (one form per page). */
export const ID_BASE = 'consult';

/** The fields that can carry an error, in the order they appear on screen. */
export const ERROR_ORDER = ['name', 'company', 'email', 'phone', 'country', 'quantity', 'product_id', 'message', 'files'] as const;

/** The element an error of `field` sends focus to. */
export function controlId(field: string): string {
  return field === 'product_id' ? `${ID_BASE}-product-remove` : `${ID_BASE}-${field}`;
}

type Status = 'idle' | 'sending' | 'sent';

export interface Receipt {
  reference: string;
  email: string;
  files: number;
}
type FocusTarget = 'success' | 'summary' | string;

export function useConsultForm() {
  const tApi = useTranslations('api');
  const locale = useLocale();
  const errorText = useFieldErrorText();
  const attached = useAttachedProduct();
  const { product, restore } = attached;
  const files = useInquiryFiles(locale);
  const { restore: restoreFiles, saved: savedFiles } = files;
  const tForm = useTranslations('contact.form');

  const [values, setValues] = useState<Values>(() => ({ ...EMPTY_VALUES, country: defaultCountry(locale) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [draftReady, setDraftReady] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const typedEarly = useRef<Partial<Values>>({});

  useTypedBeforeHydration(formRef, ({ values: typed }) => {
    const early: Partial<Values> = {};
    for (const field of TEXT_FIELDS) if (typed[field] !== undefined) early[field] = typed[field];
    typedEarly.current = early;
    setValues((current) => ({ ...current, ...early }));
  });

  // Restore the draft once, after hydration (the server HTML is always the empty form); what was
  // typed into that HTML before is newer than the draft.
  useEffect(() => {
    const draft = readDraft();
    const country = defaultCountry(locale, navigator.languages ?? []);
    const early = typedEarly.current;
    if (draft) {
      setValues({ ...draft.values, country: draft.values.country || country, ...early });
      restore(draft.product);
      if (draft.files?.length) restoreFiles(draft.files);
    } else {
      setValues((current) => ({ ...current, country: early.country ?? country }));
    }
    setDraftReady(true);
  }, [restore, restoreFiles, locale]);

  useEffect(() => {
    if (draftReady && status !== 'sent') writeDraft({ values, product, files: savedFiles });
  }, [draftReady, status, values, product, savedFiles]);

  const translate = useCallback((found: FieldErrors) => Object.fromEntries(Object.entries(found).map(([field, error]) => [field, errorText(error)])), [errorText]);

  const rawPayload = (current: Values): Record<string, unknown> => ({
    ...current,
    files: files.handles,
    product_id: product?.id ?? null,
    locale,
    source_page: `${window.location.pathname}${window.location.search}`.slice(0, CONSULT.maxLength.sourcePage - 1),
  });

  const clientErrors = (current: Values): Record<string, string> => {
    const checked = validate(consultSchema, rawPayload(current));
    return checked.ok ? {} : translate(checked.errors);
  };

  const firstInvalid = (found: Record<string, string>): string | null => {
    const field = ERROR_ORDER.find((name) => found[name] !== undefined);
    return field ? controlId(field) : null;
  };

  /** After the first attempt a field is checked again when it loses focus (or, once in error, as it is fixed). */
  const recheck = (field: string, current: Values, onlyClear: boolean) => {
    if (!attempted) return;
    const message = clientErrors(current)[field];
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

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const field = event.target.name as TextField;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field] !== undefined) recheck(field, next, true);
  };

  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => recheck(event.target.name, values, false);

  /** A file's own problem is shown beside it; a list-level one (too many, unknown) goes once the list changes. */
  const clearFilesError = () => setErrors(({ files: _removed, ...rest }) => rest);

  const removeProduct = () => {
    attached.remove();
    setErrors(({ product_id: _removed, ...rest }) => rest);
    setFocusTarget(`${ID_BASE}-product-none`);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setAttempted(true);
    setFailure(null);
    if (files.busy || files.failed) {
      setFailure(tForm(files.busy ? 'filesBusy' : 'filesFailed'));
      setFocusTarget(`${ID_BASE}-files`);
      return;
    }
    const checked = validate(consultSchema, rawPayload(values));
    if (!checked.ok) {
      const found = translate(checked.errors);
      setErrors(found);
      setFocusTarget(firstInvalid(found) ?? 'summary');
      return;
    }
    setErrors({});
    setStatus('sending');
    const { productId, sourcePage, files: handles, ...value } = checked.value;
    const data: ConsultInput = { ...value, product_id: productId, source_page: sourcePage, files: handles };
    try {
      // 'none': every failure is shown once, inline in the summary, next to the kept values.
      const answer = await api.post<ConsultReceipt>('/consult', { data, errorMessageMode: 'none' });
      writeDraft(null);
      setReceipt({ reference: answer.reference, email: value.email, files: handles.length });
      files.clear();
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
    setValues({ ...EMPTY_VALUES, country: defaultCountry(locale, navigator.languages ?? []) });
    attached.clear();
    files.clear();
    setErrors({});
    setFailure(null);
    setAttempted(false);
    setReceipt(null);
    setStatus('idle');
    setFocusTarget(`${ID_BASE}-name`);
  };

  return {
    formRef,
    values,
    errors,
    failure,
    status,
    receipt,
    attached,
    files,
    focusTarget,
    setFocusTarget,
    onChange,
    onBlur,
    onSubmit,
    removeProduct,
    reset,
    locale,
    clearFilesError,
  };
}
