// Test support only: jsdom, as the shell and remotes test in, with the platform's fetch (the
// client's transport), which jsdom lacks. Node's fetch only takes its own bodies and signals, so
// the classes that travel with a request come from Node too.
const { TestEnvironment } = require('jest-environment-jsdom');

const fetchGlobals = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fetchGlobals) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
