'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { logout } from '@/lib/session/flows';
import { Dialog } from '@/components/ui/Dialog';
import Loader from '@/components/ui/Loader';

/**
 * Logout: a "Warm reminder" asks to confirm; then a "logging out" loader covers the page while
 * the session ends, and the member goes home.
 */
export default function LogoutButton({ homeHref, className }: { homeHref: string; className?: string }) {
  const t = useTranslations('member.logout');
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const confirm = async () => {
    setAsking(false);
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
    }
    router.replace(homeHref);
  };

  return (
    <>
      <button type="button" className={className ?? 'button button--ghost'} onClick={() => setAsking(true)} disabled={leaving}>
        {t('button')}
      </button>
      <Dialog
        open={asking}
        title={t('title')}
        tone="warning"
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('message')}</p>
      </Dialog>
      {leaving ? <Loader overlay size="large" text={t('loading')} /> : null}
    </>
  );
}
