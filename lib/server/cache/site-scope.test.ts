/** @jest-environment node */
import { siteScope } from './site-scope.mjs';

/** An environment with only these of the variables that name a site. */
function env(vars: { SITE_URL?: string; DATABASE_URL?: string; PGLITE_DIR?: string }): NodeJS.ProcessEnv {
  return { ...process.env, SITE_URL: undefined, DATABASE_URL: undefined, PGLITE_DIR: undefined, ...vars };
}

const site = { SITE_URL: 'https://cases.example', DATABASE_URL: 'postgres://site:s3cret@db.internal:5432/cases' };

test('another address or another database is another scope; the same settings on every instance are one', () => {
  expect(siteScope(env(site))).toMatch(/^[0-9a-f]{12}$/);
  expect(siteScope(env({ ...site }))).toBe(siteScope(env(site)));
  expect(siteScope(env({ ...site, SITE_URL: 'https://staging.cases.example' }))).not.toBe(siteScope(env(site)));
  expect(siteScope(env({ ...site, DATABASE_URL: 'postgres://site:s3cret@db.internal:5432/cases_copy' }))).not.toBe(siteScope(env(site)));
  expect(siteScope(env({ ...site, DATABASE_URL: 'postgres://site:s3cret@db2.internal:5432/cases' }))).not.toBe(siteScope(env(site)));
  // PGlite: the data folder names the database.
  expect(siteScope(env({ SITE_URL: site.SITE_URL, PGLITE_DIR: '/srv/a' }))).not.toBe(siteScope(env({ SITE_URL: site.SITE_URL, PGLITE_DIR: '/srv/b' })));
});

test('the password is not part of it (a rotated password keeps the cache; the hash holds no secret)', () => {
  expect(siteScope(env({ ...site, DATABASE_URL: 'postgres://site:rotated@db.internal:5432/cases' }))).toBe(siteScope(env(site)));
});
