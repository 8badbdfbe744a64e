import * as z from 'zod/mini';
import { ADDRESS_KINDS, type AddressKind, type StaffRole } from '@/lib/config';
import { isCountryCode } from '@/lib/countries';
import { fields, oneOf, text, yesNo } from '@/lib/validation/kit';
import { flagField } from './whole-input';

/*
 * The address book (/user/Address): GET/POST /user/addresses, PATCH/DELETE /user/addresses/{id},
 * POST …/{id}/default. The form's rules are shared by the server (the rule that counts) and the
 * form. A Chinese address is the province → city → area cascade (codes and names; the server
 * checks them against @vant/area-data, lib/server/addresses/regions.ts) and a street line; any
 * other country has address lines, a city and a postal code.
 */

/** Who reads a member's addresses in the back office (admin holds every role). */
export const ADDRESS_STAFF_ROLES: readonly StaffRole[] = ['sales'];

/** A Chinese region: the codes and names of the @vant/area-data cascade. */
export interface AddressRegionView {
  province: { code: string; name: string };
  city: { code: string; name: string };
  area: { code: string; name: string };
}

export interface AddressView {
  id: number;
  kind: AddressKind;
  is_default: boolean;
  recipient: string;
  company: string;
  /** E.164 (+8613812345678, +49301234567). */
  phone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** China only (else null). */
  region: AddressRegionView | null;
  line1: string;
  line2: string;
  /** Outside China (empty in China: the region names the city). */
  city: string;
  postal_code: string;
  created_at: string;
  updated_at: string;
}

/* ───────────────────────── the form ───────────────────────── */

/** How many addresses a member may keep (both kinds together). */
export const ADDRESS_BOOK_MAX = 30;

export const ADDRESS_LIMITS = { recipient: 60, company: 120, phone: 40, line: 200, city: 100, postalCode: 16, regionName: 40 } as const;

/**
 * Postal codes of the countries we ship to most, by their own rule; any other country takes a
 * sane general shape (2–10 letters, digits, spaces or hyphens) and may leave it empty (Hong Kong,
 * the Emirates and others have none).
 */
const POSTAL_CODES: Record<string, RegExp> = {
  CN: /^\d{6}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  US: /^\d{5}(?:-\d{4})?$/,
  JP: /^\d{3}-?\d{4}$/,
  KR: /^\d{5}$/,
  RU: /^\d{6}$/,
  VN: /^\d{6}$/,
  TH: /^\d{5}$/,
  TW: /^\d{3}(?:\d{2,3})?$/,
  BR: /^\d{5}-?\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  NL: /^\d{4} ?[A-Za-z]{2}$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  AU: /^\d{4}$/,
  IN: /^\d{6}$/,
  SA: /^\d{5}(?:-\d{4})?$/,
};
const GENERAL_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/;

/** Whether a country's addresses must carry a postal code (the ones whose rule we know). */
export function postalCodeRequired(country: string): boolean {
  return country in POSTAL_CODES;
}

export function isValidPostalCode(country: string, value: string): boolean {
  return (POSTAL_CODES[country] ?? GENERAL_POSTAL_CODE).test(value);
}

/** A mainland mobile number as people write it (11 digits, 1[3-9]…), without +86. */
const CN_MOBILE = /^1[3-9]\d{9}$/;
/** E.164: + and up to 15 digits, the first not 0. */
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * The stored form of an address's phone: E.164 (+49301234567) anywhere; in China also a mobile
 * number without its +86. Spaces, dots, hyphens and brackets are dropped. Null when it is neither.
 */
export function normalizeAddressPhone(raw: string, country: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  if (E164.test(compact)) return compact;
  if (country === 'CN' && CN_MOBILE.test(compact)) return `+86${compact}`;
  return null;
}

export interface RegionPart {
  code: string;
  name: string;
}
export interface RegionInput {
  province: RegionPart;
  city: RegionPart;
  area: RegionPart;
}

const { recipient, company, phone, line, city, postalCode, regionName } = ADDRESS_LIMITS;

const CODE = /^\d{6}$/;

/** One level of the region: `{code, name}` with a six-digit code and a short name. */
function regionPart(raw: unknown): RegionPart | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { code, name } = raw as Record<string, unknown>;
  if (typeof code !== 'string' || typeof name !== 'string' || !CODE.test(code)) return null;
  const trimmed = name.trim();
  if (!trimmed || [...trimmed].length > regionName) return null;
  return { code, name: trimmed };
}

/** The region of a body: `{province, city, area}`, each `{code, name}`; null when it is not that shape. */
export function readRegion(raw: unknown): RegionInput | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const province = regionPart(r.province);
  const cityPart = regionPart(r.city);
  const area = regionPart(r.area);
  return province && cityPart && area ? { province, city: cityPart, area } : null;
}

/** The region as sent: whether one was given at all, and its shape when it has one. */
const regionField = () =>
  z.prefault(
    z.pipe(
      z.unknown(),
      z.transform((raw) => ({ given: !(raw === undefined || raw === null || raw === ''), region: readRegion(raw) })),
    ),
    null,
  );

/** The postal code as stored: spaces collapsed, upper case. */
const postalOf = (value: string) => value.replace(/\s+/g, ' ').toUpperCase();

/**
 * The whole form: the fields, then the rules between them (the phone and the postal code follow
 * the country; China needs the region and no city line, elsewhere the city is needed). The
 * region is checked even when another field failed.
 */
export const addressSchema = z.pipe(
  fields({
    kind: oneOf(ADDRESS_KINDS, { key: 'choice', fallback: 'shipping' }),
    recipient: text({ max: recipient, required: true }),
    company: text({ max: company }),
    phone: text({ max: phone, required: true }),
    country: text({ max: 3, required: true, format: { test: isCountryCode, key: 'country' } }),
    region: regionField(),
    line1: text({ max: line, required: true }),
    line2: text({ max: line }),
    city: text({ max: city }),
    postal_code: text({ max: postalCode }),
    is_default: yesNo(false),
  }).check(
    z.superRefine(
      (v, ctx) => {
        if (typeof v !== 'object' || v === null) return;
        const fine = ctx.issues.length === 0;
        const country = typeof v.country === 'string' ? v.country : '';
        const known = isCountryCode(country);
        if (fine && known && !normalizeAddressPhone(v.phone, country)) flagField(ctx, 'phone', country === 'CN' ? 'mobile' : 'phoneIntl');
        if (fine && known) {
          const postal = v.postal_code.replace(/\s+/g, ' ');
          if (postal === '' ? postalCodeRequired(country) : !isValidPostalCode(country, postal)) flagField(ctx, 'postal_code', postal === '' ? 'required' : 'postalCode');
        }
        if (country === 'CN') {
          if (!v.region.region) flagField(ctx, 'region', v.region.given ? 'region' : 'required');
        } else if (fine && known && !v.city) flagField(ctx, 'city', 'required');
      },
      { when: () => true },
    ),
  ),
  z.transform((v) => ({
    kind: v.kind,
    recipient: v.recipient,
    company: v.company,
    /** E.164 (a mainland mobile number gains its +86). */
    phone: normalizeAddressPhone(v.phone, v.country) ?? '',
    country: v.country,
    /** CN only (else null): codes and names as the form picked them; the server checks both. */
    region: v.country === 'CN' ? v.region.region : null,
    line1: v.line1,
    line2: v.line2,
    city: v.country === 'CN' ? '' : v.city,
    postal_code: postalOf(v.postal_code),
    is_default: v.is_default,
  })),
);
export type AddressFields = z.output<typeof addressSchema>;
