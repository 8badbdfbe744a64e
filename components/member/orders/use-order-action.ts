'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { isApiCancelled, isApiError } from '@/lib/api/client';

export type ActionState = { kind: 'idle' | 'busy' } | { kind: 'failed'; message: string; fields: Record<string, string> };

/**
 * One answer of the member (a quote, a proof, a reorder): busy while it is sent, then the page's
 * server data refreshed (or a navigation), or the server's message and field messages shown.
 */
export function useOrderAction() {
  const router = useRouter();
  const [state, setState] = useState<ActionState>({ kind: 'idle' });

  async function run<T>(call: () => Promise<T>, after?: (result: T) => void): Promise<void> {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const result = await call();
      setState({ kind: 'idle' });
      if (after) after(result);
      else router.refresh();
    } catch (error) {
      if (isApiCancelled(error)) return setState({ kind: 'idle' });
      setState({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
        fields: (isApiError(error) && error.fieldErrors) || {},
      });
      // A 409 (answered in another window): show the current state under the message.
      if (isApiError(error) && error.httpStatus === 409) router.refresh();
    }
  }

  return { state, run, busy: state.kind === 'busy', router };
}
