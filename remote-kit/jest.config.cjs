module.exports = require('../tooling/jest-preset.cjs')({ environment: 'jsdom' });
