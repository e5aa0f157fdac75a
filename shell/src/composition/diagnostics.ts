import { type Bus } from 'shared-kernel';
import { type Release } from './release';

/** `globalThis.__SHOP_DIAGNOSTICS__` (contract): what runs on the page, for checks and support. */
export interface ShopDiagnostics {
  kernelInstanceId: string;
  release: Release | null;
  mounted: Record<string, { version: string; kernelInstanceId: string }>;
}

type DiagnosticsHolder = { __SHOP_DIAGNOSTICS__?: ShopDiagnostics };

/** Publishes the diagnostics object and records every remote that reports it mounted. */
export function installDiagnostics(
  bus: Bus,
  kernelInstanceId: string,
  target: object = globalThis,
): ShopDiagnostics {
  const diagnostics: ShopDiagnostics = { kernelInstanceId, release: null, mounted: {} };
  (target as DiagnosticsHolder).__SHOP_DIAGNOSTICS__ = diagnostics;
  bus.subscribe('remote/mounted', ({ remote, version, kernelInstanceId: remoteKernelId }) => {
    diagnostics.mounted[remote] = { version, kernelInstanceId: remoteKernelId };
  });
  return diagnostics;
}
