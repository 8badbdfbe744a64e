'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { setApiFeedback, setApiTranslator, setLocaleGetter, type ModalOptions, type Translate } from '@/lib/api/feedback';
import { Dialog } from './Dialog';
import { ToastRegion, useToasts } from './Toast';
import type { Messages } from '@/i18n/messages';

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
      <ToastRegion toasts={toasts} onDismiss={dismiss} dismissLabel={messages.close} />
      <Dialog
        open={current !== undefined}
        title={current?.title ?? ''}
        tone="error"
        confirmLabel={messages.confirm}
        onConfirm={closeModal}
        onCancel={closeModal}
      >
        {current ? <p>{current.content}</p> : undefined}
      </Dialog>
    </>
  );
}

export default ApiFeedback;
