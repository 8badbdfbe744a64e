// `npm run staff -- …` against the cluster's database, for the cluster tests: the test fails with
// the command's output when the command fails.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

/** Runs scripts/staff.ts of `appDir` with `args` on the database of the cluster `state`. */
export function runStaff(appDir, state, ...args) {
  const result = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff.ts', ...args], {
    cwd: appDir,
    env: { ...process.env, DATABASE_URL: state.postgres.url },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(result.status, 0, `npm run staff ${args.join(' ')}: ${result.stdout}${result.stderr}`);
}
