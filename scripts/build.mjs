// Builds the shell and the remotes whose dist is missing or older than their sources.
// `node scripts/build.mjs --all` rebuilds everything; `npm start` calls buildMissing().
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptSourcesOf, shellFiles } from './bundle-size.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const frontendPackages = [
  'shell',
  'mfe-catalog',
  'mfe-cart-checkout',
  'mfe-account',
  'mfe-wallet',
  'mfe-membership',
  'mfe-lotto-party',
];

/** The file whose presence says a package was built: index.html for the host, release.json for a remote. */
export function buildMarker(packageName) {
  return path.join(
    repoRoot,
    packageName,
    'dist',
    packageName === 'shell' ? 'index.html' : 'release.json',
  );
}

function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestModification(path.join(target, entry))),
    stats.mtimeMs,
  );
}

function isStale(packageName) {
  const marker = buildMarker(packageName);
  if (!existsSync(marker)) return true;
  const inputs = [
    path.join(repoRoot, packageName, 'src'),
    path.join(repoRoot, packageName, 'package.json'),
    path.join(repoRoot, packageName, 'webpack.config.mjs'),
    path.join(repoRoot, 'shared-kernel', 'src'),
    path.join(repoRoot, 'remote-kit', 'src'),
    path.join(repoRoot, 'tooling'),
  ];
  const newestInput = Math.max(...inputs.map(newestModification));
  return newestInput > statSync(marker).mtimeMs;
}

function run(packageName) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '-w', packageName, '--silent'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code === 0) {
        if (packageName === 'shell') preloadShellChunks();
        console.log(`built ${packageName} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`building ${packageName} failed (exit ${code})`));
      }
    });
  });
}

/**
 * Adds to the shell's built index.html a preload of every chunk its entry script requests as
 * soon as it runs (the bootstrap and the shared modules the page needs first), so that the
 * browser fetches them in parallel with the entry rather than after it.
 */
export function preloadShellChunks(rootDir = repoRoot) {
  const indexFile = path.join(rootDir, 'shell/dist/index.html');
  const html = readFileSync(indexFile, 'utf8');
  if (html.includes('rel="preload"')) return;
  const entryScripts = new Set(scriptSourcesOf(html));
  const links = shellFiles(rootDir)
    .map(({ file }) => path.relative(path.dirname(indexFile), file).split(path.sep).join('/'))
    .filter((file) => !entryScripts.has(file))
    .map((file) => `<link rel="preload" as="script" href="/${file}">`)
    .join('');
  writeFileSync(
    indexFile,
    html.replace('</head>', () => `${links}</head>`),
  );
}

/** Builds with at most `parallel` webpack processes at once (2 cores on the project machines). */
export async function build(packageNames, parallel = 2) {
  const queue = [...packageNames];
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (queue.length > 0) await run(queue.shift());
  });
  await Promise.all(workers);
}

export async function buildMissing() {
  const stale = frontendPackages.filter(isStale);
  if (stale.length > 0) {
    console.log(`building ${stale.join(', ')}`);
    await build(stale);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const all = process.argv.includes('--all');
  await (all ? build(frontendPackages) : buildMissing());
}
