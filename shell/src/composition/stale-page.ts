/** product.md §7: a page open longer than this reloads when a chunk fails to load. */
export const staleChunkReloadAfterMs = 24 * 3_600_000;

/** A script chunk (webpack's, or a federated remote's) that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(
      error.message,
    )
  );
}

/** Whether the page has been open long enough for its release to have been replaced. */
export function isPageStale(openedAtMs: number, nowMs: number): boolean {
  return nowMs - openedAtMs > staleChunkReloadAfterMs;
}

/** Reloads a stale page: its chunks most likely belong to a release that is gone. */
export function reloadWhenStale(
  openedAtMs = performance.timeOrigin,
  nowMs = Date.now(),
  reload = () => window.location.reload(),
): void {
  if (isPageStale(openedAtMs, nowMs)) reload();
}
