// `npm run test:scale`: several real API processes on one PostgreSQL database and one Redis
// (src/scale/*.scale.test.ts). scripts/test-scale.sh starts both servers and sets DATABASE_URL and
// REDIS_URL. The files start processes and load them, so they run one at a time, slowly.
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  testMatch: ['**/*.scale.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  maxWorkers: 1,
  testTimeout: 300_000,
};
