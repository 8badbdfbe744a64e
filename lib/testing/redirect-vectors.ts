/*
 * Open-redirect vectors, shared by the unit test of lib/safe-redirect.ts and the e2e test that
 * sends each one to every entry point of the running site (/redirect, /index, /login, the guard,
 * the social start). Each must stay on the site. `evil.example` never resolves (RFC 2606), and the
 * browser tests also map every host but 127.0.0.1 and localhost to nothing.
 */
export const EVIL_HOST = 'evil.example';

/** Targets that must be refused (or, where noted by SAFE_AFTER_NORMALISING, turned into a harmless path). */
export const REDIRECT_VECTORS: readonly string[] = [
  // protocol-relative and slashes
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '//evil.example/',
  '//evil.example/path?x=1',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '//\\evil.example',
  ' //evil.example',
  '//evil.example%2F',
  '//evil.example:443',
  '//user@evil.example',
  '//localhost@evil.example',
  // dot segments that resolve to //host
  '/.//evil.example',
  '/..//evil.example',
  '/./../..//evil.example',
  '/en/..//evil.example',
  '/en/./..//evil.example',
  '/products/../..//evil.example',
  '/././/evil.example',
  '/a/b/../../..//evil.example',
  // encoded dots, slashes and backslashes
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/%2Fevil.example',
  '%2F.%2F%2Fevil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '%2F%2E%2E%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '%25252F%25252Fevil.example',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  '%2F%5Cevil.example',
  '/%2e%2e%5c%5cevil.example',
  '%2F%09%2Fevil.example',
  // tabs, newlines and other characters a browser drops
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  '/%0A/evil.example',
  '/%0D/evil.example',
  '/%00/evil.example',
  '/\u0000/evil.example',
  '/\u00a0/evil.example',
  '/\u3000/evil.example',
  '/\ufeff/evil.example',
  // schemes
  'https://evil.example',
  'http://evil.example/',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,hi',
  'vbscript:msgbox(1)',
  'ftp://evil.example',
  'mailto:a@evil.example',
  // userinfo and look-alike origins
  'http://localhost:3000@evil.example/',
  'http://localhost:3000.evil.example/',
  'https://localhost:3000@evil.example',
  'evil.example',
  'evil.example/path',
  '@evil.example',
  // fullwidth and compatibility characters (NFKC) and IDN
  '/／evil.example',
  '／／evil.example',
  '/＼evil.example',
  '/．．//evil.example',
  '%EF%BC%8F%EF%BC%8Fevil.example',
  '//ｅｖｉｌ.example',
  '//xn--evil-5fa.example',
  '//évil.example',
  // malformed escapes and length
  '%E0%A4%A',
  '%',
  '/%zz',
  '/%FF//evil.example',
];

/** Same-site targets that must be kept (as the paths on the right). */
export const SAFE_REDIRECTS: readonly (readonly [string, string])[] = [
  ['/products', '/products'],
  ['/en/faq', '/en/faq'],
  ['/en/product/3/neoprene-zip-pouch?x=1#specs', '/en/product/3/neoprene-zip-pouch?x=1#specs'],
  ['%2Fen%2Fcontact', '/en/contact'],
  ['/user/./profile', '/user/profile'],
  ['/en/products/../faq', '/en/faq'],
  ['/@evil.example', '/@evil.example'],
];
