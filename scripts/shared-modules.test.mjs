// The shop's subsets of shared packages (tooling/shared/) must export everything the packages
// import from them, and only what the real package has: a missing export would be undefined at
// run time, since webpack cannot check imports across a shared-module boundary.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { frontendPackages, repoRoot } from './build.mjs';

const require = createRequire(import.meta.url);
const sourceFolders = [...frontendPackages, 'remote-kit', 'shared-kernel'].map((name) =>
  path.join(repoRoot, name, 'src'),
);

/** Tests and their helpers render with jest's react-router-dom, not the shared subset. */
const isTestSupport = (file) =>
  /\.test(-support)?\.tsx?$/.test(file) || /(^|\/)(testing\/|test-)/.test(file);

function sourceFilesIn(folder) {
  return readdirSync(folder, { recursive: true })
    .filter((file) => /\.tsx?$/.test(file) && !isTestSupport(file))
    .map((file) => path.join(folder, file));
}

/** Value names (not types) imported from `specifier` anywhere in the packages' sources. */
function valuesImportedFrom(specifier) {
  const names = new Set();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${specifier}'`, 'g');
  for (const file of sourceFolders.flatMap(sourceFilesIn)) {
    for (const [, typeOnly, list] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (typeOnly) continue;
      for (const entry of list.split(',')) {
        const name = entry.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

function exportsOfSubset(file) {
  const source = readFileSync(path.join(repoRoot, 'tooling/shared', file), 'utf8');
  const [, list] = /export\s*\{([^}]*)\}/.exec(source);
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

test('the react-router-dom subset exports every value the packages import from it', () => {
  const subset = exportsOfSubset('react-router-dom.js');
  const missing = [...valuesImportedFrom('react-router-dom')].filter((name) => !subset.has(name));
  assert.deepEqual(missing, []);
});

test('the react-router-dom subset exports only what react-router has', () => {
  const reactRouter = require('react-router');
  const unknown = [...exportsOfSubset('react-router-dom.js')].filter(
    (name) => !(name in reactRouter),
  );
  assert.deepEqual(unknown, []);
});
