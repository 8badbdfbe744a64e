#!/usr/bin/env node
// Build step: render the catalogue artwork (SVG from scripts/artwork/draw.mjs)
// to WebP under public/media/, skipping pictures that are already up to date.
//
//   node scripts/render-artwork.mjs            # incremental
//   node scripts/render-artwork.mjs --force    # re-render everything
//
// For every entry of lib/media.json it writes public/media/<path>
// at the entry's size plus <path>-sm.webp at half size, and finally
// public/media/og-default.webp (1200x630) for social cards. A stamp file
// (public/media/.stamp.json) keeps one hash per output; the hash covers the
// drawing code, this script and the manifest entry.

import { createHash } from 'node:crypto';
import { readFile, writeFile, mkdir, rename, access, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { drawArtwork, subjectFromPath } from './artwork/draw.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const MANIFEST = path.join(root, 'lib/media.json');
const DRAW = path.join(here, 'artwork/draw.mjs');
const OUT = path.join(root, 'public/media');
const STAMP = path.join(OUT, '.stamp.json');
const WEBP = { quality: 78, effort: 4 };
const OG = { path: 'og-default.webp', kind: 'og', palette: 'orange', view: 'og', width: 1200, height: 630 };

const exists = (p) =>
  access(p).then(
    () => true,
    () => false,
  );

function validate(e, i) {
  const where = `media.json[${i}]`;
  if (!e || typeof e !== 'object') throw new Error(`${where}: not an object`);
  for (const k of ['path', 'kind', 'palette', 'view']) {
    if (typeof e[k] !== 'string' || !e[k]) throw new Error(`${where}: missing ${k}`);
  }
  if (!Number.isInteger(e.width) || !Number.isInteger(e.height) || e.width < 2 || e.height < 2) {
    throw new Error(`${where}: bad width/height`);
  }
  const norm = path.posix.normalize(e.path);
  if (norm !== e.path || norm.startsWith('..') || path.posix.isAbsolute(norm) || !norm.endsWith('.webp')) {
    throw new Error(`${where}: bad path ${JSON.stringify(e.path)}`);
  }
}

const smallPath = (p) => p.replace(/\.webp$/, '-sm.webp');

async function writeAtomic(file, pipeline) {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await pipeline.toFile(tmp);
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
}

async function render(job) {
  const svg = drawArtwork({
    kind: job.kind,
    palette: job.palette,
    view: job.view,
    width: job.width,
    height: job.height,
    subject: subjectFromPath(job.path),
  });
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== job.width || info.height !== job.height) {
    throw new Error(`${job.path}: rendered ${info.width}x${info.height}, expected ${job.width}x${job.height}`);
  }
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const out = path.join(OUT, job.path);
  const tasks = [writeAtomic(out, sharp(data, raw).webp(WEBP))];
  if (job.small) {
    const sw = Math.round(job.width / 2);
    const sh = Math.round(job.height / 2);
    tasks.push(writeAtomic(path.join(OUT, smallPath(job.path)), sharp(data, raw).resize(sw, sh, { kernel: 'lanczos3' }).webp(WEBP)));
  }
  await Promise.all(tasks);
}

async function main() {
  const t0 = process.hrtime.bigint();
  const force = process.argv.includes('--force');
  const [manifestText, drawSrc, selfSrc] = await Promise.all([readFile(MANIFEST, 'utf8'), readFile(DRAW, 'utf8'), readFile(fileURLToPath(import.meta.url), 'utf8')]);
  const manifest = JSON.parse(manifestText);
  if (!Array.isArray(manifest)) throw new Error('media.json must be an array');
  manifest.forEach(validate);
  const seen = new Set();
  for (const e of manifest) {
    if (seen.has(e.path)) throw new Error(`media.json: duplicate path ${e.path}`);
    seen.add(e.path);
  }

  const codeHash = createHash('sha256').update(drawSrc).update('\0').update(selfSrc).digest('hex');
  const jobs = [...manifest.map((e) => ({ ...e, small: true })), { ...OG, small: false }].map((e) => ({
    ...e,
    hash: createHash('sha256')
      .update(codeHash)
      .update(JSON.stringify([e.path, e.kind, e.palette, e.view, e.width, e.height, e.small]))
      .digest('hex')
      .slice(0, 32),
  }));

  let stamp = {};
  try {
    stamp = JSON.parse(await readFile(STAMP, 'utf8'));
    if (!stamp || typeof stamp !== 'object' || Array.isArray(stamp)) stamp = {};
  } catch {
    stamp = {};
  }

  const todo = [];
  for (const j of jobs) {
    const files = [path.join(OUT, j.path)];
    if (j.small) files.push(path.join(OUT, smallPath(j.path)));
    const present = (await Promise.all(files.map(exists))).every(Boolean);
    if (force || stamp[j.path] !== j.hash || !present) todo.push(j);
  }

  const next = {};
  for (const j of jobs) if (stamp[j.path] === j.hash && !todo.includes(j)) next[j.path] = j.hash;

  const failures = [];
  const workers = Math.max(2, Math.min(4, (os.availableParallelism?.() ?? os.cpus().length) || 2));
  sharp.concurrency(Math.max(1, Math.floor(((os.availableParallelism?.() ?? 2) || 2) / 2)));
  let cursor = 0;
  await mkdir(OUT, { recursive: true });
  await Promise.all(
    Array.from({ length: Math.min(workers, todo.length) }, async () => {
      while (cursor < todo.length) {
        const j = todo[cursor++];
        try {
          await render(j);
          next[j.path] = j.hash;
        } catch (err) {
          failures.push(`${j.path}: ${err && err.message ? err.message : err}`);
        }
      }
    }),
  );

  const ordered = Object.fromEntries(jobs.filter((j) => next[j.path]).map((j) => [j.path, next[j.path]]));
  await writeFile(`${STAMP}.tmp`, JSON.stringify(ordered, null, 1) + '\n');
  await rename(`${STAMP}.tmp`, STAMP);

  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  const rendered = todo.length - failures.length;
  console.log(
    `artwork: ${manifest.length} images + og card (${rendered} rendered, ${jobs.length - todo.length} up to date` +
      `${failures.length ? `, ${failures.length} failed` : ''}) in ${secs.toFixed(1)}s`,
  );
  if (failures.length) {
    for (const m of failures) console.error(`artwork: failed ${m}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(`artwork: ${err && err.stack ? err.stack : err}`);
  process.exit(1);
});
