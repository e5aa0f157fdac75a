import { eventChannel, buffers, type EventChannel, type SagaIterator } from 'redux-saga';
import {
  all,
  call,
  delay,
  put,
  race,
  select,
  take,
  takeLeading,
  throttle,
} from 'redux-saga/effects';
import {
  createUuid,
  emptySession,
  isApiError,
  mayRunAnalytics,
  toMoney,
  type Bus,
  type CartView,
  type Customer,
  type LoginResult,
  type SessionStore,
  type SignupInput,
} from 'shared-kernel';
import { signedOutEvent, type AnalyticsPort } from '../analytics/analytics-port';
import { putEveryBusEvent } from '../bus-channel';
import { type RootState } from '../root-state';
import { type SessionApi } from './session-api';
import { settled } from './deferred';
import {
  clearSessionCookies,
  readCookie,
  readCookieConsent,
  readSessionCookies,
  removeCookie,
  sessionCookieNames,
  writeCookie,
  writeSessionCookies,
  type CookieJar,
} from './session-cookies';
import {
  sessionCustomerLoaded,
  sessionEnded,
  sessionRedirectRequested,
  sessionRestoreStarted,
  sessionStarted,
  type SessionCustomer,
  type SessionEndReason,
} from './session-slice';

export interface SessionDependencies {
  api: SessionApi;
  bus: Bus;
  session: SessionStore;
  cookies: CookieJar;
  /** Where the visitor's activity is heard (window in the page). */
  activityEvents: EventTarget;
  now: () => number;
  analytics: AnalyticsPort;
}

/** api.md §9: session timeout default, and the idle gap after which the session id renews. */
export const sessionTimeoutSecondsDefault = 3600;
export const sessionIdRenewalIdleMs = 30 * 60 * 1000;
const activityEventNames = ['click', 'keydown', 'scroll', 'touchstart', 'mousemove'] as const;

type WireCustomer = Omit<Customer, 'availableFunds'> & {
  availableFunds?: { amount: string | number; currency: string } | null;
};

export function sessionCustomerFrom(customer: WireCustomer): SessionCustomer {
  return {
    customerId: customer.customerId,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    availableFunds: customer.availableFunds ? toMoney(customer.availableFunds) : null,
    segmentName: customer.segmentName ?? null,
    pricingId: customer.pricingId ?? null,
    state: customer.state ?? null,
    forcePasswordChange: Boolean(customer.forcePasswordChange),
    accountUpgrade: Boolean(customer.accountUpgrade),
    addressConfirmationRequired: Boolean(customer.addressConfirmationRequired),
    emailAddressConfirmationRequired: Boolean(customer.emailAddressConfirmationRequired),
    migrationStatus: customer.migrationStatus ?? 'ineligible',
  };
}

function publishCustomer(bus: Bus, customer: SessionCustomer): void {
  bus.publish('session/changed', { isAuthenticated: true, customerId: customer.customerId });
  bus.publish('customer/changed', {
    customerId: customer.customerId,
    firstname: customer.firstname,
    availableFunds: customer.availableFunds ? customer.availableFunds.amount.toFixed(2) : null,
  });
}

function storeCookies(dependencies: SessionDependencies): void {
  const current = dependencies.session.getSession();
  if (!current.customerId || !current.customerToken) return;
  if (!current.accessToken || !current.refreshToken) return;
  writeSessionCookies(dependencies.cookies, {
    accessToken: current.accessToken,
    refreshToken: current.refreshToken,
    customerId: current.customerId,
    customerToken: current.customerToken,
    segmentName: current.segmentName,
    pricingId: current.pricingId,
    sessionId: current.sessionId,
  });
}

/**
 * At login the anonymous cart is converted and its token removed (product.md §4 Cart). A failed
 * conversion does not fail the login: the token stays, so the visitor's cart is not lost.
 */
export function* convertAnonymousCartAtLogin(dependencies: SessionDependencies): SagaIterator {
  const token = readCookie(dependencies.cookies, sessionCookieNames.anonymousCartToken);
  if (!token) return;
  try {
    const cart = (yield call(dependencies.api.convertAnonymousCart, token)) as CartView;
    removeCookie(dependencies.cookies, sessionCookieNames.anonymousCartToken);
    dependencies.bus.publish('cart/changed', { itemCount: cart.cartItems.length });
  } catch (error) {
    console.error('The anonymous cart was not converted at login', error);
  }
}

/**
 * The login sequence of product.md §4: tokens into the session snapshot (so calls are signed with
 * the customer token and carry the bearer), the customer overview, the cookies, the anonymous
 * cart converted, then the news on the bus. A customer flagged for a password change is sent to
 * change it.
 */
