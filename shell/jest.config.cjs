const preset = require('../tooling/jest-preset.cjs')({ environment: 'jsdom' });

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/load-shell-pages.ts'],
};
