import type { ReactNode } from 'react';

/**
 * The LocaleLink module for tests of server components: a plain <a> whose href carries the English
 * prefix, as the real link writes it for /en pages. Use as
 * `jest.mock('@/components/ui/LocaleLink', () => jest.requireActual('@/lib/testing/locale-link-mock').mockLocaleLinkModule());`
 * (a jest.mock factory may only reach other modules through jest.requireActual).
 */
export function mockLocaleLinkModule() {
  return {
    __esModule: true,
    default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
      <a href={`/en${href}`} {...rest}>
        {children}
      </a>
    ),
  };
}
