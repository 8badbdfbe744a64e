import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { companyDisplayName, createMetadata } from '@/lib/seo/metadata';
import { langDir } from '@/lib/bidi';
import Link from '@/components/ui/LocaleLink';
import ActionLinks from '@/components/ui/ActionLinks';
import LazyImage from '@/components/ui/LazyImage';
import { getCompanyFactLangs, getCompanyFacts } from '@/lib/server/catalogue/cached';
import { ABOUT_BADGES, ABOUT_FIGURES, ABOUT_PICTURES, BadgeIcon, FigureIcon } from '@/components/pages/About';
import styles from '@/components/pages/About.module.css';
import { pageLocale } from '@/lib/server/http/page';
import { getTrust } from '@/lib/server/trust/cached';
import { CertificateList, TermList } from '@/components/trust/TrustLists';
import trustStyles from '@/components/trust/Trust.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'about' });
  return createMetadata({ locale, path: '/about', title: t('title'), description: t('metaDescription') });
}

/**
 * /about: the company's own text (system config 'about us') with its strong facts up front: the
 * figures in tiles (messages `about.figures`, all 14 locales), the audits and tests as badges, and
 * drawn pictures of the workshop, the sample room and the packing (scripts/artwork, view 'scene').
 */
export default async function AboutPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, tm, tc, tt, facts, lang, trust] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'trust' }),
    getCompanyFacts(locale),
    getCompanyFactLangs(locale),
    getTrust(locale),
  ]);
  const paragraphs = facts['about us'].split(/\n\s*\n/).filter((p) => p.trim());
  const company = companyDisplayName(facts, tm('titleSuffix'));
  const companyLang = facts['legal name']?.trim() ? lang['legal name'] : lang['company name'];
  return (
    <div className={styles.page}>
      <section className={`container ${styles.hero}`} aria-labelledby="about-title">
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{t('eyebrow', { year: t('figures.founded.value') })}</p>
          <h1 id="about-title">{t('title')}</h1>
          <p className={styles.lead} {...langDir(lang.tagline)}>
            {facts.tagline}
          </p>
          <p className={styles.company}>
            {/* Each run isolated (<bdi>): a Latin name beside an Arabic or Latin province stays in one piece. */}
            <bdi {...langDir(companyLang)}>{company}</bdi>
            <span aria-hidden="true"> · </span>
            <bdi {...langDir(lang.province)}>{facts.province}</bdi>
          </p>
          <ActionLinks className={styles.actions} primary={{ href: '/contact', label: t('cta') }} secondary={{ href: '/products', label: t('productsLink') }} />
        </div>
        <div className={styles.figuresBox}>
          <h2 className="visually-hidden">{t('figuresTitle')}</h2>
          <ul className={styles.figures}>
            {ABOUT_FIGURES.map((key) => (
              <li key={key} className={styles.figure}>
                <FigureIcon name={key} className={styles.figureIcon} />
                <p className={styles.figureValue}>
                  <bdi dir="ltr">{t(`figures.${key}.value`)}</bdi>
                  {key === 'floorArea' ? <span className={styles.figureUnit}>{t('figures.floorArea.unit')}</span> : null}
                </p>
                <p className={styles.figureLabel}>{t(`figures.${key}.label`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`container ${styles.pictures}`} aria-labelledby="about-pictures">
        <h2 id="about-pictures">{t('picturesTitle')}</h2>
        <ul className={styles.pictureList}>
          {ABOUT_PICTURES.map((key) => (
            <li key={key}>
              <figure className={styles.picture}>
                <LazyImage
                  src={`/media/about/${key}.webp`}
                  srcSet={`/media/about/${key}-sm.webp 480w, /media/about/${key}.webp 960w`}
                  sizes="(max-width: 767px) calc(100vw - 32px), 380px"
                  alt={t(`pictures.${key}.alt`)}
                  width={960}
                  height={720}
                  className={styles.pictureImage}
                  errorLabel={tc('imageError')}
                />
                <figcaption>{t(`pictures.${key}.caption`)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <div className={`container ${styles.story}`}>
        <article className={styles.text} aria-labelledby="about-story">
          <h2 id="about-story">{t('storyTitle')}</h2>
          <div {...langDir(lang['about us'])}>
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </article>
        <aside className={styles.facts} aria-labelledby="facts">
          <h2 id="facts">{t('facts')}</h2>
          <dl>
            <dt>{t('company')}</dt>
            <dd {...langDir(companyLang)}>{company}</dd>
            <dt>{t('location')}</dt>
            <dd {...langDir(lang.province)}>{facts.province}</dd>
            <dt>{t('whatsapp')}</dt>
            <dd>
              <a href={`https://wa.me/${facts.whatsapp.replace(/\D/g, '')}`} rel="noopener" dir="ltr">
                {facts.whatsapp}
              </a>
            </dd>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${facts.email}`} dir="ltr">
                {facts.email}
              </a>
            </dd>
          </dl>
        </aside>
      </div>

      <section className={`container ${styles.standards}`} aria-labelledby="about-standards">
        <div className={styles.standardsHead}>
          <h2 id="about-standards">{t('standardsTitle')}</h2>
          <p>{t('standardsIntro')}</p>
        </div>
        {(['certified', 'tested'] as const).map((group) => (
          <div key={group} className={styles.badgeGroup}>
            <h3>{t(group)}</h3>
            {/* The certifications staff keep in the back office (numbers, documents); the fixed badges until there are any. */}
            {group === 'certified' && trust.certifications.length > 0 ? (
              <CertificateList certifications={trust.certifications} locale={locale} t={tt} />
            ) : (
              <ul className={styles.badges}>
                {ABOUT_BADGES[group].map(({ key, name }) => (
                  <li key={key} className={styles.badge}>
                    <BadgeIcon group={group} className={styles.badgeIcon} />
                    <span className={styles.badgeText}>
                      <strong dir="ltr">{name}</strong>
                      <span>{t(`badges.${key}`)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </section>

      {trust.terms.length > 0 ? (
        <section className={`container ${trustStyles.about}`} aria-labelledby="about-terms">
          <div className={trustStyles.aboutHead}>
            <h2 id="about-terms">{tt('aboutTitle')}</h2>
            <p>{tt('aboutIntro')}</p>
          </div>
          <TermList terms={trust.terms} t={tt} />
        </section>
      ) : null}

      <section className="container" aria-labelledby="about-cta">
        <div className={styles.cta}>
          <div>
            <h2 id="about-cta">{t('ctaTitle')}</h2>
            <p>{t('ctaText')}</p>
          </div>
          <Link className="button" href="/contact">
            {t('cta')}
          </Link>
        </div>
      </section>
    </div>
  );
}
