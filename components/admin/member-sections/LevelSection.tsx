import type { CSSProperties } from 'react';
import { LEVEL_CURRENCY } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { POINTS_STAFF_ROLES } from '@/lib/api/contract/points';
import { pageActorHas } from '@/lib/server/http/page';
import { memberPointsFor } from '@/lib/server/ledger/pages';
import AdjustPointsForm, { type AdjustTexts } from '@/components/admin/points/AdjustPointsForm';
import adminStyles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/points/AdminPoints.module.css';

/** The adjust form's texts: each under the same name in `levels.section`. */
const ADJUST_TEXTS = ['delta', 'deltaHint', 'note', 'noteHint', 'save', 'working', 'saved'] as const satisfies readonly (keyof AdjustTexts)[];

/**
 * The back office's member page: the member's level (paid in the trailing 12 months, what the
 * next level needs), points balance and latest points entries; admins add or take points.
 */
export default async function LevelSection({ memberId, locale }: { memberId: number; locale: AdminLocale }) {
  const [t, summary, mayAdjust] = await Promise.all([adminTranslator(locale, 'levels'), memberPointsFor(memberId, locale), pageActorHas(POINTS_STAFF_ROLES)]);
  if (!summary) return null;
  const { level, points, recent } = summary;
  const yuan = (minor: number) => formatMoney(minor, LEVEL_CURRENCY, locale);
  const n = (v: number) => new Intl.NumberFormat(locale).format(v);
  const describe = (e: (typeof recent)[number]) =>
    e.kind === 'earned'
      ? t(`section.rule_${e.rule ?? 'per_amount_paid'}`)
      : e.kind === 'adjustment'
        ? e.rule
          ? t('section.reversed')
          : t('section.adjusted')
        : t(`section.${e.kind}`, { title: e.reward_title ?? '' });
  return (
    <section className={adminStyles.panel} aria-labelledby="member-level">
      <h2 id="member-level">{t('section.title')}</h2>
      <dl className={own.facts}>
        <dt>{t('section.level')}</dt>
        <dd>
          {level.current ? (
            <span className={own.levelBadge} style={{ '--level-color': level.current.color } as CSSProperties}>
              {level.current.name}
            </span>
          ) : (
            <span className={adminStyles.muted}>{t('section.none')}</span>
          )}
        </dd>
        <dt>{t('section.paid12m')}</dt>
        <dd>{yuan(level.paid_12m)}</dd>
        {level.next ? (
          <>
            <dt>{t('section.next')}</dt>
            <dd>{t('section.needs', { amount: yuan(level.remaining ?? 0), level: level.next.name })}</dd>
          </>
        ) : null}
        <dt>{t('section.points')}</dt>
        <dd data-testid="admin-member-points">{n(points)}</dd>
      </dl>
      {level.next ? (
        <div className={own.progress} style={{ '--level-color': level.next.color } as CSSProperties} aria-hidden="true">
          <span style={{ inlineSize: `${Math.round(level.progress * 100)}%` }} />
        </div>
      ) : null}
      {recent.length ? (
        <>
          <h3 className={own.sectionTitle}>{t('section.recent')}</h3>
          <ul className={own.recent}>
            {recent.map((e) => (
              <li key={e.id}>
                <span>
                  {describe(e)}
                  {e.note ? <span className={adminStyles.muted}> · {e.note}</span> : null}
                  <span className={adminStyles.muted}> · {formatDateTime(new Date(e.created_at))}</span>
                </span>
                <span className={e.delta > 0 ? own.plus : own.minus} dir="ltr">
                  {e.delta > 0 ? `+${n(e.delta)}` : n(e.delta)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {mayAdjust ? (
        <details className={own.adjust}>
          <summary>{t('section.adjust')}</summary>
          <AdjustPointsForm
            memberId={memberId}
            texts={Object.fromEntries(ADJUST_TEXTS.map((key) => [key, t(`section.${key}`)])) as Record<(typeof ADJUST_TEXTS)[number], string>}
          />
        </details>
      ) : null}
    </section>
  );
}
