import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import { getCompanyFacts } from '@/lib/server/catalogue/cached';
import { whatsappHref } from '@/components/site/nav-items';
import styles from './ProductDetail.module.css';

/**
 * Below 992 px, the product page's call to action stays at the bottom of the screen while the page
 * scrolls (sticky, CSS only): "Request a quote" for this product and a WhatsApp chat. It leaves the
 * inline end free for the back-to-top button, and rests above the footer at the end of the page.
 */
export default async function ProductDetailQuoteBar({ productId, locale }: { productId: number; locale: Locale }) {
  const [t, facts] = await Promise.all([getTranslations({ locale, namespace: 'header' }), getCompanyFacts(locale)]);
  return (
    <div className={styles.quoteBar}>
      <Link className="button" href={{ pathname: '/contact', query: { product: productId } }}>
        {t('requestQuote')}
      </Link>
      <a className={styles.whatsapp} href={whatsappHref(facts.whatsapp)} rel="noopener" aria-label={t('whatsappChat')} title={t('whatsappChat')}>
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path d="M12 3a9 9 0 0 0-7.7 13.6L3 21l4.5-1.2A9 9 0 1 0 12 3Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="M9.2 7.6c-.4 0-.9.4-1 1-.2 1.3.4 3 1.8 4.5 1.5 1.5 3.3 2.3 4.6 2.1.6-.1 1-.6 1-1l.1-.9-1.9-.9-.8.9c-1.1-.4-2.2-1.4-2.7-2.6l.8-.8-.8-2Z" fill="currentColor" />
        </svg>
      </a>
    </div>
  );
}
