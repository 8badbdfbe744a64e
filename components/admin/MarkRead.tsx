'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { api } from '@/lib/api/client';

/**
 * Marks what a back-office page shows as read, once the page is shown: a same-origin POST to
 * `path` (the staff route's origin check refuses it from anywhere else), sent when the page is
 * visible (not while it is prerendered or in a background tab). Rendering the page writes nothing,
 * so a link from another site cannot mark a lead or a thread read. When the POST did change
 * something, the page is refreshed so the menu's unread counts follow.
 */
export default function MarkRead({ path, data }: { path: string; data?: Record<string, unknown> }) {
  const router = useRouter();
  const body = JSON.stringify(data ?? {});
  useEffect(() => {
    let cancelled = false;
    const send = async () => {
      document.removeEventListener('visibilitychange', onVisible);
      try {
        const answer = await api.post<{ changed: boolean }>(path, { data: JSON.parse(body) as unknown, errorMessageMode: 'none', ignoreCancelToken: true });
        if (!cancelled && answer.changed) router.refresh();
      } catch {
        // Staff may mark it read again by opening it; nothing to tell them here.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void send();
    };
    if (document.visibilityState === 'visible') void send();
    else document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [path, body, router]);
  return null;
}
