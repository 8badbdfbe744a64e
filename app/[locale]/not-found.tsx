import { getLocale, getTranslations } from 'next-intl/server';
import ActionLinks from '@/components/ui/ActionLinks';

/** 404 layout (every unknown path): a calm page of its own with ways back. */
export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <main id="main" className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p className="not-found-text">{t('text')}</p>
      <ActionLinks className="not-found-actions" primary={{ href: '/', label: t('backHome') }} secondary={{ href: '/products', label: t('browseProducts') }} />
    </main>
  );
}
