import { type DiscoveredServices } from './client/types';

/**
 * What the page learns at run time from the server that serves index.html
 * (`window.__SHOP__`), so that no address or environment is compiled into a bundle.
 */
export interface RuntimeConfig {
  /** Release environment whose pinned remote versions the shell loads, e.g. `local`. */
  environment: string;
  /** Origin of the discovery service: `GET {discoveryBase}/discover`. */
  discoveryBase: string;
  appKey: string;
  /** Public client secret from which the signature key is derived (see README). */
  appSecret: string;
  /**
   * The discovery answer's services, given with the page so that its first call does not wait
   * for `GET /discover`.
   */
  services?: DiscoveredServices;
  /**
   * The live release document of `environment` as the registry answers it (wire form), given
   * with the page so that the shell does not wait for the registry before loading a remote.
   */
  release?: unknown;
  /** How often an open page asks the registry whether a newer release is out (default 60). */
  releaseCheckSeconds?: number;
}

const defaults: RuntimeConfig = {
  environment: 'local',
  discoveryBase: typeof location === 'undefined' ? 'http://localhost:8080' : location.origin,
  appKey: 'shop-web',
  appSecret: 'shop-web-public-secret',
};

export function readRuntimeConfig(): RuntimeConfig {
  const injected = (globalThis as { __SHOP__?: Partial<RuntimeConfig> }).__SHOP__ ?? {};
  return { ...defaults, ...injected };
}
