import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import styles from './ProductTemplates.module.css';

/**
 * "Dielines & templates" on a product's page: links to the sourceFile entries naming the product.
 * Server-rendered from a cached read (tagged `libraries`): no client JavaScript, the page stays
 * static; nothing at all when the product has none.
 */
export default async function ProductTemplates({ productId, locale }: { productId: number; locale: Locale }) {
  // Loaded when rendered (the cached read brings next/cache, which the product page's component tests do not load).
  const { getProductTemplates } = await import('@/lib/server/content/cached');
  const templates = await getProductTemplates(productId, locale);
  if (!templates.length) return null;
  const t = await getTranslations({ locale, namespace: 'library' });
  return (
    <section className={styles.templates} aria-labelledby="product-templates">
      <h2 id="product-templates">{t('templates')}</h2>
      <ul>
        {templates.map((entry) => (
          <li key={entry.slug}>
            <Link href={`/sourceFile/${entry.slug}`}>{entry.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
