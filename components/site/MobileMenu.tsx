import type { ReactNode } from 'react';
import Link from 'next/link';
import MenuDisclosure from './MenuDisclosure';
import { MailIcon, WhatsAppIcon } from './ContactIcons';
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
  /** "My account" (a client leaf that shows only to a signed-in browser), above the links. */
  account?: ReactNode;
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
export default function MobileMenu({ links, account, openLabel, closeLabel, contact, search }: Props) {
  return (
    <MenuDisclosure openLabel={openLabel} closeLabel={closeLabel}>
      {search ? <div className={styles.search}>{search}</div> : null}
      {account}
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
              <WhatsAppIcon className={styles.icon} />
              <span className={styles.channelText}>
                <span className={styles.channelLabel}>{contact.whatsapp.label}</span>
                <span dir="ltr">{contact.whatsapp.value}</span>
              </span>
            </a>
          </li>
          <li>
            <a href={contact.email.href} className={styles.channel}>
              <MailIcon className={styles.icon} />
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
