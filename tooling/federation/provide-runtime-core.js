// A federation runtime plugin of the shell: hands its runtime core to the remotes, which are
// built with `experiments.externalRuntime` and look for it on the global. (The package's own
// inject-external-runtime-core-plugin requires the CommonJS build, which would put a second copy
// of the core into the shell's entry.)
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
