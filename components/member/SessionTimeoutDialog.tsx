'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { setSessionTimeoutHandler } from '@/lib/api/feedback';
import { confirmSessionExpiry, expireSession } from '@/lib/session/flows';
import { useSession } from '@/lib/session/use-session';
import { Dialog } from '@/components/ui/Dialog';

/**
 * The session timeout, mounted once by the member layout: a 401 from any call clears the token and
 * opens this dialog, which cannot be dismissed; its confirmation wipes stored data and reloads home.
 */
export default function SessionTimeoutDialog({ homeHref, reload }: { homeHref: string; reload?: (href: string) => void }) {
  const t = useTranslations('member.timeout');
  const open = useSession((state) => state.sessionTimeout);

  useEffect(() => setSessionTimeoutHandler(() => expireSession()), []);

  return (
    <Dialog open={open} title={t('title')} tone="warning" closable={false} confirmLabel={t('confirm')} onConfirm={() => confirmSessionExpiry(homeHref, reload)}>
      <p>{t('message')}</p>
    </Dialog>
  );
}
