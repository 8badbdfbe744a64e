import 'server-only';
import { notFound } from 'next/navigation';
import { isAdminLocale, type AdminLocale } from '@/i18n/admin';
import type { StaffRole } from '@/lib/config';
import { parseId } from '@/lib/parse-id';
import { guardStaffPage } from './page';

/**
 * The door of a back-office record page, `${section}/{id}` (a lead, a member): its locale and id.
 * Another locale or an id that is not a record's is the 404 before the guard runs, so a wrong
 * address answers the same to everyone; then the page is guarded for `roles` at its own address.
 */
export async function guardStaffRecordPage(
  params: Promise<{ locale: string; id: string }>,
  section: string,
  roles: readonly StaffRole[],
): Promise<{ locale: AdminLocale; id: number }> {
  const { locale, id: rawId } = await params;
  const id = parseId(rawId);
  if (!isAdminLocale(locale) || id === null) notFound();
  await guardStaffPage(locale, `${section}/${id}`, roles);
  return { locale, id };
}
