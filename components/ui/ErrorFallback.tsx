'use client';

import { useEffect, useRef } from 'react';
import { logRenderError } from '@/lib/error-log';
import styles from './ErrorFallback.module.css';

export interface ErrorFallbackLabels {
  title: string;
  text: string;
  retry: string;
}

export interface ErrorFallbackProps {
  /** What the boundary caught; Next 16 types it `unknown` (a client component may throw anything). */
  error: unknown;
  /** Called by the retry button. From app/…/error.tsx pass Next's `retry` (refetches server data, then resets). */
  reset: () => void;
  labels: ErrorFallbackLabels;
}

/**
 * The body of a route error boundary: logs the error once as a 'render' entry and offers a retry.
 * It is the whole page (app/[locale]/error.tsx replaces the site frame), hence <main id="main"> and <h1>.
 */
export default function ErrorFallback({ error, reset, labels }: ErrorFallbackProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    logRenderError(error);
  }, [error]);

  // The content the user was on is gone: start screen readers and keyboard users at the message.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path
              d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {labels.title}
        </h1>
        <p className={styles.text}>{labels.text}</p>
        <button type="button" className={styles.retry} onClick={() => reset()}>
          {labels.retry}
        </button>
      </div>
    </main>
  );
}

export { ErrorFallback };
