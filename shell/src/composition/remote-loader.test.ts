import { type LifeCycles } from 'single-spa';
import { type ReleaseRemote } from './release';
import { lifecyclesOf, makeRemoteLoader, type FederationRuntime } from './remote-loader';

const entryOf = (version: string) =>
  `http://localhost:8080/remotes/mfe-catalog/${version}/remoteEntry.js`;

const release: ReleaseRemote = {
  remote: 'mfe-catalog',
  version: '0.2.0-c',
  entryUrl: entryOf('0.2.0-c'),
  integrity: 'sha384-c',
  track: 'canary',
  fallbacks: [
    { version: '0.1.0-b', entryUrl: entryOf('0.1.0-b'), integrity: 'sha384-b' },
    { version: '0.1.0-a', entryUrl: entryOf('0.1.0-a'), integrity: 'sha384-a' },
  ],
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
 * A Module Federation runtime whose `loadRemote` answers by the entry registered last: each
 * listed entry fails the given number of times, then succeeds with a module labelled by it.
 */
function fakeFederation(failuresByEntry: Record<string, number>) {
  let registeredEntry = '';
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
      return Promise.resolve(spaModule(registeredEntry));
    }),
  };
  return { federation, loadedEntries };
}

function loaderWith(
  federation: FederationRuntime,
  remote: ReleaseRemote | null = release,
  failedVersions: ReadonlySet<string> = new Set(),
) {
  const onLoaded = jest.fn();
  const onVersionFailed = jest.fn();
  const onFailed = jest.fn();
  const entryIntegrity = new Map<string, string>();
  const load = makeRemoteLoader({
    federationName: 'mfe_catalog',
    release: remote ?? undefined,
    federation,
    entryIntegrity,
    failedVersions,
    makeFallback: () => fallback,
    onLoaded,
    onVersionFailed,
    onFailed,
  });
  return { load, onLoaded, onVersionFailed, onFailed, entryIntegrity };
}

describe('makeRemoteLoader', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("loads the visitor's version, registered with its integrity", async () => {
    const { federation, loadedEntries } = fakeFederation({});
    const { load, onLoaded, onFailed, entryIntegrity } = loaderWith(federation);
    await expect(load()).resolves.toMatchObject({ label: entryOf('0.2.0-c') });
    expect(loadedEntries).toEqual([entryOf('0.2.0-c')]);
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_catalog', entry: entryOf('0.2.0-c') }],
      { force: true },
    );
    expect(entryIntegrity.get(entryOf('0.2.0-c'))).toBe('sha384-c');
    expect(onLoaded).toHaveBeenCalledWith('0.2.0-c', false);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('retries the chosen version once after a failure', async () => {
    const { federation, loadedEntries } = fakeFederation({ [entryOf('0.2.0-c')]: 1 });
    const { load, onLoaded, onVersionFailed } = loaderWith(federation);
    await expect(load()).resolves.toMatchObject({ label: entryOf('0.2.0-c') });
    expect(loadedEntries).toEqual([entryOf('0.2.0-c'), entryOf('0.2.0-c')]);
    expect(onLoaded).toHaveBeenCalledWith('0.2.0-c', false);
    expect(onVersionFailed).not.toHaveBeenCalled();
  });

  it('then tries each fallback in order, each with its own integrity', async () => {
    const { federation, loadedEntries } = fakeFederation({
      [entryOf('0.2.0-c')]: 2,
      [entryOf('0.1.0-b')]: 1,
    });
    const { load, onLoaded, onVersionFailed, entryIntegrity } = loaderWith(federation);
    await expect(load()).resolves.toMatchObject({ label: entryOf('0.1.0-a') });
    expect(loadedEntries).toEqual([
      entryOf('0.2.0-c'),
      entryOf('0.2.0-c'),
      entryOf('0.1.0-b'),
      entryOf('0.1.0-a'),
    ]);
    expect(onVersionFailed.mock.calls).toEqual([['0.2.0-c'], ['0.1.0-b']]);
    expect(onLoaded).toHaveBeenCalledWith('0.1.0-a', true);
    expect(entryIntegrity.get(entryOf('0.1.0-a'))).toBe('sha384-a');
  });

  it("starts each version's runtime without the chunks an earlier version left on the page", async () => {
    const page = globalThis as Record<string, unknown>;
    const chunkLists: unknown[] = [];
    const { federation } = fakeFederation({ [entryOf('0.2.0-c')]: 2 });
    const loadRemote = federation.loadRemote.bind(federation);
    federation.loadRemote = (id) => {
      chunkLists.push(page.webpackChunkmfe_catalog);
      // Each version's runtime leaves its chunk list behind, as webpack's JSONP loading does.
      page.webpackChunkmfe_catalog = [['__federation_expose_spa']];
      return loadRemote(id);
    };
    const { load } = loaderWith(federation);
    await load();
    expect(chunkLists).toEqual([undefined, undefined, undefined]);
    delete page.webpackChunkmfe_catalog;
  });

  it('skips versions that already failed on this page', async () => {
    const { federation, loadedEntries } = fakeFederation({});
    const { load, onLoaded } = loaderWith(federation, release, new Set(['0.2.0-c', '0.1.0-b']));
    await expect(load()).resolves.toMatchObject({ label: entryOf('0.1.0-a') });
    expect(loadedEntries).toEqual([entryOf('0.1.0-a')]);
    expect(onLoaded).toHaveBeenCalledWith('0.1.0-a', true);
  });

  it('resolves to the fallback block when every version fails', async () => {
    const { federation, loadedEntries } = fakeFederation({
      [entryOf('0.2.0-c')]: 2,
      [entryOf('0.1.0-b')]: 1,
      [entryOf('0.1.0-a')]: 1,
    });
    const { load, onLoaded, onFailed } = loaderWith(federation);
    await expect(load()).resolves.toBe(fallback);
    expect(loadedEntries).toHaveLength(4);
    expect(onLoaded).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('resolves to the fallback block without loading anything when the release has no entry', async () => {
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
    expect(onLoaded).toHaveBeenCalledWith('0.1.0-b', true);
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
