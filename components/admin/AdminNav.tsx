'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './Admin.module.css';

export interface AdminNavItem {
  href: string;
  label: string;
  icon:
    | 'home'
    | 'leads'
    | 'orders'
    | 'messages'
    | 'members'
    | 'products'
    | 'categories'
    | 'slider'
    | 'cards'
    | 'faq'
    | 'company'
    | 'trust'
    | 'translate'
    | 'audit'
    | 'ledger'
    | 'redemptions'
    | 'college'
    | 'courses'
    | 'libraries'
    | 'rewards'
    | 'levels'
    | 'team'
    | 'insights';
  /** A count beside the label (unread messages), with its words for screen readers. */
  badge?: { count: number; label: string };
}

const ICONS: Record<AdminNavItem['icon'], string> = {
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  leads: 'M4 5h16v10H15l-3 3-3-3H4z M8 9h8 M8 12h5',
  orders: 'M5 4h14v16H5z M8 8h8 M8 12h8 M8 16h5',
  messages: 'M4 5h16v11H9l-5 4z M8 9h8 M8 12h6',
  members: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6 M16 4.5a3.5 3.5 0 0 1 0 6.5 M18 14c2 .8 3 2.8 3 6',
  products: 'M4 8l8-4 8 4v8l-8 4-8-4z M4 8l8 4 8-4 M12 12v8',
  categories: 'M4 4h7v7H4z M13 4h7v7h-7z M4 13h7v7H4z M13 13h7v7h-7z',
  slider: 'M3 6h18v12H3z M3 15l5-4 4 3 3-2 6 4 M9 21h6',
  cards: 'M3 5h5v14H3z M10 5h4v14h-4z M16 5h5v14h-5z',
  faq: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14 M12 17.2v.1',
  company: 'M4 21V7l8-4 8 4v14 M4 21h16 M9 21v-5h6v5 M8 9h2 M14 9h2 M8 12.5h2 M14 12.5h2',
  trust: 'M12 3 5 6v5c0 4.4 3 8.3 7 10 4-1.7 7-5.6 7-10V6z M8.5 12l2.5 2.5 4.5-5',
  translate: 'M3 5h9 M7.5 3v2 M5 5c1 4 3.5 6.5 7 8 M10 5c-1 4-3.5 6.5-7 8 M13 21l4-10 4 10 M14.5 17.5h5',
  audit: 'M6 3h9l4 4v14H6z M14 3v5h5 M9 12h7 M9 16h7',
  ledger: 'M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z M4 7l11-3v3 M16 13h2',
  redemptions: 'M4 10h16v10H4z M3 7h18v3H3z M12 7v13 M12 7c-1.5-3-5-3-5-1s5 1 5 1z M12 7c1.5-3 5-3 5-1s-5 1-5 1z',
  college: 'M2 9l10-5 10 5-10 5z M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5 M22 9v6',
  courses: 'M4 5h6a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H4z M20 5h-6a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h6z',
  libraries: 'M4 4h4v16H4z M10 4h4v16h-4z M16 5l3.5-.8 3 15.6-3.5.8z',
  rewards: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8L3.5 9.2l5.9-.9z',
  levels: 'M4 20V14 M10 20V10 M16 20V6 M2 20h20',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20a6 6 0 0 1 12 0 M16 11a3 3 0 1 0 0-6 M18 20h3a6 6 0 0 0-4-5.7',
  insights: 'M4 4v16h16 M7 15l4-4 3 3 5-6',
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
                {item.badge && item.badge.count > 0 ? (
                  <>
                    <span className={styles.navBadge} aria-hidden="true" data-testid={`nav-badge-${item.icon}`}>
                      {item.badge.count}
                    </span>
                    <span className="visually-hidden">{item.badge.label}</span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
