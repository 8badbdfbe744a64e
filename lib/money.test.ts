import { formatMoney, minorDigits, orderTotals, toMajorText, toMinor } from './money';

describe('money in integer minor units', () => {
  it('knows the minor digits of the order currencies', () => {
    expect(['CNY', 'USD', 'EUR', 'GBP', 'HKD'].map(minorDigits)).toEqual([2, 2, 2, 2, 2]);
    expect(minorDigits('JPY')).toBe(0);
  });

  it('reads major units typed by staff exactly (text, not floating point)', () => {
    expect(toMinor('12.5', 'CNY')).toBe(1250);
    expect(toMinor('0.29', 'USD')).toBe(29);
    expect(toMinor('1,234.56', 'EUR')).toBe(123456);
    expect(toMinor(' 7 ', 'GBP')).toBe(700);
    expect(toMinor('12.', 'CNY')).toBe(1200);
    expect(toMinor('12.50', 'CNY')).toBe(1250);
    expect(toMinor('12.500', 'CNY')).toBe(1250);
    expect(toMinor('1500', 'JPY')).toBe(1500);
    expect(toMinor('1500.0', 'JPY')).toBe(1500);
    expect(toMinor(3.1, 'USD')).toBe(310);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1', '1e3', 'abc', '12.345', '1.2.3', '12,5.', '99999999999', '0x10', 'NaN']) {
      expect([bad, toMinor(bad, 'CNY')]).toEqual([bad, null]);
    }
    expect(toMinor('10.5', 'JPY')).toBeNull();
    expect(toMinor('10000001', 'CNY')).toBeNull();
    expect(toMinor('10000000', 'CNY')).toBe(1_000_000_000);
  });

  it('writes minor units back as a form shows them', () => {
    expect(toMajorText(1250, 'CNY')).toBe('12.50');
    expect(toMajorText(5, 'USD')).toBe('0.05');
    expect(toMajorText(1500, 'JPY')).toBe('1500');
    for (const v of ['0.01', '19.99', '123456.78']) expect(toMajorText(toMinor(v, 'EUR')!, 'EUR')).toBe(v);
  });

  it('formats in the reader locale with the currency digits', () => {
    expect(formatMoney(123450, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(123450, 'EUR', 'de')).toMatch(/^1\.234,50\s€$/);
    expect(formatMoney(1500, 'JPY', 'ja')).toMatch(/1,500/);
    expect(formatMoney(1500, 'JPY', 'ja')).not.toMatch(/\./);
    expect(formatMoney(99, 'CNY', 'zh-CN')).toMatch(/0\.99/);
  });

  it('adds the goods, the sample fee and the shipping', () => {
    expect(orderTotals({ unitPrice: 1250, quantity: 300, sampleFee: 20000, shippingFee: 15000 })).toEqual({ goods: 375000, total: 410000 });
  });
});
