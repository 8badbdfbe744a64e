/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import messages from '@/messages/en.json';
import { MEMBER_PAGE_MESSAGES } from './page-messages';
import { REPO_ROOT, resolveImport } from '@/lib/testing/source-imports';

/*
 * Every member page gets only the messages its client parts read (./page-messages.ts): this walks
 * each page's imports from the page file down, collects the `useTranslations('…')` namespaces of every
 * module that runs in the browser ('use client' and what it imports), and checks that the page's
 * providers (the member layout's frame, and the <MemberMessages page="…"> the page or a server module
 * it imports renders) hold each of them. A namespace left out would show raw keys in production.
 */

const root = REPO_ROOT;
const MEMBER = path.join(root, 'app/[locale]/(member)');

/** Value imports, re-exports and lazy import()s (a lazy chunk renders under the same provider). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm)) {
    if (!m[1]) found.push(m[2] ?? m[3]);
  }
  return found;
}

const isClient = (file: string) => /^['"]use client['"]/m.test(fs.readFileSync(file, 'utf8'));

interface Reach {
  /** Namespaces read by browser code. */
  used: Set<string>;
  /** Keys of the <MemberMessages page="…"> rendered by the page's server modules. */
  providers: Set<string>;
}

function reach(entry: string): Reach {
  const used = new Set<string>();
  const providers = new Set<string>();
  const seen = new Set<string>();
  const stack: [string, boolean][] = [[entry, false]];
  while (stack.length) {
    const [file, underClient] = stack.pop()!;
    const key = `${underClient}:${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const client = underClient || isClient(file);
    const source = fs.readFileSync(file, 'utf8');
    if (client) {
      for (const m of source.matchAll(/useTranslations\(\s*(?:['"]([^'"]*)['"])?\s*\)/g)) used.add(m[1] ?? '');
    } else {
      for (const m of source.matchAll(/<MemberMessages\b[^>]*\bpage="([^"]+)"/g)) providers.add(m[1]);
    }
    for (const spec of importsOf(file)) {
      const target = resolveImport(file, spec);
      if (target) stack.push([target, client]);
    }
  }
  return { used, providers };
}

function filesUnder(dir: string, name: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full, name) : name.test(e.name) ? [full] : [];
  });
}

const covered = (granted: Iterable<string>, namespace: string) => [...granted].some((g) => namespace === g || namespace.startsWith(`${g}.`));
const declared = (key: string) => (MEMBER_PAGE_MESSAGES as Record<string, readonly string[]>)[key] ?? [];

describe('the messages of each member page', () => {
  const pages = filesUnder(MEMBER, /^page\.tsx$/);
  const layouts = filesUnder(MEMBER, /^layout\.tsx$/);

  it('finds the member pages and what they read', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect([...reach(path.join(MEMBER, 'user/profile/page.tsx')).used]).toEqual(expect.arrayContaining(['member.profile', 'server.field']));
  });

  it('gives the frame only what the layouts’ own client parts read', () => {
    for (const layout of layouts) {
      const { used } = reach(layout);
      const missing = [...used].filter((ns) => !covered(declared('frame'), ns));
      expect([path.relative(MEMBER, layout), missing]).toEqual([path.relative(MEMBER, layout), []]);
    }
  });

  it('gives every page each namespace its client parts read', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const { used, providers } = reach(page);
      const granted = [...providers].flatMap(declared);
      // Inside a page's own provider the frame's messages are replaced, not merged.
      const available = providers.size > 0 ? granted : declared('frame');
      for (const key of providers) if (!(key in MEMBER_PAGE_MESSAGES)) problems.push(`${path.relative(MEMBER, page)}: unknown page key ${key}`);
      for (const ns of used) if (!covered(available, ns)) problems.push(`${path.relative(MEMBER, page)}: ${ns || '(every namespace)'}`);
    }
    expect(problems).toEqual([]);
  });

  it('names only namespaces that exist, and each page key is used by a page', () => {
    const all = messages as unknown as Record<string, Record<string, unknown>>;
    for (const paths of Object.values(MEMBER_PAGE_MESSAGES)) {
      for (const p of paths) {
        const [top, inner] = p.split('.');
        expect([p, inner === undefined ? top in all : inner in (all[top] ?? {})]).toEqual([p, true]);
      }
    }
    const rendered = new Set([...pages, ...layouts].flatMap((f) => [...reach(f).providers]));
    rendered.add('frame');
    expect(Object.keys(MEMBER_PAGE_MESSAGES).filter((k) => !rendered.has(k))).toEqual([]);
  });
});
