// First-load JavaScript per route, measured from the production builds in `<package>/dist`,
// and held against the budgets in scripts/bundle-budget.json.
//
//   node scripts/bundle-size.mjs                 table of every measured route
//   node scripts/bundle-size.mjs --verbose       plus the chunks behind each figure
//   node scripts/bundle-size.mjs --check         exit 1 when a route is over its budget
//   node scripts/bundle-size.mjs --write-budget  budgets := today's figures + the margin
//   --root DIR                                   measure another checkout (default: this one)
//
// What a first visit downloads for a route:
// - the shell: the scripts of shell/dist/index.html, plus every chunk those entry scripts request
//   themselves (the async boundary into the shell's bootstrap and the getters of the shared
//   modules the shell provides). Chunks requested only from other chunks are lazy and not counted.
// - the remote that owns the route (shared-kernel's route ownership): its remoteEntry.js, the
//   synchronous chunks of its exposed `./spa` module (mf-manifest.json), and the synchronous chunks
//   of any shared module the shell does not provide. The remote's asynchronous chunks (its own
//   copies of the shell's shared modules, lazy screens) are not counted.
// Sizes are gzip level 9 and brotli at maximum quality, as the api precompresses them;
// KB = 1024 bytes. The budget holds the gzip figure.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const budgetFileRelative = 'scripts/bundle-budget.json';

/** The routes measured: each remote's landing page, plus a product offer page of the catalogue. */
export const measuredRoutes = [
  '/',
  '/powerball',
  '/cart',
  '/my-account',
  '/deposit',
  '/daily-winners',
  '/lotto-party',
];

const kilobyte = 1024;
export const marginBytesDefault = 5 * kilobyte;

/** Reads shared-kernel's route ownership (TypeScript) through tsx. */
export async function loadOwnerOf(rootDir = repoRoot) {
  const { tsImport } = await import('tsx/esm/api');
  const ownershipPath = path.join(rootDir, 'shared-kernel/src/routing/route-ownership.ts');
  const ownership = await tsImport(pathToFileURL(ownershipPath).href, import.meta.url);
  return ownership.ownerOf;
}

