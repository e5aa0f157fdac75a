const preset = require('../tooling/jest-preset.cjs')({ environment: 'jsdom' });

module.exports = { ...preset, setupFiles: ['<rootDir>/jest-web-globals.cjs'] };
