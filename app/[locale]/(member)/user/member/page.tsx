import type { CSSProperties } from 'react';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { historyQuerySchema } from '@/lib/api/contract/points';
import { myLevel } from '@/lib/server/members/pages';
import { memberPageMetadata, openMemberPage, type MemberPageProps } from '@/components/member/member-page';
import { entryLabel, entryNote } from '@/components/member/points/entry-label';
import EarnRules from '@/components/member/points/EarnRules';
import { levelAmount } from '@/components/member/points/level-amount';
import { PageHeadRow } from '@/components/ui/PageHead';
import styles from '@/components/member/points/Points.module.css';
import { validate } from '@/lib/validation/kit';

export const dynamic = 'force-dynamic';

export const generateMetadata = memberPageMetadata(async (locale) => (await getTranslations({ locale, namespace: 'member.levels' }))('metaTitle'));

/** The history's `?page=` beyond the first (null: the first page). */
const laterPage = (raw: string | undefined) => {
  const checked = validate(historyQuerySchema, { page: raw });
  return checked.ok && checked.value.page > 1 ? checked.value.page : null;
};

/**
 * /user/member: the member's level by what they paid in the last 12 months, the progress to the
 * next level ("spend ¥X more"), every level's benefits, their points balance, how points are
 * earned (the active rules) and their points history (pages in the address).
 */
export default async function MemberLevelPage(props: MemberPageProps) {
  const { locale, value } = await openMemberPage(props, '/user/member', 'page', laterPage);
  const page = value ?? 1;
  const here = localizedPath(locale, '/user/member');
  const [t, tp, format, overview] = await Promise.all([
    getTranslations({ locale, namespace: 'member.levels' }),
    getTranslations({ locale, namespace: 'member.points' }),
    getFormatter({ locale }),
    myLevel(locale, page),
  ]);
  const { level, levels, points, rules, history } = overview;
  const yuan = (minor: number) => levelAmount(minor, locale);
  const num = (n: number) => format.number(n);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const pages = Math.max(1, Math.ceil(history.total / history.limit));
  const pageHref = (n: number) => (n > 1 ? `${here}?page=${n}#points-history` : `${here}#points-history`);
  const colour = (c: string | undefined) => ({ '--level-color': c ?? '#c9b8aa' }) as CSSProperties;
  const current = level.current;
  const next = level.next;
  const tpAny = tp as unknown as (key: string, values?: Record<string, string | number>) => string;

  return (
    <div className={`container ${styles.page}`}>
      <PageHeadRow className={styles.head} title={t('title')} intro={t('intro')} />

      <div className={styles.top}>
        <section
          className={`${styles.panel} ${styles.levelCard}`}
          style={{ ...colour(current?.color), ...({ '--next-color': next?.color ?? current?.color } as CSSProperties) }}
          aria-labelledby="level-now"
        >
          <h2 id="level-now">{t('yourLevel')}</h2>
          <div className={styles.levelRow}>
            {current ? (
              <span className={styles.badge} data-testid="level-badge">
                <span className={styles.badgeDot} aria-hidden="true" />
                {current.name}
              </span>
            ) : (
              <span className={styles.muted}>{t('noLevel')}</span>
            )}
            <div className={styles.paid}>
              <span className={styles.paidLabel}>{t('paid12m')}</span>
              <span className={styles.paidAmount} data-testid="paid-12m">
                {yuan(level.paid_12m)}
              </span>
            </div>
          </div>
          {next ? (
            <div className={styles.progress}>
              <div
                className={styles.bar}
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(level.progress * 100)}
                aria-label={t('progressLabel', { level: next.name })}
              >
                <div className={styles.barFill} style={{ inlineSize: `${Math.max(2, level.progress * 100)}%` }} />
              </div>
              <div className={styles.barEnds}>
                <span>{current ? current.name : yuan(0)}</span>
                <span>
                  {next.name} · {yuan(next.threshold)}
                </span>
              </div>
              <p className={styles.needs}>{t.rich('spendMore', { amount: yuan(level.remaining ?? 0), level: next.name, strong: (chunks) => <strong>{chunks}</strong> })}</p>
            </div>
          ) : current ? (
            <p className={styles.needs}>{t('topLevel')}</p>
          ) : null}
          <p className={styles.note}>{t('howMeasured')}</p>
        </section>

        <section className={`${styles.panel} ${styles.pointsCard}`} aria-labelledby="points-now">
          <h2 id="points-now">{tp('balanceTitle')}</h2>
          <div className={styles.pointsBalance} data-testid="points-balance">
            {num(points)}
            <small>{tp('unit')}</small>
          </div>
          <p>{tp('balanceHint')}</p>
          <Link className="button" href={localizedPath(locale, '/user/integrateGoods')}>
            {tp('toShop')}
          </Link>
          {rules.length ? (
            <>
              <h3 className={styles.earnTitle}>{tp('howToEarn')}</h3>
              <EarnRules rules={rules} locale={locale} />
            </>
          ) : null}
        </section>
      </div>

      {levels.length ? (
        <section className={styles.panel} aria-labelledby="levels-all">
          <h2 id="levels-all">{t('allLevels')}</h2>
          <ol className={styles.ladder}>
            {levels.map((l) => (
              <li
                key={l.id}
                className={`${styles.step} ${current?.id === l.id ? styles.stepCurrent : ''}`}
                style={colour(l.color)}
                aria-current={current?.id === l.id ? 'true' : undefined}
              >
                <div className={styles.stepHead}>
                  <span className={`${styles.badge} ${styles.badgeSmall}`}>
                    <span className={styles.badgeDot} aria-hidden="true" />
                    {l.name}
                  </span>
                  {current?.id === l.id ? <span className={styles.stepYou}>{t('you')}</span> : null}
                </div>
                <p className={styles.stepThreshold}>{l.threshold > 0 ? t('from', { amount: yuan(l.threshold) }) : t('everyone')}</p>
                {l.benefits.length ? (
                  <ul className={styles.benefits}>
                    {l.benefits.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section className={styles.panel} aria-labelledby="points-history-title" id="points-history">
        <div className={styles.panelHead}>
          <h2 id="points-history-title">{tp('historyTitle')}</h2>
          <span className={styles.muted}>{tp('historyCount', { count: history.total })}</span>
        </div>
        {history.list.length === 0 ? (
          <p className={styles.empty}>{tp('historyEmpty')}</p>
        ) : (
          <ul className={styles.history}>
            {history.list.map((e) => {
              const label = entryLabel(e);
              const note = entryNote(e);
              return (
                <li key={e.id}>
                  <span className={styles.historyWhat} dir="auto">
                    {tpAny(label.key, label.values)}
                    {note ? <span className={styles.muted}> · {note}</span> : null}
                  </span>
                  <span className={styles.historyWhen}>
                    <time dateTime={e.created_at}>{date(e.created_at)}</time>
                  </span>
                  <span className={`${styles.delta} ${e.delta > 0 ? styles.plus : styles.minus}`} dir="ltr">
                    {e.delta > 0 ? `+${num(e.delta)}` : num(e.delta)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {pages > 1 ? (
          <nav className={styles.pager} aria-label={tp('pages')}>
            {page > 1 ? (
              <Link className="button button--ghost" href={pageHref(page - 1)} rel="prev">
                {tp('previous')}
              </Link>
            ) : (
              <span />
            )}
            <span>{tp('pageOf', { page, pages })}</span>
            {page < pages ? (
              <Link className="button button--ghost" href={pageHref(page + 1)} rel="next">
                {tp('next')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
