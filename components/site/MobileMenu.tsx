import type { ReactNode } from 'react';
import Link from 'next/link';
import MenuDisclosure from './MenuDisclosure';
import NavLinks, { type NavLink } from './NavLinks';
import styles from './MobileMenu.module.css';

interface ContactLink {
  href: string;
  label: string;
  /** The number or address itself, shown left to right. */
  value: string;
}

interface Props {
  /** Hrefs already localized on the server. */
  links: NavLink[];
  openLabel: string;
  closeLabel: string;
  /** Phones have no contact strip: the menu carries the quote button, WhatsApp and e-mail. */
  contact: { heading: string; quote: { href: string; label: string }; whatsapp: ContactLink; email: ContactLink };
  /**
   * The product search (the header's GET form, rendered on the server and passed in, so it adds no
   * JavaScript): phones have no search in the header.
   */
  search?: ReactNode;
}

/**
 * The menu below the LG breakpoint. Its panel (the search, the links, the contacts) is rendered here
 * on the server; the browser only gets the small disclosure that opens and closes it
 * (MenuDisclosure: the button, Escape, closing on navigation, the current page marked).
 */
export default function MobileMenu({ links, openLabel, closeLabel, contact, search }: Props) {
  return (
    <MenuDisclosure openLabel={openLabel} closeLabel={closeLabel}>
      {search ? <div className={styles.search}>{search}</div> : null}
      <nav aria-label={openLabel}>
        <NavLinks links={links} className={styles.links} />
      </nav>
      <section className={styles.contact} aria-labelledby="mobile-menu-contact">
        <h2 id="mobile-menu-contact" className={styles.heading}>
          {contact.heading}
        </h2>
        <Link href={contact.quote.href} className={`button ${styles.quote}`}>
          {contact.quote.label}
        </Link>
        <ul className={styles.channels}>
          <li>
            <a href={contact.whatsapp.href} rel="noopener" className={styles.channel}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
                <path d="M12 3a9 9 0 0 0-7.7 13.6L3 21l4.5-1.2A9 9 0 1 0 12 3Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                <path
                  d="M9.2 7.6c-.4 0-.9.4-1 1-.2 1.3.4 3 1.8 4.5 1.5 1.5 3.3 2.3 4.6 2.1.6-.1 1-.6 1-1l.1-.9-1.9-.9-.8.9c-1.1-.4-2.2-1.4-2.7-2.6l.8-.8-.8-2Z"
                  fill="currentColor"
                />
              </svg>
              <span className={styles.channelText}>
                <span className={styles.channelLabel}>{contact.whatsapp.label}</span>
                <span dir="ltr">{contact.whatsapp.value}</span>
              </span>
            </a>
          </li>
          <li>
            <a href={contact.email.href} className={styles.channel}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
                <rect x="3" y="5" width="18" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className={styles.channelText}>
                <span className={styles.channelLabel}>{contact.email.label}</span>
                <span dir="ltr">{contact.email.value}</span>
              </span>
            </a>
          </li>
        </ul>
      </section>
    </MenuDisclosure>
  );
}
