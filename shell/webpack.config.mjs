import HtmlWebpackPlugin from 'html-webpack-plugin';
import { makeWebpackConfig } from '../tooling/webpack-config.mjs';

/** The comment the api replaces with `window.__SHOP__` when it serves index.html. */
const runtimeConfigPlaceholder = /^\s*shop-runtime-config\s*$/;

/**
 * Two adjustments of the shared config, until tooling/webpack-config.mjs carries them:
 * - Production HTML is minified twice (html-webpack-plugin, then webpack's own HTML minimizer),
 *   and both drop comments: the runtime-config placeholder must survive.
 * - webpack 5.111 + @module-federation/enhanced 2.9.2 fail while hashing the federation runtime
 *   module when the entry filename holds [contenthash] (module-federation/core#5077): before
 *   content hashes exist, name the chunk without one (only its folder is read then).
 */
function adjustForHost(config) {
  if (config.mode === 'production') {
    for (const plugin of config.plugins) {
      if (plugin instanceof HtmlWebpackPlugin) {
        plugin.options.minify = {
          collapseWhitespace: true,
          removeComments: true,
          ignoreCustomComments: [runtimeConfigPlaceholder],
        };
      }
    }
    config.optimization = {
      ...config.optimization,
      minimize: { html: { comments: runtimeConfigPlaceholder } },
    };
  }
  const { filename } = config.output;
  if (typeof filename === 'string' && filename.includes('[contenthash')) {
    config.output.filename = (pathData) =>
      pathData.chunk?.contentHash?.javascript
        ? filename
        : filename.replace(/\.\[contenthash(:\d+)?\]/, '');
  }
  return config;
}

export default (env, argv) =>
  adjustForHost(
    makeWebpackConfig(
      { packageDir: import.meta.dirname, kind: 'host', devPort: 3000 },
      { mode: argv.mode },
    ),
  );
