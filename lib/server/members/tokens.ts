import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AUTH } from '@/lib/config';

/** base64url of AUTH.tokenBytes random bytes: 43 characters for 32 bytes. */
const TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((AUTH.tokenBytes * 4) / 3)}}$`);

/** A new random token (session token, captcha key): 256 bits from the OS's CSPRNG, base64url. */
export function newToken(bytes: number = AUTH.tokenBytes): string {
  return randomBytes(bytes).toString('base64url');
}

/** Whether a string can be a session token at all (checked before any database read). */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}

/**
 * SHA-256 (hex) of a secret for storage. A session token has 256 bits of entropy, so a fast hash
 * is enough: the database never holds a usable token, and a lookup by hash needs no comparison.
 * Short secrets (codes, captcha answers) are hashed with their context (phone, key) for the same reason.
 */
export function hashSecret(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** Constant-time equality of two hex hashes (or any two strings). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
