/** @jest-environment node */
import { AUTH } from '@/lib/config';
import { hashSecret, isTokenShaped, newToken, safeEqual } from './tokens';

describe('session tokens', () => {
  it('are 32 random bytes in base64url (43 characters, 256 bits)', () => {
    const token = newToken();
    expect(AUTH.tokenBytes).toBeGreaterThanOrEqual(16);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isTokenShaped(token)).toBe(true);
  });

  it('do not repeat and spread their bits', () => {
    const tokens = Array.from({ length: 2000 }, () => newToken());
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every bit position is set in roughly half of the tokens.
    const ones = new Array(256).fill(0);
    for (const token of tokens) {
      const bytes = Buffer.from(token, 'base64url');
      for (let bit = 0; bit < 256; bit += 1) if (bytes[bit >> 3] & (1 << (bit & 7))) ones[bit] += 1;
    }
    for (const count of ones) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('are stored as a SHA-256 hash that is not the token', () => {
    const token = newToken();
    const hash = hashSecret(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashSecret(token)).toBe(hash);
    expect(hashSecret(newToken())).not.toBe(hash);
    // Parts are separated, so ("ab", "c") and ("a", "bc") differ.
    expect(hashSecret('ab', 'c')).not.toBe(hashSecret('a', 'bc'));
  });

  it('refuses anything that is not token-shaped before touching the database', () => {
    for (const value of [undefined, null, 42, '', 'short', `${newToken()}x`, `${newToken().slice(1)}=`, 'a'.repeat(42) + '/']) {
      expect(isTokenShaped(value)).toBe(false);
    }
  });

  it('compares in constant time, by value', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
