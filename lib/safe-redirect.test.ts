import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/products', '/products'],
    ['/en/product/3/neoprene-zip-pouch?x=1#specs', '/en/product/3/neoprene-zip-pouch?x=1#specs'],
    ['%2Fen%2Fcontact', '/en/contact'],
    ['http://localhost:3000/en/faq', '/en/faq'],
  ])('keeps the same-site target %s', (raw, expected) => {
    expect(safeRedirectPath(raw, 'http://localhost:3000')).toBe(expected);
  });

  it.each([
    '//evil.example', '/\\evil.example', '\\\\evil.example', 'https:evil.example', 'https://evil.example/path',
    'javascript:alert(1)', 'JavaScript:alert(1)', '%2F%2Fevil.example', '%252F%252Fevil.example', '/%5Cevil.example',
    '%2F%5Cevil.example', 'http://localhost:3000.evil.example/', ' //evil.example', '/\t/evil.example', '/\n/evil.example',
    'data:text/html,hi', 'evil.example', '', '%E0%A4%A',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw, 'http://localhost:3000')).toBeNull();
  });
});
