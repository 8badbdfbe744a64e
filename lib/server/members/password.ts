import 'server-only';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first configuration: 19 MiB of memory,
 * 2 passes, 1 lane (a 16-byte random salt per hash, 32-byte output). The PHC string stores the
 * parameters, so hashes made with other parameters still verify and are upgraded at the next login.
 */
export const PASSWORD_HASH_OPTIONS = {
  // Algorithm is an ambient const enum (not usable under isolatedModules): 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;

const CURRENT_PREFIX = `$argon2id$v=19$m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}$`;

/**
 * A hash of a random, forgotten password, with the same parameters: verifying against it costs
 * what a real verification costs, so an unknown account answers in the same time as a known one.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$UyROg8uP8kEITVroF7t4wA$vVPXhbtQ1uBj6WxYhnSFN2T5gtkouBUktm/gJukSrgY';

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** True when the password matches; false for a wrong password or a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** The work of a verification, for an account that does not exist (or has no password). Always false. */
export async function dummyVerify(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}

/** Whether a stored hash was made with other parameters than today's (rehash it after a good login). */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_PREFIX);
}
