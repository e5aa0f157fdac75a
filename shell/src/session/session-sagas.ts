import { eventChannel, buffers, type EventChannel, type SagaIterator } from 'redux-saga';
import {
  all,
  call,
  delay,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
  throttle,
} from 'redux-saga/effects';
import {
  createUuid,
  emptySession,
  isApiError,
  mayRunAnalytics,
  type Bus,
  type SessionStore,
} from 'shared-kernel';
import { toMoney } from 'shared-kernel/contract/money';
import { type CartView } from 'shared-kernel/contract/cart';
import { type Customer, type LoginResult } from 'shared-kernel/contract/customer';
import { type SignupInput } from 'shared-kernel/contract/auth';
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
  sessionCookieSource,
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
  type SessionMembership,
} from './session-slice';
import { customerChangesOfOthers, publishCustomer } from './customer-announcements';

export interface SessionDependencies {
  api: SessionApi;
  bus: Bus;
  session: SessionStore;
  cookies: CookieJar;
  /** Where the visitor's activity is heard (window in the page). */
  activityEvents: EventTarget;
  /**
   * What outlives the page and is shared by its tabs (the page's local storage): the remembered
   * device id and the time of the last activity in any tab. Null where there is none.
   */
  persistentStorage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where other tabs' writes to `persistentStorage` are heard (`storage` events on window). */
  storageEvents: EventTarget | null;
  now: () => number;
  analytics: AnalyticsPort;
}

/**
 * Keys in `persistentStorage`. The device id is the customer's deviceUuid (product.md §3), sent
 * as the device id header (api.md §7.1) so a device remembered at a two-factor sign-in stays
 * remembered; it is not one of the cookies the spec keeps, so it lives in local storage.
 */
export const persistentStorageKeys = {
  deviceId: 'device_uuid',
  lastActivityAt: 'session_last_activity_at',
} as const;

/** api.md §9: session timeout default, and the idle gap after which the session id renews. */
export const sessionTimeoutSecondsDefault = 3600;
export const sessionIdRenewalIdleMs = 30 * 60 * 1000;
/** The longest gap between two records of this tab's activity in the shared storage. */
const activityShareIntervalMsMax = 5000;
export const activityEventNames = [
  'click',
  'keydown',
  'scroll',
  'touchstart',
  'mousemove',
] as const;

type WireMembership = Pick<
  SessionMembership,
  'membershipProgram' | 'membershipStatus' | 'membershipTier'
> & { locked?: boolean };

type WireCustomer = Omit<Customer, 'availableFunds' | 'membershipPrograms'> & {
  availableFunds?: { amount: string | number; currency: string } | null;
  membershipPrograms?: readonly WireMembership[] | null;
};

function sessionMembershipFrom(entry: WireMembership): SessionMembership {
  return {
    membershipProgram: entry.membershipProgram,
    membershipStatus: entry.membershipStatus,
    membershipTier: entry.membershipTier ?? null,
    locked: Boolean(entry.locked),
  };
}

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
    membershipPrograms: (customer.membershipPrograms ?? []).map(sessionMembershipFrom),
  };
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

function readStored(dependencies: SessionDependencies, key: string): string | null {
  try {
    return dependencies.persistentStorage?.getItem(key) ?? null;
  } catch {
    // Refused in some private windows.
    return null;
  }
}

