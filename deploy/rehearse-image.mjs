// Rehearses the image's runtime stage where no Docker engine runs: reads deploy/Dockerfile's
// runtime stage, copies into a fresh folder what its COPY lines copy (from this checkout, or from
// the build stage's outputs: the built shell and remotes), runs its `npm ci` line there, and
// starts its CMD with its ENV (paths moved into the folder) as a production server would run:
// NODE_ENV=production, secrets from the environment, on PostgreSQL and Redis. Then the server
// must answer /health/live and /health, serve the shell, and publish every remote to its release
// environment. A file the runtime needs but the stage does not copy, or a dependency the API
// takes from dev dependencies, fails here as it would fail in the image.
//
//   DATABASE_URL=postgres://… REDIS_URL=redis://… node deploy/rehearse-image.mjs
//
// The shell and remotes must be built (node scripts/build.mjs --all); scripts/test-scale.sh
// builds them when they are not.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The runtime stage's instructions, continuation lines joined, comments dropped. */
export function runtimeStageOf(dockerfile) {
  const lines = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const start = lines.findIndex((line) => /^FROM \S+ AS runtime$/i.test(line));
  if (start < 0) throw new Error('deploy/Dockerfile has no runtime stage');
  return lines.slice(start + 1).map((line) => {
    const [, instruction, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    return { instruction: instruction.toUpperCase(), rest };
  });
}

/** ENV's `A=1 B=2` pairs (values without spaces, as this Dockerfile writes them). */
function envPairsOf(rest) {
  return Object.fromEntries(
    rest
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answerOf(url, options = {}) {
  try {
    const response = await fetch(url, options);
    return { status: response.status, text: await response.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

async function rehearse() {
  const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
  if (!/^postgres(ql)?:\/\//.test(databaseUrl ?? '') || !redisUrl) {
    throw new Error('set DATABASE_URL (postgres://…) and REDIS_URL');
  }
  const stage = runtimeStageOf(readFileSync(path.join(repoRoot, 'deploy/Dockerfile'), 'utf8'));
  const scratch = mkdtempSync(path.join(tmpdir(), 'shop-image-'));
  const app = path.join(scratch, 'app');
  const inImage = (file) =>
    file.startsWith('/var/lib/shop')
      ? path.join(scratch, file)
      : path.join(app, path.relative('/app', path.resolve('/app', file)));
  const environment = {};
  let command = null;
  try {
    mkdirSync(app, { recursive: true });
    for (const { instruction, rest } of stage) {
      if (instruction === 'COPY') {
        // The deps and build stages work in /app on this checkout: their files are its files.
        const words = rest.split(/\s+/).filter((word) => !word.startsWith('--'));
        const destination = words.pop();
        for (const source of words) {
          const from = path.join(repoRoot, source.replace(/^\/app\//, ''));
          const to = destination.endsWith('/')
            ? path.join(inImage(destination), path.basename(source))
            : inImage(destination);
          cpSync(from, to, { recursive: true });
        }
      } else if (instruction === 'RUN') {
        const script = rest.replace(/--mount=\S+\s*/g, '');
        if (script.startsWith('npm ci')) {
          console.log(`rehearse-image: ${script}`);
          execFileSync('sh', ['-c', script], { cwd: app, stdio: 'inherit' });
        } else {
          // Folders the process may write to (the image makes them; here they are the scratch's).
          for (const folder of script.match(/\/var\/lib\/shop\/\S+/g) ?? []) {
            mkdirSync(inImage(folder), { recursive: true });
          }
        }
      } else if (instruction === 'ENV') {
        for (const [name, value] of Object.entries(envPairsOf(rest))) {
          environment[name] = value
            .split(',')
            .map((part) => (part.startsWith('/') ? inImage(part) : part))
            .join(',');
        }
      } else if (instruction === 'CMD') {
        command = JSON.parse(rest);
      }
    }
    if (!command) throw new Error('the runtime stage has no CMD');

    const port = await freePort();
    const secret = () => randomBytes(32).toString('base64');
    const server = spawn(command[0] === 'node' ? process.execPath : command[0], command.slice(1), {
      cwd: app,
      env: {
        PATH: process.env.PATH,
        HOME: scratch,
        ...environment,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        AUTH_TOKEN_SECRET: secret(),
        RELEASE_PREVIEW_SECRET: secret(),
        PARTNER_BENEFITS_SECRET: secret(),
        SOCIAL_INVITE_SECRET: secret(),
        METRICS_TOKEN: randomBytes(24).toString('hex'),
        OPERATOR_EMAIL: 'operator@shop.example',
        OPERATOR_PASSWORD: secret(),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const base = `http://127.0.0.1:${port}`;
    try {
      const until = Date.now() + 180_000;
      while ((await answerOf(`${base}/health/live`)).status !== 200) {
        if (server.exitCode !== null || Date.now() > until) {
          throw new Error(`the server did not start:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const health = await answerOf(`${base}/health`);
      const shell = await answerOf(`${base}/`);
      const environmentName = environment.PUBLISH_ENVIRONMENT;
      const release = await answerOf(`${base}/registry/${environmentName}/release`);
      const remotes = (environment.PUBLISH_REMOTES ?? '').split(',').filter(Boolean).length;
      const entries = release.status === 200 ? JSON.parse(release.text).result.remotes : [];
      const published = entries.length;
      const entry = entries[0]
        ? await answerOf(new URL(entries[0].entry_url, base).href)
        : { status: 0 };
      const problems = [
        health.status === 200 ? null : `/health answered ${health.status}: ${health.text}`,
        shell.status === 200 && /<html/i.test(shell.text) ? null : `/ answered ${shell.status}`,
        published === remotes
          ? null
          : `${published} of ${remotes} remotes published to ${environmentName}: ${release.status} ${release.text.slice(0, 300)}`,
        entry.status === 200 ? null : `a remote's entry answered ${entry.status}`,
      ].filter(Boolean);
      if (problems.length > 0) throw new Error(`${problems.join('\n')}\n${output}`);
      console.log(
        `rehearse-image: the runtime stage serves /health, the shell and ${published} remotes`,
      );
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) =>
        server.exitCode !== null ? resolve() : server.once('exit', resolve),
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  rehearse().catch((error) => {
    console.error(`rehearse-image: ${error.message}`);
    process.exit(1);
  });
}
