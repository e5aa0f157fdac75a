import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  addErrorHandler,
  getAppStatus,
  MOUNTED,
  registerApplication,
  start,
  triggerAppChange,
  unregisterApplication,
  type RegisterApplicationConfig,
} from 'single-spa';
import {
  bus,
  configureApiClient,
  kernelInstanceId,
  readRuntimeConfig,
  type RemoteName,
  type RemoteProps,
} from 'shared-kernel';
import { createIntegrityCheckedRefresher } from 'shared-kernel/contract/auth';
import {
  requestTextCategory,
  setTextCategoryLoader,
  textCategoriesOfRemote,
} from 'shared-kernel/contract/format';
import { App } from './app';
import { slotIdOf } from './composition/activity';
import { installDiagnostics } from './composition/diagnostics';
import { entryIntegrityPlugin, type EntryIntegrity } from './composition/entry-integrity';
import { createOutcomeReporter, newPageLoadId } from './composition/outcome-reports';
import { startComposition } from './composition/start-composition';
import { isRemoteRequested } from './layout/lotto-party-modal/create-group-request';
import { siteDataLoadRequested } from './layout/site-data/site-data-slice';
import { documentCookieJar, readSessionCookies } from './session/session-cookies';
import { createShellApi } from './shell-api';
import { makeStore } from './store';

function slotElementOf(remote: RemoteName): HTMLElement {
  const element = document.getElementById(slotIdOf(remote));
  if (!element) throw new Error(`The slot of ${remote} is not on the page.`);
  return element;
}

function bootstrap(): void {
  const runtimeConfig = readRuntimeConfig();
  const diagnostics = installDiagnostics(bus, kernelInstanceId);
  // Every refresh checks the stored identity and the new tokens first (product.md §5). Our
  // services issue refresh tokens without claims and bind them to the customer themselves.
  configureApiClient({
    runtimeConfig,
    refreshAccessToken: createIntegrityCheckedRefresher(
      () => {
        const cookies = readSessionCookies(documentCookieJar);
        return {
          customerId: cookies.customerId,
          accessToken: cookies.accessToken,
          refreshToken: cookies.refreshToken,
        };
      },
      { isRefreshTokenOpaque: true },
    ),
  });
  const api = createShellApi();
  const store = makeStore({
    api,
    startTextCategories: () => setTextCategoryLoader(api.fetchTextCategories),
    bus,
    routingEvents: window,
    activityEvents: window,
    composition: {
      isMounted: (remote) => getAppStatus(remote) === MOUNTED,
      reroute: () => void triggerAppChange(),
    },
  });

  const container = document.getElementById('shell-root');
  if (!container) throw new Error('index.html has no #shell-root element.');
  // Rendered synchronously: the remote slots exist before single-spa mounts anything. The first
  // render replaces the page's own first paint (index.html); the stylesheet came with the page.
  flushSync(() => createRoot(container).render(<App store={store} />));

  store.dispatch(siteDataLoadRequested());
  const entryIntegrity: EntryIntegrity = new Map();
  registerPlugins([entryIntegrityPlugin(entryIntegrity)]);
  const { environment } = runtimeConfig;
  void startComposition({
    environment,
    fetchRelease: (name) => api.fetchRelease(name),
    federation: {
      registerRemotes: (remotes, options) => registerRemotes(remotes, options),
      loadRemote: (id) => loadRemote(id),
    },
    entryIntegrity,
    singleSpa: {
      registerApplication: (config: RegisterApplicationConfig<RemoteProps>) =>
        registerApplication(config),
      unregisterApplication,
      start,
      addErrorHandler,
      getAppStatus,
    },
    bus,
    reports: createOutcomeReporter({
      pageLoad: newPageLoadId(),
      send: (report) => api.reportRemoteOutcomes(environment, report),
    }),
    dispatch: (action) => store.dispatch(action),
    diagnostics,
    slotElementOf,
    isRemoteRequested: (remote, location) =>
      isRemoteRequested(store.getState(), remote, location.pathname),
    // The remote's texts load beside its bundle.
    onRemoteLoading: (remote) => {
      for (const category of textCategoriesOfRemote[remote]) requestTextCategory(category);
    },
  });
}

bootstrap();
