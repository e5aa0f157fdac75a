import { makeWebpackConfig } from '../tooling/webpack-config.mjs';

export default (_env, argv) =>
  makeWebpackConfig(
    { packageDir: import.meta.dirname, kind: 'host', devPort: 3000 },
    { mode: argv.mode },
  );
