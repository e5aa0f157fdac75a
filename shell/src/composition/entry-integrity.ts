import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The integrity of each remote entry the page may load, by entry address. */
export type EntryIntegrity = Map<string, string>;

/**
 * A Module Federation runtime plugin that gives each known remote entry's script tag its
 * Subresource Integrity: the browser refuses an entry whose bytes differ, which the runtime then
 * reports as a failed load (the loader moves on to the next version). The hook may only hand back
 * an element (attributes it returns are ignored), so it builds the script itself. A cross-origin
 * entry needs `crossorigin` for the browser to check its integrity at all.
 */
export function entryIntegrityPlugin(
  integrity: EntryIntegrity,
  pageOrigin: string = location.origin,
): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-entry-integrity',
    createScript({ url }) {
      const expected = integrity.get(url);
      if (!expected) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.setAttribute('integrity', expected);
      if (new URL(url, pageOrigin).origin !== pageOrigin) {
        script.setAttribute('crossorigin', 'anonymous');
      }
      return script;
    },
  };
}
