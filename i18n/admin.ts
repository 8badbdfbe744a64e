import 'server-only';
import { createTranslator } from 'next-intl';
import type en from '@/messages/admin/en.json';

/*
 * The back office's texts: zh-CN and en only (the business's own staff), in files of their own
 * (messages/admin/) so that no catalogue page carries them.
 */

export const ADMIN_LOCALES = ['zh-CN', 'en'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];
export type AdminMessages = typeof en;

export function isAdminLocale(locale: string): locale is AdminLocale {
  return (ADMIN_LOCALES as readonly string[]).includes(locale);
}

export async function adminMessages(locale: AdminLocale): Promise<AdminMessages> {
  return (await import(`../messages/admin/${locale}.json`)).default as AdminMessages;
}

export async function adminTranslator<N extends keyof AdminMessages>(locale: AdminLocale, namespace: N) {
  return createTranslator({ locale, messages: await adminMessages(locale), namespace });
}
