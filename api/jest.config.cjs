// API tests run in Node; each test file starts its own database (PGlite in memory, or a new
// database on the PostgreSQL server of DATABASE_URL), which takes a few seconds on a cold machine,
// hence the long timeout. Files share nothing, so two workers run them side by side.
//
// Some packages need compiling before jest's CommonJS module runtime can load them:
// - kysely 0.29, content-disposition 3 (used by @fastify/static) and cookie 2 (used by
//   light-my-request, behind app.inject) ship only ES modules; Node 20
//   loads them through require(esm) under tsx, but jest's runtime cannot;
// - PGlite's CommonJS build loads Node built-ins with dynamic `import()`, which jest's vm refuses
//   without --experimental-vm-modules.
// swc compiles them to plain CommonJS (dynamic imports become require calls).
const preset = require('../tooling/jest-preset.cjs')({ environment: 'node' });

const compiledPackages = ['kysely', 'content-disposition', 'cookie', '@electric-sql/pglite'];

const [[typescriptPattern, swcTransform]] = Object.entries(preset.transform);
const [, swcOptions] = swcTransform;

module.exports = {
  ...preset,
  transform: {
    [typescriptPattern]: swcTransform,
    '/@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { ...swcOptions, jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' } },
    ],
  },
  // Leave node_modules alone, except the packages above (at any nesting depth).
  transformIgnorePatterns: [
    `^(?!.*/node_modules/(${compiledPackages.join('|')})/).*/node_modules/`,
  ],
  // Several real server processes: `npm run test:scale` (jest.scale.config.cjs), not this suite.
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '\\.scale\\.test\\.ts$'],
  testTimeout: 60_000,
};
