import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { createMetadata } from '@/lib/seo/metadata';
import Link from '@/components/ui/LocaleLink';
import { langDir } from '@/lib/bidi';
import { getFaqs } from '@/lib/server/catalogue/cached';
import { faqPageLd, JsonLd } from '@/lib/seo/json-ld';
import styles from '@/components/pages/Faq.module.css';
import { pageLocale } from '@/lib/server/http/page';
import LongText from '@/components/ui/LongText';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'faq' });
  return createMetadata({ locale, path: '/faq', title: t('title'), description: t('metaDescription') });
}

/** Every answer is in the HTML; <details> gives a keyboard- and screen-reader-friendly accordion without script. */
export default async function FaqPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, entries] = await Promise.all([getTranslations({ locale, namespace: 'faq' }), getFaqs(locale)]);
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={faqPageLd(entries)} />
      <header className={styles.head}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <div className={styles.list}>
        {entries.map((entry, index) => (
          <details key={entry.id} className={styles.item} open={index === 0}>
            <summary className={styles.question}>
              <h2 {...langDir(entry.lang?.question)}>{entry.question}</h2>
            </summary>
            <LongText text={entry.answer} className={styles.answer} {...langDir(entry.lang?.answer)} />
          </details>
        ))}
      </div>
      <p className={styles.cta}>
        <Link className="button" href="/contact">
          {t('ask')}
        </Link>
      </p>
    </div>
  );
}
