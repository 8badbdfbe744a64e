/** The header menu (Home, Products, Our Process, Contact Us, About, FAQ), in order; labels are `nav.<key>` messages. */
export const NAV_ITEMS = [
  { key: 'home', href: '/' },
  { key: 'products', href: '/products' },
  { key: 'process', href: '/ourprocess' },
  { key: 'contact', href: '/contact' },
  { key: 'about', href: '/about' },
  { key: 'faq', href: '/faq' },
] as const;

/** Where "My account" leads a signed-in member (the member area's first page). */
export const ACCOUNT_PATH = '/user/profile';

export const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'pinterest', 'facebook', 'twitter'] as const;

/** A WhatsApp chat with the number of the system config (written with spaces and a plus sign). */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
