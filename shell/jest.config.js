// Component tests of the shell (jsdom). CommonJS through SWC keeps them simple; the browser
// behaviour of the whole portal is covered by the Playwright tests in e2e/.
export default {
  testEnvironment: 'jsdom',
  // shared-contracts is read from its TypeScript source, as the rspack builds do.
  testEnvironmentOptions: { customExportConditions: ['djelfa-source', 'browser', 'require', 'default'] },
  setupFiles: ['<rootDir>/test/jsdom-globals.cjs'],
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.tsx', '**/*.spec.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/style-stub.cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.(ts|tsx)$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/'],
};
