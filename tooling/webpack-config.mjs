// One webpack configuration for the shell (host) and every remote, so that the shared
// singletons and the artifact layout cannot drift between packages.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ReleaseManifestPlugin } from './release-manifest-plugin.mjs';

const root = path.resolve(import.meta.dirname, '..');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

const require = createRequire(import.meta.url);
const installedVersion = (name) => require(`${name}/package.json`).version;

/** The shop's subsets of shared packages that are too large to share whole. */
export const sharedSubsets = {
  'react-router-dom$': fileURLToPath(new URL('./shared/react-router-dom.js', import.meta.url)),
};

/**
 * react-router's package exports name its development build for every condition; its production
 * build (no dev-only checks and warnings) sits beside it and is what a production bundle takes.
 */
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The version range a package declares for a dependency (the repository's when it has none). */
function requiredVersionIn(packageJson) {
  return (name) => packageJson.dependencies?.[name] ?? rootPackage.devDependencies?.[name];
}

/** Packages that must exist once per page: shell and remotes share these at run time. */
export function sharedSingletons(packageDir) {
  const own = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const versionOf = requiredVersionIn(own);
  const singleton = (name, versionFrom = name) => ({
    singleton: true,
    requiredVersion: versionOf(versionFrom),
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    'react-router-dom': {
      ...singleton('react-router-dom'),
      // The shared module is the shop's subset (resolve.alias below), so name its version.
      version: installedVersion('react-router-dom'),
    },
    // The contract (shared-kernel/contract/*) is bundled by each package. Its dates use the
    // platform's Intl; luxon (21 KB gzip), which only the sign-up form's date arithmetic needs, is
    // not shared but bundled with the screens that use it, since the shell's entry provides every
    // shared module.
    'shared-kernel': singleton('shared-kernel'),
  };
}

/**
 * The design tokens and the shell's own stylesheet, as the shell's page carries them. No module
 * imports them, so the compilation is told it depends on them: the dev server rebuilds the page
 * when either changes.
 */
function shellStylesheetOf(packageDir, compilation) {
  const files = [
    path.join(root, 'remote-kit/src/styles/tokens.css'),
    path.join(packageDir, 'src/styles/shell.css'),
  ];
  for (const file of files) compilation.fileDependencies.add(file);
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

/**
 * @param {object} options
 * @param {string} options.packageDir  absolute folder of the package
 * @param {'host'|'remote'} options.kind
 * @param {number} options.devPort     port of `npm run dev` (DEV_PORT overrides)
 */
/** The comment the api replaces with `window.__SHOP__` when it serves index.html. */
const runtimeConfigPlaceholder = /^\s*shop-runtime-config\s*$/;

/**
 * webpack 5.111 + @module-federation/enhanced 2.9.2 fail while hashing the federation runtime
 * module when an entry filename holds [contenthash] (module-federation/core#5077). Before content
 * hashes exist only the chunk's folder is read, so name it without the hash until then.
 */
function contentHashedFilename(pattern) {
  return (pathData) =>
    pathData.chunk?.contentHash?.javascript
      ? pattern
      : pattern.replace(/\.\[contenthash(:\d+)?\]/, '');
}

export function makeWebpackConfig({ packageDir, kind, devPort }, { mode = 'production' } = {}) {
  const own = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const isProduction = mode === 'production';
  const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
  const federationName = own.name.replace(/-/g, '_');

  const federation =
    kind === 'host'
      ? new ModuleFederationPlugin({
          name: federationName,
          remotes: {},
          shared: sharedSingletons(packageDir),
          shareStrategy: 'loaded-first',
          dts: false,
          // Remotes are registered by their remoteEntry.js address, never by a manifest, and only
          // in browsers: the runtime's snapshot (manifest) plugin and its Node loaders are dropped.
          experiments: { optimization: { disableSnapshot: true, target: 'web' } },
          // One federation runtime per page: the shell's, which remotes use (below).
          runtimePlugins: [
            fileURLToPath(new URL('./federation/provide-runtime-core.js', import.meta.url)),
          ],
        })
      : new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes: { './spa': './src/spa.tsx' },
          shared: sharedSingletons(packageDir),
          dts: false,
          // In the shop a remote runs on the shell's federation runtime rather than bringing its
          // own (27 KB gzip); its standalone dev page keeps its own.
          experiments: { externalRuntime: isProduction },
        });

  return {
    mode,
    context: packageDir,
    // A rebuild reuses every module that did not change (node_modules/.cache/webpack).
    cache: {
      type: 'filesystem',
      name: `${own.name}-${mode}`,
      buildDependencies: {
        config: [fileURLToPath(import.meta.url), path.join(packageDir, 'webpack.config.mjs')],
      },
    },
    entry: './src/index.ts',
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      // Remotes are served from /remotes/{remote}/{version}/: 'auto' finds that at run time.
      publicPath: kind === 'host' ? '/' : 'auto',
      filename: isProduction ? contentHashedFilename('[name].[contenthash:10].js') : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        ...sharedSubsets,
        ...(isProduction ? { 'react-router$': reactRouterProduction } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProduction } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(svg|png|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      federation,
      new HtmlWebpackPlugin({
        // The shell has its own page; every remote's standalone dev page is the same one.
        template:
          kind === 'host'
            ? path.join(packageDir, 'src/index.html')
            : path.join(root, 'tooling/remote-standalone.html'),
        title: kind === 'host' ? 'Lotto Shop' : `${own.name} (standalone)`,
        // The shell's page carries the shell's stylesheet (after the design tokens), so that its
        // first paint, the navigation bar in the page itself, is styled before any script runs.
        // The function is html-webpack-plugin's default parameters plus the stylesheet.
        ...(kind === 'host'
          ? {
              templateParameters: (compilation, assets, assetTags, options) => ({
                compilation,
                webpackConfig: compilation.options,
                htmlWebpackPlugin: { tags: assetTags, files: assets, options },
                shellStylesheet: shellStylesheetOf(packageDir, compilation),
              }),
            }
          : {}),
        // A remote's standalone dev page answers every path: load its own entry from the root.
        ...(kind === 'remote' && !isProduction ? { publicPath: '/', chunks: ['main'] } : {}),
        // Production HTML is minified twice (here and by webpack's HTML minimizer); both must
        // keep the runtime-config placeholder.
        minify: isProduction && {
          collapseWhitespace: true,
          removeComments: true,
          minifyCSS: true,
          ignoreCustomComments: [runtimeConfigPlaceholder],
        },
      }),
      new ReleaseManifestPlugin({
        kind,
        packageDir,
        packageJson: own,
        requiredVersionOf: requiredVersionIn(own),
        installedVersionOf: installedVersion,
      }),
    ],
    optimization: isProduction
      ? {
          minimize: { html: { comments: runtimeConfigPlaceholder } },
          // SWC's minifier: output within 1 % of terser's, in a fraction of the time.
          minimizer: [
            new MinimizerPlugin({
              minify: MinimizerPlugin.swcMinify,
              minimizerOptions: { compress: { passes: 2 }, mangle: true },
            }),
          ],
        }
      : {},
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? devPort),
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/discover', '/v2', '/auth', '/registry', '/remotes', '/health', '/blank.html'],
          target: apiTarget,
          changeOrigin: true,
        },
      ],
    },
  };
}
