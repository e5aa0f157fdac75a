import { createBus } from 'shared-kernel';
import { installDiagnostics, type ShopDiagnostics } from './diagnostics';

describe('installDiagnostics', () => {
  it('publishes __SHOP_DIAGNOSTICS__ and records each remote that mounts', () => {
    const bus = createBus();
    const target: { __SHOP_DIAGNOSTICS__?: ShopDiagnostics } = {};
    installDiagnostics(bus, 'kernel-1', target);
    expect(target.__SHOP_DIAGNOSTICS__).toEqual({
      kernelInstanceId: 'kernel-1',
      release: null,
      mounted: {},
    });

    bus.publish('remote/mounted', {
      remote: 'mfe-catalog',
      version: '0.1.0-b',
      kernelInstanceId: 'kernel-1',
    });
    expect(target.__SHOP_DIAGNOSTICS__?.mounted).toEqual({
      'mfe-catalog': { version: '0.1.0-b', kernelInstanceId: 'kernel-1' },
    });
  });
});
