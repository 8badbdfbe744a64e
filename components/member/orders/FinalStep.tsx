'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Dialog from '@/components/ui/Dialog';

/**
 * The button of a step that cannot be undone (accepting a quote, approving a proof): it asks first,
 * in a dialog that says the step is final, and sends only on confirmation.
 */
export default function FinalStep({
  label,
  title,
  body,
  confirmLabel,
  busy,
  onConfirm,
  disabled = false,
}: {
  label: string;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** Not yet possible (a choice the step needs is still missing). */
  disabled?: boolean;
}) {
  const t = useTranslations('member.orders');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="button" disabled={busy || disabled} aria-haspopup="dialog" onClick={() => setAsking(true)}>
        {busy ? t('working') : label}
      </button>
      <Dialog
        open={asking}
        tone="warning"
        title={title}
        confirmLabel={confirmLabel}
        cancelLabel={t('final.back')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        <p>{body}</p>
      </Dialog>
    </>
  );
}
