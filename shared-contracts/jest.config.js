// Unit tests for the shared contracts: pure code in Node as ESM (as in production), React pieces
// in jsdom (CommonJS through SWC keeps antd and React simple to load there).
const swcTypeScript = (tsx, moduleType) => [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: moduleType } },
];

export default {
  projects: [
    {
      displayName: 'contracts',
      testEnvironment: 'node',
      roots: ['<rootDir>/src', '<rootDir>/build'],
      testMatch: ['**/*.spec.ts', '**/*.spec.mjs'],
      extensionsToTreatAsEsm: ['.ts'],
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
      transform: { '^.+\\.ts$': swcTypeScript(false, 'es6') },
    },
    {
      displayName: 'react',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/build/jest/jsdom-globals.cjs'],
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.spec.tsx'],
      moduleNameMapper: { '\\.css$': '<rootDir>/build/jest/style-stub.cjs', '^(\\.{1,2}/.*)\\.js$': '$1' },
      transform: { '^.+\\.(ts|tsx)$': swcTypeScript(true, 'commonjs') },
    },
  ],
};
