/**
 * @jest-environment node
 */
import { createStorage, localCache, sessionCache } from './storage';

describe('on the server (no window)', () => {
  it('can be imported, reads the fallback and writes nothing', () => {
    expect(typeof window).toBe('undefined');
    expect(localCache.set('k', 1)).toBe(false);
    expect(sessionCache.set('k', 1)).toBe(false);
    expect(localCache.get('k')).toBeUndefined();
    expect(localCache.get('k', 'fallback')).toBe('fallback');
    expect(() => {
      localCache.remove('k');
      sessionCache.clear();
    }).not.toThrow();
  });

  it('still validates the options', () => {
    expect(() => createStorage({ kind: 'local', encryption: { key: 'short', iv: 'short' } })).toThrow(/16 characters/);
  });
});
