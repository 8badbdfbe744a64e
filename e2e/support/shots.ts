import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a spec keeps the screenshots a person looks at after a run: `screenshots/e2e/<area>/`
 * in the repository (ignored by git), or under E2E_SHOTS when set. Named by the test's project
 * (phone or desktop) so the two widths sit side by side.
 */
export function shotPath(area: string, name: string, project: string): string {
  const dir = path.join(process.env.E2E_SHOTS ?? path.join(process.cwd(), 'screenshots', 'e2e'), area);
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}-${project}.png`);
}
