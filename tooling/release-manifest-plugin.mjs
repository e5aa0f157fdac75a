// dist/release.json: what the release registry needs to know about a build before anyone pins it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

/** The packages the shell shares as singletons: what a remote requires and the shell provides. */
export const sharedPackageNames = ['shared-kernel', 'react', 'react-dom', 'react-router-dom'];

/** The commit built: GIT_COMMIT (set by CI), else the checkout's HEAD, else 'unknown'. */
function commitBuilt(packageDir) {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: packageDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * A hash of every emitted file (names and bytes), taken before release.json exists: the same
 * sources give the same id, whenever and wherever they are built.
 */
function buildIdOf(assets) {
  const hash = createHash('sha256');
  for (const name of Object.keys(assets).sort()) {
    hash.update(name);
    hash.update(assets[name].buffer());
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * Writes release.json. For a remote: its immutable version (package version + build id), the
 * Subresource Integrity of its entry, the shared packages it requires and the routes it claims,
 * which the registry checks against an environment's shell and the route ownership table before
 * it is pinned. For the shell: the versions of the shared packages it provides.
 */
export class ReleaseManifestPlugin {
  /**
   * @param {object} options
   * @param {'host'|'remote'} options.kind
   * @param {string} options.packageDir
   * @param {{ name: string, version: string, shop?: { routes?: string[] } }} options.packageJson
   * @param {(name: string) => string} options.requiredVersionOf  the range a remote shares a package at
   * @param {(name: string) => string} options.installedVersionOf
   */
  constructor({ kind, packageDir, packageJson, requiredVersionOf, installedVersionOf }) {
    this.kind = kind;
    this.packageDir = packageDir;
    this.packageJson = packageJson;
    this.requiredVersionOf = requiredVersionOf;
    this.installedVersionOf = installedVersionOf;
  }

  apply(compiler) {
    const { WebpackError, sources } = compiler.webpack;
    const commit = commitBuilt(this.packageDir);
    compiler.hooks.thisCompilation.tap('ReleaseManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ReleaseManifestPlugin',
          // After minifying and source maps: the bytes hashed are the bytes served.
          stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT,
        },
        (assets) => {
          const buildId = buildIdOf(assets);
          const release = {
            version: `${this.packageJson.version}-${buildId}`,
            buildId,
            commit,
          };
          let manifest;
          try {
            manifest =
              this.kind === 'host'
                ? this.shellManifest(release)
                : this.remoteManifest(release, assets);
          } catch (error) {
            compilation.errors.push(new WebpackError(error.message));
            return;
          }
          compilation.emitAsset(
            'release.json',
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }

  shellManifest(release) {
    const provides = Object.fromEntries(
      sharedPackageNames.map((name) => [name, this.installedVersionOf(name)]),
    );
    return { shell: true, ...release, provides };
  }

  remoteManifest(release, assets) {
    const entry = 'remoteEntry.js';
    const name = this.packageJson.name;
    if (!assets[entry]) throw new Error(`${name}: the build has no ${entry}.`);
    const routes = this.packageJson.shop?.routes;
    if (!Array.isArray(routes) || routes.length === 0) {
      throw new Error(
        `${name}: package.json has no "shop": { "routes": [...] }: list the paths of the route table.`,
      );
    }
    const integrity = `sha384-${createHash('sha384').update(assets[entry].buffer()).digest('base64')}`;
    const requires = {
      'shared-kernel': `^${this.installedVersionOf('shared-kernel')}`,
      ...Object.fromEntries(
        sharedPackageNames
          .filter((dependency) => dependency !== 'shared-kernel')
          .map((dependency) => [dependency, this.requiredVersionOf(dependency)]),
      ),
    };
    return {
      remote: name,
      ...release,
      entry,
      integrity,
      requires,
      routes,
      builtAt: new Date().toISOString(),
    };
  }
}
