import type { ReactNode } from 'react';

/**
 * The next/link module for component tests: next/link needs the Next router, a plain <a> with the
 * same href (and the other props) does here. Use as
 * `jest.mock('next/link', () => jest.requireActual('@/lib/testing/next-link-mock').mockNextLinkModule());`
 * (a jest.mock factory may only reach other modules through jest.requireActual).
 */
export function mockNextLinkModule() {
  return {
    __esModule: true,
    default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
      <a href={href} {...rest}>
        {children}
      </a>
    ),
  };
}
