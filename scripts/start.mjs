// `npm start`: builds whatever is missing, then runs one process serving the shell, every
// remote artifact and the API (http://localhost:8080, PORT overrides) on embedded PGlite.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildMissing, frontendPackages, repoRoot } from './build.mjs';

await buildMissing();

const remotes = frontendPackages.filter((name) => name !== 'shell');
const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');

const server = spawn(process.execPath, [tsxCli, path.join(repoRoot, 'api/src/server.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    SHELL_DIST: process.env.SHELL_DIST ?? path.join(repoRoot, 'shell/dist'),
    PUBLISH_REMOTES:
      process.env.PUBLISH_REMOTES ??
      remotes.map((name) => path.join(repoRoot, name, 'dist')).join(','),
    PUBLISH_ENVIRONMENT: process.env.PUBLISH_ENVIRONMENT ?? 'local',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
