import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { createMetadata } from '@/lib/seo/metadata';
import Link from '@/components/ui/LocaleLink';
import { PageHead } from '@/components/ui/PageHead';
import styles from '@/components/pages/Process.module.css';
import { pageLocale } from '@/lib/server/http/page';

type Props = { params: Promise<{ locale: string }> };

const STEPS = ['consultation', 'design', 'sample', 'production', 'quality', 'shipping'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'process' });
  return createMetadata({ locale, path: '/ourprocess', title: t('title'), description: t('metaDescription') });
}

export default async function ProcessPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'process' });
  return (
    <div className={`container ${styles.page}`}>
      <PageHead className={styles.head} title={t('title')} intro={t('intro')} />
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <p className={styles.label}>{t('stepLabel', { number: index + 1 })}</p>
              <h2>{t(`steps.${step}.title`)}</h2>
              <p>{t(`steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className={styles.cta}>
        <Link className="button" href="/contact">
          {t('cta')}
        </Link>
      </p>
    </div>
  );
}
