import { makeWebpackConfig } from '../tooling/webpack-config.mjs';

export default (_env, argv) =>
  makeWebpackConfig(
    { packageDir: import.meta.dirname, kind: 'remote', devPort: 3003 },
    { mode: argv.mode },
  );
