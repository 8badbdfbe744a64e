import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { TRANSLATE_STAFF_ROLES } from '@/lib/api/contract/translate';
import { guardStaffPage, pageLocale } from '@/lib/server/http/page';
import { protectedTermsForStaff, translationHelpFor } from '@/lib/server/translate/pages';
import { keyedTexts } from '@/lib/keyed-texts';
import { ListHead } from '@/components/admin/list/AdminList';
import ProtectedTerms from '@/components/admin/translate/ProtectedTerms';
import { PROVIDER_NAMES } from '@/components/admin/translate/translate-texts';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }> };

/** /admin/translate: the protected terms the translation help never translates, and which provider is set up (editors). */
export default async function TranslateAdminPage({ params }: Props) {
  const locale = await pageLocale(params);
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/translate', TRANSLATE_STAFF_ROLES);
  const [{ list }, help, t] = await Promise.all([protectedTermsForStaff(), translationHelpFor('product', []), adminTranslator(locale, 'translate')]);
  return (
    <>
      <ListHead title={t('termsTitle')} intro={t('termsIntro')} />
      <p className={styles.muted}>{help.provider ? t('provider', { provider: PROVIDER_NAMES[help.provider] }) : t('noProvider')}</p>
      <ProtectedTerms list={list} texts={{ ...keyedTexts(['term', 'termHint', 'add', 'adding', 'remove', 'noTerms'], (k) => t(k)), removeLabel: t.raw('removeLabel') as string }} />
    </>
  );
}
