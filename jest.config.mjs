import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that jest must transform.
const esmPackages = [
  'ky',
  'next-intl',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'embla-carousel',
  'embla-carousel-autoplay',
  'embla-carousel-reactive-utils',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
];

const config = {
  testEnvironment: 'jsdom',
  // Component tests type whole sentences with user-event: on a busy 2-core machine that can pass 5 s.
  testTimeout: 15_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/lib/testing/empty.js',
    // file-type's export map has only import conditions; jest resolves for require.
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
  },
  // e2e: Playwright's; scripts/cluster-tests: node --test's (npm test runs both after the build).
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next/', '<rootDir>/scripts/cluster-tests/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return resolved;
}
