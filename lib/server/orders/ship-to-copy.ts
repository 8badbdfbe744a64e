import 'server-only';
import type { AddressRow } from '@/lib/server/addresses/for-orders';
import type { OrderShipTo } from './schema';

/*
 * The copy of a ship-to address an order (or a sample of it) keeps: the address book may change
 * or lose the row later, the order keeps what was chosen.
 */

export function shipToCopy(address: AddressRow): OrderShipTo {
  return {
    addressId: address.id,
    recipient: address.recipient,
    company: address.company,
    phone: address.phone,
    country: address.country,
    region: address.region ?? null,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    postalCode: address.postalCode,
    chosenAt: new Date().toISOString(),
  };
}

/** A one-line summary of an address for the history (recipient, city, country). */
export function addressLine(a: Pick<AddressRow, 'recipient' | 'region' | 'city' | 'country'>): string {
  const place = a.region ? `${a.region.province.name} ${a.region.city.name} ${a.region.area.name}` : a.city;
  return [a.recipient, place, a.country].filter(Boolean).join(', ');
}
