import { CARRIERS, type CarrierKey } from '@/lib/config';

const isCarrierKey = (carrier: string): carrier is CarrierKey => Object.hasOwn(CARRIERS, carrier);

/** The carrier's name as people read it: the table's name for a known key, else the text staff typed. */
export function carrierName(carrier: string): string {
  return isCarrierKey(carrier) ? CARRIERS[carrier].name : carrier;
}

/** The carrier's tracking page for this number, or null for a carrier not in the table (or no number). */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const number = trackingNumber.trim();
  if (!number || !isCarrierKey(carrier)) return null;
  return CARRIERS[carrier].track.replace('{number}', encodeURIComponent(number));
}
