import Link from 'next/link';
import styles from './Admin.module.css';

/** Previous / "page n of m" / next, as links (a page of the back office is an address). */
export default function Pager({
  page,
  pages,
  href,
  texts,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  texts: { label: string; previous: string; next: string; position: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={texts.label}>
      {page > 1 ? <Link href={href(page - 1)}>{texts.previous}</Link> : <span aria-disabled="true">{texts.previous}</span>}
      <span>{texts.position}</span>
      {page < pages ? <Link href={href(page + 1)}>{texts.next}</Link> : <span aria-disabled="true">{texts.next}</span>}
    </nav>
  );
}
