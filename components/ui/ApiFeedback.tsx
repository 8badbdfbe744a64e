'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { setApiFeedback, setLocaleGetter, type ModalOptions, type Translate } from '@/lib/api/feedback';
import { Dialog } from './Dialog';
import { ToastRegion, useToasts } from './Toast';

const API_NAMESPACE = 'api.';

interface QueuedModal extends ModalOptions {
  id: number;
}

/**
 * Mounted once in the app layout (inside NextIntlClientProvider): gives the API client its toasts, its
 * "Prompt" dialog, its translations (namespace `api`) and the current locale.
 */
export function ApiFeedback({ children }: { children?: ReactNode }) {
  const tApi = useTranslations('api');
  const locale = useLocale();
  const { toasts, show, dismiss } = useToasts();
  const [modals, setModals] = useState<readonly QueuedModal[]>([]);
  const nextModal = useRef(0);

  const translate = useCallback<Translate>(
    (key, values) => {
      if (!key.startsWith(API_NAMESPACE)) return key;
      // The client builds keys at run time (e.g. `api.status.${status}`): check them before translating.
      const local = key.slice(API_NAMESPACE.length) as Parameters<typeof tApi>[0];
      return tApi.has(local) ? tApi(local, values) : key;
    },
    [tApi],
  );

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

  const current = modals[0];
  const closeModal = useCallback(() => setModals((queue) => queue.slice(1)), []);

  return (
    <>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
      <Dialog
        open={current !== undefined}
        title={current?.title ?? ''}
        tone="error"
        onConfirm={closeModal}
        onCancel={closeModal}
      >
        {current ? <p>{current.content}</p> : undefined}
      </Dialog>
    </>
  );
}

export default ApiFeedback;
