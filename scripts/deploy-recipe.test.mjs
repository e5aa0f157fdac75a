import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { composeProblems } from '../deploy/check-compose.mjs';

const deployDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'deploy');

/** A copy of the recipe with `change` applied to its compose file. */
function recipeWith(change) {
  const dir = mkdtempSync(path.join(tmpdir(), 'recipe-'));
  const compose = readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8');
  writeFileSync(path.join(dir, 'compose.yaml'), change(compose));
  writeFileSync(path.join(dir, '.env.example'), readFileSync(path.join(deployDir, '.env.example')));
  return dir;
}

test('the production recipe holds its services, pins its images and documents every secret', () => {
  const { problems, services } = composeProblems(deployDir);
  assert.deepEqual(problems, []);
  assert.ok(services.includes('api-1') && services.includes('api-2'));
});

test('an image pulled at latest, or a secret missing from .env.example, is named', () => {
  const dir = recipeWith((compose) =>
    compose
      .replace(/image: redis:7/, 'image: redis:latest')
      .replace('${REDIS_PASSWORD:?', '${REDIS_SECRET_WORD:?'),
  );
  assert.deepEqual(composeProblems(dir).problems, [
    'redis pulls redis:latest: pin a release',
    'REDIS_SECRET_WORD is required but not in .env.example',
  ]);
});
