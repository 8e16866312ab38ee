// Unit tests for the shared contracts; TypeScript through SWC, ESM as in production.
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  testMatch: ['**/*.spec.ts', '**/*.spec.mjs'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
};
