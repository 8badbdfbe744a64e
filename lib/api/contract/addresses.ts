import type { AddressKind, StaffRole } from '@/lib/config';

/** The address book (/user/Address): GET/POST /user/addresses, PATCH/DELETE /user/addresses/{id}, POST …/{id}/default. */

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
