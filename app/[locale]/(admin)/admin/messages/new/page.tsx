import { notFound, redirect } from 'next/navigation';
import { isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { parseId } from '@/lib/parse-id';
import { staffPage } from '@/lib/server/access/member-page';
import { getDb } from '@/lib/server/db';
import { staffThreadStart } from '@/lib/server/messages/service';
import { ApiProblem } from '@/lib/server/problems';
import StaffConversation from '@/components/admin/messages/StaffConversation';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * /admin/messages/new?order={id} or ?member={id}: the conversation about an order (any order) or
 * with a member (their general thread): its page when it exists, otherwise an empty conversation
 * whose first message opens it. The order and member pages link here.
 */
export default async function NewThreadPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const query = await searchParams;
  const orderId = parseId(one(query.order));
  const memberId = parseId(one(query.member));
  const actor = await staffPage(locale, '/admin/messages', 'sales');
  const target: { order: number } | { member: number } | null = orderId !== null ? { order: orderId } : memberId !== null ? { member: memberId } : null;
  if (!target) notFound();
  const found = await staffThreadStart(await getDb(), actor, target).catch((error: unknown) => {
    if (error instanceof ApiProblem && error.status === 404) notFound();
    throw error;
  });
  if ('thread_id' in found) redirect(localizedPath(locale, `/admin/messages/${found.thread_id}`));
  return <StaffConversation locale={locale} page={found} target={'order' in target ? { order_id: target.order } : { member_id: target.member }} before={null} />;
}
