'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  /** Controlled: the dialog is shown with showModal() while true. */
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm?: () => void;
  /** Shows a cancel button with this label. */
  cancelLabel?: string;
  /** The cancel button, and (when closable) Escape and a backdrop click. */
  onCancel?: () => void;
  /**
   * Default true. When false, Escape and backdrop clicks do not close the dialog: only its buttons do
   * (e.g. the member area's "login expired" dialog).
   */
  closable?: boolean;
  tone?: 'info' | 'warning' | 'error';
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` element: focus moves into it and the page behind is inert while it
 * is open; it is labelled by its title and described by its content.
 */
export function Dialog({ open, title, children, confirmLabel, onConfirm, cancelLabel, onCancel, closable = true, tone = 'info', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const pressedOnBackdrop = useRef(false);
  const state = useRef({ open, closable, onCancel });
  state.current = { open, closable, onCancel };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  // Closed without us (a browser close request that could not be prevented): reopen a non-closable dialog,
  // and tell the owner of a closable one.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => {
      const { open: shouldBeOpen, closable: canClose, onCancel: cancel } = state.current;
      if (!shouldBeOpen) return;
      if (canClose) cancel?.();
      else dialog.showModal();
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[tone] ?? ''} ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-describedby={children === undefined ? undefined : bodyId}
      onCancel={(event) => {
        // Escape: the owner decides (it sets `open`); never close a non-closable dialog.
        event.preventDefault();
        if (closable) onCancel?.();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !closable) event.preventDefault();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click whose target is the dialog itself is on the backdrop.
        const onBackdrop = event.target === event.currentTarget && pressedOnBackdrop.current;
        pressedOnBackdrop.current = false;
        if (onBackdrop && closable) onCancel?.();
      }}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children === undefined ? null : (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        <div className={styles.actions}>
          {cancelLabel === undefined ? null : (
            <button type="button" className={styles.secondary} onClick={() => onCancel?.()}>
              {cancelLabel}
            </button>
          )}
          <button type="button" className={styles.primary} onClick={() => onConfirm?.()}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

export default Dialog;
