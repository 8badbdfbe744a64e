import 'server-only';
import Link from 'next/link';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import type { RevisionKind } from '@/lib/api/contract/revisions';

/** An edit form's way to its record's history (/admin/revisions/{kind}/{id}). */
export default async function HistoryLink({ locale, kind, id }: { locale: AdminLocale; kind: RevisionKind; id: number }) {
  const t = await adminTranslator(locale, 'revisions');
  return (
    <Link className="button button--ghost" href={localizedPath(locale, `/admin/revisions/${kind}/${id}`)}>
      {t('history')}
    </Link>
  );
}
