// `npm run bench`: the shop's speed and size figures, each against its target, as one table.
//
//   node scripts/bench.mjs                    every section
//   node scripts/bench.mjs --only=sizes,api   some of them: builds, sizes, api, lighthouse
//   --json FILE                               also write the figures as JSON
//
// builds      cold production build of the shell and every remote (caches removed), and one
//             remote rebuilt alone after a change (filesystem cache warm)
// sizes       first-load JavaScript per route (scripts/bundle-size.mjs)
// api         api/src/bench/api-bench.ts on real PostgreSQL (BENCH_DATABASE_SERVER); purchases
//             through one and two API processes sharing a Redis (REDIS_URL, or a private one)
// lighthouse  Lighthouse mobile on /, a play page, /lotto-results and /cart, median of 3 runs
import { spawn } from 'node:child_process';
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lighthouseFigures } from './bench/lighthouse.mjs';
import { build, buildMissing, frontendPackages, repoRoot } from './build.mjs';
import {
  loadOwnerOf,
  measureRoutes,
  measuredRoutes,
  readBudget,
  targetBytesOf,
} from './bundle-size.mjs';

const sections = ['builds', 'sizes', 'api', 'lighthouse'];
const argv = process.argv.slice(2);
const only = argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
const chosen = new Set(only ? only.split(',') : sections);
const jsonIndex = argv.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? path.resolve(argv[jsonIndex + 1]) : null;

const rows = [['figure', 'measured', 'target', '']];
const figures = {};
const row = (figure, measured, target, met) =>
  rows.push([figure, measured, target, met === undefined ? '' : met ? 'met' : 'NOT MET']);
const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;
/** A figure as text, or '-' when no run produced it. */
const shown = (value, format) => (value === null ? '-' : format(value));

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      ...options,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

async function timed(work) {
  const started = Date.now();
  await work();
  return Date.now() - started;
}

async function benchBuilds() {
  for (const name of frontendPackages) {
    rmSync(path.join(repoRoot, name, 'node_modules/.cache/webpack'), {
      recursive: true,
      force: true,
    });
  }
  const coldMs = await timed(() => build(frontendPackages));
  const remote = 'mfe-catalog';
  const now = new Date();
  utimesSync(path.join(repoRoot, remote, 'src/spa.tsx'), now, now);
  const rebuildMs = await timed(() => run('npm', ['run', 'build', '-w', remote, '--silent']));
  figures.builds = { coldAllMs: coldMs, oneRemoteRebuildMs: rebuildMs };
  row('build: shell + 6 remotes, cold cache', seconds(coldMs), '', undefined);
  row(`build: ${remote} alone after a change`, seconds(rebuildMs), '≤ 15 s', rebuildMs <= 15_000);
}

async function benchSizes() {
  await buildMissing();
  const ownerOf = await loadOwnerOf();
  const results = measureRoutes(
    repoRoot,
    measuredRoutes.map((route) => ({ route, owner: ownerOf(route) })),
  );
  const budget = readBudget(repoRoot);
  const home = results.find((result) => result.route === '/');
  figures.sizes = results.map(({ route, gzipBytes, brotliBytes }) => ({
    route,
    gzipBytes,
    brotliBytes,
  }));
  for (const result of results) {
    const target = targetBytesOf(result.route, budget);
    const addedKb = (result.gzipBytes - home.gzipBytes) / 1024;
    const added = result.route === '/' ? '' : ` (${addedKb >= 0 ? '+' : ''}${addedKb.toFixed(1)})`;
    row(
      `first-load JS ${result.route}, KB gzip`,
      `${(result.gzipBytes / 1024).toFixed(1)}${added}`,
      result.route === '/'
        ? `≤ ${(target / 1024).toFixed(0)}`
        : `+≤ ${budget.targets.routeAddedBytesMax / 1024}`,
      result.route === '/'
        ? result.gzipBytes <= target
        : result.gzipBytes - home.gzipBytes <= budget.targets.routeAddedBytesMax,
    );
  }
}

async function benchApi() {
  const output = await run(process.execPath, ['--import', 'tsx', 'src/bench/api-bench.ts'], {
    cwd: path.join(repoRoot, 'api'),
  });
  const result = JSON.parse(output.trim().split('\n').at(-1));
  figures.api = result;
  row('API bare Fastify {ok:true}, req/s', String(result.bare.requestsPerSecond), '(yardstick)');
  for (const [key, label] of [
    ['offers', 'API offers read (home page)'],
    ['cart', "API customer's cart read"],
  ]) {
    const figure = result[key];
    row(
      `${label}, req/s (% of bare)`,
      `${figure.requestsPerSecond} (${figure.percentOfBare} %)`,
      '≥ 30 %',
      figure.percentOfBare >= 30,
    );
  }
  row(
    `API purchases, ${result.purchases.customers} customers, per s`,
    String(result.purchases.purchasesPerSecond),
    '≥ 1,000',
    result.purchases.purchasesPerSecond >= 1000,
  );
  const scaled = result.scaleOut;
  row(
    'API purchases, 1 → 2 processes (one PostgreSQL + Redis), per s',
    scaled ? `${scaled.onePurchasesPerSecond} → ${scaled.twoPurchasesPerSecond}` : '- (no Redis)',
    '(stated)',
  );
  row(
    'API ledger balanced after the purchases',
    result.purchases.unbalancedTransfers === 0
      ? 'yes'
      : `${result.purchases.unbalancedTransfers} unbalanced`,
    'yes',
    result.purchases.unbalancedTransfers === 0,
  );
  row(
    'API process memory, fresh / peak under load',
    `${result.memory.freshMiB} / ${result.memory.underLoadPeakMiB} MiB`,
    '(stated)',
  );
}

async function benchLighthouse() {
  await buildMissing();
  const pages = await lighthouseFigures();
  figures.lighthouse = pages;
  for (const page of pages) {
    row(
      `Lighthouse ${page.page}: performance`,
      String(page.performance),
      '≥ 95',
      page.performance >= 95,
    );
    row(
      `  ${page.page}: LCP / TBT / CLS`,
      `${shown(page.lcpMs, seconds)} / ${shown(page.tbtMs, (ms) => `${ms} ms`)} / ${shown(page.cls, String)}`,
      '≤ 2.5 s / 200 ms / 0.1',
      page.lcpMs !== null && page.lcpMs <= 2500 && page.tbtMs <= 200 && page.cls <= 0.1,
    );
    row(
      `  ${page.page}: accessibility`,
      String(page.accessibility),
      '≥ 98',
      page.accessibility >= 98,
    );
  }
}

const benches = {
  builds: benchBuilds,
  sizes: benchSizes,
  api: benchApi,
  lighthouse: benchLighthouse,
};
for (const section of sections) {
  if (!chosen.has(section)) continue;
  console.error(`measuring ${section}…`);
  await benches[section]();
}

const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
console.log(
  rows
    .map((cells) =>
      cells
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n'),
);
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(figures, null, 2)}\n`);
