'use client';

import { useCallback, useEffect, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { ModalOptions, ToastOptions } from '@/lib/api/feedback';
import { useToasts } from './use-toasts';
import { Toasts } from './Toast';
import { Dialog } from './Dialog';

/** A toast or a dialog asked for before this module had arrived. */
export type FeedbackCall = { kind: 'toast'; text: string; options: ToastOptions } | { kind: 'modal'; options: ModalOptions };

/** What the host (ApiFeedback) forwards the API client's calls to once this module is mounted. */
export interface FeedbackHandle {
  toast(text: string, options: ToastOptions): void;
  modal(options: ModalOptions): void;
}

interface QueuedModal extends ModalOptions {
  id: number;
}

/**
 * The toasts and the "Prompt" dialog of the API client, loaded with the first message to show (most
 * pages never show one): shows what was asked for before it arrived, then takes the calls itself.
 * The toasts go into the host's live region, which has been in the page from the start.
 */
export default function ApiFeedbackUi({
  region,
  pending: pendingRef,
  handle: handleRef,
  labels,
}: {
  region: RefObject<HTMLDivElement | null>;
  pending: MutableRefObject<FeedbackCall[]>;
  handle: MutableRefObject<FeedbackHandle | null>;
  labels: { close: string; confirm: string };
}) {
  const { toasts, show, dismiss } = useToasts();
  const [modals, setModals] = useState<readonly QueuedModal[]>([]);
  const nextModal = useRef(0);

  const modal = useCallback(({ title, content }: ModalOptions) => {
    nextModal.current += 1;
    const id = nextModal.current;
    setModals((current) => [...current, { id, title, content }]);
  }, []);

  useEffect(() => {
    const own: FeedbackHandle = { toast: (text, { kind, durationMs }) => void show(text, { kind, durationMs }), modal };
    handleRef.current = own;
    for (const call of pendingRef.current.splice(0)) {
      if (call.kind === 'toast') own.toast(call.text, call.options);
      else own.modal(call.options);
    }
    return () => {
      if (handleRef.current === own) handleRef.current = null;
    };
  }, [show, modal, handleRef, pendingRef]);

  const current = modals[0];
  const closeModal = useCallback(() => setModals((queue) => queue.slice(1)), []);

  return (
    <>
      {toasts.length > 0 && region.current ? createPortal(<Toasts toasts={toasts} onDismiss={dismiss} dismissLabel={labels.close} />, region.current) : null}
      {current ? (
        <Dialog open title={current.title} tone="error" confirmLabel={labels.confirm} onConfirm={closeModal} onCancel={closeModal}>
          <p>{current.content}</p>
        </Dialog>
      ) : null}
    </>
  );
}
