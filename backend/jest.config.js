import { availableParallelism } from 'node:os';

// Unit tests (src/**/*.spec.ts) and API tests (test/*.e2e-spec.ts), ESM through SWC as in the build.
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/scripts'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.spec.mjs'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    // Jest on Node < 24.9 cannot require() an ES module; see the transform's comment.
    '/node_modules/@nestjs/throttler/.+\\.js$': '<rootDir>/test/support/cjs-to-esm.cjs',
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          keepClassNames: true,
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/throttler/)'],
  // Each API test file starts its own PostgreSQL (embedded: 2–5 s) and runs the migrations.
  testTimeout: 60_000,
  // Jest keeps every test file's ES modules in the process that ran it: over a hundred files of
  // the whole app outgrew Node's heap (4 GB) in one process. A worker that has grown past this
  // after a file is replaced by a fresh one; this also runs the files in a worker, never in band.
  workerIdleMemoryLimit: '1536MB',
  // An API test file waits on PostgreSQL and HTTP for half its time: Jest's default (a core
  // less than the machine has: one worker on two cores) left a core idle. One more than the
  // cores, up to four: each file's apps hold 10–30 of the server's 100 connections.
  maxWorkers: Math.min(availableParallelism() + 1, 4),
};
