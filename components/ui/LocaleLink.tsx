import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { hrefToString, type Href } from '@/lib/seo/paths';
import { localizedPath } from '@/i18n/paths';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href; locale?: Locale };

/**
 * A link to one of our pages in the current locale, resolved on the server (`/products` →
 * `/en/products`), so the browser gets a plain next/link and no i18n runtime (client
 * JavaScript stays at the leaves; next-intl's client Link needs its provider and message formatter).
 */
export default async function LocaleLink({ href, locale, ...rest }: Props) {
  const current = locale ?? (await getLocale());
  return <NextLink href={localizedPath(current, hrefToString(href))} {...rest} />;
}
