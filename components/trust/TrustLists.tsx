import type { useTranslations } from 'next-intl';
import type { Certification, TrustTerm } from '@/lib/api/contract/trust';
import type { Locale } from '@/lib/client-config';
import { isolateLtr, langDir } from '@/lib/bidi';
import { formatBytes } from '@/lib/uploads';
import TrustIcon from './TrustIcons';
import { documentKind, formatDay, splitTerm } from './trust-text';
import styles from './Trust.module.css';

/*
 * The trust facts in full: every certification with its number, issuer, validity and document,
 * and every term with all its lines. The product page shows them when its details open; About
 * shows them as its own section. Server-rendered, no client JavaScript.
 */

/** The `trust` messages' translator (next-intl's, of the page's locale). */
export type TrustT = ReturnType<typeof useTranslations<'trust'>>;

export function CertificateList({ certifications, locale, t, className }: { certifications: Certification[]; locale: Locale; t: TrustT; className?: string }) {
  return (
    <ul className={`${styles.certList} ${className ?? ''}`}>
      {certifications.map((c) => (
        <li key={c.id} className={styles.certCard}>
          <TrustIcon name="shield" className={styles.certIcon} />
          <div className={styles.certText}>
            <strong dir="ltr">{c.name}</strong>
            <span>{t('number', { number: isolateLtr(c.number, locale) })}</span>
            {c.issuer ? <span>{t('issuer', { issuer: isolateLtr(c.issuer, locale) })}</span> : null}
            {c.valid_until ? <span>{t('validUntil', { date: formatDay(c.valid_until, locale) })}</span> : null}
            {c.document ? (
              <a
                className={styles.download}
                href={c.document.url}
                download={c.document.name}
                aria-label={t('downloadNamed', { name: c.name, kind: documentKind(c.document.mime), size: formatBytes(c.document.bytes, locale) })}
              >
                <TrustIcon name="download" className={styles.downloadIcon} />
                {t('download')} <span dir="ltr">{documentKind(c.document.mime)}</span>
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every term with its lines: all of them (About), or only the lines after the first (`restOnly`:
 * the product block, whose first lines are already shown above its details). A term with nothing
 * to show is left out.
 */
export function TermList({ terms, t, restOnly = false, className }: { terms: TrustTerm[]; t: TrustT; restOnly?: boolean; className?: string }) {
  const shown = terms.map((term) => ({ term, ...splitTerm(term.text) })).filter(({ rest }) => !restOnly || rest.length > 0);
  return (
    <dl className={`${styles.termList} ${className ?? ''}`}>
      {shown.map(({ term, lead, rest }) => (
        <div key={term.key} className={styles.termCard}>
          <dt>
            <TrustIcon name={term.key} className={styles.termIcon} />
            {t(`terms.${term.key}`)}
          </dt>
          <dd {...langDir(term.lang)}>
            {restOnly ? null : <p className={styles.termLead}>{lead}</p>}
            {rest.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
