// Jest settings shared by every package: swc transpiles TypeScript, jsdom for UI packages.
const path = require('node:path');

/** @param {{ environment?: 'node' | 'jsdom' }} options */
module.exports = function jestConfig({ environment = 'jsdom' } = {}) {
  return {
    testEnvironment: environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '\\.(css|svg|png)$': path.join(__dirname, 'jest-file-stub.cjs') },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-globals.cjs')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // Interaction tests type and click through jsdom; on a busy 2-core machine one can pass Jest's
    // 5 s default. Speed is measured by the benchmarks, never by a unit test's time limit.
    testTimeout: 30_000,
  };
};
