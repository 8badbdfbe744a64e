'use client';

import { useEffect, useState } from 'react';
import { useParams } from 'next/navigation';
import ErrorFallback, { type ErrorFallbackLabels } from '@/components/ui/ErrorFallback';
import { logRenderError } from '@/lib/error-log';
import { isLocale } from '@/i18n/locale';
import { DEFAULT_LOCALE } from '@/lib/client-config';

export type Props = { error: Error & { digest?: string }; reset: () => void; retry?: () => void };

/**
 * What the route error boundary (app/[locale]/error.tsx) shows: logs the render error (ErrorFallback)
 * and offers a retry. This module, its texts and ErrorFallback's stylesheet are loaded only when an
 * error happens, so pages do not carry them.
 */
export default function RouteErrorBody({ error, reset, retry }: Props) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  const [labels, setLabels] = useState<ErrorFallbackLabels | null>(null);

  // Logged at once, even if the texts never arrive (logRenderError records each error only once).
  useEffect(() => {
    logRenderError(error);
  }, [error]);

  useEffect(() => {
    let active = true;
    import(`@/messages/${locale}.json`).then((messages: { default: { error: ErrorFallbackLabels } }) => {
      if (active) setLabels(messages.default.error);
    });
    return () => {
      active = false;
    };
  }, [locale]);

  // retry() also re-fetches server data (Next 16); reset() alone would show the same error again.
  return labels ? <ErrorFallback error={error} reset={retry ?? reset} labels={labels} /> : null;
}
