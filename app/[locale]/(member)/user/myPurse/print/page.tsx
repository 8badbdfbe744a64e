import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { langDir } from '@/lib/bidi';
import { formatMoney } from '@/lib/money';
import { companyDisplayName } from '@/lib/seo/metadata';
import { localizedPath } from '@/i18n/paths';
import { statementCurrencyOf } from '@/lib/api/contract/statement';
import { getCompanyFactLangs, getCompanyFacts } from '@/lib/server/catalogue/cached';
import { myStatementSheet } from '@/lib/server/ledger/statement-pages';
import { memberPageMetadata, openMemberPage, type MemberPageProps } from '@/components/member/member-page';
import PrintButton from '@/components/member/purse/PrintButton';
import styles from '@/components/member/purse/Purse.module.css';

export const dynamic = 'force-dynamic';

export const generateMetadata = memberPageMetadata(async (locale) => (await getTranslations({ locale, namespace: 'member.purse' }))('printMeta'));

/**
 * /user/myPurse/print: the statement on one sheet for paper or PDF: the company's name and
 * contacts (system config), the member, the date, the totals per currency and every entry in date
 * order with its running balance. Only the sheet prints (print CSS); "Print" opens the dialog.
 */
export default async function PrintStatementPage(props: MemberPageProps) {
  const { locale, value: currency } = await openMemberPage(props, '/user/myPurse/print', 'currency', statementCurrencyOf);
  const [t, tMeta, tHeader, format, facts, factLangs, { statement, entries }] = await Promise.all([
    getTranslations({ locale, namespace: 'member.purse' }),
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'header' }),
    getFormatter({ locale }),
    getCompanyFacts(locale),
    getCompanyFactLangs(locale),
    myStatementSheet(currency),
  ]);
  const money = (minor: number, c: string) => formatMoney(minor, c, locale);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const today = format.dateTime(new Date(), { dateStyle: 'long' });
  const company = companyDisplayName(facts, tMeta('titleSuffix'));
  const back = `${localizedPath(locale, '/user/myPurse')}${currency ? `?currency=${currency}` : ''}`;

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.toolbar}>
        <Link className={styles.back} href={back}>
          <span aria-hidden="true" className="bidi-flip">
            ←
          </span>{' '}
          {t('back')}
        </Link>
        <PrintButton label={t('printButton')} />
      </div>
      <article className={styles.sheet} aria-labelledby="sheet-title">
        <header className={styles.sheetHead}>
          <div>
            <p className={styles.company} {...langDir(facts['legal name']?.trim() ? factLangs['legal name'] : factLangs['company name'])}>
              {company}
            </p>
            <p className={styles.small} {...langDir(factLangs.province)}>
              {facts.province}
            </p>
            <p className={styles.small}>
              {tHeader('email')}: <span dir="ltr">{facts.email}</span> · {tHeader('whatsapp')}: <span dir="ltr">{facts.whatsapp}</span>
            </p>
          </div>
          <div>
            <h1 id="sheet-title" className={styles.sheetTitle}>
              {t('printTitle')}
            </h1>
          </div>
        </header>

        <dl className={styles.facts}>
          <dt>{t('printFor')}</dt>
          <dd>
            <strong dir="auto">{statement.member.name}</strong>
            {statement.member.company ? <span dir="auto"> · {statement.member.company}</span> : null}
          </dd>
          <dt>{t('printDate')}</dt>
          <dd>{today}</dd>
        </dl>

        {statement.totals.length ? (
          <div className={styles.scroll}>
            <table className={styles.sheetTable}>
              <thead>
                <tr>
                  <th scope="col">{t('currencyFilter')}</th>
                  <th scope="col" className={styles.end}>
                    {t('ordersTotal')}
                  </th>
                  <th scope="col" className={styles.end}>
                    {t('balance')}
                  </th>
                  <th scope="col" className={styles.end}>
                    {t('due')} / {t('inCredit')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {statement.totals.map((c) => (
                  <tr key={c.currency}>
                    <td>{c.currency}</td>
                    <td className={`${styles.end} ${styles.num}`}>{money(c.orders_total, c.currency)}</td>
                    <td className={`${styles.end} ${styles.num}`}>{money(c.balance, c.currency)}</td>
                    <td className={`${styles.end} ${styles.num}`}>
                      <strong>{c.due > 0 ? `${t('due')} ${money(c.due, c.currency)}` : c.due < 0 ? `${t('inCredit')} ${money(-c.due, c.currency)}` : t('settled')}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}

        <div className={styles.scroll}>
          <table className={styles.sheetTable}>
            <thead>
              <tr>
                <th scope="col">{t('col.date')}</th>
                <th scope="col">{t('csv.no')}</th>
                <th scope="col">{t('col.entry')}</th>
                <th scope="col">{t('col.order')}</th>
                <th scope="col">{t('col.note')}</th>
                <th scope="col" className={styles.end}>
                  {t('col.amount')}
                </th>
                <th scope="col" className={styles.end}>
                  {t('col.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.length === 0 ? (
                <tr>
                  <td colSpan={7}>{t('empty')}</td>
                </tr>
              ) : (
                entries.map((e) => (
                  <tr key={e.id}>
                    <td className={styles.num}>{date(e.entry_date)}</td>
                    <td className={styles.num}>{e.id}</td>
                    <td>
                      {t(`kind.${e.kind}`)}
                      {e.reverses_id ? <span className={styles.entryNo}>{t('reversal', { id: e.reverses_id })}</span> : null}
                    </td>
                    <td dir="ltr">{e.order?.reference ?? t('account')}</td>
                    <td dir="auto" className={styles.note}>
                      {e.note}
                    </td>
                    <td className={`${styles.end} ${styles.num}`}>{money(e.amount, e.currency)}</td>
                    <td className={`${styles.end} ${styles.num}`}>{money(e.balance, e.currency)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <p className={styles.sheetFoot}>{t('printFooter')}</p>
      </article>
    </div>
  );
}
