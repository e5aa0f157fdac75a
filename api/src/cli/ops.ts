import { configFromEnvironment, resolveConfig } from '../plugins/config';
import { runOpsCommand } from './operator-commands';
import { terminalPrompt } from './terminal-prompt';

// npm runs workspace scripts in the workspace folder; relative database paths mean the folder
// the command was typed in (the repository root for `npm run ops`), as they do for the server.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const { databaseUrl, publicUrl } = resolveConfig(configFromEnvironment(process.env));
runOpsCommand(process.argv.slice(2), {
  databaseUrl,
  write: (text) => console.log(text),
  shop: {
    publicUrl,
    credentials: process.env,
    fetch: (url, init) => fetch(url, init),
    ask: terminalPrompt() ?? undefined,
  },
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
