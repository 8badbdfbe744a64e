import { notFound } from 'next/navigation';
import { isAdminLocale } from '@/i18n/admin';
import { parseId } from '@/lib/parse-id';
import { staffPage } from '@/lib/server/access/member-page';
import { getDb } from '@/lib/server/db';
import { staffThread } from '@/lib/server/messages/service';
import { ApiProblem } from '@/lib/server/problems';
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
  const actor = await staffPage(locale, `/admin/messages/${rawId}`, 'sales');
  if (id === null) notFound();
  const before = parseId(String((await searchParams).before ?? '')) ?? null;
  const page = await staffThread(await getDb(), actor, id, { before }).catch((error: unknown) => {
    if (error instanceof ApiProblem && error.status === 404) notFound();
    throw error;
  });
  // The newest page of an unread thread is marked read up to its newest message once it is shown.
  const newest = before === null && page.thread.unread > 0 ? page.messages.at(-1) : undefined;
  return (
    <>
      <StaffConversation locale={locale} page={page} target={{ thread_id: page.thread.id }} before={before} />
      {newest ? <MarkRead path={`/admin/messages/${page.thread.id}/read`} data={{ up_to: newest.id }} /> : null}
    </>
  );
}
