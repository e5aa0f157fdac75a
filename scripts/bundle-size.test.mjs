import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { preloadShellChunks } from './build.mjs';
import { budgetFromResults, chunkFilesOf, findOverBudget, measureRoutes } from './bundle-size.mjs';

const script = fileURLToPath(new URL('./bundle-size.mjs', import.meta.url));
const routes = [{ route: '/', owner: 'mfe-catalog' }];
const kilobyte = 1024;

/** Readable, repetitive code: compresses well, as minified bundles do. */
const code = (label, lines = 40) =>
  Array.from({ length: lines }, (_, line) => `console.log("${label} ${line}");`).join('\n');

function write(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

const sharedEntry = (name, sync) => ({ name, assets: { js: { sync, async: [] } } });

/**
 * A repository laid out like this one after a production build: a shell whose entry requests its
 * bootstrap (chunk 1) and a shared module (chunk 2), bootstrap requesting a lazy page (chunk 3);
 * a catalogue remote with an exposed `./spa`, a lazy chunk, a fallback copy of react (which the
 * shell provides) and a shared luxon (which it does not).
 */
function makeBuiltRepository(rootDir) {
  const shellDist = path.join(rootDir, 'shell/dist');
  write(
    path.join(shellDist, 'index.html'),
    '<!doctype html><html><head><script defer src=/main.aaaa.js></script></head><body></body></html>',
  );
  write(
    path.join(shellDist, 'main.aaaa.js'),
    `${code('runtime')}\no.u=e=>e+"."+{1:"bbbb",2:"cccc",3:"dddd"}[e]+".js";` +
      'c("react","19.0.0",()=>o.e(2).then(()=>()=>o(20)));Promise.all([o.e(1)]).then(()=>o(10));',
  );
  write(
    path.join(shellDist, '1.bbbb.js'),
    `${code('bootstrap')}\nconst page=()=>o.e(3).then(o.bind(o,30));`,
  );
  write(path.join(shellDist, '2.cccc.js'), code('react'));
  write(path.join(shellDist, '3.dddd.js'), code('lazy page', 400));
  write(path.join(shellDist, 'mf-manifest.json'), {
    shared: [sharedEntry('react', ['2.cccc.js'])],
  });

  const remoteDist = path.join(rootDir, 'mfe-catalog/dist');
  write(path.join(remoteDist, 'remoteEntry.js'), code('remote entry'));
  write(path.join(remoteDist, '10.eeee.js'), code('home page'));
  write(path.join(remoteDist, '__federation_expose_spa.ffff.js'), code('spa'));
  write(path.join(remoteDist, '11.gggg.js'), code('lazy screen', 400));
  write(path.join(remoteDist, '12.hhhh.js'), code('react copy', 400));
  write(path.join(remoteDist, '13.iiii.js'), code('luxon'));
  write(path.join(remoteDist, 'mf-manifest.json'), {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './spa',
        assets: {
          js: { sync: ['10.eeee.js', '__federation_expose_spa.ffff.js'], async: ['11.gggg.js'] },
        },
      },
    ],
    shared: [sharedEntry('react', ['12.hhhh.js']), sharedEntry('luxon', ['13.iiii.js'])],
  });

  write(
    path.join(rootDir, 'shared-kernel/src/routing/route-ownership.ts'),
    "export function ownerOf(_pathname: string): string {\n  return 'mfe-catalog';\n}\n",
  );
}

/** Fifty kilobytes no compressor can shrink, as a deliberate large import would add. */
function addFiftyKilobytes(file) {
  appendFileSync(file, `\nconst blob="${randomBytes(50 * kilobyte).toString('base64')}";`);
}

