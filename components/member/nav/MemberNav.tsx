'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { currentNavKey, MEMBER_NAV_GROUPS, type MemberNavGroup, type MemberNavKey } from '@/lib/member-nav';
import { splitLocale } from '@/i18n/paths';
import LogoutButton from '../LogoutButton';
import MemberAvatar from '../MemberAvatar';
import NavIcon from './NavIcon';
import styles from './MemberShell.module.css';

export interface MemberNavItem {
  key: MemberNavKey;
  group: MemberNavGroup;
  href: string;
  label: string;
}

/**
 * The member menu: who is logged in, the member pages in their groups (the current one marked
 * aria-current), the unread messages and the logout button (with its 'Warm reminder' dialog). From
 * 992 px the groups stand in the side column; on a phone a button naming the current page opens
 * them as a panel (a disclosure: Escape or a choice closes it and focus goes back to the button).
 */
export default function MemberNav({
  items,
  groups,
  unread,
  member,
  homeHref,
  texts,
}: {
  items: MemberNavItem[];
  /** Each group's heading. */
  groups: Record<MemberNavGroup, string>;
  unread: number;
  member: { name: string; company: string; avatar: string };
  homeHref: string;
  texts: { label: string; title: string; unread: string; menu: string };
}) {
  const pathname = usePathname();
  const current = currentNavKey(splitLocale(pathname).path);
  const currentItem = items.find((item) => item.key === current);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A choice leads to another page: the panel closes behind it.
  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <aside className={styles.aside}>
      <div className={styles.who}>
        <MemberAvatar name={member.name} src={member.avatar || null} size={48} />
        <div className={styles.whoText}>
          <span className={styles.whoTitle}>{texts.title}</span>
          <strong className={styles.whoName}>
            <bdi>{member.name}</bdi>
          </strong>
          {member.company ? (
            <span className={styles.whoCompany}>
              <bdi>{member.company}</bdi>
            </span>
          ) : null}
        </div>
      </div>
      <div className={styles.out}>
        <LogoutButton homeHref={homeHref} className={styles.logout} />
      </div>
      <nav className={styles.nav} aria-label={texts.label} onKeyDown={onKeyDown}>
        <button ref={toggleRef} type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
          <span className={styles.toggleText}>
            <span className={styles.toggleLabel}>{texts.menu}</span>
            {currentItem ? <span className={styles.toggleCurrent}>{currentItem.label}</span> : null}
          </span>
          {unread > 0 ? (
            <span className={styles.badge} aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
        <div id={panelId} className={styles.panel} data-open={open || undefined}>
          {MEMBER_NAV_GROUPS.map((group) => (
            <div key={group} className={styles.group} role="group" aria-labelledby={`${panelId}-${group}`}>
              <span id={`${panelId}-${group}`} className={styles.groupHeading}>
                {groups[group]}
              </span>
              <ul className={styles.list}>
                {items
                  .filter((item) => item.group === group)
                  .map((item) => (
                    <li key={item.key}>
                      <Link href={item.href} className={styles.link} aria-current={item.key === current ? 'page' : undefined} data-nav={item.key} onClick={() => setOpen(false)}>
                        <NavIcon name={item.key} />
                        <span className={styles.linkText}>{item.label}</span>
                        {item.key === 'message' && unread > 0 ? (
                          <span className={styles.badge}>
                            <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                            <span className="visually-hidden">{texts.unread}</span>
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
    </aside>
  );
}
