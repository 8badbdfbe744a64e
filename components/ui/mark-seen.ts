import { api } from '@/lib/api/client';

/*
 * "This was seen": a same-origin POST sent once the page is visible, now or when the tab is first
 * shown. Rendering a page writes nothing (a link from another site must not mark a lead or a
 * thread read), and a page prerendered or opened in a background tab has not been seen yet. A
 * failure is not shown: what stays unread is marked at the next visit. Returns the clean-up for an
 * effect: it stops waiting, and `onAnswer` is not called once the effect is gone.
 */
export function markSeenWhenVisible<T>(path: string, data: unknown, onAnswer: (answer: T) => void): () => void {
  let cancelled = false;
  const send = async () => {
    try {
      const answer = await api.post<T>(path, { data, errorMessageMode: 'none', ignoreCancelToken: true });
      if (!cancelled) onAnswer(answer);
    } catch {
      // Still unread: the next visit (or the next poll of the messages) marks it.
    }
  };
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onVisible);
    void send();
  };
  if (document.visibilityState === 'visible') void send();
  else document.addEventListener('visibilitychange', onVisible);
  return () => {
    cancelled = true;
    document.removeEventListener('visibilitychange', onVisible);
  };
}
