import { countryName } from '@/lib/countries';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { memberContact } from '@/lib/server/addresses/pages';
import adminStyles from '@/components/admin/Admin.module.css';
import styles from './AddressesSection.module.css';

/**
 * The back office's member page: the company the member buys for, their e-mail and whether they
 * proved it (a proved e-mail links their earlier inquiries), and their ship-to and bill-to
 * addresses with each kind's default. Read-only; sales and admin (the page's gate).
 */
export default async function AddressesSection({ memberId, locale }: { memberId: number; locale: AdminLocale }) {
  const [t, contact] = await Promise.all([adminTranslator(locale, 'memberAddresses'), memberContact(memberId)]);
  const none = <span className={adminStyles.muted}>{t('none')}</span>;
  return (
    <section className={adminStyles.panel} aria-labelledby="member-addresses">
      <h2 id="member-addresses">{t('title')}</h2>
      <dl className={adminStyles.facts}>
        <dt>{t('company')}</dt>
        <dd>{contact.company || none}</dd>
        <dt>{t('email')}</dt>
        <dd>
          {contact.email ? (
            <>
              <a href={`mailto:${contact.email}`} dir="ltr">
                {contact.email}
              </a>{' '}
              {contact.email_verified_at ? (
                <span className={styles.ok} title={formatDateTime(new Date(contact.email_verified_at))}>
                  {t('verified')}
                </span>
              ) : (
                <span className={styles.warn}>{t('unverified')}</span>
              )}
            </>
          ) : (
            none
          )}
        </dd>
      </dl>
      <h3 className={styles.subhead}>{t('addresses')}</h3>
      {contact.addresses.length === 0 ? (
        <p className={adminStyles.muted}>{t('noAddresses')}</p>
      ) : (
        <ul className={styles.list}>
          {contact.addresses.map((a) => (
            <li key={a.id} className={styles.item}>
              <div className={styles.head}>
                <span className={styles.kind}>{t(`kind.${a.kind}`)}</span>
                {a.is_default ? <span className={styles.ok}>{t('default')}</span> : null}
              </div>
              <strong>{a.recipient}</strong>
              {a.company ? <span>{a.company}</span> : null}
              <span dir="ltr" className={styles.phone}>
                {a.phone}
              </span>
              <address className={styles.lines}>
                {a.region ? (
                  <span>
                    {a.region.province.name}
                    {a.region.city.name === a.region.province.name ? '' : a.region.city.name}
                    {a.region.area.name} {a.line1}
                  </span>
                ) : (
                  <>
                    <span>{a.line1}</span>
                    {a.line2 ? <span>{a.line2}</span> : null}
                    <span>{[a.postal_code, a.city].filter(Boolean).join(' ')}</span>
                  </>
                )}
                <span>
                  {a.region && a.postal_code ? `${a.postal_code} · ` : ''}
                  {countryName(a.country, locale)}
                </span>
              </address>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
