import { bus as pageBus, type Bus } from '../bus';
import { readRuntimeConfig, type RuntimeConfig } from '../runtime-config';
import { sessionStore, type SessionAccessor } from '../session';
import {
  apiVersions,
  cacheDurationsSeconds,
  clearCacheParameter,
  requestTimeoutMs,
} from './api-constants';
import {
  ApiError,
  apiErrorFromResponse,
  clientSideApiError,
  isReportable,
  unparseableBodyError,
} from './api-error';
import { snakeCaseKeys } from './case-conversion';
import {
  contentTypeOf,
  fileContentTypes,
  fileLinkOf,
  readJsonResponse,
  UnparseableBodyError,
} from './envelope';
import { encodeFormBody, encodeMultipartBody, encodeQuery } from './request-encoding';
import {
  pageLockManager,
  refreshThroughAuthService,
  sessionRefreshLockName,
  type AccessTokenRefresher,
  type RefreshInput,
  type RefreshLockManager,
} from './refresh';
import { computeSignature, headerNames } from './signature';
import { SharedRequests } from './shared-requests';
import {
  CanceledError,
  isCancel,
  platformFetch,
  sendOverFetch,
  type FetchFunction,
  type TransportResponse,
} from './transport';
import {
  type ApiRequest,
  type ApiResponse,
  type DiscoveredServices,
  type ServiceName,
} from './types';
import { createUuid } from './uuid';

export * from './refresh';
export { createUuid } from './uuid';

export interface ErrorReportContext {
  method: string;
  url: string;
}

/** Port to the error-reporting service (api.md §8.1); 408 and 418 never reach it. */
export type ErrorReporter = (error: ApiError, context: ErrorReportContext) => void;

export interface ApiClientOptions {
  /** Discovery base, app key and secret; default `readRuntimeConfig()`. */
  runtimeConfig?: RuntimeConfig;
  /** Where tokens and ids are read (and refreshed tokens written); default the page's store. */
  session?: SessionAccessor;
  /** Where elevation and unrecoverable-error events go; default the page's bus. */
  bus?: Bus;
  /** The HTTP transport; default the platform's `fetch` (tests pass a scripted one). */
  fetch?: FetchFunction;
  /** Clock in milliseconds, for timestamps and cache expiry. */
  now?: () => number;
  reportError?: ErrorReporter;
  refreshAccessToken?: AccessTokenRefresher;
  /**
   * Where tabs take turns to refresh; default `navigator.locks` when the browser has it, else
   * none (each page refreshes on its own). Null: never lock.
   */
  refreshLocks?: RefreshLockManager | null;
  createRequestId?: () => string;
}

export interface ApiClient {
  /** One call, with every convention of api.md §7.1; rejects with `ApiError` (or an abort). */
  request<Result = unknown, Entity = unknown>(
    request: ApiRequest,
  ): Promise<ApiResponse<Result, Entity>>;
  /** `GET {discoveryBase}/discover`, cached for the discovery duration. */
  discover(): Promise<DiscoveredServices>;
  /** Base address of a discovered service, e.g. `http://localhost:8080/v2` for `api`. */
  serviceUrl(service: ServiceName): Promise<string>;
  /** Gets new tokens now; concurrent callers (and 401/403 retries) share one refresh. */
  refreshAccessToken(input?: RefreshInput): Promise<void>;
  /** Forgets every cached GET. */
  clearCache(): void;
}

interface InternalRequest extends ApiRequest {
  /** Full address without query, for calls outside the discovered services (discovery). */
  absoluteUrl?: string;
  isRefreshCall?: boolean;
}

interface AttemptState {
  hasRefreshed: boolean;
  hasElevated: boolean;
}

interface CacheEntry {
  response: ApiResponse;
  expiresAtMs: number;
  scope: string;
  path: string;
}

function cloneResponse<Result, Entity>(response: ApiResponse): ApiResponse<Result, Entity> {
  const copy =
    typeof structuredClone === 'function'
      ? structuredClone(response)
      : (JSON.parse(JSON.stringify(response)) as ApiResponse);
  return copy as ApiResponse<Result, Entity>;
}

/** api.md §4: a 403 with code REQUIRED, or the error id 2fa_required, asks for two-factor step-up. */
export function isElevationRequirement(error: ApiError): boolean {
  return (error.status === 403 && error.code === 'REQUIRED') || error.errorId === '2fa_required';
}

function trimTrailingSlashes(address: string): string {
  return address.replace(/\/+$/, '');
}

