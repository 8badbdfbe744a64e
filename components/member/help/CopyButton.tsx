'use client';

import { useState } from 'react';

/** Copies a value (a WeChat ID) and says so for a moment; a browser without the clipboard API selects nothing and keeps the label. */
export default function CopyButton({ value, label, done, className }: { value: string; label: string; done: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      <span aria-live="polite">{copied ? done : label}</span>
    </button>
  );
}
