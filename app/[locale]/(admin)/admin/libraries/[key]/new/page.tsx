import { notFound } from 'next/navigation';
import { isAdminLocale } from '@/i18n/admin';
import { CONTENT_STAFF_ROLES } from '@/lib/api/contract';
import { isLibraryKey } from '@/lib/server/content/cached';
import { guardStaffPage } from '@/lib/server/http/page';
import EntryEditor from '@/components/admin/libraries/EntryEditor';

type Props = { params: Promise<{ locale: string; key: string }> };

/** /admin/libraries/{key}/new: a new entry of the library. */
export default async function NewEntryPage({ params }: Props) {
  const { locale, key } = await params;
  if (!isAdminLocale(locale) || !isLibraryKey(key)) notFound();
  await guardStaffPage(locale, `/admin/libraries/${key}/new`, CONTENT_STAFF_ROLES);
  return <EntryEditor locale={locale} libraryKey={key} />;
}
