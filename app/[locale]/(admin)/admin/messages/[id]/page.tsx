import { notFound } from 'next/navigation';
import { isAdminLocale } from '@/i18n/admin';
import { parseId } from '@/lib/parse-id';
import { MESSAGE_STAFF_ROLES } from '@/lib/api/contract/messages';
import { guardStaffPage } from '@/lib/server/http/page';
import { staffConversation } from '@/lib/server/messages/pages';
import MarkRead from '@/components/admin/MarkRead';
import StaffConversation from '@/components/admin/messages/StaffConversation';

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /admin/messages/{id}: one conversation, with the member, the order and the reply form. Rendering
 * it writes nothing; once it is shown, the browser marks it read (MarkRead).
 */
export default async function AdminThreadPage({ params, searchParams }: Props) {
  const { locale, id: rawId } = await params;
  if (!isAdminLocale(locale)) notFound();
  const id = parseId(rawId);
  await guardStaffPage(locale, `/admin/messages/${rawId}`, MESSAGE_STAFF_ROLES);
  if (id === null) notFound();
  const before = parseId(String((await searchParams).before ?? '')) ?? null;
  const page = await staffConversation(id, before);
  if (!page) notFound();
  // The newest page of an unread thread is marked read up to its newest message once it is shown.
  const newest = before === null && page.thread.unread > 0 ? page.messages.at(-1) : undefined;
  return (
    <>
      <StaffConversation locale={locale} page={page} target={{ thread_id: page.thread.id }} before={before} />
      {newest ? <MarkRead path={`/admin/messages/${page.thread.id}/read`} data={{ up_to: newest.id }} /> : null}
    </>
  );
}
