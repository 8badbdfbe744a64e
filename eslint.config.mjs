// ESLint (flat config): Next's core-web-vitals and TypeScript rules, then Prettier's switch-offs, so
// that layout is Prettier's alone. `npm run lint` runs both, with no warning allowed; `npm test` runs it.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // A leading underscore marks a binding left unused on purpose: a field dropped from an object by
      // destructuring it out of a rest (`const { id: _id, ...rest } = row`), an argument a signature requires.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The site's pictures are WebP files the server has already sized: catalogue media rendered at
      // build time in the sizes the pages ask for (with a small variant for thumbnails), uploads
      // re-encoded by sharp when they arrive, private files behind the member's session (which Next's
      // image optimizer could not fetch). components/ui/LazyImage loads them lazily with their width and
      // height (no layout shift); next/image would encode them a second time for nothing.
      '@next/next/no-img-element': 'off',
      // React Compiler checks (eslint-plugin-react-hooks 7) that do not fit this code:
      // - set-state-in-effect: the effects that set state either read what only the browser knows, after
      //   hydration on purpose (the session-hint cookie, document.readyState, an <img> that finished before
      //   hydration, the address a social login returns to, the clock), which read during render would
      //   make the first client render differ from the server's HTML; or reset a dialog's form when it
      //   opens and the phone menu when the path changes, one extra render that nobody sees.
      'react-hooks/set-state-in-effect': 'off',
      // - refs: callbacks that run after commit read the latest props from a ref written during render
      //   (`latest.current = onChange`); every render writes its own props, so nothing stale is read.
      'react-hooks/refs': 'off',
    },
  },
  {
    // Server components render once per request: the clock they read is that request's time.
    files: ['app/**/*.tsx'],
    rules: { 'react-hooks/purity': 'off' },
  },
  {
    // Tests and their helpers.
    files: ['**/*.test.ts', '**/*.test.tsx', 'lib/testing/**', 'lib/server/testing/**'],
    rules: {
      // Tests render plain links on purpose (the navigation listener and the back-office list are tested
      // against what a server page gives them).
      '@next/next/no-html-link-for-pages': 'off',
      // Tests load modules by a path found at run time, or afresh inside jest.isolateModules: only a
      // synchronous require does that.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Not React's hooks: Playwright's fixtures hand a `use` callback around, and jest set-up helpers
    // are named use… (useScratch, useFreshContactForm: they register beforeEach and afterEach).
    files: ['e2e/**', '**/*.test.ts', '**/*.test.tsx', 'lib/testing/**', 'lib/server/testing/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
  globalIgnores([
    // Build output, caches and reports.
    '.next/**',
    'out/**',
    'build/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    '.test-results/**',
    '.bench-floor/**',
    '.cluster/**',
    'screenshots/**',
    'tmp/**',
    'data/**',
    // Written by tools, not by hand: Next's type shim, drizzle-kit's migrations, static files.
    'next-env.d.ts',
    'drizzle/**',
    'public/**',
  ]),
]);
