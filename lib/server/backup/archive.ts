import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create as createTar, extract as extractTar, Parser, type ReadEntry } from 'tar';
import { MANIFEST_MAX_BYTES, MANIFEST_NAME, parseManifest, type Manifest, type ManifestPart } from './manifest';

/*
 * The archive file: a plain tar (the database part is compressed already and uploaded files mostly
 * are; a second compression would cost time for little), `manifest.json` first, then every part,
 * regular files only. Checking an archive reads it once from end to end: the manifest must be there
 * and readable, every part it lists present once with its size and SHA-256, and nothing else.
 */

export class ArchiveProblems extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not a sound backup archive:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ArchiveProblems';
  }
}

/** The SHA-256 and size of a file. */
export async function hashFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Counts the bytes written through it, for the caller's progress (and tests that stop a backup mid-write). */
function counter(onProgress?: (bytes: number) => void): Transform {
  let written = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      onProgress?.(written);
      done(null, chunk);
    },
  });
}

/**
 * Packs `manifest.json` and the parts (paths relative to `staging`) into `file`, created new (it
 * must not exist), readable by its owner only, and flushed to disk.
 */
export async function writeArchive(staging: string, parts: string[], file: string, options: { signal?: AbortSignal; onProgress?: (bytes: number) => void } = {}): Promise<void> {
  const pack = createTar({ cwd: staging, portable: true, noDirRecurse: true, strict: true }, [MANIFEST_NAME, ...parts]);
  await pipeline(pack, counter(options.onProgress), createWriteStream(file, { flags: 'wx', mode: 0o600 }), { signal: options.signal });
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface ArchiveSummary {
  manifest: Manifest;
  /** The archive file's size. */
  bytes: number;
}

/** The manifest's first bytes as the backup writes them, and as sealing makes them (same length). */
export const UNSEALED = '{\n  "complete": false,';
const SEALED = '{\n  "complete": true ,';

/**
 * Marks a written and checked archive complete: the manifest's `false` becomes `true ` in place,
 * flushed to disk. The manifest is the first entry, so its first bytes are in the first blocks.
 */
export async function sealArchive(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const at = head.subarray(0, bytesRead).indexOf(UNSEALED);
    if (at === -1 || head.subarray(at + 1, bytesRead).indexOf(UNSEALED) !== -1) throw new Error(`${file}: the manifest's start was not found where it belongs`);
    await handle.write(Buffer.from(SEALED), 0, SEALED.length, at);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Reads the archive through; answers its manifest, or throws ArchiveProblems naming every fault
 * found. `unsealed`: the backup's own check of its archive before sealing it.
 */
export async function verifyArchive(file: string, options: { unsealed?: boolean } = {}): Promise<ArchiveSummary> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new ArchiveProblems(file, ['there is no such file']);
  const problems: string[] = [];
  const seen = new Map<string, { sha256: string; bytes: number }>();
  let manifestText: string | null = null;
  let first = true;
  const pending: Promise<void>[] = [];

  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      const name = entry.path;
      const isFirst = first;
      first = false;
      if (entry.type !== 'File' && entry.type !== 'OldFile') {
        problems.push(`${name}: a ${entry.type} entry, where only files belong`);
        entry.resume();
        return;
      }
      if (seen.has(name) || (name === MANIFEST_NAME && manifestText !== null)) {
        problems.push(`${name}: in the archive twice`);
        entry.resume();
        return;
      }
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let bytes = 0;
      entry.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (name === MANIFEST_NAME) {
          if (bytes <= MANIFEST_MAX_BYTES) chunks.push(chunk);
        } else hash.update(chunk);
      });
      pending.push(
        new Promise<void>((resolve) =>
          entry.on('end', () => {
            if (name === MANIFEST_NAME) {
              if (!isFirst) problems.push('manifest.json is not the first entry');
              if (bytes > MANIFEST_MAX_BYTES) problems.push('manifest.json is too large to be a manifest');
              else manifestText = Buffer.concat(chunks).toString('utf8');
            } else seen.set(name, { sha256: hash.digest('hex'), bytes });
            resolve();
          }),
        ),
      );
    },
  });
  try {
    await pipeline(createReadStream(file), parser);
  } catch (error) {
    problems.push(`the tar stream is broken: ${error instanceof Error ? error.message : String(error)}`);
  }
  await Promise.all(pending);
  if (manifestText === null) {
    problems.push(first ? 'the file holds no tar entry (empty, or not a tar archive)' : 'manifest.json is missing');
    throw new ArchiveProblems(file, problems);
  }
  const parsed = parseManifest(manifestText);
  if (!parsed.ok) throw new ArchiveProblems(file, [...problems, ...parsed.problems]);
  if (!parsed.manifest.complete && !options.unsealed) problems.push('the archive was never finished: the backup that wrote it stopped before its end');
  problems.push(...compareParts(parsed.manifest.parts, seen));
  if (problems.length) throw new ArchiveProblems(file, problems);
  return { manifest: parsed.manifest, bytes: info.size };
}

/** What differs between the parts a manifest lists and the files found (by path: size and SHA-256). */
export function compareParts(parts: ManifestPart[], found: Map<string, { sha256: string; bytes: number }>): string[] {
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const part of parts) {
    if (listed.has(part.path)) problems.push(`${part.path}: listed twice in the manifest`);
    listed.add(part.path);
    const got = found.get(part.path);
    if (!got) problems.push(`${part.path}: missing`);
    else if (got.bytes !== part.bytes) problems.push(`${part.path}: ${got.bytes} bytes where the manifest says ${part.bytes}`);
    else if (got.sha256 !== part.sha256) problems.push(`${part.path}: its SHA-256 differs from the manifest's (the content changed)`);
  }
  for (const name of found.keys()) if (!listed.has(name)) problems.push(`${name}: in the archive but not in the manifest`);
  return problems;
}

/**
 * Unpacks the parts of a checked archive into `folder` (only what the manifest lists; owner-only
 * modes) and checks every unpacked file against the manifest again.
 */
export async function extractArchive(file: string, manifest: Manifest, folder: string): Promise<void> {
  const wanted = new Set(manifest.parts.map((p) => p.path));
  await extractTar({ file, cwd: folder, strict: true, umask: 0o077, filter: (entryPath) => wanted.has(entryPath) });
  const found = new Map<string, { sha256: string; bytes: number }>();
  for (const part of manifest.parts) {
    const at = path.join(folder, part.path);
    const info = await stat(at).catch(() => null);
    if (info?.isFile()) found.set(part.path, await hashFile(at));
  }
  const problems = compareParts(manifest.parts, found);
  if (problems.length) throw new ArchiveProblems(file, problems);
}
