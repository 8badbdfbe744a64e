'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldError } from '@/lib/validation/kit';

/**
 * Translates a field error of the shared validation kit (lib/validation/kit.ts) with the `server.field`
 * messages. It asks for `server.field` only, so a page whose forms show field errors can give the
 * browser that part of the `server` namespace instead of all of it (components/member/page-messages.ts).
 */
export function useFieldErrorText(): (error: FieldError) => string {
  const t = useTranslations('server.field');
  return useCallback((error: FieldError) => (t as (key: string, values?: Record<string, number>) => string)(error.key, error.values), [t]);
}
