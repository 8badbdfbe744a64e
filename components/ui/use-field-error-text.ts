'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { fieldMessageKey, type FieldError } from '@/lib/validation/kit';

/** Translates a field error of the shared validation kit (lib/validation/kit.ts) with the `server.field` messages. */
export function useFieldErrorText(): (error: FieldError) => string {
  const t = useTranslations('server');
  return useCallback((error: FieldError) => (t as (key: string, values?: Record<string, number>) => string)(fieldMessageKey(error), error.values), [t]);
}
