import { getLocale } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import NotFound from '@/components/site/NotFound';

/** 404 layout (every unknown path): a calm page of its own with ways back (components/site/NotFound.tsx). */
export default async function NotFoundPage() {
  const locale = await getLocale();
  return <NotFound locale={hasLocale(routing.locales, locale) ? locale : routing.defaultLocale} />;
}