function writeStored(dependencies: SessionDependencies, key: string, value: string): void {
  try {
    dependencies.persistentStorage?.setItem(key, value);
  } catch {
    // Refused in some private windows, or full: the page works on without it.
  }
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

/**
 * Where a session's end sends the visitor (product.md §4): to login, or to the close-account
 * success page after a closure. A caller that wants the visitor elsewhere (or nowhere) says so
 * with the destination of the logout request.
 */
export function destinationAfter(reason: SessionEndReason): string {
  switch (reason) {
    case 'accountClosed':
      return '/close-my-account/success';
    default:
      return '/login';
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
  const path = destination === undefined ? destinationAfter(reason) : destination;
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
/**
 * The cart count in the navigation is right from the first page: the customer's cart, or the
 * visitor's anonymous cart, is fetched at start and its size told on the bus.
 */
export function* announceCartAtStart(dependencies: SessionDependencies): SagaIterator {
  const isSignedIn = dependencies.session.getSession().isAuthenticated;
  const token = isSignedIn
    ? null
    : readCookie(dependencies.cookies, sessionCookieNames.anonymousCartToken);
  if (!isSignedIn && !token) return;
  try {
    const cart = (yield call(dependencies.api.fetchCart, token)) as CartView;
    dependencies.bus.publish('cart/changed', { itemCount: cart.cartItems.length });
  } catch (error) {
    // The count stays as it is until the cart is opened; the page works on.
    console.error('The cart did not load at start', error);
  }
}

/**
 * After a purchase, a deposit, an account change or a remote's news of the customer (a membership
 * joined, left or unlocked) the customer is read again, so no one shows them stale.
 */
export function* refreshCustomer(dependencies: SessionDependencies): SagaIterator {
  const { customerId, isAuthenticated } = dependencies.session.getSession();
  if (!isAuthenticated) return;
  try {
    const overview = (yield call(dependencies.api.fetchCustomerOverview)) as WireCustomer;
    if (dependencies.session.getSession().customerId !== customerId) return;
    const customer = sessionCustomerFrom(overview);
    yield put(sessionCustomerLoaded(customer));
    publishCustomer(dependencies.bus, customer);
  } catch (error) {
    console.error('The customer overview did not load', error);
  }
}

export function* restoreSession(dependencies: SessionDependencies): SagaIterator {
  const stored = readSessionCookies(dependencies.cookies);
  if (!stored.customerId || !stored.customerToken || !stored.accessToken || !stored.refreshToken) {
    yield call(announceCartAtStart, dependencies);
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
    yield call(announceCartAtStart, dependencies);
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

function deviceIdChangesChannel(session: SessionStore): EventChannel<string> {
  return eventChannel<string>(
    (emit) =>
      session.subscribeSession((next, previous) => {
        if (next.deviceId && next.deviceId !== previous.deviceId) emit(next.deviceId);
      }),
    buffers.sliding(1),
  );
}

/**
 * The device id outlives the page: read back at start (so "remember this device" holds after a
 * reload) and stored whenever the services name a new one.
 */
function* rememberDeviceId(dependencies: SessionDependencies): SagaIterator {
  const { session } = dependencies;
  const stored = readStored(dependencies, persistentStorageKeys.deviceId);
  if (stored && !session.getSession().deviceId) session.updateSession({ deviceId: stored });
  const current = session.getSession().deviceId;
  if (current && current !== stored) {
    writeStored(dependencies, persistentStorageKeys.deviceId, current);
  }
  const channel = (yield call(deviceIdChangesChannel, session)) as EventChannel<string>;
  try {
    while (true) {
      const deviceId = (yield take(channel)) as string;
      writeStored(dependencies, persistentStorageKeys.deviceId, deviceId);
    }
  } finally {
    channel.close();
  }
}

type Activity = 'here' | 'elsewhere';

/** Activity in this tab, and activity another tab has recorded in the shared storage. */
function activityChannel(
  target: EventTarget,
  storageEvents: EventTarget | null,
): EventChannel<Activity> {
  return eventChannel<Activity>((emit) => {
    const onActivity = () => emit('here');
    const onStorage = (event: Event) => {
      if ((event as StorageEvent).key === persistentStorageKeys.lastActivityAt) emit('elsewhere');
    };
    for (const name of activityEventNames)
      target.addEventListener(name, onActivity, { passive: true });
    storageEvents?.addEventListener('storage', onStorage);
    return () => {
      for (const name of activityEventNames) target.removeEventListener(name, onActivity);
      storageEvents?.removeEventListener('storage', onStorage);
    };
  }, buffers.sliding(1));
}

/** The last activity any tab recorded, or null. */
function sharedLastActivityMs(dependencies: SessionDependencies): number | null {
  const stored = Number(readStored(dependencies, persistentStorageKeys.lastActivityAt));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
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
 * signed out. Idle means idle in every tab: each tab records its activity in the shared storage
 * (at most every few seconds), and the clock runs from the latest activity of any tab.
 * Every activity here also keeps the analytics session id fresh.
 * race: activity, the end of the session or the end of the idle time, whichever comes first.
 */
function* watchIdleExpiry(dependencies: SessionDependencies): SagaIterator {
  const channel = (yield call(
    activityChannel,
    dependencies.activityEvents,
    dependencies.storageEvents,
  )) as EventChannel<Activity>;
  let lastAccessMs: number = touchSessionId(dependencies, null);
  let sharedAtMs = Number.NEGATIVE_INFINITY;
  const shareActivity = (timeoutMs: number): void => {
    // Often enough that no tab's idle clock runs out while another tab is in use.
    if (lastAccessMs - sharedAtMs < Math.min(activityShareIntervalMsMax, timeoutMs / 10)) return;
    sharedAtMs = lastAccessMs;
    writeStored(dependencies, persistentStorageKeys.lastActivityAt, String(lastAccessMs));
  };
  const idleMsOf = (): number => {
    const latestMs = Math.max(lastAccessMs, sharedLastActivityMs(dependencies) ?? 0);
    return dependencies.now() - latestMs;
  };
  try {
    while (true) {
      const isSignedIn = (yield select(
        (state: RootState) => state.session.status !== 'anonymous',
      )) as boolean;
      const timeoutSeconds = (yield select(
        (state: RootState) => state.siteData.config?.sessionTimeout,
      )) as number | undefined;
      const timeoutMs = (timeoutSeconds || sessionTimeoutSecondsDefault) * 1000;
      shareActivity(timeoutMs);
      const contenders = {
        activity: take(channel),
        changed: take([
          'session/started',
          'session/customerLoaded',
          'session/ended',
          'siteData/configLoaded',
        ]),
        ...(isSignedIn ? { expired: delay(Math.max(0, timeoutMs - idleMsOf())) } : {}),
      };
      const { activity, expired } = (yield race(contenders)) as {
        activity?: Activity;
        expired?: true;
      };
      if (activity === 'here') lastAccessMs = touchSessionId(dependencies, lastAccessMs);
      if (expired && idleMsOf() >= timeoutMs) yield call(endSession, dependencies, 'expired');
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

/** A remote changed the customer (a membership joined or left): the shell reads them again. */
function* forwardCustomerChangesOfOthers(dependencies: SessionDependencies): SagaIterator {
  const channel = (yield call(customerChangesOfOthers, dependencies.bus)) as EventChannel<true>;
  try {
    while (true) {
      yield take(channel);
      yield put({ type: 'session/customerChangedHeard' });
    }
  } finally {
    channel.close();
  }
}

/** The session's workflows, over the session every tab shares for as long as they run. */
export function* watchSession(dependencies: SessionDependencies): SagaIterator {
  // The cookies hold the session every tab shares: the snapshot reads them at every use.
  const stopSharing = dependencies.session.shareThrough(sessionCookieSource(dependencies.cookies));
  try {
    yield call(watchSessionFlows, dependencies);
  } finally {
    stopSharing();
  }
}

/**
 * Form submissions use takeLeading: a second submit while one runs is ignored. Autologin is
 * throttled to one per 500 ms (api.md §9).
 */
function* watchSessionFlows(dependencies: SessionDependencies): SagaIterator {
  const forward = <Payload, Result>(worker: (payload: Payload) => SagaIterator | Promise<Result>) =>
    settled<Payload, Result>(worker);
  yield all([
    call(rememberDeviceId, dependencies),
    call(restoreSession, dependencies),
    call(watchIdleExpiry, dependencies),
    call(
      putEveryBusEvent(dependencies.bus, 'session/refreshFailed', () => ({
        type: 'session/refreshFailedHeard',
      })),
    ),
    takeLeading('session/refreshFailedHeard', endUnauthorisedSession, dependencies),
    call(
      putEveryBusEvent(dependencies.bus, 'wallet/changed', () => ({
        type: 'session/walletChangedHeard',
      })),
    ),
    call(
      putEveryBusEvent(dependencies.bus, 'customer/accountChanged', () => ({
        type: 'session/accountChangedHeard',
      })),
    ),
    call(forwardCustomerChangesOfOthers, dependencies),
    takeLatest(
      ['session/walletChangedHeard', 'session/accountChangedHeard', 'session/customerChangedHeard'],
      refreshCustomer,
      dependencies,
    ),
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
