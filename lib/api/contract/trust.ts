import * as z from 'zod/mini';
import { API, type Locale } from '@/lib/client-config';
import type { StaffRole } from '@/lib/config';
import { FILE_HANDLE, type UploadKind } from '@/lib/uploads';
import { date, fields, localizedText, text } from '@/lib/validation/kit';
import { readAt } from './edits';
import type { LocalizedValue } from './catalogue-admin';

/*
 * Trust beside the quote button: the certifications the business holds (with their numbers, and a
 * document to download where staff uploaded one) and its terms (samples, payment, shipping, the
 * regions it delivers to), each term a text per locale. Shown on every product page near
 * "Request a quote" and on About; edited in the back office (editor, admin). Shared by the server
 * (the rule that counts) and the back office's forms.
 */

/** Who edits the trust facts (admin holds every role). */
export const TRUST_STAFF_ROLES: readonly StaffRole[] = ['editor'];

/** The terms, in the order the pages show them. */
export const TRUST_TERMS = ['samples', 'payment', 'shipping', 'regions'] as const;
export type TrustTermKey = (typeof TRUST_TERMS)[number];

/** "Below" limits, like every text of the kit; `certifications` is how many the list may hold. */
export const TRUST_LIMITS = { term: 601, name: 81, number: 61, issuer: 81, certifications: 12 } as const;

const MB = 1024 * 1024;

/** A certification's document: a PDF or a picture, sniffed from its bytes. */
export const TRUST_DOCUMENT = { maxBytes: 20 * MB, kinds: ['pdf', 'png', 'jpg', 'webp'] as readonly UploadKind[] } as const;

/** A certification's document as pages and forms show it; `url` downloads it (public). */
export interface TrustDocument {
  handle: string;
  name: string;
  mime: string;
  bytes: number;
  url: string;
}

/** A certification, the same for the public and staff: `valid_until` is YYYY-MM-DD or null. */
export interface Certification {
  id: number;
  name: string;
  number: string;
  issuer: string;
  valid_until: string | null;
  document: TrustDocument | null;
}

export interface AdminCertification extends Certification {
  sort: number;
  updated_at: string;
}

/** The terms in every locale, and when they were last saved (null before the first save). */
export type AdminTrustTerms = Record<TrustTermKey, LocalizedValue> & { updated_at: string | null };

/** GET /admin/trust. */
export interface AdminTrust {
  terms: AdminTrustTerms;
  certifications: AdminCertification[];
}

/** A term in the asked locale; `lang` when it fell back to another locale's text. */
export interface TrustTerm {
  key: TrustTermKey;
  text: string;
  lang?: Locale;
}

/** GET /trust: what the product page and About show. Terms without a text are left out. */
export interface PublicTrust {
  certifications: Certification[];
  terms: TrustTerm[];
}

const term = localizedText({ max: TRUST_LIMITS.term, required: true });

/** PUT /admin/trust/terms: every term per locale (zh-CN required) and the `updated_at` they were read at (none before the first save). */
export const trustTermsSchema = z.pipe(
  fields({ samples: term, payment: term, shipping: term, regions: term, updated_at: date('invalid') }),
  z.transform(({ updated_at, ...terms }) => ({ terms, expectedUpdatedAt: updated_at })),
);
export type TrustTermsInput = z.output<typeof trustTermsSchema>;

const certificationFields = {
  name: text({ max: TRUST_LIMITS.name, required: true }),
  number: text({ max: TRUST_LIMITS.number, required: true }),
  issuer: text({ max: TRUST_LIMITS.issuer }),
  valid_until: date('date'),
  /** The handle of a document uploaded with POST /admin/trust/documents; '' for none. */
  document: text({ max: 33, format: { test: (v) => FILE_HANDLE.test(v), key: 'fileUnknown' } }),
};

const toCertification = (v: { name: string; number: string; issuer: string; valid_until: Date | null; document: string }) => ({
  name: v.name,
  number: v.number,
  issuer: v.issuer,
  validUntil: v.valid_until ? v.valid_until.toISOString().slice(0, 10) : null,
  document: v.document || null,
});

/** POST /admin/trust/certifications: `name`, `number`, `issuer`, `valid_until`, `document`. */
export const certificationCreateSchema = z.pipe(fields(certificationFields), z.transform(toCertification));
export type CertificationInput = z.output<typeof certificationCreateSchema>;

/** PATCH /admin/trust/certifications/{id}: the whole form and the `updated_at` it was read at (409 when it changed since). */
export const certificationChangeSchema = z.pipe(
  fields({ ...certificationFields, updated_at: date('invalid') }),
  z.transform((v, ctx) => {
    const { expectedUpdatedAt, ...rest } = readAt(v, ctx);
    return { ...toCertification(rest), expectedUpdatedAt };
  }),
);
export type CertificationChange = z.output<typeof certificationChangeSchema>;

/** A document's download address (public, GET /files/{handle}). */
export const trustDocumentUrl = (handle: string) => `${API.base}${API.prefix}/files/${handle}`;
