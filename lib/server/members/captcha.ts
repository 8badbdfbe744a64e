import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { captchas } from './schema';
import { renderCaptchaImage } from './captcha-image';
import { hashSecret, newToken, safeEqual } from './tokens';

/** Captcha keys: 128 random bits, base64url. */
const KEY_BYTES = 16;
const KEY_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export interface IssuedCaptcha {
  key: string;
  /** data:image/png;base64,… */
  image: string;
  /** The answer; never sent to the client (tests read it). */
  code: string;
}

export function newCaptchaCode(): string {
  const alphabet = AUTH.captcha.alphabet;
  return Array.from({ length: AUTH.captcha.length }, () => alphabet[randomInt(0, alphabet.length)]).join('');
}

function answerHash(key: string, code: string): string {
  return hashSecret('captcha', key, code.trim().toUpperCase());
}

/** A new picture challenge, stored hashed for AUTH.captcha.ttlSeconds. Expired ones are cleared on the way. */
export async function createCaptcha(db: Db, now: Date = new Date()): Promise<IssuedCaptcha> {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  const key = newToken(KEY_BYTES);
  const code = newCaptchaCode();
  await db.insert(captchas).values({
    id: key,
    codeHash: answerHash(key, code),
    expiresAt: new Date(now.getTime() + AUTH.captcha.ttlSeconds * 1000),
  });
  return { key, code, image: await renderCaptchaImage(code) };
}

/**
 * Checks an answer (case-insensitive) and uses the captcha up, right or wrong: one guess per
 * picture. False for an unknown, used or expired key.
 */
export async function verifyCaptcha(db: Db, key: string, code: string, now: Date = new Date()): Promise<boolean> {
  if (!KEY_SHAPE.test(key) || code.length > 16) return false;
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, key), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ codeHash: captchas.codeHash });
  return !!row && safeEqual(row.codeHash, answerHash(key, code));
}
