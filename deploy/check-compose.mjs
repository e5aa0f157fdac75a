// Checks deploy/compose.yaml without Docker: it parses (YAML 1.1 merge keys, as Compose reads
// it), holds the services the recipe needs, pins every outside image to a release (never
// `latest`), and every variable it requires is in .env.example. scripts/deploy-recipe.test.mjs
// runs it with the unit tests.
//   node deploy/check-compose.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const thisDir = path.dirname(fileURLToPath(import.meta.url));

/** What is wrong with the recipe in `deployDir` (none: an empty list), and what it holds. */
export function composeProblems(deployDir = thisDir) {
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

  for (const [name, service] of Object.entries(services)) {
    const image = service?.image ?? '';
    // The shop's own image is built from this checkout; every other is pulled, so it is pinned.
    if (image.startsWith('${SHOP_IMAGE')) continue;
    const tag = /:([^/:@]+)(@sha256:[0-9a-f]{64})?$/.exec(image)?.[1];
    if (!tag || tag === 'latest')
      problems.push(`${name} pulls ${image || 'no image'}: pin a release`);
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

  return { problems, services: Object.keys(services), required: [...required] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { problems, services, required } = composeProblems();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(
    `compose.yaml: ${services.length} services, ${required.length} required variables, all in .env.example`,
  );
}
