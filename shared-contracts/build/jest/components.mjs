// The jest set-up of every front end's component tests (jsdom): one place, as for the rspack
// build. CommonJS through SWC keeps them simple; the browser behaviour of the whole portal is
// covered by the Playwright tests.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @param {string} name a file beside this one */
const here = (name) => fileURLToPath(new URL(name, import.meta.url));

/**
 * @param {string} rootDir the front end's folder (`import.meta.dirname` of its jest.config.js)
 * @returns {import('jest').Config}
 */
export function componentTestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    // shared-contracts is read from its TypeScript source, as the rspack builds do.
    testEnvironmentOptions: { customExportConditions: ['djelfa-source', 'browser', 'require', 'default'] },
    setupFiles: [here('./jsdom-globals.cjs')],
    // A remote's texts, as its pages register them (the shell's own are registered by its start).
    setupFilesAfterEnv: [here('./async-waits.cjs'), ...(existsSync(join(rootDir, 'src/register-locales.ts')) ? ['<rootDir>/src/register-locales.ts'] : [])],
    // A first antd drawing in jsdom loads and computes a lot: seconds on a busy machine, more than jest's 5.
    testTimeout: 15_000,
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.spec.tsx', '**/*.spec.ts'],
    moduleNameMapper: {
      '\\.css$': here('./style-stub.cjs'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // @ant-design/icons' CommonJS build requires this one ES module file, which jest cannot load.
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
      // An area's antd root (loaded with a part drawn with antd) imports antd's ES locales: their CommonJS twins.
      '^antd/es/locale/(.*)$': 'antd/lib/locale/$1',
    },
    transform: {
      '^.+\\.(ts|tsx)$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
      ],
    },
    transformIgnorePatterns: ['/node_modules/'],
  };
}
