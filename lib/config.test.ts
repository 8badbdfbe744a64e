import { APP, BREAKPOINTS, MOBILE_BELOW_PX, STORAGE, LOCALES, DEFAULT_LOCALE } from './config';

describe('config (the business constants)', () => {
  it('keeps the app short name to letters and underscores', () => {
    expect(APP.shortName).toMatch(/^[A-Za-z_]+$/);
  });
  it('is mobile below the LG breakpoint of 992', () => {
    expect(BREAKPOINTS.lg).toBe(992);
    expect(MOBILE_BELOW_PX).toBe(992);
  });
  it('caches local entries for (1440-10)*60 seconds', () => {
    expect(STORAGE.localTtlSeconds).toBe(85800);
  });
  it('bundles 14 locales with zh-CN as default', () => {
    expect(LOCALES).toHaveLength(14);
    expect(new Set(LOCALES).size).toBe(14);
    expect(DEFAULT_LOCALE).toBe('zh-CN');
  });
});
