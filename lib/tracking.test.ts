import { CARRIERS } from '@/lib/config';
import { carrierName, trackingUrl } from './tracking';

describe('tracking links', () => {
  it('fills a known carrier’s tracking page with the number, encoded', () => {
    expect(trackingUrl('dhl', '1234567890')).toBe('https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890');
    expect(trackingUrl('ups', ' 1Z 999 ')).toBe('https://www.ups.com/track?tracknum=1Z%20999');
    expect(trackingUrl('fedex', 'a&b=c#d')).toBe('https://www.fedex.com/fedextrack/?trknbr=a%26b%3Dc%23d');
  });

  it('gives no link for a carrier typed by hand, an inherited key or no number', () => {
    expect(trackingUrl('Local courier', 'X1')).toBeNull();
    expect(trackingUrl('constructor', 'X1')).toBeNull();
    expect(trackingUrl('toString', 'X1')).toBeNull();
    expect(trackingUrl('sf', '  ')).toBeNull();
  });

  it('names a known carrier from the table and keeps a typed one as typed', () => {
    expect(carrierName('sf')).toBe('SF Express');
    expect(carrierName('Local courier')).toBe('Local courier');
  });

  it('has an https tracking page with the number’s place for every carrier', () => {
    for (const { track } of Object.values(CARRIERS)) {
      expect(track).toMatch(/^https:\/\//);
      expect(track).toContain('{number}');
    }
  });
});
