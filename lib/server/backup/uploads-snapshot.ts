import 'server-only';
import type { Dirent } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/*
 * The uploaded files of a running site, frozen for the archive without copying them: each file is
 * hard-linked into the backup's staging folder (on the same disk as UPLOADS_DIR), so a file the site
 * deletes afterwards stays in the backup, and a file is never read half-written (the storage writes
 * a file under a temporary name and renames it into place; those `.partial` names are skipped).
 *
 * The links are taken twice: before the database is dumped and after. A row in the dump names a file
 * that existed when the dump was taken: it was there at the first pass (and its link survives its
 * deletion), or it came between the passes and is there at the second unless deleted in the moment
 * between the dump and the second pass. Files added after the dump are in the archive too, unused.
 * Where links are not possible (another disk, a file system without them) the files are copied.
 */

/** Names the snapshot never takes: hidden entries (the backup's own staging folders) and files being written. */
function skipped(name: string): boolean {
  return name.startsWith('.') || name.endsWith('.partial');
}

async function* filesUnder(root: string, relative = ''): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    if (skipped(entry.name)) continue;
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    // Symbolic links and other special files are not the storage's: left out.
    if (entry.isDirectory()) yield* filesUnder(root, child);
    else if (entry.isFile()) yield child;
  }
}

async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw error;
    await copyFile(source, target);
  }
}

/**
 * Links (or copies) every file under `root` into `target`, keeping their relative paths. A file
 * already taken by an earlier pass is taken again only when it was replaced meanwhile (another
 * inode). Answers the relative paths taken so far.
 */
export async function snapshotUploads(root: string, target: string, taken: Set<string> = new Set()): Promise<Set<string>> {
  for await (const relative of filesUnder(root)) {
    const source = path.join(root, relative);
    const destination = path.join(target, relative);
    const current = await stat(source).catch(() => null);
    if (!current) continue; // deleted since the folder was read
    if (taken.has(relative)) {
      const held = await stat(destination);
      if (held.ino === current.ino && held.dev === current.dev) continue;
      const fresh = `${destination}.replacing`;
      await rm(fresh, { force: true });
      await linkOrCopy(source, fresh).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await rename(fresh, destination).catch(() => undefined);
      continue;
    }
    await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
    try {
      await linkOrCopy(source, destination);
      taken.add(relative);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return taken;
}
