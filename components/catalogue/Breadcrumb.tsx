import Link from '@/components/ui/LocaleLink';
import styles from './Breadcrumb.module.css';

export interface Crumb {
  name: string;
  /** Absent for the current page. */
  href?: string;
}

export default function Breadcrumb({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`}>
            {item.href ? <Link href={item.href}>{item.name}</Link> : <span aria-current="page">{item.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
