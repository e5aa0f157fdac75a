import { makeWebpackConfig } from '../tooling/webpack-config.mjs';

export default (_env, argv) =>
  makeWebpackConfig(
    { packageDir: import.meta.dirname, kind: 'remote', devPort: 3006 },
    { mode: argv.mode },
  );
