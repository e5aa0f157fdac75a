/**
 * The client's transport: one HTTP exchange over the platform's `fetch`, with the request
 * timeout of api.md §9 and the caller's abort signal. Answers of every status resolve (the client
 * reads error answers itself); only a call that got no answer rejects.
 */

/** The platform's `fetch`, or a stand-in with its signature (tests). */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** A call the caller aborted (its `AbortSignal`): never an `ApiError`, never reported. */
export class CanceledError extends Error {
  override readonly name = 'CanceledError';
  readonly code = 'ERR_CANCELED';

  constructor(message = 'canceled') {
    super(message);
  }
}

export function isCancel(value: unknown): value is CanceledError {
  return value instanceof CanceledError;
}

/** A call that got no answer in time; `code` is the one `clientSideApiError` reads as a 408. */
export class TransportTimeoutError extends Error {
  override readonly name = 'TransportTimeoutError';
  readonly code = 'ECONNABORTED';

  constructor(timeoutMs: number) {
    super(`timeout of ${timeoutMs}ms exceeded`);
  }
}

export interface TransportRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  headers: Headers;
  /** The body's bytes, whatever its type (JSON, PDF). */
  data: ArrayBuffer;
}

/**
 * Sends one request and reads the whole answer. Rejects with `CanceledError` when the caller
 * aborts, `TransportTimeoutError` after `timeoutMs`, else with what `fetch` rejected with.
 */
export async function sendOverFetch(
  fetchFunction: FetchFunction,
  request: TransportRequest,
): Promise<TransportResponse> {
  if (request.signal?.aborted) throw new CanceledError();
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const onCallerAbort = (): void => controller.abort();
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetchFunction(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: controller.signal,
    });
    const data = await response.arrayBuffer();
    return { status: response.status, headers: response.headers, data };
  } catch (failure) {
    if (request.signal?.aborted) throw new CanceledError();
    if (isTimedOut) throw new TransportTimeoutError(request.timeoutMs);
    throw failure;
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** The page's `fetch`, looked up at call time (tests and polyfills may install it late). */
export const platformFetch: FetchFunction = (input, init) => globalThis.fetch(input, init);
