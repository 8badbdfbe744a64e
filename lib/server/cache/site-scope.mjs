// @ts-check
// Which site a cached page belongs to, beyond its build: the address it was rendered for (SITE_URL:
// canonical links, sitemaps, JSON-LD) and the database it was rendered from. The shared cache puts
// it in every entry's key, so instances pointed at another database or address (a staging copy on the
// same Redis, a move to a new database) never serve each other's pages.
import { createHash } from 'node:crypto';
import { dataDirFromEnv } from '../db/folder-lock.mjs';

/**
 * The database as a name, without its password (the scope is a short hash, but a hash of a secret
 * would still be one to guess at).
 * @param {NodeJS.ProcessEnv} env
 */
function databaseName(env) {
  if (env.DATABASE_URL) {
    try {
      const url = new URL(env.DATABASE_URL);
      return `${url.protocol}//${decodeURIComponent(url.username)}@${url.host}${url.pathname}`;
    } catch {
      return 'postgres:unparsable';
    }
  }
  return `pglite:${dataDirFromEnv(env)}`;
}

/**
 * 12 hex characters naming the site address and database of this process.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function siteScope(env = process.env) {
  return createHash('sha256')
    .update(`${env.SITE_URL || ''}\n${databaseName(env)}`)
    .digest('hex')
    .slice(0, 12);
}
