/** @jest-environment node */
import { vanishedReference } from './route';

describe('vanishedReference', () => {
  it('knows a foreign-key violation, also wrapped as a cause (drizzle wraps the driver error)', () => {
    expect(vanishedReference({ code: '23503' })).toBe(true);
    expect(vanishedReference(new Error('Failed query', { cause: { code: '23503' } }))).toBe(true);
    expect(vanishedReference(new Error('x', { cause: new Error('y', { cause: { code: '23503' } }) }))).toBe(true);
  });
  it('leaves every other error alone', () => {
    expect(vanishedReference({ code: '23505' })).toBe(false);
    expect(vanishedReference(new Error('boom'))).toBe(false);
    expect(vanishedReference(null)).toBe(false);
    expect(vanishedReference('23503')).toBe(false);
  });
});
