import type { ReactNode } from 'react';

type HeadProps = { className: string; title: ReactNode; intro: ReactNode };

/**
 * A page's title block: its h1 and the intro under it, in the page's own `.head` class (each page
 * styles its head in its own CSS module, so the class comes from the page).
 */
export function PageHead({ className, title, intro }: HeadProps) {
  return (
    <header className={className}>
      <h1>{title}</h1>
      <p>{intro}</p>
    </header>
  );
}

/**
 * The same title block for heads laid out as a row: the h1 and intro kept together in one box,
 * with `children` (a button, a balance, or nothing) beside it.
 */
export function PageHeadRow({ className, title, intro, children }: HeadProps & { children?: ReactNode }) {
  return (
    <header className={className}>
      <div>
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
      {children}
    </header>
  );
}
