import { consultSchema, withLocale } from './consult';
import { validate } from '@/lib/validation/kit';
import { VALID_CONSULT } from '@/lib/testing/consult-request';

const valid = VALID_CONSULT;

describe('the consultation request', () => {
  it('accepts a valid request, trims strings and parses numbers', () => {
    const result = validate(consultSchema, withLocale(valid, 'en'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.name).toBe('Anna Schmidt');
    expect(result.value.quantity).toBe(1500);
    expect(result.value.productId).toBeNull();
    expect(result.value.locale).toBe('en');
  });

  it.each([
    [{ name: '' }, 'name', 'required'],
    [{ name: '   ' }, 'name', 'required'],
    [{ name: 42 }, 'name', undefined],
    [{ name: 'x'.repeat(80) }, 'name', 'tooLong'],
    [{ email: 'not-an-email' }, 'email', 'email'],
    [{ email: 'a@b' }, 'email', 'email'],
    [{ email: undefined }, 'email', 'required'],
    [{ phone: 'call me' }, 'phone', 'phone'],
    [{ message: 'short' }, 'message', 'tooShort'],
    [{ message: 'x'.repeat(2000) }, 'message', 'tooLong'],
    [{ quantity: '-3' }, 'quantity', 'quantity'],
    [{ quantity: '1.5' }, 'quantity', 'quantity'],
    [{ product_id: 'abc' }, 'product_id', 'product'],
    [{ locale: 'xx' }, 'locale', 'locale'],
    [{ source_page: 'https://evil.example/' }, 'source_page', 'sourcePage'],
    [{ source_page: '//evil.example/' }, 'source_page', 'sourcePage'],
    [{ source_page: '/.//evil.example' }, 'source_page', 'sourcePage'],
    [{ name: { $ne: 1 } }, 'name', 'required'],
  ])('rejects %j on %s', (patch, field, key) => {
    const result = validate(consultSchema, withLocale({ ...valid, ...patch }, 'en'));
    if (key === undefined) {
      // a number is accepted as text
      expect(result.ok).toBe(true);
      return;
    }
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[field].key).toBe(key);
  });
});

describe('the consultation request: characters a database would refuse or mangle', () => {
  it.each([
    [{ name: 'Anna\u0000Schmidt' }, 'name'],
    [{ message: 'We need pouches\u0000 with our logo, please quote.' }, 'message'],
    [{ company: 'Nordic \ud800 Gear' }, 'company'],
    [{ country: 'Germany\ufffd' }, 'country'],
    [{ email: 'anna\u0007@nordic-gear.example' }, 'email'],
  ])('refuses %j', (patch, field) => {
    const result = validate(consultSchema, withLocale({ ...valid, ...patch }, 'en'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field].key).toBe('characters');
  });

  it('keeps line breaks and tabs in the message', () => {
    const result = validate(consultSchema, withLocale({ ...valid, message: 'Line one\nLine two\twith a tab, please quote.' }, 'en'));
    expect(result.ok && result.value.message).toBe('Line one\nLine two\twith a tab, please quote.');
  });
});

describe('the consultation request: country and files', () => {
  const handle = (n: number) => n.toString(16).padStart(32, '0');

  it('stores a country as its code: a code in any case, or a name in one of the 14 languages', () => {
    for (const [given, code] of [
      ['DE', 'DE'],
      ['de', 'DE'],
      ['Germany', 'DE'],
      ['Deutschland', 'DE'],
      ['德国', 'DE'],
      ['日本', 'JP'],
      ['UK', 'GB'],
      ['', ''],
    ]) {
      const result = validate(consultSchema, withLocale({ ...valid, country: given }, 'en'));
      expect([given, result.ok && result.value.country]).toEqual([given, code]);
    }
    const unknown = validate(consultSchema, withLocale({ ...valid, country: 'Atlantis' }, 'en'));
    expect(!unknown.ok && unknown.errors.country).toEqual({ key: 'country' });
  });

  it('takes up to 5 distinct file handles, as an array or a comma-separated form value', () => {
    const five = [1, 2, 3, 4, 5].map(handle);
    const json = validate(consultSchema, withLocale({ ...valid, files: five }, 'en'));
    expect(json.ok && json.value.files).toEqual(five);
    const form = validate(consultSchema, withLocale({ ...valid, files: `${handle(1)}, ${handle(2)}` }, 'en'));
    expect(form.ok && form.value.files).toEqual([handle(1), handle(2)]);
    expect(validate(consultSchema, withLocale(valid, 'en')).ok && (validate(consultSchema, withLocale(valid, 'en')) as { value: { files: string[] } }).value.files).toEqual([]);
  });

  it.each([
    [[1, 2, 3, 4, 5, 6].map(handle), { key: 'tooManyFiles', values: { max: 5 } }],
    [['not-a-handle'], { key: 'fileUnknown' }],
    [[handle(1), handle(1)], { key: 'fileUnknown' }],
    [[42], { key: 'fileUnknown' }],
    [{ a: handle(1) }, { key: 'fileUnknown' }],
  ])('refuses files %j', (files, error) => {
    const result = validate(consultSchema, withLocale({ ...valid, files }, 'en'));
    expect(!result.ok && result.errors.files).toEqual(error);
  });
});
