import { type AppError, type LifeCycles, type RegisterApplicationConfig } from 'single-spa';
import { createBus, remoteNames, type RemoteName, type RemoteProps } from 'shared-kernel';
import { releaseFixture } from '../testing/shell-fixtures';
import {
  compositionReducer,
  initialCompositionState,
  type CompositionAction,
  type CompositionState,
} from './composition-slice';
import { installDiagnostics } from './diagnostics';
import { type OutcomeReporter } from './outcome-reports';
import { type Release } from './release';
import { type FederationRuntime } from './remote-loader';
import {
  type CompositionOptions,
  startComposition,
  type SingleSpaRuntime,
} from './start-composition';

type Loader = () => Promise<LifeCycles<RemoteProps>>;
type PropsFunction = (name: string, location: Location) => RemoteProps;

function fakeSingleSpa() {
  const applications = new Map<string, RegisterApplicationConfig<RemoteProps>>();
  const statuses = new Map<string, string>();
  let errorHandler: ((error: AppError) => void) | undefined;
  const singleSpa: SingleSpaRuntime = {
    registerApplication: (config) => applications.set(config.name, config),
    unregisterApplication: jest.fn(() => Promise.resolve()),
    start: jest.fn(),
    addErrorHandler: (handler) => {
      errorHandler = handler;
    },
    getAppStatus: (name) => statuses.get(name) ?? null,
  };
  return {
    singleSpa,
    applications,
    raise(name: string, status: string) {
      statuses.set(name, status);
      const error = Object.assign(new Error(`${name} died`), { appOrParcelName: name });
      errorHandler?.(error);
    },
  };
}

function setUp(
  fetchRelease: () => Promise<Release>,
  isRemoteRequested?: (remote: RemoteName, location: Location | URL) => boolean,
  more: Pick<CompositionOptions, 'onRemoteLoading'> = {},
) {
  const spa = fakeSingleSpa();
  const federation: FederationRuntime = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() =>
      Promise.resolve({
        bootstrap: () => Promise.resolve(),
        mount: () => Promise.resolve(),
        unmount: () => Promise.resolve(),
      }),
    ),
  };
  let state: CompositionState = initialCompositionState;
  const dispatch = (action: CompositionAction) => {
    state = compositionReducer(state, action);
  };
  const reports: OutcomeReporter = { report: jest.fn() };
  const diagnostics = installDiagnostics(createBus(), 'kernel-1', {});
  const slots = new Map(remoteNames.map((remote) => [remote, document.createElement('div')]));
  const started = startComposition({
    environment: 'local',
    fetchRelease,
    federation,
    entryIntegrity: new Map(),
    singleSpa: spa.singleSpa,
    bus: createBus(),
    reports,
    dispatch,
    diagnostics,
    slotElementOf: (remote) => slots.get(remote) as HTMLElement,
    ...(isRemoteRequested ? { isRemoteRequested } : {}),
    ...more,
  });
  return { ...spa, federation, reports, started, diagnostics, slots, state: () => state };
}

function applicationOf(
  applications: Map<string, RegisterApplicationConfig<RemoteProps>>,
  name: string,
) {
  const application = applications.get(name);
  if (!application) throw new Error(`${name} is not registered`);
  return application;
}

const at = (pathname: string) => new URL(pathname, 'http://localhost:8080') as unknown as Location;

async function mountAll(mount: LifeCycles<RemoteProps>['mount'], props: RemoteProps) {
  for (const step of Array.isArray(mount) ? mount : [mount]) await step(props as never);
}

