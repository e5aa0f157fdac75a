import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The builds the release journey publishes besides the one the shop starts with: a second,
 * visibly different version of the catalogue (built from a copy of its package, so the real
 * package never carries the journey's fault switch) and an artifact built against a kernel the
 * shell does not provide.
 */

const repositoryRoot = path.resolve(__dirname, '../..');
const catalogDir = path.join(repositoryRoot, 'mfe-catalog');
/** Inside the repository (node_modules resolves from there) and ignored by git. */
const workDir = path.join(__dirname, '../.data/release');
const catalogV2Dir = path.join(workDir, 'mfe-catalog-0.2.0');

/** What the home page of the second version says under its heading, and only there. */
export const catalogV2Notice = 'New: faster checkout';

/** A browser whose localStorage holds this sees the second version throw on mount. */
export const catalogFaultSwitch = { key: 'e2e-catalog-fault', value: 'mount' } as const;

export interface Artifact {
  dist: string;
  version: string;
}

function versionOf(dist: string): string {
  return (JSON.parse(readFileSync(path.join(dist, 'release.json'), 'utf8')) as { version: string })
    .version;
}

/** The catalogue build the shop publishes for itself when it starts. */
export function catalogV1(): Artifact {
  const dist = path.join(catalogDir, 'dist');
  return { dist, version: versionOf(dist) };
}

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestModification(path.join(target, entry))),
    stats.mtimeMs,
  );
}

/** Everything the second version is made from, this file's edits included. */
function newestInput(): number {
  return Math.max(
    ...[
      path.join(catalogDir, 'src'),
      path.join(catalogDir, 'package.json'),
      path.join(repositoryRoot, 'shared-kernel/src'),
      path.join(repositoryRoot, 'shared-kernel/package.json'),
      path.join(repositoryRoot, 'remote-kit/src'),
      path.join(repositoryRoot, 'tooling'),
      __filename,
    ].map(newestModification),
  );
}

/** Replaces `anchor` in a copied file; the journey stops when the real file moved on. */
function rewrite(file: string, anchor: RegExp, replacement: string): void {
  const text = readFileSync(file, 'utf8');
  if (!anchor.test(text)) {
    throw new Error(`${path.relative(catalogV2Dir, file)} no longer matches ${anchor}`);
  }
  writeFileSync(file, text.replace(anchor, replacement));
}

/** Copies the catalogue package and applies the second version's changes to the copy. */
function prepareCatalogV2(): void {
  rmSync(path.join(catalogV2Dir, 'src'), { recursive: true, force: true });
  rmSync(path.join(catalogV2Dir, 'dist'), { recursive: true, force: true });
  mkdirSync(catalogV2Dir, { recursive: true });
  cpSync(path.join(catalogDir, 'src'), path.join(catalogV2Dir, 'src'), {
    recursive: true,
    filter: (source) => !/\.test\.tsx?$/.test(source),
  });

  const packageJson = JSON.parse(readFileSync(path.join(catalogDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  packageJson.version = '0.2.0';
  writeFileSync(path.join(catalogV2Dir, 'package.json'), JSON.stringify(packageJson, null, 2));

  const tooling = pathToFileURL(path.join(repositoryRoot, 'tooling/webpack-config.mjs')).href;
  writeFileSync(
    path.join(catalogV2Dir, 'webpack.config.mjs'),
    [
      `import { makeWebpackConfig } from '${tooling}';`,
      '',
      'export default (_env, argv) =>',
      '  makeWebpackConfig(',
      "    { packageDir: import.meta.dirname, kind: 'remote', devPort: 3001 },",
      '    { mode: argv.mode },',
      '  );',
      '',
    ].join('\n'),
  );

  rewrite(
    path.join(catalogV2Dir, 'src/features/home/home-page.tsx'),
    /(<h1 id=\{headingId\}>[^<]*<\/h1>)/,
    `$1\n      <p>${catalogV2Notice}</p>`,
  );
  rewrite(
    path.join(catalogV2Dir, 'src/spa.tsx'),
    /export const \{ bootstrap, mount,/,
    'export const { bootstrap, mount: mountCatalog,',
  );
  writeFileSync(
    path.join(catalogV2Dir, 'src/spa.tsx'),
    `${readFileSync(path.join(catalogV2Dir, 'src/spa.tsx'), 'utf8')}
/** This version's fault switch: a browser that sets it sees the version fail to mount. */
export const mount: typeof mountCatalog = async (props) => {
  if (localStorage.getItem('${catalogFaultSwitch.key}') === '${catalogFaultSwitch.value}') {
    throw new Error('mfe-catalog 0.2.0 failed to mount');
  }
  return mountCatalog(props);
};
`,
  );
}

function webpackProductionBuild(packageDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(repositoryRoot, 'node_modules/.bin/webpack'),
      ['--mode', 'production'],
      { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`building mfe-catalog 0.2.0 failed (exit ${code}):\n${output}`)),
    );
  });
}

/**
 * The second version of the catalogue (0.2.0): its home page shows {@link catalogV2Notice}, and
 * its mount throws while {@link catalogFaultSwitch} is set. A build newer than everything it is
 * made from is reused.
 */
export async function buildCatalogV2(): Promise<Artifact & { reused: boolean }> {
  const dist = path.join(catalogV2Dir, 'dist');
  const manifest = path.join(dist, 'release.json');
  if (existsSync(manifest) && statSync(manifest).mtimeMs > newestInput()) {
    return { dist, version: versionOf(dist), reused: true };
  }
  prepareCatalogV2();
  await webpackProductionBuild(catalogV2Dir);
  return { dist, version: versionOf(dist), reused: false };
}

/**
 * A catalogue artifact that needs shared-kernel 2: the shop's own build with its manifest
 * rewritten (its integrity still holds, since the entry file is unchanged).
 */
export function makeIncompatibleCatalog(): Artifact {
  const version = '0.3.0-kernel2';
  const dist = path.join(workDir, `mfe-catalog-${version}`);
  rmSync(dist, { recursive: true, force: true });
  cpSync(catalogV1().dist, dist, { recursive: true });
  const manifestFile = path.join(dist, 'release.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    version: string;
    requires?: Record<string, string>;
  };
  manifest.version = version;
  manifest.requires = { ...manifest.requires, 'shared-kernel': '^2.0.0' };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  return { dist, version };
}
