// jsdom leaves out TextEncoder/TextDecoder, which shared-kernel uses when its modules load.
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
