import { notFound } from 'next/navigation';
import { CATALOGUE_IMAGE } from '@/lib/config';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { REWARDS_STAFF_ROLES } from '@/lib/api/contract/points';
import { guardStaffPage } from '@/lib/server/http/page';
import { keyedTexts } from '@/lib/keyed-texts';
import { rewardsForStaff } from '@/lib/server/ledger/pages';
import RewardEditor from '@/components/admin/points/RewardEditor';
import { contentFormTexts } from '@/components/admin/FaqFormTexts';
import { ListHead } from '@/components/admin/list/AdminList';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }> };

/** /admin/rewards: the points shop's rewards (editors): picture, price in points, stock, shown or hidden, texts in 14 languages. */
export default async function RewardsAdminPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/rewards', REWARDS_STAFF_ROLES);
  const [t, form, rewards] = await Promise.all([adminTranslator(locale, 'rewards'), contentFormTexts(locale), rewardsForStaff()]);
  const mb = Math.floor(CATALOGUE_IMAGE.maxBytes / (1024 * 1024));
  return (
    <>
      <ListHead
        title={t('title')}
        intro={t('intro')}
        actions={
          <a className="button button--ghost" href={localizedPath(locale, '/admin/redemptions')}>
            {t('toRedemptions')}
          </a>
        }
      />
      <section className={styles.panel} aria-label={t('title')}>
        <RewardEditor
          rewards={rewards}
          locale={locale}
          form={form}
          texts={{
            ...keyedTexts(['add', 'addTitle', 'empty', 'picture', 'upload', 'uploading', 'pictureNeeded'], (k) => t(k)),
            ...keyedTexts(['description', 'price', 'stock', 'sort', 'shown', 'shownHint', 'hidden', 'outOfStock'], (k) => t(k)),
            pictureHint: t('pictureHint', { mb }),
            title: t('rewardTitle'),
            facts: t.raw('facts') as string,
          }}
        />
      </section>
    </>
  );
}
