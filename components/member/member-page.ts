import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/config';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';

/*
 * What the member pages that read one query value share (/user/member?page=, /user/myPurse and its
 * print sheet with ?currency=): their props, their metadata (a title, kept out of search engines),
 * and their opening: the locale, the value, and the gate that sends a visitor without a session to
 * the login page and back to the same address, query included.
 */

export type MemberPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A member page's generateMetadata: `title` in the page's locale, noindex. */
export function memberPageMetadata(title: (locale: Locale) => Promise<string>) {
  return async ({ params }: Pick<MemberPageProps, 'params'>): Promise<Metadata> => ({ title: await title(await pageLocale(params)), robots: { index: false } });
}

/**
 * Opens a member page at `path`: the page's locale and its query value `name` as `read` accepts it
 * (null: absent, refused, or the default, which the address leaves out), the gate passed.
 */
export async function openMemberPage<T extends string | number>(
  { params, searchParams }: MemberPageProps,
  path: string,
  name: string,
  read: (raw: string | undefined) => T | null,
): Promise<{ locale: Locale; value: T | null }> {
  const locale = await pageLocale(params);
  const raw = (await searchParams)[name];
  const value = read(Array.isArray(raw) ? raw[0] : raw);
  await guardMemberPage(locale, value === null ? path : `${path}?${name}=${value}`);
  return { locale, value };
}
