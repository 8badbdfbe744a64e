import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import TrustPanelView from './TrustPanelView';

/**
 * The trust block beside a product's quote button, from a cached read (tagged `trust`, revalidated
 * by every staff edit): nothing at all while the business has entered none.
 */
export default async function TrustPanel({ locale }: { locale: Locale }) {
  // Loaded when rendered (the cached read brings next/cache, which the product page's component tests do not load).
  const { getTrust } = await import('@/lib/server/trust/cached');
  const trust = await getTrust(locale);
  if (!trust.certifications.length && !trust.terms.length) return null;
  const t = await getTranslations({ locale, namespace: 'trust' });
  return <TrustPanelView trust={trust} locale={locale} t={t} />;
}
