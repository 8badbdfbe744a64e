import fs from 'node:fs';
import path from 'node:path';

/*
 * For tests that read the source itself (which modules a page or the browser bundle reaches): the
 * repository's root and how an import specifier of ours resolves to a file. Test code only.
 */

/** The repository's root folder (`@/` in an import). */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/** The file an import of `from` names: `@/…` or a relative path, with the extensions the build tries; null for a package. */
export function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(REPO_ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}
