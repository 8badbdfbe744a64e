// The data folders are for this server's user alone. The PGlite folder holds the whole database
// (password hashes included, in its write-ahead log) and the uploads folder the buyers' files: left
// at the usual 0666/0644 files in 0755 folders, every local account could read them, and write the
// database's files. At start (scripts/start.mjs and scripts/serve.mjs, through folder-lock.mjs's
// lockFromEnvOrExit) this sets the process's umask to 077, so everything the server creates from
// then on (PGlite's files, uploads, thumbnails, temporary files) is its user's only, creates the
// folders as 0700, and repairs what is already in them: folders 0700, files 0600. Symbolic links
// are left alone (a chmod would follow them), and an entry the server cannot change (another
// owner's) is reported, not fatal. Plain JavaScript: it runs before anything is built or served.
import { chmodSync, lstatSync, mkdirSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_UMASK = 0o077;
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;
const DONE = Symbol.for('case-site.data-folders-private');

/**
 * @typedef {Record<string, string | undefined>} Env
 */

/** Whether the four S3 settings are there (uploads then go to S3, not to the uploads folder). */
const usesS3 = (/** @type {Env} */ env) => Boolean(env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY);

const inside = (/** @type {string} */ child, /** @type {string} */ parent) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * The folders to keep private, absolute, outermost first: ./data when a folder the server uses lies
 * in it, the PGlite folder (PGLITE_DIR, default ./data/pglite) and the uploads folder (UPLOADS_DIR,
 * default ./data/uploads). `create`: the server uses it (the PGlite folder unless DATABASE_URL is
 * set, the uploads folder unless uploads go to S3), so it is made when it is missing; an unused one
 * is only repaired when it is there.
 * @param {Env} [env]
 * @param {string} [cwd]
 * @returns {{ folder: string, create: boolean }[]}
 */
export function privateFolders(env = process.env, cwd = process.cwd()) {
  const pglite = { folder: path.resolve(/* turbopackIgnore: true */ cwd, env.PGLITE_DIR || 'data/pglite'), create: !env.DATABASE_URL };
  const uploads = { folder: path.resolve(/* turbopackIgnore: true */ cwd, env.UPLOADS_DIR || 'data/uploads'), create: !usesS3(env) };
  const data = path.resolve(/* turbopackIgnore: true */ cwd, 'data');
  const list = [pglite, uploads];
  if (list.some((f) => f.create && f.folder !== data && inside(f.folder, data))) list.unshift({ folder: data, create: true });
  return list.filter((f, i) => list.findIndex((g) => g.folder === f.folder) === i);
}

/**
 * Sets folders under `root` to 0700 and files to 0600 (the root included), without following
 * symbolic links. Answers how many entries were changed and those that could not be.
 * @param {string} root
 */
export function repairTree(root) {
  let changed = 0;
  /** @type {string[]} */
  const refused = [];
  // The root may be a link to another disk (data -> /srv/data): that one is followed.
  let start;
  try {
    start = realpathSync(root);
  } catch {
    return { changed, refused };
  }
  const stack = [start];
  while (stack.length) {
    const at = /** @type {string} */ (stack.pop());
    let info;
    try {
      info = lstatSync(at);
    } catch {
      continue; // gone meanwhile
    }
    const wanted = info.isDirectory() ? FOLDER_MODE : info.isFile() ? FILE_MODE : null;
    if (wanted !== null && (info.mode & 0o777) !== wanted) {
      try {
        chmodSync(at, wanted);
        changed += 1;
      } catch {
        refused.push(at);
      }
    }
    if (info.isDirectory()) {
      let names = [];
      try {
        names = readdirSync(at);
      } catch {
        refused.push(at);
      }
      for (const name of names) stack.push(path.join(at, name));
    }
  }
  return { changed, refused };
}

/**
 * Makes this process create private files from now on (umask 077) and makes the data folders
 * private: created as 0700 when missing, repaired when they exist. Once per process.
 * @param {Env} [env]
 * @param {string} [cwd]
 * @returns {{ changed: number, refused: string[] }}
 */
export function makeDataFoldersPrivate(env = process.env, cwd = process.cwd()) {
  process.umask(PRIVATE_UMASK);
  const g = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
  const total = { changed: 0, refused: /** @type {string[]} */ ([]) };
  if (g[DONE]) return total;
  g[DONE] = true;
  const folders = privateFolders(env, cwd);
  const exists = (/** @type {string} */ folder) => {
    try {
      lstatSync(folder);
      return true;
    } catch {
      return false;
    }
  };
  for (const { folder, create } of folders) if (create && !exists(folder)) mkdirSync(folder, { recursive: true, mode: FOLDER_MODE });
  // Each tree once: a folder inside another is repaired with it.
  const roots = folders.map((f) => f.folder).filter((folder) => exists(folder));
  for (const root of roots.filter((folder) => !roots.some((other) => other !== folder && inside(folder, other)))) {
    const { changed, refused } = repairTree(root);
    total.changed += changed;
    total.refused.push(...refused);
  }
  if (total.changed) console.log(`data folders: made ${total.changed} file(s) and folder(s) readable by this user only`);
  if (total.refused.length) console.warn(`data folders: could not make ${total.refused.length} entries private (another owner?), e.g. ${total.refused[0]}`);
  return total;
}
