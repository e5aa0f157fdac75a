import * as React from 'react';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { type RemoteStore } from './state/remote-store';
import singleSpaReact from 'single-spa-react';
import {
  bus,
  kernelInstanceId,
  ownerOf,
  remoteLandingPaths,
  type RemoteName,
  type RemoteProps,
} from 'shared-kernel';
import { pageErrorMessages } from 'shared-kernel/contract/format';
import { capabilitiesOfRoute } from 'shared-kernel/contract/platform';
import { RequireCapabilities } from './capabilities/capability-gate';
import { publishStandaloneCapabilities } from './capabilities/standalone-capabilities';
import { useTranslation } from './texts/use-translation';
import componentStyles from './styles/components.css';
import designTokens from './styles/tokens.css';

/** One entry of a remote's route table: the one hop from a URL to a screen. */
export interface RemoteRoute {
  path: string;
  element: ReactNode;
}

/** A remote's store: closed (its sagas cancelled) when the remote unmounts. */

export interface RemoteDefinition<Dependencies> {
  name: RemoteName;
  routes: readonly RemoteRoute[];
  /** The remote's store; tests pass their own dependencies, the page uses the kernel's. */
  makeStore: (preloadedState?: undefined, dependencies?: Dependencies) => RemoteStore<unknown>;
  /** The stylesheet of the remote's pages, rendered once in the document's head. */
  stylesheet?: string;
  /**
   * Shown while the remote is mounted, whichever package owns the path: what another package can
   * ask of the remote through the bus (a modal dialog rendered into the body).
   */
  overlay?: ReactNode;
}

export interface RemoteAppProps<Dependencies> {
  /** The immutable version the shell loaded; `dev` when running alone. */
  version?: string;
  dependencies?: Dependencies;
}

interface RenderFailedFallbackProps {
  remote: RemoteName;
  version: string;
  error: Error;
}

/**
 * What the remote's slot shows when its tree threw. It also tells the shell, which swaps in the
 * remote's next fallback version when there is one (this block then goes away).
 */
function RenderFailedFallback({ remote, version, error }: RenderFailedFallbackProps) {
  useEffect(() => {
    bus.publish('remote/renderFailed', { remote, version, message: error.message });
  }, [remote, version, error]);
  return (
    <div role="alert">
      <p>{pageErrorMessages.generic}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {pageErrorMessages.reloadPageLabel}
      </button>
    </div>
  );
}

/**
 * Everything a remote needs to be mounted by the shell or run alone: the single-spa lifecycles,
 * the root component (store, router, route table) and the standalone start of `npm run dev`.
 */
export function defineRemote<Dependencies = undefined>({
  name,
  routes,
  makeStore,
  stylesheet,
  overlay,
}: RemoteDefinition<Dependencies>) {
  // The capability table decides which screens a segment may open (product.md §6): every route
  // it lists is gated here, so no screen of a remote can forget its check.
  const routeObjects: RouteObject[] = routes.map(({ path, element }) => {
    const required = capabilitiesOfRoute(path);
    return {
      path,
      element:
        required.length === 0 ? (
          element
        ) : (
          <RequireCapabilities required={required}>{element}</RequireCapabilities>
        ),
    };
  });

  function RouteTable() {
    return useRoutes(routeObjects);
  }

  function OwnedRoutes() {
    const { pathname } = useLocation();
    // A change of market renders the screens anew, so every amount and date takes its label.
    const { market } = useTranslation();
    if (ownerOf(pathname) !== name) return null;
    return (
      <>
        <style href="remote-kit/design-tokens" precedence="default">
          {designTokens}
        </style>
        <style href="remote-kit/components" precedence="default">
          {componentStyles}
        </style>
        {stylesheet ? (
          <style href={`${name}/pages`} precedence="default">
            {stylesheet}
          </style>
        ) : null}
        <RouteTable key={`${market.locale}|${market.currency}`} />
      </>
    );
  }

  function App({ version = 'dev', dependencies }: RemoteAppProps<Dependencies>) {
    const [store] = useState(() => makeStore(undefined, dependencies));
    useEffect(() => () => store.close(), [store]);
    // A layout effect: the announcement is out before single-spa's mount resolves.
    useLayoutEffect(() => {
      bus.publish('remote/mounted', { remote: name, version, kernelInstanceId });
    }, [version]);
    return (
      <Provider store={store}>
        <BrowserRouter>
          <OwnedRoutes />
          {overlay}
        </BrowserRouter>
      </Provider>
    );
  }

  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: ({ version }: RemoteProps) => <App version={version} />,
    domElementGetter: (props) => props.domElement,
    errorBoundary: (error, _info, { version }) => (
      <RenderFailedFallback remote={name} version={version} error={error} />
    ),
  });

  /** The remote alone on a page (`npm run dev`), starting on its landing page when needed. */
  function startStandalone(rootElement = document.getElementById('root')) {
    if (ownerOf(window.location.pathname) !== name) {
      window.history.replaceState(null, '', remoteLandingPaths[name]);
    }
    void publishStandaloneCapabilities();
    if (rootElement) ReactDOMClient.createRoot(rootElement).render(<App />);
  }

  return {
    bootstrap: lifecycles.bootstrap,
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    App,
    startStandalone,
  };
}
