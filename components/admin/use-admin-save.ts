'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { isApiCancelled, isApiError } from '@/lib/api/client';

export type SaveState = { kind: 'idle' | 'busy' | 'saved' } | { kind: 'failed'; message: string; status: number | null; fields: Record<string, string> };

/**
 * One save cycle of a back-office form: busy while the call runs, then saved (and the page's
 * server data refreshed) or failed with the server's message, its HTTP status (409: someone else
 * saved first) and the field messages keyed as the server names them (`name.ja`).
 */
export function useAdminSave() {
  const router = useRouter();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  async function run<T>(call: () => Promise<T>, options: { refresh?: boolean } = {}): Promise<T | null> {
    if (state.kind === 'busy') return null;
    setState({ kind: 'busy' });
    try {
      const result = await call();
      setState({ kind: 'saved' });
      if (options.refresh !== false) router.refresh();
      return result;
    } catch (error) {
      if (isApiCancelled(error)) {
        setState({ kind: 'idle' });
        return null;
      }
      setState({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
        status: isApiError(error) ? (error.httpStatus ?? null) : null,
        fields: (isApiError(error) && error.fieldErrors) || {},
      });
      return null;
    }
  }

  const fieldError = (name: string) => (state.kind === 'failed' ? state.fields[name] : undefined);
  return { state, run, fieldError, reset: () => setState({ kind: 'idle' }) };
}

/** The save cycle's `run`, for a part that starts a save its parent describes. */
export type AdminSaveRun = ReturnType<typeof useAdminSave>['run'];
