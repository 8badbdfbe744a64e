import { countryFromText, countryLabel, countryName, countryOptions, COUNTRY_CODES, defaultCountry } from './countries';

describe('the country list', () => {
  it("names every code in every language and sorts by the reader's collation", () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    const de = countryOptions('de');
    expect(de).toHaveLength(250);
    expect(de.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    // German collation puts Ä with A: Ägypten comes before Albanien.
    const names = de.map((c) => c.name);
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Albanien'));
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('CN', 'zh-CN')).toBe('中国');
    expect(countryOptions('ar').find((c) => c.code === 'EG')?.name).toBe('مصر');
  });

  it("preselects the country a page's language points to, or the browser's region for that language", () => {
    expect(defaultCountry('de')).toBe('DE');
    expect(defaultCountry('ja')).toBe('JP');
    expect(defaultCountry('zh-CN')).toBe('CN');
    expect(defaultCountry('zh-TW')).toBe('TW');
    expect(defaultCountry('en')).toBe('');
    expect(defaultCountry('ar')).toBe('');
    expect(defaultCountry('en', ['en-GB', 'en'])).toBe('GB');
    expect(defaultCountry('es', ['es-MX'])).toBe('MX');
    // A browser in another language does not decide: /de stays Germany for an en-US browser.
    expect(defaultCountry('de', ['en-US'])).toBe('DE');
    expect(defaultCountry('en', ['not a tag', 'en-419'])).toBe('');
  });

  it("reads codes and names back, and shows older leads' free text as it is", () => {
    expect(countryFromText('us')).toBe('US');
    expect(countryFromText('United States')).toBe('US');
    expect(countryFromText('  vereinigte   staaten ')).toBe('US');
    expect(countryFromText('Nowhere')).toBeNull();
    expect(countryLabel('FR', 'en')).toBe('France');
    expect(countryLabel('FR', 'zh-CN')).toBe('法国');
    expect(countryLabel('Bavaria', 'en')).toBe('Bavaria');
  });
});
