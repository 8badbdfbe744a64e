// The kinds of value a setting can take (a port, a flag, a URL of some schemes, a duration …), as
// zod 4 schemas over the raw, trimmed string; ./environment.mjs names the variables that use them.
// Plain JavaScript so that Node runs it without a build.

import * as z from 'zod';

/** @param {number} min @param {number} max */
export const integer = (min, max) =>
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Exactly `true` or `false` (a `0`, `no` or `off` is refused rather than guessed at). */
export const flag = () => z.enum(['true', 'false']).transform((value) => value === 'true');

/** @param {string} raw @returns {URL | null} */
export function parseUrl(raw) {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/**
 * A URL of one of these schemes (`https:` …), with a host unless `hostless` (PostgreSQL's
 * `postgresql:///site?host=/var/run/postgresql` names a socket folder instead).
 * @param {readonly string[]} protocols
 */
export const urlOf = (protocols, hostless = false) =>
  z.string().refine((raw) => {
    const url = parseUrl(raw);
    return url !== null && protocols.includes(url.protocol) && (hostless || url.hostname !== '');
  });

export const httpUrl = () => urlOf(['http:', 'https:']);

/** A word without spaces: ids, keys, secrets. */
export const token = () => z.string().regex(/^\S+$/);

/** A file or folder (relative to the working directory, or absolute). */
export const filePath = () => z.string().refine((value) => !value.includes('\0'));

/** @param {readonly [string, ...string[]]} values */
export const lowerEnum = (values) =>
  z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(values));

export const HOSTNAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
export const EMAIL = /^[^\s@<>,]+@[^\s@<>,]+$/;
const DURATION = /^(\d{1,6})(s|m|h|d)$/;
const DURATION_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `24h`, `30m`, `7d`, `90s` in milliseconds; from ten seconds (a drill) to 30 days. */
export const duration = () =>
  z
    .string()
    .regex(DURATION)
    .transform((value) => {
      const [, amount, unit] = /** @type {RegExpExecArray} */ (DURATION.exec(value));
      return Number(amount) * DURATION_MS[/** @type {keyof typeof DURATION_MS} */ (unit)];
    })
    .pipe(
      z
        .number()
        .min(10_000)
        .max(30 * 86_400_000),
    );