describe('first-load JavaScript budget', () => {
  let rootDir = '';
  beforeEach(() => {
    rootDir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
    makeBuiltRepository(rootDir);
  });
  afterEach(() => rmSync(rootDir, { recursive: true, force: true }));

  test('the built page preloads what the shell entry requests first, once, and nothing lazy', () => {
    preloadShellChunks(rootDir);
    preloadShellChunks(rootDir);
    const html = readFileSync(path.join(rootDir, 'shell/dist/index.html'), 'utf8');
    assert.deepEqual(
      [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]),
      ['/2.cccc.js', '/1.bbbb.js'],
    );
    const [home] = measureRoutes(rootDir, routes);
    assert.equal(home.chunks.filter((chunk) => chunk.package === 'shell').length, 3);
  });

  test('counts the shell entry, what it requests, and the remote mount chunks only', () => {
    const [home] = measureRoutes(rootDir, routes);
    assert.deepEqual(
      home.chunks.map((chunk) => path.basename(chunk.file)),
      [
        'main.aaaa.js',
        '2.cccc.js',
        '1.bbbb.js',
        'remoteEntry.js',
        '10.eeee.js',
        '__federation_expose_spa.ffff.js',
        '13.iiii.js',
      ],
    );
    assert.equal(
      home.gzipBytes,
      home.chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    );
  });

  test('passes within the budget written from the current figures', () => {
    const budget = budgetFromResults(measureRoutes(rootDir, routes), null);
    assert.deepEqual(findOverBudget(measureRoutes(rootDir, routes), budget), []);
  });

  for (const [where, file] of [
    ["a remote's screen", 'mfe-catalog/dist/10.eeee.js'],
    ["the shell's bootstrap", 'shell/dist/1.bbbb.js'],
  ]) {
    test(`fails when 50 KB are imported into ${where}`, () => {
      const budget = budgetFromResults(measureRoutes(rootDir, routes), null);
      addFiftyKilobytes(path.join(rootDir, file));
      const over = findOverBudget(measureRoutes(rootDir, routes), budget);
      assert.equal(over.length, 1);
      assert.equal(over[0]?.route, '/');
      assert.ok((over[0]?.overBytes ?? 0) > 40 * kilobyte, `over by ${over[0]?.overBytes}`);
    });
  }

  test('does not count growth in lazily loaded chunks', () => {
    const budget = budgetFromResults(measureRoutes(rootDir, routes), null);
    addFiftyKilobytes(path.join(rootDir, 'shell/dist/3.dddd.js'));
    addFiftyKilobytes(path.join(rootDir, 'mfe-catalog/dist/11.gggg.js'));
    assert.deepEqual(findOverBudget(measureRoutes(rootDir, routes), budget), []);
  });

  test('--check exits 1 and names the route over its budget', () => {
    const run = (...options) =>
      spawnSync(process.execPath, [script, '--root', rootDir, ...options], { encoding: 'utf8' });
    assert.equal(run('--write-budget').status, 0);
    assert.equal(run('--check').status, 0);

    addFiftyKilobytes(path.join(rootDir, 'mfe-catalog/dist/__federation_expose_spa.ffff.js'));
    const failed = run('--check');
    assert.equal(failed.status, 1, failed.stderr);
    assert.match(failed.stderr, /^\/: [\d.]+ KB gzip, [\d.]+ KB over its budget/m);
    assert.match(failed.stdout, /^\/ +mfe-catalog .* OVER$/m);
  });
});

describe('chunkFilesOf', () => {
  const expected = new Map([
    ['1', 'pages.bbbb.js'],
    ['2', '2.cccc.js'],
  ]);

  test('reads the chunk-file map as terser writes it', () => {
    assert.deepEqual(
      chunkFilesOf('o.u=e=>({1:"pages"}[e]||e)+"."+{1:"bbbb",2:"cccc"}[e]+".js",o.g=1'),
      expected,
    );
  });

  test('reads the chunk-file map as the SWC minifier writes it', () => {
    assert.deepEqual(
      chunkFilesOf('o.u=e=>(({1:"pages"})[e]||e)+"."+({1:"bbbb",2:"cccc"})[e]+".js",o.g=1'),
      expected,
    );
  });
});
