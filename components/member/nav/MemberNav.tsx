'use client';

import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { currentNavKey, type MemberNavGroup, type MemberNavKey } from '@/lib/member-nav';
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
 * The member menu: who is logged in, the member pages (the current one marked aria-current and,
 * on phones, scrolled into view in the tab strip), the unread messages and the logout button
 * (with its 'Warm reminder' dialog). One markup; the layout changes at 992 px.
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
  /** Each group's heading (shown in the desktop column; the phone strip runs on without them). */
  groups: Record<MemberNavGroup, string>;
  unread: number;
  member: { name: string; company: string; avatar: string };
  homeHref: string;
  texts: { label: string; title: string; unread: string };
}) {
  const pathname = usePathname();
  const current = currentNavKey(splitLocale(pathname).path);
  const currentRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // The phone's strip scrolls sideways: bring the current item into view (no effect in the column).
    const link = currentRef.current;
    const strip = link?.closest('ul');
    if (!link || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const offset = link.offsetLeft - (strip.clientWidth - link.offsetWidth) / 2;
    strip.scrollTo({ left: offset, behavior: 'instant' as ScrollBehavior });
  }, [current]);

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
      <nav className={styles.nav} aria-label={texts.label}>
        <ul className={styles.list}>
          {items.map((item, index) => {
            const active = item.key === current;
            const heading = index === 0 || items[index - 1].group !== item.group ? groups[item.group] : null;
            return (
              <li key={item.key}>
                {heading ? <span className={styles.groupHeading}>{heading}</span> : null}
                <Link href={item.href} className={styles.link} aria-current={active ? 'page' : undefined} ref={active ? currentRef : undefined} data-nav={item.key}>
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
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
