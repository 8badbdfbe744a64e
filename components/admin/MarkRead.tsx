'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { markSeenWhenVisible } from '@/components/ui/mark-seen';

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
  useEffect(
    () =>
      // A failure is not told: staff may mark it read again by opening it.
      markSeenWhenVisible<{ changed: boolean }>(path, JSON.parse(body) as unknown, (answer) => {
        if (answer.changed) router.refresh();
      }),
    [path, body, router],
  );
  return null;
}
