// Checks deploy/compose.yaml without Docker: it parses (YAML 1.1 merge keys, as Compose reads
// it), holds the services the recipe needs, and every variable it requires is in .env.example.
//   node deploy/check-compose.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const deployDir = path.dirname(fileURLToPath(import.meta.url));
const composeText = readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8');
const compose = parse(composeText, { merge: true, strict: true, uniqueKeys: true });
const problems = [];

const services = compose.services ?? {};
for (const name of [
  'api-1',
  'api-2',
  'proxy',
  'postgres',
  'redis',
  'minio',
  'object-store-setup',
]) {
  if (!services[name]) problems.push(`service ${name} is missing`);
}
for (const name of ['api-1', 'api-2']) {
  const environment = services[name]?.environment ?? {};
  for (const variable of ['DATABASE_URL', 'REDIS_URL', 'OBJECT_STORE_URL', 'PUBLIC_URL']) {
    if (!environment[variable]) problems.push(`${name} has no ${variable}`);
  }
}

const example = readFileSync(path.join(deployDir, '.env.example'), 'utf8');
const defined = new Set(
  example
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter(Boolean),
);
const required = new Set([...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*):\?/g)].map((m) => m[1]));
for (const variable of required) {
  if (!defined.has(variable)) problems.push(`${variable} is required but not in .env.example`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `compose.yaml: ${Object.keys(services).length} services, ${required.size} required variables, all in .env.example`,
);
