import { notFound } from 'next/navigation';
import { isAdminLocale } from '@/i18n/admin';
import { CONTENT_STAFF_ROLES } from '@/lib/api/contract';
import { parseId } from '@/lib/parse-id';
import { isLibraryKey } from '@/lib/server/content/cached';
import { adminEntry } from '@/lib/server/content/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import EntryEditor from '@/components/admin/libraries/EntryEditor';

type Props = { params: Promise<{ locale: string; key: string; id: string }> };

/** /admin/libraries/{key}/{id}: an entry's editor (texts, pictures, files, tags, product, downloads), view and delete. */
export default async function EntryAdminPage({ params }: Props) {
  const { locale, key, id: rawId } = await params;
  const id = parseId(rawId);
  if (!isAdminLocale(locale) || !isLibraryKey(key) || id === null) notFound();
  await guardStaffPage(locale, `/admin/libraries/${key}/${id}`, CONTENT_STAFF_ROLES);
  const entry = await adminEntry(key, id);
  if (!entry) notFound();
  return <EntryEditor locale={locale} libraryKey={key} entry={entry} />;
}
