import HtmlWebpackPlugin from 'html-webpack-plugin';
import { makeWebpackConfig } from '../tooling/webpack-config.mjs';

export default (_env, argv) => {
  const config = makeWebpackConfig(
    { packageDir: import.meta.dirname, kind: 'remote', devPort: 3001 },
    { mode: argv.mode },
  );
  if (argv.mode !== 'production') {
    // The dev server answers every path with the standalone page: load its script from the root,
    // and only the app's own entry (not the container's).
    const page = config.plugins.find((plugin) => plugin instanceof HtmlWebpackPlugin);
    Object.assign(page.options, { publicPath: '/', chunks: ['main'] });
  }
  // webpack 5.111 fails on [contenthash] in an entry filename of a container that exposes modules
  // (module-federation/core#5077); a remote's versioned folder already keeps its files apart.
  return { ...config, output: { ...config.output, filename: '[name].js' } };
};
