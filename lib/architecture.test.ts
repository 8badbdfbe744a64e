/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The shape of the house (docs/architecture.md), checked on every tracked source file, so that a
 * change which slips back into the old habits fails here with the files named:
 * - pages and components reach data through their domain's page door (lib/server/<domain>/pages.ts):
 *   none opens the database, holds the page's actor or catches an ApiProblem itself;
 * - a page reads its locale with pageLocale (no casts);
 * - browser code imports contracts, never server modules;
 * - every input schema lives in its domain's contract: lib/validation keeps only the kit (kit.ts and
 *   the modules it is split into, named one by one);
 * - no source file grows past 400 lines (seed data and drawn artwork aside);
 * - every file that starts a Chromium takes scripts/chromium-flags.mjs's flags (this machine only).
 */

const root = path.resolve(__dirname, '..');

function tracked(...patterns: string[]): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...patterns], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed.split('\0').filter(Boolean);
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const isTest = (file: string) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.startsWith('e2e/');
const SOURCE = /\.(ts|tsx|mjs|js)$/;

/** Server components and layouts under app/ and components/ (API route files are the route wrappers' side). */
const pageSide = tracked('app', 'components').filter((file) => SOURCE.test(file) && !isTest(file) && !file.endsWith('/route.ts'));

function offenders(files: string[], pattern: RegExp): string[] {
  return files.filter((file) => pattern.test(read(file)));
}

describe('the shape of the house', () => {
  it('finds the files it checks', () => {
    expect(pageSide.length).toBeGreaterThan(150);
  });

  it('pages and components read data through their domain page door only', () => {
    expect(offenders(pageSide, /\bgetDb\b|@\/lib\/server\/db['/]/)).toEqual([]);
    expect(offenders(pageSide, /\b(pageActor|memberPage|staffPage)\(|@\/lib\/server\/access['/]/)).toEqual([]);
    expect(offenders(pageSide, /instanceof ApiProblem/)).toEqual([]);
  });

  it('pages read their locale with pageLocale, never by a cast', () => {
    expect(offenders(pageSide, /\bas Locale\b/)).toEqual([]);
    expect(offenders(pageSide, /\bsetRequestLocale\b/)).toEqual([]);
  });

  it('browser code imports no server module', () => {
    const client = pageSide.filter((file) => /^\s*['"]use client['"]/.test(read(file)));
    expect(client.length).toBeGreaterThan(50);
    expect(offenders(client, /from ['"]@\/lib\/server\//)).toEqual([]);
  });

  it('every input schema lives in its domain contract: lib/validation holds only the kit', () => {
    // The kit is kit.ts and the modules it is split into; any other file there would be a domain's schema.
    const KIT = ['characters.ts', 'field-core.ts', 'field-errors.ts', 'kit.ts', 'localized.ts'].map((name) => `lib/validation/${name}`);
    expect(
      tracked('lib/validation')
        .filter((file) => !isTest(file))
        .sort(),
    ).toEqual(KIT);
  });

  it('no source file is over 400 lines (seed data and drawn artwork aside)', () => {
    const sources = tracked('app', 'components', 'lib', 'i18n', 'scripts', 'e2e', '*.ts', '*.mjs').filter(
      (file) => SOURCE.test(file) && !file.startsWith('lib/server/seed/') && !file.startsWith('scripts/artwork/'),
    );
    const long = sources.filter((file) => read(file).split('\n').length > 401).map((file) => `${file}: ${read(file).split('\n').length - 1} lines`);
    expect(long).toEqual([]);
  });

  it('every file that starts a Chromium takes the shared flags (scripts/chromium-flags.test.ts checks what they do)', () => {
    // Playwright's and chrome-launcher's launch calls and their options.
    const startsBrowser = /\b(chromium|chromeLauncher|puppeteer)\.launch\w*\(|launchPersistentContext|connectOverCDP|launchOptions|executablePath|chromePath/;
    // CHROMIUM_FLAGS used in code: not in an import, not only in a comment.
    const usesFlags = (text: string) => /^(?!\s*(\/\/|\*)).*\bCHROMIUM_FLAGS\b/m.test(text.replace(/^import .*$/gm, ''));
    const starters = tracked('app', 'components', 'lib', 'i18n', 'scripts', 'e2e', '*.ts', '*.mjs').filter(
      (file) => SOURCE.test(file) && !/\.test\.[cm]?[jt]sx?$/.test(file) && file !== 'scripts/chromium-flags.mjs' && startsBrowser.test(read(file)),
    );
    expect(starters).toEqual(expect.arrayContaining(['playwright.config.ts', 'scripts/bench.mjs', 'scripts/screenshots.mjs']));
    expect(starters.filter((file) => !usesFlags(read(file)))).toEqual([]);
  });
});
