import { type LifeCycles } from 'single-spa';
import { createBus, remoteNames, type Bus, type RemoteProps } from 'shared-kernel';
import { releaseFixture } from '../testing/shell-fixtures';
import {
  compositionReducer,
  initialCompositionState,
  type CompositionAction,
  type CompositionState,
} from './composition-slice';
import { installDiagnostics } from './diagnostics';
import { type FederationRuntime } from './remote-loader';
import { startComposition, type SingleSpaRuntime } from './start-composition';

// The swap to a fallback version runs against the real single-spa (fresh for every test).

const entryOf = (version: string) =>
  `http://localhost:8080/remotes/mfe-catalog/${version}/remoteEntry.js`;

const release = releaseFixture({
  remotes: [
    {
      remote: 'mfe-catalog',
      version: '0.2.0-c',
      entryUrl: entryOf('0.2.0-c'),
      integrity: 'sha384-c',
      track: 'canary',
      fallbacks: [
        { version: '0.1.0-b', entryUrl: entryOf('0.1.0-b'), integrity: 'sha384-b' },
        { version: '0.1.0-a', entryUrl: entryOf('0.1.0-a'), integrity: 'sha384-a' },
      ],
    },
  ],
});

const waitFor = async (condition: () => boolean) => {
  for (let turn = 0; turn < 100 && !condition(); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(condition()).toBe(true);
};

/** Remote versions as modules: each mounts its version's text, or throws when listed. */
function federationOf(throwingVersions: Set<string>) {
  let registered = '';
  const federation: FederationRuntime = {
    registerRemotes: (remotes) => {
      registered = remotes[0]?.entry ?? registered;
    },
    loadRemote: () => {
      const version = /\/(\d[^/]+)\/remoteEntry\.js$/.exec(registered)?.[1] ?? '?';
      const lifecycles: LifeCycles<RemoteProps> = {
        bootstrap: () => Promise.resolve(),
        mount: ({ domElement }) => {
          if (throwingVersions.has(version)) return Promise.reject(new Error(`${version} broke`));
          domElement.textContent = `catalogue ${version}`;
          return Promise.resolve();
        },
        unmount: ({ domElement }) => {
          domElement.textContent = '';
          return Promise.resolve();
        },
      };
      return Promise.resolve(lifecycles);
    },
  };
  return federation;
}

function setUp(throwingVersions: string[]) {
  let singleSpa: SingleSpaRuntime | undefined;
  jest.isolateModules(() => {
    singleSpa = jest.requireActual<SingleSpaRuntime>('single-spa');
  });
  window.history.replaceState(null, '', '/lotto-tickets');
  let state: CompositionState = initialCompositionState;
  const dispatch = (action: CompositionAction) => {
    state = compositionReducer(state, action);
  };
  const report = jest.fn();
  const bus: Bus = createBus();
  const slots = new Map(remoteNames.map((remote) => [remote, document.createElement('div')]));
  const started = startComposition({
    environment: 'local',
    fetchRelease: () => Promise.resolve(release),
    federation: federationOf(new Set(throwingVersions)),
    entryIntegrity: new Map(),
    singleSpa: singleSpa as SingleSpaRuntime,
    bus,
    reports: { report },
    dispatch,
    diagnostics: installDiagnostics(createBus(), 'kernel-1', {}),
    slotElementOf: (remote) => slots.get(remote) as HTMLElement,
    onRemoteLoadFailed: () => undefined,
  });
  const catalogSlot = slots.get('mfe-catalog') as HTMLElement;
  return { started, report, bus, catalogSlot, state: () => state };
}

describe('a remote that fails to render', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('is swapped for its next fallback on the same page when its mount throws, and reported', async () => {
    const { started, report, catalogSlot, state } = setUp(['0.2.0-c']);
    await started;
    await waitFor(() => catalogSlot.textContent === 'catalogue 0.1.0-b');
    expect(report.mock.calls).toEqual([
      ['mfe-catalog', '0.2.0-c', 'render_failed'],
      ['mfe-catalog', '0.1.0-b', 'rendered'],
    ]);
    expect(state().remotes['mfe-catalog']).toEqual({
      status: 'rendered',
      version: '0.1.0-b',
      track: null,
      isFallback: true,
    });
  });

  it('is swapped when its render boundary announces the failure', async () => {
    const { started, report, bus, catalogSlot } = setUp([]);
    await started;
    await waitFor(() => catalogSlot.textContent === 'catalogue 0.2.0-c');
    bus.publish('remote/renderFailed', {
      remote: 'mfe-catalog',
      version: '0.2.0-c',
      message: 'Cannot read properties of undefined',
    });
    await waitFor(() => catalogSlot.textContent === 'catalogue 0.1.0-b');
    expect(report.mock.calls).toEqual([
      ['mfe-catalog', '0.2.0-c', 'rendered'],
      ['mfe-catalog', '0.2.0-c', 'render_failed'],
      ['mfe-catalog', '0.1.0-b', 'rendered'],
    ]);
  });

  it('shows the friendly fallback block only when no fallback is left', async () => {
    const { started, report, catalogSlot, state } = setUp(['0.2.0-c', '0.1.0-b', '0.1.0-a']);
    await started;
    await waitFor(() => state().remotes['mfe-catalog']?.status === 'failed');
    await waitFor(
      () => catalogSlot.textContent?.includes("This part of the shop didn't load") ?? false,
    );
    expect(report.mock.calls).toEqual([
      ['mfe-catalog', '0.2.0-c', 'render_failed'],
      ['mfe-catalog', '0.1.0-b', 'render_failed'],
      ['mfe-catalog', '0.1.0-a', 'render_failed'],
    ]);
  });
});
