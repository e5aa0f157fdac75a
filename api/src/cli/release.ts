import { configFromEnvironment, repositoryRoot, resolveConfig } from '../plugins/config';
import { runReleaseCommand } from './release-commands';
import { terminalPrompt } from './terminal-prompt';

// npm runs workspace scripts in the workspace folder; a relative --dist means the folder the
// command was typed in (the repository root for `npm run release`).
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

runReleaseCommand(process.argv.slice(2), {
  publicUrl: process.env.SHOP_URL || resolveConfig(configFromEnvironment(process.env)).publicUrl,
  repositoryRoot,
  credentials: process.env,
  fetch: (url, init) => fetch(url, init),
  ask: terminalPrompt() ?? undefined,
  write: (text) => console.log(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
