/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, resolveImport } from '@/lib/testing/source-imports';
import * as client from './client-config';
import * as config from './config';

const root = REPO_ROOT;

/** Client components rendered by the catalogue pages (home, lists, product) and the layout around them. */
const CLIENT_DIRS = ['components/site', 'components/ui', 'components/catalogue', 'components/home', 'components/favorites', 'app/[locale]/(site)', 'app/[locale]/(home)'];
const CLIENT_FILES = ['app/[locale]/layout.tsx', 'app/[locale]/error.tsx', 'app/[locale]/not-found.tsx'];

/** Static value imports and re-exports (type-only ones are erased; import() is a lazy chunk, not first-load). */
function valueImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm)) {
    if (m[1]) continue;
    const names = m[2];
    if (
      names &&
      /^\{[^}]*\}$/.test(names.trim()) &&
      names
        .replace(/[{}]/g, '')
        .split(',')
        .every((n) => !n.trim() || /^type\s/.test(n.trim()))
    )
      continue;
    found.push(m[3] ?? m[4]);
  }
  return found;
}

function clientEntries(): string[] {
  const entries: string[] = [];
  const visit = (dir: string) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(item.name) && !/\.test\./.test(item.name) && /^['"]use client['"]/m.test(fs.readFileSync(full, 'utf8'))) entries.push(full);
    }
  };
  for (const dir of CLIENT_DIRS) visit(path.join(root, dir));
  for (const file of CLIENT_FILES) {
    const full = path.join(root, file);
    if (fs.existsSync(full) && /^['"]use client['"]/m.test(fs.readFileSync(full, 'utf8'))) entries.push(full);
  }
  return entries;
}

describe('lib/client-config', () => {
  it('is part of lib/config: every constant it declares is the same value there', () => {
    for (const [name, value] of Object.entries(client)) expect((config as Record<string, unknown>)[name]).toBe(value);
  });

  it('is what the catalogue pages’ client code imports: none of it reaches lib/config.ts (it would weigh on their first-load JavaScript)', () => {
    const configFile = path.join(root, 'lib/config.ts');
    const parent = new Map<string, string | null>();
    const stack: [string, string | null][] = clientEntries().map((file) => [file, null]);
    expect(stack.length).toBeGreaterThan(5);
    const offenders: string[] = [];
    while (stack.length) {
      const [file, from] = stack.pop()!;
      if (parent.has(file)) continue;
      parent.set(file, from);
      for (const spec of valueImports(file)) {
        const target = resolveImport(file, spec);
        if (target === configFile) {
          const chain: string[] = [];
          for (let at: string | null | undefined = file; at; at = parent.get(at)) chain.push(path.relative(root, at));
          offenders.push(chain.join(' ← '));
        } else if (target && !parent.has(target)) stack.push([target, file]);
      }
    }
    expect(offenders).toEqual([]);
  });
});
