import { notFound } from 'next/navigation';
import { LEVEL_CURRENCY, ORDER_CURRENCIES, POINTS_RULES } from '@/lib/config';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { POINTS_STAFF_ROLES } from '@/lib/api/contract/points';
import { guardStaffPage } from '@/lib/server/http/page';
import { keyedTexts } from '@/lib/keyed-texts';
import { levelsSetup } from '@/lib/server/ledger/pages';
import LevelEditor from '@/components/admin/points/LevelEditor';
import RulesForm from '@/components/admin/points/RulesForm';
import RatesForm from '@/components/admin/points/RatesForm';
import { contentFormTexts } from '@/components/admin/FaqFormTexts';
import { ListHead } from '@/components/admin/list/AdminList';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }> };

/** /admin/levels: member levels (threshold, colour, names and benefits in 14 languages), the points rules and the exchange rates (admins). */
export default async function LevelsAdminPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/levels', POINTS_STAFF_ROLES);
  const [t, form, { levels, rules, rates }] = await Promise.all([adminTranslator(locale, 'levels'), contentFormTexts(locale), levelsSetup()]);
  const names = keyedTexts(POINTS_RULES, (k) => t(`rules.${k}`));
  const hints = keyedTexts(POINTS_RULES, (k) => t(`rules.hint_${k}`));
  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />
      <section className={styles.panel} aria-labelledby="levels-list">
        <h2 id="levels-list">{t('levels')}</h2>
        <p className={styles.muted}>{t('levelsHint')}</p>
        <LevelEditor
          levels={levels}
          locale={locale}
          form={form}
          texts={{
            ...keyedTexts(['add', 'addTitle', 'empty', 'threshold', 'thresholdHint', 'colour', 'name', 'benefits', 'benefitsHint', 'everyone', 'deleteTitle'], (k) => t(k)),
            ...keyedTexts(['from', 'benefitsCount'], (k) => t.raw(k) as string),
          }}
        />
      </section>
      <section className={styles.panel} aria-labelledby="points-rules">
        <h2 id="points-rules">{t('rulesTitle')}</h2>
        <p className={styles.muted}>{t('rulesHint')}</p>
        <RulesForm rules={rules} form={form} texts={{ names, hints, points: t('points'), perAmount: t('perAmount'), active: t('active') }} />
      </section>
      <section className={styles.panel} aria-labelledby="exchange-rates">
        <h2 id="exchange-rates">{t('ratesTitle')}</h2>
        <p className={styles.muted}>{rates.customised ? t('ratesHint') : t('ratesDefault')}</p>
        <RatesForm currencies={ORDER_CURRENCIES.filter((c) => c !== LEVEL_CURRENCY)} rates={rates.rates} form={form} texts={{ rate: t.raw('rate') as string }} />
      </section>
    </>
  );
}
