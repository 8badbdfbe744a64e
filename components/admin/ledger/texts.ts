import 'server-only';
import { LEDGER_KINDS, type LedgerKind } from '@/lib/config';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import type { PostEntryTexts } from './PostEntryForm';
import type { ReverseTexts } from './ReverseButton';

/** The ledger forms' texts in the back office's language (props of the client leaves). */
export async function ledgerFormTexts(locale: AdminLocale): Promise<{ post: PostEntryTexts; reverse: (amount: string, id: number) => ReverseTexts }> {
  const t = await adminTranslator(locale, 'ledger');
  const kinds = Object.fromEntries(LEDGER_KINDS.map((k) => [k, t(`kind.${k}`)])) as Record<LedgerKind, string>;
  const kindHints = Object.fromEntries(LEDGER_KINDS.map((k) => [k, t(`kindHint.${k}`)])) as Record<LedgerKind, string>;
  return {
    post: {
      order: t('field.order'),
      noOrder: t('field.noOrder'),
      kind: t('field.kind'),
      direction: t('field.direction'),
      charge: t('field.charge'),
      credit: t('field.credit'),
      amount: t('field.amount'),
      currency: t('field.currency'),
      date: t('field.date'),
      note: t('field.note'),
      amountHint: t('amountHint'),
      submit: t('submit'),
      saving: t('saving'),
      saved: t('saved'),
      kinds,
      kindHints,
    },
    reverse: (amount, id) => ({
      reverse: t('reverse'),
      title: t('reverseTitle', { id }),
      text: t('reverseText', { amount }),
      note: t('reverseNote'),
      confirm: t('reverseConfirm'),
      cancel: t('cancel'),
      reversing: t('reversing'),
    }),
  };
}
