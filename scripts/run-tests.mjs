// `npm test`: type check, unit and component tests (jest; services also on PostgreSQL when
// TEST_DATABASE_URL is set), a production build, then Playwright e2e against the built app
// in Debian's Chromium. Prints one closing line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const steps = [];
steps.push(['typecheck', run('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.'])]);
if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL not set: the PostgreSQL service tests are skipped here; CI sets it)');
steps.push([
  'jest',
  run('unit and component tests', 'npx', ['jest', '--json', `--outputFile=${results}/jest.json`], {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
  }),
]);
const built = run('build', 'npm', ['run', 'build']);
steps.push(['build', built]);
if (built) steps.push(['e2e', run('e2e tests', 'npx', ['playwright', 'test'])]);

let passed = 0;
let failed = 0;
const jestFile = `${results}/jest.json`;
if (existsSync(jestFile)) {
  const jest = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}
const pwFile = `${results}/playwright.json`;
if (existsSync(pwFile)) {
  const { stats } = JSON.parse(readFileSync(pwFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
if (failedSteps.length && failed === 0) failed = failedSteps.length;
console.log(`\nsteps failed: ${failedSteps.join(', ') || 'none'}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
