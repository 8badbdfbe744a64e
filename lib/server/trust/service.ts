import 'server-only';
import { eq } from 'drizzle-orm';
import { TRUST_TERMS, TRUST_STAFF_ROLES, type PublicTrust, type TrustTerm } from '@/lib/api/contract/trust';
import type { Locale } from '@/lib/config';
import { hasRole, type Actor } from '@/lib/server/access';
import { resolveText } from '@/lib/server/catalogue/localized';
import type { Db } from '@/lib/server/db/types';
import { trustCertifications, trustTerms } from './schema';
import { certificationsInOrder } from './views';

/*
 * The public side of the trust facts: what the product page and About show (GET /trust), and who
 * may download a certification's document (everyone, once a certification shows it).
 */

/** The certifications in order and the terms in `locale` (asked locale → en → zh-CN), a term without any text left out. */
export async function publicTrust(db: Db, locale: Locale): Promise<PublicTrust> {
  const [certifications, [row]] = await Promise.all([certificationsInOrder(db), db.select().from(trustTerms).where(eq(trustTerms.id, 1))]);
  const terms: TrustTerm[] = [];
  for (const key of row ? TRUST_TERMS : []) {
    const resolved = resolveText(row[key], locale);
    if (resolved.value) terms.push({ key, text: resolved.value, ...(resolved.lang !== locale ? { lang: resolved.lang } : {}) });
  }
  return {
    certifications: certifications.map(({ sort: _sort, updated_at: _updated, ...certification }) => certification),
    terms,
  };
}

/**
 * Whether `actor` (null: a visitor) may read the trust file `fileId` (lib/server/file-readers.ts):
 * anyone when a certification shows it; a document uploaded but not saved with a certification
 * yet only staff who edit the trust facts.
 */
export async function trustFileReadable(db: Db, actor: Actor | null, fileId: number): Promise<boolean> {
  if (hasRole(actor, ...TRUST_STAFF_ROLES)) return true;
  const [shown] = await db.select({ id: trustCertifications.id }).from(trustCertifications).where(eq(trustCertifications.fileId, fileId)).limit(1);
  return Boolean(shown);
}
