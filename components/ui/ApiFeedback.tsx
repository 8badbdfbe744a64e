'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { setApiFeedback, setApiTranslator, setLocaleGetter, type ModalOptions, type Translate } from '@/lib/api/feedback';
import { useToasts } from './use-toasts';
import type { Messages } from '@/i18n/messages';
import toastStyles from './Toast.module.css';

// The toasts' and the dialog's code arrives with the first message to show: most pages never show one.
const Toasts = lazy(() => import('./Toast').then((m) => ({ default: m.Toasts })));
const Dialog = lazy(() => import('./Dialog').then((m) => ({ default: m.Dialog })));

const API_NAMESPACE = 'api.';

interface QueuedModal extends ModalOptions {
  id: number;
}

type ApiMessages = Messages['api'];

/** `api.status.404` → the text in the `api` messages; `{name}` placeholders filled. Unknown keys come back as they are. */
export function lookupApiMessage(messages: ApiMessages, key: string, values?: Record<string, unknown>): string {
  if (!key.startsWith(API_NAMESPACE)) return key;
  let node: unknown = messages;
  for (const part of key.slice(API_NAMESPACE.length).split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}

/**
 * Mounted once in the app layout: gives the API client its toasts, its "Prompt" dialog, its texts
 * (the `api` messages, passed as plain props so pages ship no message formatter) and the locale.
 */
export function ApiFeedback({ children, messages, locale }: { children?: ReactNode; messages: ApiMessages; locale: string }) {
  const { toasts, show, dismiss } = useToasts();
  const [modals, setModals] = useState<readonly QueuedModal[]>([]);
  const nextModal = useRef(0);

  const translate = useCallback<Translate>((key, values) => lookupApiMessage(messages, key, values), [messages]);
  // During render, not in an effect: a child's first call (its effects run before ours) needs the texts.
  setApiTranslator(translate);

  useEffect(
    () =>
      setApiFeedback({
        toast: (text, { kind, durationMs }) => show(text, { kind, durationMs }),
        modal: ({ title, content }) => {
          nextModal.current += 1;
          const id = nextModal.current;
          setModals((current) => [...current, { id, title, content }]);
        },
        t: translate,
      }),
    [show, translate],
  );

  useEffect(() => setLocaleGetter(() => locale), [locale]);
  useEffect(() => () => setApiTranslator(null), []);

  const current = modals[0];
  const closeModal = useCallback(() => setModals((queue) => queue.slice(1)), []);

  return (
    <>
      {children}
      {/* The live region is in the page from the start, so screen readers announce what is added. */}
      <div className={toastStyles.region} aria-live="polite" aria-relevant="additions text">
        {toasts.length > 0 ? (
          <Suspense fallback={null}>
            <Toasts toasts={toasts} onDismiss={dismiss} dismissLabel={messages.close} />
          </Suspense>
        ) : null}
      </div>
      {current ? (
        <Suspense fallback={null}>
          <Dialog open title={current.title} tone="error" confirmLabel={messages.confirm} onConfirm={closeModal} onCancel={closeModal}>
            <p>{current.content}</p>
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}

export default ApiFeedback;
