const preset = require('../tooling/jest-preset.cjs')({ environment: 'jsdom' });

module.exports = {
  ...preset,
  setupFiles: [...(preset.setupFiles ?? []), require.resolve('./jest-setup-globals.cjs')],
};