export function* loginSequence(
  dependencies: SessionDependencies,
  result: LoginResult,
  saveDevice: boolean,
): SagaIterator {
  const { session } = dependencies;
  const current = session.getSession();
  session.updateSession({
    customerId: result.customer.customerId,
    customerToken: result.customer.customerToken,
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    deviceId: result.deviceUuid ?? current.deviceId,
    fingerprint: result.fingerprint ?? null,
    saveDevice,
    pricingId: result.customer.pricingId ?? null,
    segmentName: result.customer.segmentName ?? null,
    sessionId: current.sessionId ?? createUuid(),
    isAuthenticated: true,
  });
  let overview: WireCustomer = result.customer;
  try {
    overview = (yield call(dependencies.api.fetchCustomerOverview)) as WireCustomer;
  } catch (error) {
    console.error('The customer overview did not load after login', error);
  }
  const customer = sessionCustomerFrom(overview);
  session.updateSession({ pricingId: customer.pricingId, segmentName: customer.segmentName });
  storeCookies(dependencies);
  yield call(convertAnonymousCartAtLogin, dependencies);
  yield put(sessionCustomerLoaded(customer));
  publishCustomer(dependencies.bus, customer);
  if (customer.forcePasswordChange) {
    yield put(sessionRedirectRequested('/force-password-change'));
  }
  return customer;
}

export interface LoginSubmission {
  email: string;
  password: string;
  code?: string;
  saveDevice?: boolean;
}

function* submitLogin(dependencies: SessionDependencies, values: LoginSubmission): SagaIterator {
  const input: LoginSubmission = { email: values.email.trim(), password: values.password };
  if (values.code) input.code = values.code;
  if (values.saveDevice !== undefined) input.saveDevice = values.saveDevice;
  const result = (yield call(dependencies.api.login, input)) as LoginResult;
  return (yield call(loginSequence, dependencies, result, Boolean(values.saveDevice))) as unknown;
}

function* submitSignup(dependencies: SessionDependencies, values: SignupInput): SagaIterator {
  const result = (yield call(dependencies.api.signup, values)) as LoginResult;
  return (yield call(loginSequence, dependencies, result, false)) as unknown;
}

export interface AutologinSubmission {
  kind: 'autologin' | 'transfer';
  token: string;
  code?: string;
  saveDevice?: boolean;
}

function* submitAutologin(
  dependencies: SessionDependencies,
  values: AutologinSubmission,
): SagaIterator {
  // Both start a new session (product.md §2): whoever was signed in is signed out first.
  if (dependencies.session.getSession().isAuthenticated) {
    yield call(endSession, dependencies, 'loggedOut', null);
  }
  const input: { token: string; code?: string; saveDevice?: boolean } = { token: values.token };
  if (values.code) input.code = values.code;
  if (values.saveDevice) input.saveDevice = true;
  const send =
    values.kind === 'transfer' ? dependencies.api.transferLogin : dependencies.api.autologin;
  const result = (yield call(send, input)) as LoginResult;
  return (yield call(loginSequence, dependencies, result, Boolean(values.saveDevice))) as unknown;
}

/** Where a session's end sends the visitor (product.md §4); null stays put. */
export function destinationAfter(
  reason: SessionEndReason,
  hasCommercialLotteries: boolean,
): string | null {
  switch (reason) {
    case 'accountClosed':
      return '/close-my-account/success';
    case 'expired':
    case 'unauthorised':
      return '/login';
    default:
      return hasCommercialLotteries ? '/lotto-tickets' : '/';
  }
}

/**
 * Resets the customer (snapshot, store, cookies) and tells everyone. `destination` undefined
 * means the default of the reason; null means stay.
 */
export function* endSession(
  dependencies: SessionDependencies,
  reason: SessionEndReason,
  destination?: string | null,
): SagaIterator {
  const { session, cookies, bus } = dependencies;
  const wasSignedIn = session.getSession().isAuthenticated;
  if (wasSignedIn && reason === 'loggedOut') {
    try {
      yield call(dependencies.api.logout);
    } catch (error) {
      console.error('The services did not confirm the logout', error);
    }
  }
  const { deviceId } = session.getSession();
  session.updateSession({ ...emptySession, deviceId });
  clearSessionCookies(cookies);
  if (wasSignedIn && mayRunAnalytics(readCookieConsent(cookies))) {
    dependencies.analytics.record(signedOutEvent(reason));
  }
  yield put(sessionEnded(reason));
  bus.publish('session/changed', { isAuthenticated: false, customerId: null });
  if (reason === 'unauthorised') {
    // After the notifications of the previous visitor are cleared (product.md §4).
    yield delay(0);
    bus.publish('notification/requested', {
      title: '401 - Something went wrong',
      message:
        'Sorry, looks like we had some trouble verifying your login details. Please try again.',
      level: 'error',
      isAutoDismissed: true,
    });
  }
  const hasCommercialLotteries = (yield select((state: RootState) => {
    const capabilities = state.siteData.capabilities;
    const segment = capabilities?.segments.find(
      (item) => item.segmentName === capabilities.currentSegment,
    );
    return segment?.capabilities.includes('commercial_lotteries') ?? false;
  })) as boolean;
  const path =
    destination === undefined ? destinationAfter(reason, hasCommercialLotteries) : destination;
  if (path) yield put(sessionRedirectRequested(path));
}

