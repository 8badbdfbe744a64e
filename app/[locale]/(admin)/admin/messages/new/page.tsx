import { notFound, redirect } from 'next/navigation';
import { isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { parseId } from '@/lib/parse-id';
import { MESSAGE_STAFF_ROLES } from '@/lib/api/contract/messages';
import { guardStaffPage } from '@/lib/server/http/page';
import { staffConversationStart } from '@/lib/server/messages/pages';
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
  await guardStaffPage(locale, '/admin/messages', MESSAGE_STAFF_ROLES);
  const target: { order: number } | { member: number } | null = orderId !== null ? { order: orderId } : memberId !== null ? { member: memberId } : null;
  if (!target) notFound();
  const found = await staffConversationStart(target);
  if (!found) notFound();
  if ('thread_id' in found) redirect(localizedPath(locale, `/admin/messages/${found.thread_id}`));
  return <StaffConversation locale={locale} page={found} target={'order' in target ? { order_id: target.order } : { member_id: target.member }} before={null} />;
}
