import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { companyDisplayName, createMetadata } from '@/lib/seo/metadata';
import Link from '@/components/ui/LocaleLink';
import { langDir } from '@/lib/bidi';
import { getCompanyFactLangs, getCompanyFacts } from '@/lib/server/catalogue/cached';
import styles from '@/components/pages/About.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'about' });
  return createMetadata({ locale, path: '/about', title: t('title'), description: t('metaDescription') });
}

export default async function AboutPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, tm, facts, lang] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'meta' }),
    getCompanyFacts(locale),
    getCompanyFactLangs(locale),
  ]);
  return (
    <div className={`container ${styles.page}`}>
      <article className={styles.text}>
        <h1>{t('title')}</h1>
        <div {...langDir(lang['about us'])}>
          {facts['about us'].split(/\n\s*\n/).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        <Link className="button" href="/contact">{t('cta')}</Link>
      </article>
      <aside className={styles.facts} aria-labelledby="facts">
        <h2 id="facts">{t('facts')}</h2>
        <dl>
          <dt>{t('company')}</dt>
          <dd {...langDir(facts['legal name']?.trim() ? lang['legal name'] : lang['company name'])}>{companyDisplayName(facts, tm('titleSuffix'))}</dd>
          <dt>{t('location')}</dt>
          <dd {...langDir(lang.province)}>{facts.province}</dd>
          <dt>{t('whatsapp')}</dt>
          <dd>
            <a href={`https://wa.me/${facts.whatsapp.replace(/\D/g, '')}`} rel="noopener" dir="ltr">{facts.whatsapp}</a>
          </dd>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${facts.email}`} dir="ltr">{facts.email}</a>
          </dd>
        </dl>
        <p className={styles.tagline} {...langDir(lang.tagline)}>{facts.tagline}</p>
      </aside>
    </div>
  );
}
