import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { loadMessages } from '@/i18n/messages';
import { localizedPath, switchLocalePath } from '@/i18n/paths';
import { pickMessages } from '@/i18n/pick';
import { guardStaffPage, pageActorHas, pageLocale } from '@/lib/server/http/page';
import { signedIn } from '@/lib/server/members/pages';
import { staffUnreadThreads } from '@/lib/server/messages/pages';
import AdminNav, { type AdminNavItem } from '@/components/admin/AdminNav';
import LogoutButton from '@/components/member/LogoutButton';
import SessionTimeoutDialog from '@/components/member/SessionTimeoutDialog';
import styles from '@/components/admin/Admin.module.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The menu's sections after the overview, by the role that sees them, in menu order (admin holds
 * every role). A section is named by its icon, which is also its address under /admin and its
 * label's key, except `cards`: /admin/home-cards, labelled `homeCards`.
 */
const MENU: readonly (readonly ['sales' | 'editor' | 'admin', readonly Exclude<AdminNavItem['icon'], 'home'>[]])[] = [
  ['sales', ['leads', 'orders', 'messages', 'members', 'ledger', 'redemptions', 'college', 'insights']],
  ['editor', ['products', 'categories', 'slider', 'cards', 'faq', 'company', 'trust', 'translate', 'courses', 'libraries', 'rewards']],
  ['admin', ['levels', 'team', 'audit']],
];

// The staff member is read on every request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isAdminLocale(locale)) return {};
  const t = await adminTranslator(locale, 'meta');
  return { title: { absolute: t('title') }, robots: { index: false, follow: false } };
}

/**
 * The back office's frame (zh-CN and en: the business's own staff): its own bar and navigation,
 * none of the catalogue's. The gate lets staff in only; each page then asks for its own roles.
 */
export default async function AdminLayout({ children, params }: Props) {
  const locale = await pageLocale(params);
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin', []);
  const [t, tRoles, messages, me, sales, editor, admin] = await Promise.all([
    adminTranslator(locale, 'nav'),
    adminTranslator(locale, 'roles'),
    loadMessages(locale),
    signedIn(),
    pageActorHas(['sales']),
    pageActorHas(['editor']),
    pageActorHas(['admin']),
  ]);
  if (!me) notFound();
  const holds = { sales, editor, admin };
  const items: AdminNavItem[] = [{ href: localizedPath(locale, '/admin'), label: t('home'), icon: 'home' }];
  for (const [role, sections] of MENU) {
    if (!holds[role]) continue;
    for (const icon of sections) {
      const cards = icon === 'cards';
      items.push({ href: localizedPath(locale, `/admin/${cards ? 'home-cards' : icon}`), label: t(cards ? 'homeCards' : icon), icon });
    }
  }
  const inbox = items.find((item) => item.icon === 'messages');
  if (inbox) {
    const unread = await staffUnreadThreads();
    if (unread > 0) inbox.badge = { count: unread, label: (await adminTranslator(locale, 'messages'))('navUnread', { count: unread }) };
  }
  const other = locale === 'en' ? 'zh-CN' : 'en';
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(messages, ['member', 'api', 'common'])}>
      <SessionTimeoutDialog homeHref={localizedPath(locale, '/')} />
      <div className={styles.shell}>
        <header className={styles.bar}>
          <Link href={localizedPath(locale, '/admin')} className={styles.brand}>
            <span className={styles.brandMark} aria-hidden="true">
              <svg width="18" height="18" viewBox="0 0 24 24">
                <path d="M5 9h14v10H5zM9 6h6v3H9z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
              </svg>
            </span>
            {t('brand')}
          </Link>
          <span className={styles.who}>
            {t('signedInAs', { name: me.name })}
            {me.staffRoles.map((role) => (
              <span key={role} className={styles.role}>
                {tRoles(role)}
              </span>
            ))}
          </span>
          <Link className={styles.barLink} href={switchLocalePath(localizedPath(locale, '/admin'), other)} lang={other} hrefLang={other}>
            {t('language')}
          </Link>
          <Link className={styles.barLink} href={localizedPath(locale, '/')}>
            {t('site')}
          </Link>
          <LogoutButton homeHref={localizedPath(locale, '/')} />
        </header>
        <div className={styles.body}>
          <AdminNav items={items} label={t('menu')} />
          <main id="main" className={styles.main}>
            {children}
          </main>
        </div>
      </div>
    </NextIntlClientProvider>
  );
}
