import type { ReactNode } from 'react';

/** A head button that opens the public page an editor is changing, in a new tab (the back office stays open). */
export default function ViewOnSite({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="button button--ghost" href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}
