import { render, type RenderResult } from '@testing-library/react';
import { type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import { createBus, createSessionStore, type Bus, type SessionStore } from 'shared-kernel';
import { type AnalyticsPort } from '../analytics/analytics-port';
import { type CompositionPort } from '../layout/lotto-party-modal/create-group-sagas';
import { type RootState } from '../root-state';
import { createMemoryCookieJar, type CookieJar } from '../session/session-cookies';
import { type ShellApi } from '../shell-api';
import { makeStore, type ShellStore } from '../store';
import { fakeShellApi } from './shell-fixtures';

export interface RenderShellOptions {
  /** The first location: a path, or a path with route state. */
  path?: InitialEntry;
  bus?: Bus;
  api?: ShellApi;
  preloadedState?: Partial<RootState>;
  routingEvents?: EventTarget;
  composition?: CompositionPort;
  session?: SessionStore;
  cookies?: CookieJar;
  now?: () => number;
  storage?: Pick<Storage, 'setItem'> | null;
  analytics?: AnalyticsPort;
  startTextCategories?: () => void;
}

export interface RenderShellResult extends RenderResult {
  store: ShellStore;
  bus: Bus;
  session: SessionStore;
  cookies: CookieJar;
}

/** Shows the router's current path, so tests can see in-app navigation happen. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders shell UI with the real store and sagas, a private bus and an in-memory router. */
export function renderShell(ui: ReactElement, options: RenderShellOptions = {}): RenderShellResult {
  const bus = options.bus ?? createBus();
  const session = options.session ?? createSessionStore();
  const cookies = options.cookies ?? createMemoryCookieJar();
  const store = makeStore(
    {
      api: options.api ?? fakeShellApi(),
      bus,
      routingEvents: options.routingEvents ?? new EventTarget(),
      ...(options.composition ? { composition: options.composition } : {}),
      session,
      cookies,
      ...(options.now ? { now: options.now } : {}),
      storage: options.storage ?? null,
      analytics: options.analytics ?? { record: () => undefined },
      ...(options.startTextCategories ? { startTextCategories: options.startTextCategories } : {}),
    },
    options.preloadedState,
  );
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store, bus, session, cookies };
}
