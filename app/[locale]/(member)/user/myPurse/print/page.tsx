import { getFormatter, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/money';
import { companyDisplayName } from '@/lib/seo/metadata';
import { localizedPath } from '@/i18n/paths';
import { statementCurrencyOf, type CurrencyTotal, type StatementEntry } from '@/lib/api/contract/statement';
import { getCompanyFactLangs, getCompanyFacts } from '@/lib/server/catalogue/cached';
import { myStatementSheet } from '@/lib/server/ledger/statement-pages';
import { memberPageMetadata, openMemberPage, type MemberPageProps } from '@/components/member/member-page';
import ColumnTable, { type Column } from '@/components/ui/ColumnTable';
import { CompanyLines, PrintToolbar } from '@/components/ui/PrintSheetParts';
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
  const num = `${styles.end} ${styles.num}`;
  const totalColumns: Column<CurrencyTotal>[] = [
    { head: t('currencyFilter'), cell: (c) => c.currency },
    { head: t('ordersTotal'), th: styles.end, td: num, cell: (c) => money(c.orders_total, c.currency) },
    { head: t('balance'), th: styles.end, td: num, cell: (c) => money(c.balance, c.currency) },
    {
      head: (
        <>
          {t('due')} / {t('inCredit')}
        </>
      ),
      th: styles.end,
      td: num,
      cell: (c) => <strong>{c.due > 0 ? `${t('due')} ${money(c.due, c.currency)}` : c.due < 0 ? `${t('inCredit')} ${money(-c.due, c.currency)}` : t('settled')}</strong>,
    },
  ];
  const entryColumns: Column<StatementEntry>[] = [
    { head: t('col.date'), td: styles.num, cell: (e) => date(e.entry_date) },
    { head: t('csv.no'), td: styles.num, cell: (e) => e.id },
    {
      head: t('col.entry'),
      cell: (e) => (
        <>
          {t(`kind.${e.kind}`)}
          {e.reverses_id ? <span className={styles.entryNo}>{t('reversal', { id: e.reverses_id })}</span> : null}
        </>
      ),
    },
    { head: t('col.order'), dir: 'ltr', cell: (e) => e.order?.reference ?? t('account') },
    { head: t('col.note'), dir: 'auto', td: styles.note, cell: (e) => e.note },
    { head: t('col.amount'), th: styles.end, td: num, cell: (e) => money(e.amount, e.currency) },
    { head: t('col.balance'), th: styles.end, td: num, cell: (e) => money(e.balance, e.currency) },
  ];

  return (
    <div className={`container ${styles.page}`}>
      <PrintToolbar back={back} backLabel={t('back')} printLabel={t('printButton')} classes={{ toolbar: styles.toolbar, back: styles.back }} />
      <article className={styles.sheet} aria-labelledby="sheet-title">
        <header className={styles.sheetHead}>
          <div>
            <CompanyLines
              company={company}
              facts={facts}
              factLangs={factLangs}
              labels={{ email: tHeader('email'), whatsapp: tHeader('whatsapp') }}
              classes={{ company: styles.company, small: styles.small }}
            />
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
          // A table wider than a phone scrolls: focusable, so a keyboard can scroll it too.
          <div className={styles.scroll} role="region" aria-label={t('totalsTitle')} tabIndex={0}>
            <ColumnTable className={styles.sheetTable} columns={totalColumns} rows={statement.totals} rowKey={(c) => c.currency} />
          </div>
        ) : null}

        <div className={styles.scroll} role="region" aria-label={t('entriesTitle')} tabIndex={0}>
          <ColumnTable className={styles.sheetTable} columns={entryColumns} rows={entries} rowKey={(e) => e.id} empty={t('empty')} />
        </div>
        <p className={styles.sheetFoot}>{t('printFooter')}</p>
      </article>
    </div>
  );
}
