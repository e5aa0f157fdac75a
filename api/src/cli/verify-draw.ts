import { readFile } from 'node:fs/promises';
import { configFromEnvironment, resolveConfig } from '../plugins/config';
import { runVerifyDraw } from './verify-draw-command';

// npm runs workspace scripts in the workspace folder; a relative --file means the folder the
// command was typed in (the repository root for `npm run verify-draw`).
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const { publicUrl, appKeys } = resolveConfig(configFromEnvironment(process.env));
const [appKey, appSecret] = Object.entries(appKeys).find(([key]) => key === 'shop-web') ??
  Object.entries(appKeys)[0] ?? ['shop-web', ''];

runVerifyDraw(process.argv.slice(2), {
  publicUrl,
  appKey,
  appSecret,
  fetch: (url, init) => fetch(url, init),
  readFile: (path) => readFile(path, 'utf8'),
  write: (text) => console.log(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
