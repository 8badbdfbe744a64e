'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './Admin.module.css';

export interface AdminNavItem {
  href: string;
  label: string;
  icon: 'home' | 'leads' | 'audit';
}

const ICONS: Record<AdminNavItem['icon'], string> = {
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  leads: 'M4 5h16v10H15l-3 3-3-3H4z M8 9h8 M8 12h5',
  audit: 'M6 3h9l4 4v14H6z M14 3v5h5 M9 12h7 M9 16h7',
};

/** The back office's sections; the current one is marked for the eye and for screen readers. */
export default function AdminNav({ items, label }: { items: readonly AdminNavItem[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.navList}>
        {items.map((item) => {
          // The overview is current on itself only; a section also on its pages.
          const current = pathname === item.href || (item.icon !== 'home' && pathname.startsWith(`${item.href}/`));
          return (
            <li key={item.href}>
              <Link href={item.href} className={styles.navLink} aria-current={current ? 'page' : undefined}>
                <svg className={styles.navIcon} viewBox="0 0 24 24" aria-hidden="true">
                  <path d={ICONS[item.icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
                </svg>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
