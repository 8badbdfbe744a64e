import 'server-only';
import { STAFF_ROLES, type Locale } from '@/lib/config';
import { isAdminLocale, type AdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';

/*
 * Where an account lands after logging in when no page was asked for. Staff work in the back
 * office, so they land on its overview (what waits for them); members land where the login page
 * sends them (null: the page's own default). The back office speaks zh-CN and en only: a staff
 * member who logs in from another language lands in the nearer of the two.
 */

function adminLocaleFor(locale: Locale): AdminLocale {
  if (isAdminLocale(locale)) return locale;
  return locale.startsWith('zh') ? 'zh-CN' : 'en';
}

export function landingFor(roles: readonly string[], locale: Locale): string | null {
  if (!STAFF_ROLES.some((role) => roles.includes(role))) return null;
  return localizedPath(adminLocaleFor(locale), '/admin');
}
