import { makeWebpackConfig } from '../tooling/webpack-config.mjs';

export default (_env, argv) => {
  const config = makeWebpackConfig(
    { packageDir: import.meta.dirname, kind: 'remote', devPort: 3004 },
    { mode: argv.mode },
  );
  // webpack 5.111 fails on [contenthash] in an entry filename of a container that exposes modules
  // (module-federation/core#5077); a remote's versioned folder already keeps its files apart.
  return { ...config, output: { ...config.output, filename: '[name].js' } };
};