/** The local files named by the `<script src>` tags of a built page, relative to its folder. */
export function scriptSourcesOf(html) {
  const pattern = /<script\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
  const sources = [];
  for (const match of html.matchAll(pattern)) {
    const source = match[1] ?? match[2] ?? match[3] ?? '';
    if (/^([a-z]+:)?\/\//i.test(source)) continue;
    sources.push(source.replace(/^\.?\//, '').replace(/[?#].*$/, ''));
  }
  return sources;
}

/**
 * Chunk id → file name, from the chunk-file function of a webpack runtime
 * (`.u=e=>({354:"name"}[e]||e)+"."+{140:"hash",…}[e]+".js"`); null when there is none.
 */
export function chunkFilesOf(runtimeSource) {
  const pattern =
    /\.u=(?:\(\s*)?\w+(?:\s*\))?\s*=>\s*(?:\(\(?(\{[^{}]*\})\)?\[\w+\]\|\|\w+\)|\w+)\+"\."\+\(?(\{[^{}]*\})\)?\[\w+\]\+"(\.[\w.]*js)"/;
  const match = pattern.exec(runtimeSource);
  if (!match) return null;
  const parseMap = (literal) =>
    Object.fromEntries(
      [...literal.matchAll(/"?(\w+)"?\s*:\s*"([^"]*)"/g)].map((entry) => [entry[1], entry[2]]),
    );
  const names = match[1] ? parseMap(match[1]) : {};
  const hashes = parseMap(match[2]);
  const extension = match[3];
  return new Map(
    Object.entries(hashes).map(([id, hash]) => [id, `${names[id] ?? id}.${hash}${extension}`]),
  );
}

/** Ids of the chunks a script requests through the webpack runtime (`__webpack_require__.e(id)`). */
export function requestedChunkIdsOf(source) {
  return [...new Set([...source.matchAll(/[\w$]\.e\((\d+)\)/g)].map((match) => match[1]))];
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function requireFile(file, hint) {
  if (!existsSync(file)) {
    throw new Error(`${path.relative(process.cwd(), file) || file} is missing: ${hint}`);
  }
  return file;
}

const buildHint = 'build the production bundles first (npm run build)';

/** The shell's first-load files: index.html's scripts and the chunks they request. */
export function shellFiles(rootDir) {
  const dist = path.join(rootDir, 'shell/dist');
  const html = readFileSync(requireFile(path.join(dist, 'index.html'), buildHint), 'utf8');
  const files = [];
  const add = (name) => {
    if (!files.includes(name)) files.push(name);
  };
  for (const entry of scriptSourcesOf(html)) {
    const source = readFileSync(requireFile(path.join(dist, entry), buildHint), 'utf8');
    add(entry);
    const requestedIds = requestedChunkIdsOf(source);
    const chunkFiles = chunkFilesOf(source);
    if (!chunkFiles) {
      if (requestedIds.length === 0) continue;
      throw new Error(`shell/dist/${entry} requests chunks, but its chunk-file map was not found`);
    }
    for (const id of requestedIds) {
      const file = chunkFiles.get(id);
      if (!file) continue;
      requireFile(path.join(dist, file), buildHint);
      add(file);
    }
  }
  return files.map((file) => ({ package: 'shell', file: path.join(dist, file) }));
}

/** Names of the modules the shell provides to every remote (its `shared` entries). */
export function shellSharedNames(rootDir) {
  const manifest = readJson(
    requireFile(path.join(rootDir, 'shell/dist/mf-manifest.json'), buildHint),
  );
  return new Set(manifest.shared.map((entry) => entry.name));
}

/** A remote's first-load files: remoteEntry.js, its `./spa` module's sync chunks, extra shared. */
export function remoteFiles(rootDir, remote, providedByShell) {
  const dist = path.join(rootDir, remote, 'dist');
  const manifest = readJson(requireFile(path.join(dist, 'mf-manifest.json'), buildHint));
  const entry = manifest.metaData.remoteEntry;
  const files = [path.posix.join(entry.path ?? '', entry.name)];
  const spa = manifest.exposes.find((expose) => expose.path === './spa');
  if (!spa) throw new Error(`${remote} exposes no ./spa module`);
  files.push(...spa.assets.js.sync);
  for (const shared of manifest.shared) {
    if (!providedByShell.has(shared.name)) files.push(...shared.assets.js.sync);
  }
  return [...new Set(files)].map((file) => ({
    package: remote,
    file: requireFile(path.join(dist, file), buildHint),
  }));
}

const sizeCache = new Map();

/** Raw, gzip and brotli bytes of one file. */
export function sizesOf(file) {
  const source = readFileSync(file);
  const key = `${file}\0${createHash('sha256').update(source).digest('hex')}`;
  const cached = sizeCache.get(key);
  if (cached) return cached;
  const sizes = {
    rawBytes: source.length,
    gzipBytes: zlib.gzipSync(source, { level: 9 }).length,
    brotliBytes: zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }).length,
  };
  sizeCache.set(key, sizes);
  return sizes;
}

/**
 * First-load JavaScript of each route.
 * @param {string} rootDir  the repository (or a folder laid out like it)
 * @param {Array<{ route: string, owner: string }>} routes
 */
export function measureRoutes(rootDir, routes) {
  const shell = shellFiles(rootDir);
  const provided = shellSharedNames(rootDir);
  return routes.map(({ route, owner }) => {
    const remote = owner === 'shell' ? [] : remoteFiles(rootDir, owner, provided);
    const chunks = [...shell, ...remote].map((chunk) => ({
      ...chunk,
      file: path.relative(rootDir, chunk.file),
      ...sizesOf(chunk.file),
    }));
    const total = (key) => chunks.reduce((sum, chunk) => sum + chunk[key], 0);
    return {
      route,
      owner,
      rawBytes: total('rawBytes'),
      gzipBytes: total('gzipBytes'),
      brotliBytes: total('brotliBytes'),
      chunks,
    };
  });
}

/** Routes whose gzip figure is over budget, or that have no budget. */
export function findOverBudget(results, budget) {
  return results.flatMap((result) => {
    const budgetBytes = budget.budgetBytes[result.route];
    if (typeof budgetBytes !== 'number') return [{ ...result, budgetBytes: null, overBytes: null }];
    const overBytes = result.gzipBytes - budgetBytes;
    return overBytes > 0 ? [{ ...result, budgetBytes, overBytes }] : [];
  });
}

/** Target of a route: the home page's figure, or the home page's plus what one route may add. */
export function targetBytesOf(route, budget) {
  const { homeBytes, routeAddedBytesMax } = budget.targets;
  return route === '/' ? homeBytes : homeBytes + routeAddedBytesMax;
}

/** The budget file rewritten from current figures: each route's gzip bytes plus the margin. */
export function budgetFromResults(results, previous) {
  const marginBytes = previous?.marginBytes ?? marginBytesDefault;
  return {
    description:
      'First-load JavaScript per route, gzip bytes (scripts/bundle-size.mjs). Budgets ratchet down as the bundles shrink; targets are where they should end.',
    marginBytes,
    targets: previous?.targets ?? {
      homeBytes: 122 * kilobyte,
      routeAddedBytesMax: 40 * kilobyte,
    },
    budgetBytes: Object.fromEntries(
      results.map((result) => [result.route, result.gzipBytes + marginBytes]),
    ),
  };
}

export function readBudget(rootDir) {
  return readJson(path.join(rootDir, budgetFileRelative));
}

const kb = (bytes) => (bytes === null ? '-' : (bytes / kilobyte).toFixed(1));

/** Columns listed in `leftColumns` (text) align left, the others (figures) right. */
function formatTable(rows, leftColumns) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          leftColumns.includes(column)
            ? cell.padEnd(widths[column])
            : cell.padStart(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function report(results, budget, { verbose = false } = {}) {
  const over = new Set(findOverBudget(results, budget).map((result) => result.route));
  const rows = [['route', 'owner', 'gzip KB', 'brotli KB', 'budget KB', 'target KB', 'status']];
  for (const result of results) {
    const budgetBytes = budget.budgetBytes[result.route] ?? null;
    const targetBytes = targetBytesOf(result.route, budget);
    const status = over.has(result.route)
      ? budgetBytes === null
        ? 'NO BUDGET'
        : 'OVER'
      : result.gzipBytes <= targetBytes
        ? 'ok, on target'
        : 'ok';
    rows.push([
      result.route,
      result.owner,
      kb(result.gzipBytes),
      kb(result.brotliBytes),
      kb(budgetBytes),
      kb(targetBytes),
      status,
    ]);
  }
  const lines = [formatTable(rows, [0, 1, 6])];
  if (verbose) {
    for (const result of results) {
      lines.push('', `${result.route} (${result.owner})`);
      lines.push(
        formatTable(
          [
            ['package', 'file', 'raw KB', 'gzip KB', 'brotli KB'],
            ...result.chunks.map((chunk) => [
              chunk.package,
              path.basename(chunk.file),
              kb(chunk.rawBytes),
              kb(chunk.gzipBytes),
              kb(chunk.brotliBytes),
            ]),
          ],
          [0, 1],
        ).replace(/^/gm, '  '),
      );
    }
  }
  return lines.join('\n');
}

async function main(argv) {
  const options = new Set(argv);
  const rootIndex = argv.indexOf('--root');
  const rootDir = rootIndex >= 0 ? path.resolve(argv[rootIndex + 1] ?? '.') : repoRoot;
  const ownerOf = await loadOwnerOf(rootDir);
  const routes = measuredRoutes.map((route) => ({ route, owner: ownerOf(route) }));
  const results = measureRoutes(rootDir, routes);
  const budgetFile = path.join(rootDir, budgetFileRelative);
  const previous = existsSync(budgetFile) ? readBudget(rootDir) : null;

  if (options.has('--write-budget')) {
    const budget = budgetFromResults(results, previous);
    mkdirSync(path.dirname(budgetFile), { recursive: true });
    writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
    console.log(report(results, budget, { verbose: options.has('--verbose') }));
    console.log(`\nWrote ${budgetFileRelative}.`);
    return 0;
  }
  if (!previous) throw new Error(`${budgetFileRelative} is missing: run with --write-budget`);

  console.log(report(results, previous, { verbose: options.has('--verbose') }));
  if (!options.has('--check')) return 0;
  const over = findOverBudget(results, previous);
  if (over.length === 0) {
    console.log('\nEvery route is within its budget.');
    return 0;
  }
  console.error('');
  for (const result of over) {
    console.error(
      result.budgetBytes === null
        ? `${result.route}: no budget in ${budgetFileRelative}`
        : `${result.route}: ${kb(result.gzipBytes)} KB gzip, ${kb(result.overBytes)} KB over its budget of ${kb(result.budgetBytes)} KB`,
    );
  }
  console.error(
    '\nFind what grew with --verbose. If the growth is intended, raise that route in ' +
      `${budgetFileRelative} in the same commit and say why.`,
  );
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 2;
    },
  );
}
