import 'server-only';
import { notFound } from 'next/navigation';
import type * as z from 'zod/mini';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import type { StaffRole } from '@/lib/config';
import { guardStaffPage } from '@/lib/server/http/page';
import { validate } from '@/lib/validation/kit';
import { firstValues, listQuery, type ListPageProps } from './list-query';

/**
 * The opening every filtered back-office list page has: its locale (an unknown one is the 404), the
 * staff guard for `path`, and its query read from the address with the list's `schema` (`fallback`,
 * the whole list, when the address does not validate) and its page. Also what `listQuery` says of the `filters`
 * the pager and the form keep, `invalid`: the fields that did not validate, or null, and `fold`: the
 * texts of the line the filters fold behind on a phone (how many are set).
 */
export async function openListPage<Query extends { page: number }>(
  { params, searchParams }: ListPageProps,
  path: string,
  roles: readonly StaffRole[],
  schema: z.ZodMiniType<Query>,
  fallback: NoInfer<Query>,
  filters: readonly string[] = [],
) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const raw = firstValues(await searchParams);
  await guardStaffPage(locale, path, roles);
  const checked = validate(schema, raw);
  const here = localizedPath(locale, path);
  const query = checked.ok ? checked.value : fallback;
  const invalid = checked.ok ? null : Object.keys(checked.errors).join(', ');
  const address = listQuery(raw, checked.ok, filters, here);
  const t = await adminTranslator(locale, 'listFilters');
  // On a phone the filters fold away behind one line that says how many of them are set.
  const fold = { toggle: t('toggle'), active: address.kept.size ? t('active', { count: address.kept.size }) : null };
  return { locale, here, query, page: query.page, invalid, fold, ...address };
}

/** What `openListPage` answers: the list page's address, its filters and its pager's links. */
export type OpenListPage = Awaited<ReturnType<typeof openListPage>>;