export interface LogoutRequest {
  reason: SessionEndReason;
  destination?: string | null;
}

export const sessionLogoutRequested = (request: LogoutRequest) => ({
  type: 'session/logoutRequested' as const,
  payload: request,
});

/** Cookies left by an earlier visit sign the visitor back in; the overview confirms them. */
export function* restoreSession(dependencies: SessionDependencies): SagaIterator {
  const stored = readSessionCookies(dependencies.cookies);
  if (!stored.customerId || !stored.customerToken || !stored.accessToken || !stored.refreshToken) {
    return;
  }
  dependencies.session.updateSession({
    customerId: stored.customerId,
    customerToken: stored.customerToken,
    accessToken: stored.accessToken,
    refreshToken: stored.refreshToken,
    segmentName: stored.segmentName,
    pricingId: stored.pricingId,
    sessionId: stored.sessionId ?? dependencies.session.getSession().sessionId,
    isAuthenticated: true,
  });
  yield put(sessionRestoreStarted());
  dependencies.bus.publish('session/changed', {
    isAuthenticated: true,
    customerId: stored.customerId,
  });
  try {
    const overview = (yield call(dependencies.api.fetchCustomerOverview)) as WireCustomer;
    // A logout while the overview loaded (opening /logout directly does that) has the last word.
    if (dependencies.session.getSession().customerId !== stored.customerId) return;
    const customer = sessionCustomerFrom(overview);
    yield put(sessionCustomerLoaded(customer));
    publishCustomer(dependencies.bus, customer);
  } catch (error) {
    if (!dependencies.session.getSession().isAuthenticated) return;
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      yield call(endSession, dependencies, 'unauthorised', null);
      return;
    }
    // The services could not be reached: the stored session stands until a call proves otherwise.
    console.error('The customer overview did not load', error);
    yield put(sessionStarted());
  }
}

function sessionChangesChannel(session: SessionStore): EventChannel<true> {
  return eventChannel<true>(
    (emit) =>
      session.subscribeSession((next, previous) => {
        if (
          next.isAuthenticated &&
          (next.accessToken !== previous.accessToken || next.refreshToken !== previous.refreshToken)
        ) {
          emit(true);
        }
      }),
    buffers.sliding(1),
  );
}

/** Tokens refreshed by the API client reach the cookies too. */
function* keepCookiesInStep(dependencies: SessionDependencies): SagaIterator {
  const channel = (yield call(sessionChangesChannel, dependencies.session)) as EventChannel<true>;
  try {
    while (true) {
      yield take(channel);
      storeCookies(dependencies);
    }
  } finally {
    channel.close();
  }
}

function activityChannel(target: EventTarget): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onActivity = () => emit(true);
    for (const name of activityEventNames)
      target.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of activityEventNames) target.removeEventListener(name, onActivity);
    };
  }, buffers.sliding(1));
}

/** A new session id when none exists or the last access is over 30 minutes ago (product.md §4). */
export function renewedSessionId(
  sessionId: string | null,
  lastAccessMs: number | null,
  nowMs: number,
  createId: () => string = createUuid,
): string {
  if (!sessionId || lastAccessMs === null || nowMs - lastAccessMs > sessionIdRenewalIdleMs) {
    return createId();
  }
  return sessionId;
}

function touchSessionId(dependencies: SessionDependencies, lastAccessMs: number | null): number {
  const nowMs = dependencies.now();
  const current = dependencies.session.getSession().sessionId;
  const next = renewedSessionId(current, lastAccessMs, nowMs);
  if (next !== current) {
    dependencies.session.updateSession({ sessionId: next });
    writeCookie(dependencies.cookies, sessionCookieNames.sessionId, next);
  }
  return nowMs;
}

