import { type LifeCycles } from 'single-spa';
import { type ReleaseRemote } from './release';
import { lifecyclesOf, makeRemoteLoader, type FederationRuntime } from './remote-loader';

const currentEntry = 'http://localhost:8080/remotes/mfe-catalog/0.1.0-b/remoteEntry.js';
const previousEntry = 'http://localhost:8080/remotes/mfe-catalog/0.1.0-a/remoteEntry.js';

const release: ReleaseRemote = {
  remote: 'mfe-catalog',
  version: '0.1.0-b',
  entryUrl: currentEntry,
  previousVersion: '0.1.0-a',
  previousEntryUrl: previousEntry,
};

function spaModule(label: string): LifeCycles & { label: string } {
  return {
    label,
    bootstrap: () => Promise.resolve(),
    mount: () => Promise.resolve(),
    unmount: () => Promise.resolve(),
  };
}

const fallback = spaModule('fallback');

/**
 * A Module Federation runtime whose `loadRemote` answers by the entry registered last:
 * each listed entry fails the given number of times, then succeeds.
 */
function fakeFederation(failuresByEntry: Record<string, number>) {
  let registeredEntry = currentEntry;
  const loadedEntries: string[] = [];
  const federation: FederationRuntime = {
    registerRemotes: jest.fn((remotes: Array<{ name: string; entry: string }>) => {
      registeredEntry = remotes[0]?.entry ?? registeredEntry;
    }),
    loadRemote: jest.fn((id: string) => {
      expect(id).toBe('mfe_catalog/spa');
      loadedEntries.push(registeredEntry);
      const failuresLeft = failuresByEntry[registeredEntry] ?? 0;
      if (failuresLeft > 0) {
        failuresByEntry[registeredEntry] = failuresLeft - 1;
        return Promise.reject(new Error(`ScriptNetworkError: ${registeredEntry}`));
      }
      return Promise.resolve(spaModule(registeredEntry === previousEntry ? 'previous' : 'current'));
    }),
  };
  return { federation, loadedEntries };
}

function loaderWith(federation: FederationRuntime, remote: ReleaseRemote | null = release) {
  const onLoaded = jest.fn();
  const onFailed = jest.fn();
  const load = makeRemoteLoader({
    federationName: 'mfe_catalog',
    release: remote ?? undefined,
    federation,
    makeFallback: () => fallback,
    onLoaded,
    onFailed,
  });
  return { load, onLoaded, onFailed };
}

describe('makeRemoteLoader', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('loads the pinned version', async () => {
    const { federation, loadedEntries } = fakeFederation({});
    const { load, onLoaded, onFailed } = loaderWith(federation);
    await expect(load()).resolves.toMatchObject({ label: 'current' });
    expect(loadedEntries).toEqual([currentEntry]);
    expect(onLoaded).toHaveBeenCalledWith('0.1.0-b', false);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('retries the pinned version once after a failure', async () => {
    const { federation, loadedEntries } = fakeFederation({ [currentEntry]: 1 });
    const { load, onLoaded } = loaderWith(federation);
    await expect(load()).resolves.toMatchObject({ label: 'current' });
    expect(loadedEntries).toEqual([currentEntry, currentEntry]);
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_catalog', entry: currentEntry }],
      { force: true },
    );
    expect(onLoaded).toHaveBeenCalledWith('0.1.0-b', false);
  });

  it('loads the last known good version when the pinned one fails twice', async () => {
    const { federation, loadedEntries } = fakeFederation({ [currentEntry]: 2 });
    const { load, onLoaded } = loaderWith(federation);
    await expect(load()).resolves.toMatchObject({ label: 'previous' });
    expect(loadedEntries).toEqual([currentEntry, currentEntry, previousEntry]);
    expect(onLoaded).toHaveBeenCalledWith('0.1.0-a', true);
  });

  it('resolves to the fallback when the last known good version fails too', async () => {
    const { federation, loadedEntries } = fakeFederation({ [currentEntry]: 2, [previousEntry]: 1 });
    const { load, onLoaded, onFailed } = loaderWith(federation);
    await expect(load()).resolves.toBe(fallback);
    expect(loadedEntries).toEqual([currentEntry, currentEntry, previousEntry]);
    expect(onLoaded).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('resolves to the fallback after one retry when there is no previous version', async () => {
    const { federation, loadedEntries } = fakeFederation({ [currentEntry]: 2 });
    const { load } = loaderWith(federation, {
      ...release,
      previousVersion: null,
      previousEntryUrl: null,
    });
    await expect(load()).resolves.toBe(fallback);
    expect(loadedEntries).toEqual([currentEntry, currentEntry]);
  });

  it('resolves to the fallback without loading anything when the release has no entry', async () => {
    const { federation, loadedEntries } = fakeFederation({});
    const { load, onFailed } = loaderWith(federation, null);
    await expect(load()).resolves.toBe(fallback);
    expect(loadedEntries).toEqual([]);
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('treats a module without lifecycles as a failed load', async () => {
    const federation: FederationRuntime = {
      registerRemotes: jest.fn(),
      loadRemote: jest
        .fn()
        .mockResolvedValueOnce({ notASpa: true })
        .mockResolvedValueOnce(null)
        .mockResolvedValueOnce({ default: spaModule('default export') }),
    };
    const { load, onLoaded } = loaderWith(federation);
    await expect(load()).resolves.toMatchObject({ label: 'default export' });
    expect(onLoaded).toHaveBeenCalledWith('0.1.0-a', true);
  });
});

describe('lifecyclesOf', () => {
  it('accepts arrays of lifecycle functions', () => {
    const lifecycles = {
      bootstrap: [() => Promise.resolve()],
      mount: [],
      unmount: () => Promise.resolve(),
    };
    expect(lifecyclesOf(lifecycles)).toBe(lifecycles);
  });

  it('refuses a module without mount', () => {
    expect(() => lifecyclesOf({ bootstrap: () => Promise.resolve() })).toThrow(/lifecycles/);
  });
});
