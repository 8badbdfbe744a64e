// A node:test reporter for `npm test` (scripts/run-tests.mjs): writes {"passed":N,"failed":N}, counting
// tests (not suites); a test cancelled because its suite's setup failed counts as failed.
export default async function* count(source) {
  let passed = 0;
  let failed = 0;
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.type === 'test:pass') passed += 1;
    else failed += 1;
  }
  yield `${JSON.stringify({ passed, failed })}\n`;
}
