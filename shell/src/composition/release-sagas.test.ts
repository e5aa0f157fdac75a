import { createBus } from 'shared-kernel';
import { fakeShellApi, releaseFixture } from '../testing/shell-fixtures';
import { makeStore } from '../store';
import { compositionPreviewEndRequested, compositionReleaseLoaded } from './composition-slice';
import { type ReleaseSagaDependencies } from './release-sagas';

const waitFor = async (condition: () => boolean) => {
  for (let turn = 0; turn < 200 && !condition(); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(condition()).toBe(true);
};

function storeWith(release: Partial<ReleaseSagaDependencies>) {
  const bus = createBus();
  const announced = jest.fn();
  bus.subscribe('release/updateAvailable', announced);
  const store = makeStore({
    api: fakeShellApi(),
    bus,
    routingEvents: new EventTarget(),
    storage: null,
    persistentStorage: null,
    storageEvents: null,
    analytics: { record: () => undefined },
    release: { environment: 'staging', visibility: null, reload: jest.fn(), ...release },
  });
  return { store, announced };
}

describe('the check for a newer release', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('asks on its interval, and announces a newer revision once, then stops asking', async () => {
    const revisions = [3, 3, 5, 6];
    const checkRelease = jest.fn((environment: string) => {
      expect(environment).toBe('staging');
      return Promise.resolve(releaseFixture({ revision: revisions.shift() ?? 7 }));
    });
    const { store, announced } = storeWith({ checkRelease, checkEverySeconds: 0.01 });
    store.dispatch(compositionReleaseLoaded(releaseFixture({ revision: 3 })));

    await waitFor(() => store.getState().composition.newerRevision !== null);
    expect(store.getState().composition.newerRevision).toBe(5);
    expect(announced.mock.calls).toEqual([[{ environment: 'staging', revision: 5 }]]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkRelease).toHaveBeenCalledTimes(3);
  });

  it('asks when the page becomes visible again, and keeps asking after a failed check', async () => {
    const visibility: EventTarget & { visibilityState: DocumentVisibilityState } = Object.assign(
      new EventTarget(),
      { visibilityState: 'visible' as const },
    );
    const checkRelease = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(releaseFixture({ revision: 4 }));
    const { store } = storeWith({ checkRelease, checkEverySeconds: 3600, visibility });
    store.dispatch(compositionReleaseLoaded(releaseFixture({ revision: 3 })));

    visibility.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => checkRelease.mock.calls.length === 1);
    expect(store.getState().composition.newerRevision).toBeNull();
    visibility.visibilityState = 'hidden';
    visibility.dispatchEvent(new Event('visibilitychange'));
    visibility.visibilityState = 'visible';
    visibility.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => store.getState().composition.newerRevision === 4);
    expect(checkRelease).toHaveBeenCalledTimes(2);
  });

  it('never asks before the page has its own release', async () => {
    const checkRelease = jest.fn(() => Promise.resolve(releaseFixture({ revision: 9 })));
    storeWith({ checkRelease, checkEverySeconds: 0.01 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkRelease).not.toHaveBeenCalled();
  });
});

describe('ending a preview', () => {
  it('clears the preview, then reloads the page', async () => {
    const endReleasePreview = jest.fn(() => Promise.resolve());
    const reload = jest.fn();
    const { store } = storeWith({ endReleasePreview, reload });
    store.dispatch(compositionPreviewEndRequested());
    await waitFor(() => reload.mock.calls.length === 1);
    expect(endReleasePreview).toHaveBeenCalledTimes(1);
  });
});
