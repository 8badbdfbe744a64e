import type { PublicTrust } from '@/lib/api/contract/trust';
import type { Locale } from '@/lib/client-config';
import { isolateLtr, langDir } from '@/lib/bidi';
import TrustIcon from './TrustIcons';
import { CertificateList, TermList, type TrustT } from './TrustLists';
import { splitTerm } from './trust-text';
import styles from './Trust.module.css';

/**
 * The trust block under a product's "Request a quote": the certifications as badges with their
 * numbers, one short line per term (its first line), and the rest behind "All terms" (a plain
 * <details>: no JavaScript, and no wall of text on a phone).
 */
export default function TrustPanelView({ trust, locale, t }: { trust: PublicTrust; locale: Locale; t: TrustT }) {
  return (
    <section className={styles.panel} aria-labelledby="trust-title">
      <h2 id="trust-title" className={styles.panelTitle}>
        {t('title')}
      </h2>
      {trust.certifications.length > 0 ? (
        <ul className={styles.badges} aria-label={t('certifications')}>
          {trust.certifications.map((c) => (
            <li key={c.id} className={styles.badge}>
              <TrustIcon name="shield" className={styles.badgeIcon} />
              <strong dir="ltr">{c.name}</strong>
              <span className={styles.badgeNumber}>{t('number', { number: isolateLtr(c.number, locale) })}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {trust.terms.length > 0 ? (
        <ul className={styles.lines}>
          {trust.terms.map((term) => (
            <li key={term.key}>
              <TrustIcon name={term.key} className={styles.lineIcon} />
              <span>
                <span className={styles.lineLabel}>{t(`terms.${term.key}`)}</span> <span {...langDir(term.lang)}>{splitTerm(term.text).lead}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <details className={styles.details}>
        <summary>{t('details')}</summary>
        <TermList terms={trust.terms} t={t} restOnly className={styles.compactTerms} />
        {trust.certifications.length > 0 ? <CertificateList certifications={trust.certifications} locale={locale} t={t} className={styles.compactCerts} /> : null}
      </details>
    </section>
  );
}