describe('startComposition', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('registers one application per remote and starts, with the release recorded', async () => {
    const { singleSpa, applications, started, diagnostics, state } = setUp(() =>
      Promise.resolve(releaseFixture()),
    );
    await started;
    expect([...applications.keys()]).toEqual([...remoteNames]);
    expect(singleSpa.start).toHaveBeenCalledWith({ urlRerouteOnly: true });
    expect(diagnostics.release).toEqual(releaseFixture());
    expect(state().releaseStatus).toBe('loaded');
    expect(state().release?.revision).toBe(3);
  });

  it('activates each application on the paths its remote owns', async () => {
    const { applications, started } = setUp(() => Promise.resolve(releaseFixture()));
    await started;
    const isActive = (name: string, pathname: string) =>
      (applicationOf(applications, name).activeWhen as (location: Location) => boolean)(
        at(pathname),
      );
    expect(isActive('mfe-catalog', '/lotto-tickets')).toBe(true);
    expect(isActive('mfe-catalog', '/cart')).toBe(false);
    expect(isActive('mfe-cart-checkout', '/cart')).toBe(true);
    expect(isActive('mfe-account', '/login')).toBe(false);
  });

  it('also activates an application where the page asks for its remote', async () => {
    const { applications, started } = setUp(
      () => Promise.resolve(releaseFixture()),
      (remote, location) => remote === 'mfe-lotto-party' && location.pathname === '/social-play',
    );
    await started;
    const isActive = (name: string, pathname: string) =>
      (applicationOf(applications, name).activeWhen as (location: Location) => boolean)(
        at(pathname),
      );
    expect(isActive('mfe-lotto-party', '/social-play')).toBe(true);
    expect(isActive('mfe-lotto-party', '/lotto-tickets')).toBe(false);
    expect(isActive('mfe-catalog', '/social-play')).toBe(true);
    expect(isActive('mfe-membership', '/social-play')).toBe(false);
  });

  it('gives a loaded remote its slot, its name and the version that runs, with its track', async () => {
    const { applications, started, slots, state, federation } = setUp(() =>
      Promise.resolve(releaseFixture()),
    );
    await started;
    const catalog = applicationOf(applications, 'mfe-catalog');
    await (catalog.app as unknown as Loader)();
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_catalog', entry: releaseFixture().remotes[0]?.entryUrl }],
      { force: true },
    );
    const props = (catalog.customProps as PropsFunction)('mfe-catalog', at('/'));
    expect(props).toEqual({
      domElement: slots.get('mfe-catalog'),
      remote: 'mfe-catalog',
      version: '0.1.0-b',
    });
    expect(state().remotes['mfe-catalog']).toEqual({
      status: 'loaded',
      version: '0.1.0-b',
      track: 'stable',
      isFallback: false,
    });
  });

  it('says which remote starts loading, before its bundle is asked for', async () => {
    const loading: Array<[RemoteName, number]> = [];
    const { applications, started, federation } = setUp(
      () => Promise.resolve(releaseFixture()),
      undefined,
      {
        onRemoteLoading: (remote) =>
          loading.push([remote, jest.mocked(federation.loadRemote).mock.calls.length]),
      },
    );
    await started;
    expect(loading).toEqual([]);

    await (applicationOf(applications, 'mfe-catalog').app as unknown as Loader)();

    expect(loading).toEqual([['mfe-catalog', 0]]);
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('reports a remote rendered once its mount resolved', async () => {
    const { applications, started, reports, state, slots } = setUp(() =>
      Promise.resolve(releaseFixture()),
    );
    await started;
    const lifecycles = await (
      applicationOf(applications, 'mfe-catalog').app as unknown as Loader
    )();
    expect(reports.report).not.toHaveBeenCalled();
    await mountAll(lifecycles.mount, {
      domElement: slots.get('mfe-catalog'),
      remote: 'mfe-catalog',
      version: '0.1.0-b',
    } as RemoteProps);
    expect(reports.report).toHaveBeenCalledWith('mfe-catalog', '0.1.0-b', 'rendered');
    expect(state().remotes['mfe-catalog']?.status).toBe('rendered');
  });

  it('loads nothing for a remote the release does not list, and records it as failed', async () => {
    const { applications, started, federation, state } = setUp(() =>
      Promise.resolve(releaseFixture()),
    );
    await started;
    await (applicationOf(applications, 'mfe-wallet').app as unknown as Loader)();
    expect(federation.loadRemote).not.toHaveBeenCalled();
    expect(state().remotes['mfe-wallet']?.status).toBe('failed');
  });

  it('marks a remote broken when its fallback block itself breaks', async () => {
    const { started, raise, state, singleSpa } = setUp(() => Promise.resolve(releaseFixture()));
    await started;
    raise('mfe-cart-checkout', 'NOT_MOUNTED');
    expect(state().remotes['mfe-cart-checkout']).toBeUndefined();
    raise('mfe-wallet', 'SKIP_BECAUSE_BROKEN');
    expect(state().remotes['mfe-wallet']?.status).toBe('broken');
    expect(singleSpa.unregisterApplication).not.toHaveBeenCalled();
  });

  it('still starts when the release does not load; every remote then falls back', async () => {
    const { singleSpa, applications, federation, started, state } = setUp(() =>
      Promise.reject(new Error('503')),
    );
    await started;
    expect(state().releaseStatus).toBe('failed');
    expect(singleSpa.start).toHaveBeenCalledWith({ urlRerouteOnly: true });
    const lifecycles = await (
      applicationOf(applications, 'mfe-catalog').app as unknown as Loader
    )();
    expect(lifecycles.mount).toEqual(expect.any(Function));
    expect(federation.loadRemote).not.toHaveBeenCalled();
    expect(state().remotes['mfe-catalog']?.status).toBe('failed');
  });
});