/**
 * Idle expiry (product.md §4): a signed-in visitor idle beyond the configured session time is
 * signed out. Every activity restarts the clock and keeps the analytics session id fresh.
 * race: activity, the end of the session or the timeout, whichever comes first.
 */
function* watchIdleExpiry(dependencies: SessionDependencies): SagaIterator {
  const channel = (yield call(activityChannel, dependencies.activityEvents)) as EventChannel<true>;
  let lastAccessMs: number | null = touchSessionId(dependencies, null);
  try {
    while (true) {
      const isSignedIn = (yield select(
        (state: RootState) => state.session.status !== 'anonymous',
      )) as boolean;
      const timeoutSeconds = (yield select(
        (state: RootState) => state.siteData.config?.sessionTimeout,
      )) as number | undefined;
      const contenders = {
        activity: take(channel),
        changed: take([
          'session/started',
          'session/customerLoaded',
          'session/ended',
          'siteData/configLoaded',
        ]),
        ...(isSignedIn
          ? { expired: delay((timeoutSeconds || sessionTimeoutSecondsDefault) * 1000) }
          : {}),
      };
      const { activity, expired } = (yield race(contenders)) as {
        activity?: true;
        expired?: true;
      };
      if (activity) lastAccessMs = touchSessionId(dependencies, lastAccessMs);
      if (expired) yield call(endSession, dependencies, 'expired');
    }
  } finally {
    channel.close();
  }
}

/** The API client could not refresh the access token: the customer is logged out (api.md §8.2). */
function* endUnauthorisedSession(dependencies: SessionDependencies): SagaIterator {
  if (!dependencies.session.getSession().isAuthenticated) return;
  yield call(endSession, dependencies, 'unauthorised');
}

function* logoutOnRequest(
  dependencies: SessionDependencies,
  action: ReturnType<typeof sessionLogoutRequested>,
): SagaIterator {
  yield call(endSession, dependencies, action.payload.reason, action.payload.destination);
}

function* closeAccount(
  dependencies: SessionDependencies,
  values: { password: string },
): SagaIterator {
  yield call(dependencies.api.closeAccount, values);
  yield call(endSession, dependencies, 'accountClosed');
}

function* changePasswordWhenForced(
  dependencies: SessionDependencies,
  values: { newPassword: string },
): SagaIterator {
  yield call(dependencies.api.forceChangePassword, values);
  const customer = (yield select(
    (state: RootState) => state.session.customer,
  )) as SessionCustomer | null;
  if (customer) yield put(sessionCustomerLoaded({ ...customer, forcePasswordChange: false }));
}

/**
 * Form submissions use takeLeading: a second submit while one runs is ignored. Autologin is
 * throttled to one per 500 ms (api.md §9).
 */
export function* watchSession(dependencies: SessionDependencies): SagaIterator {
  const forward = <Payload, Result>(worker: (payload: Payload) => SagaIterator | Promise<Result>) =>
    settled<Payload, Result>(worker);
  yield all([
    call(restoreSession, dependencies),
    call(keepCookiesInStep, dependencies),
    call(watchIdleExpiry, dependencies),
    call(
      putEveryBusEvent(dependencies.bus, 'session/refreshFailed', () => ({
        type: 'session/refreshFailedHeard',
      })),
    ),
    takeLeading('session/refreshFailedHeard', endUnauthorisedSession, dependencies),
    takeLeading('session/logoutRequested', logoutOnRequest, dependencies),
    takeLeading(
      'session/loginSubmitted',
      forward((values: LoginSubmission) => submitLogin(dependencies, values)),
    ),
    takeLeading(
      'session/signupSubmitted',
      forward((values: SignupInput) => submitSignup(dependencies, values)),
    ),
    throttle(
      500,
      'session/autologinSubmitted',
      forward((values: AutologinSubmission) => submitAutologin(dependencies, values)),
    ),
    takeLeading(
      'session/passwordResetRequested',
      forward((values: { email: string }) => dependencies.api.requestPasswordReset(values.email)),
    ),
    takeLeading(
      'session/passwordResetSubmitted',
      forward((values: { token: string; password: string }) =>
        dependencies.api.resetPassword(values),
      ),
    ),
    takeLeading(
      'session/passwordChangeSubmitted',
      forward((values: { currentPassword: string; newPassword: string }) =>
        dependencies.api.changePassword(values),
      ),
    ),
    takeLeading(
      'session/forcedPasswordChangeSubmitted',
      forward((values: { newPassword: string }) => changePasswordWhenForced(dependencies, values)),
    ),
    takeLeading(
      'session/accountClosureSubmitted',
      forward((values: { password: string }) => closeAccount(dependencies, values)),
    ),
  ]);
}
