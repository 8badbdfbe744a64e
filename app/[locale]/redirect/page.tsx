import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/server/http/page';
import Link from '@/components/ui/LocaleLink';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { siteUrl } from '@/lib/site-url';
import styles from '@/components/pages/Redirect.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ redirect?: string | string[] }> };

export const metadata: Metadata = { robots: { index: false, follow: false } };

// Reads the query on every request; nothing here is worth caching.
export const dynamic = 'force-dynamic';

/** /redirect?redirect=<target>: follows a same-site target, refuses any other site. */
export default async function RedirectPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).redirect;
  const target = safeRedirectPath(Array.isArray(raw) ? raw[0] : raw, siteUrl());
  if (target) redirect(target);
  const t = await getTranslations({ locale, namespace: 'redirect' });
  return (
    <main id="main" className={styles.page}>
      <h1>{t('refused')}</h1>
      <Link className="button" href="/">
        {t('backHome')}
      </Link>
    </main>
  );
}
