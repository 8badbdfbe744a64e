import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { accountManagerChoice } from '@/lib/server/help/pages';
import adminStyles from '@/components/admin/Admin.module.css';
import AccountManagerForm from './AccountManagerForm';

/**
 * The back office's member page: who looks after the member (their contact on /user/helpGroup),
 * chosen among the active staff accounts; without one the member sees the sales team's contact.
 * Sales and admin (the page's gate); each change is audited.
 */
export default async function AccountManagerSection({ memberId, locale }: { memberId: number; locale: AdminLocale }) {
  const [t, found] = await Promise.all([adminTranslator(locale, 'team'), accountManagerChoice(memberId)]);
  if (!found) return null;
  const { current, choices } = found;
  // A manager whose account was disabled since stays visible as the current choice.
  const options = current && !choices.some((c) => c.id === current.id) ? [...choices, current] : choices;
  return (
    <section className={adminStyles.panel} aria-labelledby="member-manager">
      <h2 id="member-manager">{t('managerTitle')}</h2>
      <p className={adminStyles.muted}>{current ? t('managerIs', { name: current.name }) : t('managerNone')}</p>
      <AccountManagerForm
        memberId={memberId}
        current={current?.id ?? null}
        choices={options}
        texts={{ label: t('managerLabel'), none: t('managerOption'), save: t('managerSave'), saving: t('saving'), saved: t('saved') }}
      />
    </section>
  );
}
