// jsdom lacks the encoding globals that shared-kernel's signature module creates at load time.
const util = require('node:util');
globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
