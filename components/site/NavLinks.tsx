import Link from 'next/link';

/** A menu link: its href already in the page's locale (resolved on the server). */
export interface NavLink {
  href: string;
  label: string;
}

/** The site's menu as a list of links: the header's second row and the mobile menu's panel show the same one. */
export default function NavLinks({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