function firstSegmentOf(path: string): string {
  return path.replace(/^\/+/, '').split(/[/?]/)[0] ?? '';
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const runtimeConfig = options.runtimeConfig ?? readRuntimeConfig();
  const session = options.session ?? sessionStore;
  const bus = options.bus ?? pageBus;
  const now = options.now ?? Date.now;
  const createRequestId = options.createRequestId ?? createUuid;
  const refresher = options.refreshAccessToken ?? refreshThroughAuthService;
  const refreshLocks =
    options.refreshLocks === undefined ? pageLockManager() : options.refreshLocks;
  const fetchFunction = options.fetch ?? platformFetch;
  const discoveryBase = trimTrailingSlashes(runtimeConfig.discoveryBase);

  const cache = new Map<string, CacheEntry>();
  const inFlight = new SharedRequests<ApiResponse>();
  const uncacheable = new WeakSet<ApiResponse>();
  const handledFailures = new WeakSet<ApiError>();
  let refreshInFlight: Promise<void> | null = null;

  function report(error: ApiError, request: InternalRequest): void {
    // A discovery failure surfaces through the call that needed it too: handle it once.
    if (handledFailures.has(error)) return;
    handledFailures.add(error);
    if (isReportable(error)) {
      try {
        options.reportError?.(error, { method: request.method ?? 'GET', url: error.url ?? '' });
      } catch (reporterError) {
        console.error('error reporter failed', reporterError);
      }
    }
    if (error.isResponse && error.status >= 500) {
      bus.publish('app/unrecoverableErrorRaised', { status: error.status, message: error.message });
    }
  }

  async function discover(): Promise<DiscoveredServices> {
    const given = runtimeConfig.services;
    if (given && typeof given === 'object') return given;
    const response = await send<{ services?: DiscoveredServices } | null>({
      absoluteUrl: `${discoveryBase}/discover`,
      path: '/discover',
      cacheKind: 'discovery',
    });
    const services = response.result?.services;
    if (!services || typeof services !== 'object') {
      throw new ApiError({
        status: 500,
        message: `The discovery answer lists no services: ${discoveryBase}/discover`,
        url: `${discoveryBase}/discover`,
      });
    }
    return services;
  }

  async function serviceUrl(service: ServiceName): Promise<string> {
    const address = (await discover())[service];
    if (!address) {
      throw new ApiError({
        status: 500,
        message: `The discovery answer names no ${service} service`,
        url: `${discoveryBase}/discover`,
      });
    }
    return trimTrailingSlashes(address);
  }

  async function buildHeaders(
    request: InternalRequest,
    requestId: string,
    accessToken: string | null,
  ): Promise<Record<string, string>> {
    const current = session.getSession();
    const timestamp = Math.floor(now() / 1000);
    const headers: Record<string, string> = {
      [headerNames.appKey]: runtimeConfig.appKey,
      [headerNames.signature]: await computeSignature({
        appKey: runtimeConfig.appKey,
        appSecret: runtimeConfig.appSecret,
        timestamp,
        customerToken: current.customerToken,
      }),
      [headerNames.timestamp]: String(timestamp),
      [headerNames.version]: request.version ?? apiVersions.default,
      [headerNames.requestId]: requestId,
    };
    const optional: Array<[string, string | null]> = [
      [headerNames.sessionId, current.sessionId],
      [headerNames.subVariant, current.subVariant],
      [headerNames.customerId, current.customerId],
      [headerNames.deviceId, current.deviceId],
    ];
    for (const [name, value] of optional) if (value) headers[name] = value;
    if (accessToken && !request.isRefreshCall) {
      headers[headerNames.authorization] = `Bearer ${accessToken}`;
    }
    // A call without a body declares no content type: a server reads a JSON type as a promise
    // of a JSON body, and an empty one is not valid JSON.
    const mode = request.mode ?? 'json';
    const hasBody = request.body !== undefined;
    if (hasBody && mode === 'json') headers['content-type'] = 'application/json';
    if (hasBody && mode === 'form') headers['content-type'] = 'application/x-www-form-urlencoded';
    return { ...headers, ...request.headers };
  }

  function encodeBody(request: InternalRequest): BodyInit | undefined {
    if (request.body === undefined) return undefined;
    switch (request.mode ?? 'json') {
      case 'form':
        return encodeFormBody(request.body);
      case 'multipart':
        return encodeMultipartBody(request.body);
      default:
        return JSON.stringify(snakeCaseKeys(request.body));
    }
  }

  async function addressOf(request: InternalRequest): Promise<string> {
    const base = request.absoluteUrl ?? `${await serviceUrl(request.service ?? 'api')}`;
    if (request.absoluteUrl) return base;
    const path = request.path.startsWith('/') ? request.path : `/${request.path}`;
    return `${base}${path}`;
  }

  function waitForElevation(
    requestId: string,
    failure: ApiError,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const stop = (): void => {
        stopSucceeded();
        stopAbandoned();
        signal?.removeEventListener('abort', onAbort);
      };
      const stopSucceeded = bus.subscribe('elevation/succeeded', (event) => {
        if (event.requestId !== requestId) return;
        stop();
        resolve();
      });
      const stopAbandoned = bus.subscribe('elevation/abandoned', (event) => {
        if (event.requestId !== requestId) return;
        stop();
        reject(failure);
      });
      const onAbort = (): void => {
        stop();
        // The same error as for a call aborted in flight.
        reject(new CanceledError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      bus.publish('elevation/required', { requestId });
    });
  }

  function needsElevation(error: ApiError, request: InternalRequest, state: AttemptState): boolean {
    if (state.hasElevated || request.skipAuthRefresh || request.isRefreshCall) return false;
    if (isElevationRequirement(error)) return true;
    return isGroupPlayRefusal(error, request) && !mayRefresh(error, request, state);
  }

  /**
   * api.md §4: the group-play service's 401 or 403 asks a signed-in customer for the second
   * factor too, once new tokens did not help (a visitor without a session is never asked).
   */
  function isGroupPlayRefusal(error: ApiError, request: InternalRequest): boolean {
    if (request.service !== 'social' || (error.status !== 401 && error.status !== 403)) {
      return false;
    }
    const current = session.getSession();
    return current.isAuthenticated && Boolean(current.customerId && current.accessToken);
  }

  function mayRefresh(error: ApiError, request: InternalRequest, state: AttemptState): boolean {
    if (error.status !== 401 && error.status !== 403) return false;
    // New tokens do not satisfy a step-up requirement (e.g. one still unmet after the replay).
    if (isElevationRequirement(error)) return false;
    if (state.hasRefreshed || request.skipAuthRefresh || request.isRefreshCall) return false;
    return Boolean(options.refreshAccessToken) || Boolean(session.getSession().refreshToken);
  }

  async function attempt(request: InternalRequest, state: AttemptState): Promise<ApiResponse> {
    const address = await addressOf(request);
    const query = encodeQuery(request.query);
    const url = query ? `${address}${address.includes('?') ? '&' : '?'}${query}` : address;
    const requestId = createRequestId();
    const accessToken = session.getSession().accessToken;
    const headers = await buildHeaders(request, requestId, accessToken);

    let response: TransportResponse;
    try {
      const body = encodeBody(request);
      response = await sendOverFetch(fetchFunction, {
        url,
        method: request.method ?? 'GET',
        headers,
        ...(body === undefined ? {} : { body }),
        timeoutMs: requestTimeoutMs,
        ...(request.signal ? { signal: request.signal } : {}),
      });
    } catch (error) {
      if (isCancel(error) || request.signal?.aborted) throw error;
      throw clientSideApiError(error, url);
    }

    const isSuccess = response.status < 400;
    const contentType = contentTypeOf(response.headers);
    if (isSuccess && fileContentTypes.has(contentType)) {
      const file: ApiResponse = {
        status: response.status,
        result: fileLinkOf(response.data, contentType),
        entities: [],
        messages: [],
        errors: [],
      };
      uncacheable.add(file);
      return file;
    }
    let parsed: ApiResponse;
    try {
      parsed = readJsonResponse(response.status, response.data);
    } catch (error) {
      if (error instanceof UnparseableBodyError) throw unparseableBodyError(url, error);
      throw error;
    }
    if (isSuccess) return parsed;

    const failure = apiErrorFromResponse(parsed, url);
    if (needsElevation(failure, request, state)) {
      await waitForElevation(requestId, failure, request.signal);
      return attempt(request, { ...state, hasElevated: true });
    }
    if (mayRefresh(failure, request, state)) {
      // A token refreshed by another call since this one was sent needs no second refresh.
      if (session.getSession().accessToken === accessToken) {
        try {
          await refreshAccessToken();
        } catch (refreshError) {
          const status = refreshError instanceof ApiError ? refreshError.status : 401;
          bus.publish('session/refreshFailed', { status, message: failure.message });
          throw failure;
        }
      }
      return attempt(request, { ...state, hasRefreshed: true });
    }
    throw failure;
  }

  async function perform(request: InternalRequest): Promise<ApiResponse> {
    try {
      return await attempt(request, { hasRefreshed: false, hasElevated: false });
    } catch (error) {
      if (error instanceof ApiError) report(error, request);
      throw error;
    }
  }

  function cacheScopeOf(request: InternalRequest): string {
    return request.absoluteUrl ?? request.service ?? 'api';
  }

  async function send<Result = unknown, Entity = unknown>(
    request: InternalRequest,
  ): Promise<ApiResponse<Result, Entity>> {
    const method = request.method ?? 'GET';
    const scope = cacheScopeOf(request);
    if (method !== 'GET') {
      const response = await perform(request);
      // A change makes cached reads of the same resource family stale.
      const family = firstSegmentOf(request.path);
      for (const [key, entry] of cache) {
        if (entry.scope === scope && firstSegmentOf(entry.path) === family) cache.delete(key);
      }
      return response as ApiResponse<Result, Entity>;
    }

    const { [clearCacheParameter]: clearCache, ...query } = request.query ?? {};
    const isClearing = clearCache !== undefined;
    const current = session.getSession();
    const key = [
      scope,
      request.path,
      encodeQuery(query),
      current.subVariant ?? '',
      current.customerId ?? '',
    ].join('|');
    const durationSeconds =
      request.cache === false
        ? 0
        : (request.cache ?? cacheDurationsSeconds[request.cacheKind ?? 'default']);

    if (isClearing) cache.delete(key);
    const cached = cache.get(key);
    if (cached && cached.expiresAtMs > now() && durationSeconds > 0) {
      return cloneResponse(cached.response);
    }
    if (cached && cached.expiresAtMs <= now()) cache.delete(key);

    const load = (signal?: AbortSignal): Promise<ApiResponse> =>
      perform(signal ? { ...request, signal } : request).then((response) => {
        if (durationSeconds > 0 && !uncacheable.has(response)) {
          cache.set(key, {
            response,
            expiresAtMs: now() + durationSeconds * 1000,
            scope,
            path: request.path,
          });
        }
        return response;
      });
    const response = isClearing
      ? await load(request.signal)
      : await inFlight.join(key, request.signal, load);
    return uncacheable.has(response)
      ? (response as ApiResponse<Result, Entity>)
      : cloneResponse<Result, Entity>(response);
  }

  function callRefresher(input: RefreshInput): Promise<void> {
    return refresher({
      request: <Result, Entity>(request: ApiRequest) =>
        send<Result, Entity>({
          ...request,
          isRefreshCall: true,
          skipAuthRefresh: true,
          cache: false,
        }),
      session,
      input,
    });
  }

  /**
   * One refresh at a time across the site's tabs: under the `session-refresh` lock the refresh
   * token is read again, and when another tab has replaced it meanwhile its tokens are used
   * without asking the services (a rotated token sent again would end the session). A refresh
   * carrying a one-time code always goes to the services: it proves the second factor.
   */
  function refreshAccessToken(input: RefreshInput = {}): Promise<void> {
    refreshInFlight ??= (async () => {
      const refreshTokenBefore = session.getSession().refreshToken;
      const refreshUnlessReplaced = async (): Promise<void> => {
        const refreshTokenNow = session.getSession().refreshToken;
        const isReplaced = Boolean(refreshTokenNow) && refreshTokenNow !== refreshTokenBefore;
        if (isReplaced && !input.otp) return;
        await callRefresher(input);
      };
      try {
        if (refreshLocks) await refreshLocks.request(sessionRefreshLockName, refreshUnlessReplaced);
        else await refreshUnlessReplaced();
      } finally {
        refreshInFlight = null;
      }
    })();
    return refreshInFlight;
  }

  return {
    request: <Result = unknown, Entity = unknown>(request: ApiRequest) =>
      send<Result, Entity>({ ...request }),
    discover,
    serviceUrl,
    refreshAccessToken,
    clearCache() {
      cache.clear();
    },
  };
}

const clientKey = '__SHOP_API_CLIENT__';
type ClientHolder = { [clientKey]?: ApiClient };

/**
 * The page's one client, built on first use from `readRuntimeConfig()`, the page's session
 * store and bus. Anchored on globalThis like the bus.
 */
export function getApiClient(): ApiClient {
  return ((globalThis as ClientHolder)[clientKey] ??= createApiClient());
}

/** Replaces the page's client, e.g. by the shell at start-up to plug in its error reporter. */
export function configureApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createApiClient(options);
  (globalThis as ClientHolder)[clientKey] = client;
  return client;
}
