// `npm test`: everything, on a fresh machine by itself. First what the machine lacks (Debian's
// headless Chromium and the CJK and Thai fonts, poppler's pdftoppm, redis-server, a PostgreSQL
// server: scripts/test-engines.mjs), then: lint (`npm run lint`: ESLint with no warning allowed, and Prettier's check); type check; unit, component and
// service tests (jest; the services on PGlite and on PostgreSQL); a production build; Playwright
// e2e against the built app in Chromium; the cluster tests (two instances of the build behind
// Debian's nginx on their own PostgreSQL and Redis: scripts/cluster-tests/). Prints one closing
// line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureFonts, ensurePdftoppm, ensurePgDump, ensurePrometheus, ensureRedis, startTestPostgres } from './test-engines.mjs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const chromium = ensureChromium();
// The e2e pages lay out Chinese, Japanese, Korean and Thai text in real glyphs, as a visitor's device does.
ensureFonts();
ensurePdftoppm();
// Debian's redis-server: the shared cache's tests start throwaway servers of it (lib/server/cache/).
ensureRedis();
// Debian's prometheus: promtool checks the alert rules (jest), the cluster tests scrape with it.
ensurePrometheus();
const postgres = await startTestPostgres();
// pg_dump and pg_restore: the backups of the PostgreSQL path (lib/server/backup/).
ensurePgDump();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    postgres.stop();
    process.exit(130);
  });
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const steps = [];
try {
  steps.push(['lint', run('lint', 'npm', ['run', 'lint'])]);
  steps.push(['typecheck', run('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.'])]);
  steps.push([
    'jest',
    // Two workers on this kind of 2-core machine (jest's default is cores − 1, one): the suites
    // wait on PGlite and PostgreSQL as much as they compute, so two at a time took 677 s where
    // one took 927 s.
    run('unit and component tests', 'npx', ['jest', '--maxWorkers=2', '--json', `--outputFile=${results}/jest.json`], {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
      TEST_DATABASE_URL: postgres.url,
    }),
  ]);
} finally {
  postgres.stop();
}
const built = run('build', 'npm', ['run', 'build']);
steps.push(['build', built]);
if (built) steps.push(['e2e', run('e2e tests', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium })]);
// Several instances (scripts/cluster-tests/): the build behind Debian's nginx on its own PostgreSQL and Redis.
if (built) {
  steps.push([
    'cluster',
    run('cluster tests (two instances behind nginx)', process.execPath, [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./scripts/cluster-tests/count.mjs',
      `--test-reporter-destination=${results}/cluster.json`,
      'scripts/cluster-tests/',
    ]),
  ]);
}

let passed = 0;
let failed = 0;
const jestFile = `${results}/jest.json`;
if (existsSync(jestFile)) {
  const jest = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}
const pwFile = `${results}/playwright.json`;
// A test that passed only on its retry (CI retries once) counts as passed, and is named at the end:
// it is a bug to find (a race, a wait too short), not luck.
const passedOnRetry = [];
if (existsSync(pwFile)) {
  const report = JSON.parse(readFileSync(pwFile, 'utf8'));
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  const walk = (suite) => {
    for (const inner of suite.suites ?? []) walk(inner);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) if (test.status === 'flaky') passedOnRetry.push(`[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`);
    }
  };
  for (const suite of report.suites ?? []) walk(suite);
}
const clusterFile = `${results}/cluster.json`;
if (existsSync(clusterFile)) {
  const cluster = JSON.parse(readFileSync(clusterFile, 'utf8'));
  passed += cluster.passed;
  failed += cluster.failed;
}
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
if (failedSteps.length && failed === 0) failed = failedSteps.length;
if (passedOnRetry.length) console.log(`\npassed only on retry (bugs to find):\n  ${passedOnRetry.join('\n  ')}`);
console.log(`\nsteps failed: ${failedSteps.join(', ') || 'none'}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
