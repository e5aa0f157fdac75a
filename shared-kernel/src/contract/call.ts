import {
  type ApiClient,
  type ApiRequest,
  getApiClient,
  headerNames,
  type PageInfo,
} from 'shared-kernel';
import { type Money, toMoney } from './money/money';

/**
 * What every endpoint function of the contract shares. Answers are camelCased by the client;
 * money strings become numbers of dollars.
 */

export interface CallOptions {
  /** Default: the page's client (`getApiClient()`). */
  client?: ApiClient;
  signal?: AbortSignal;
}

/** Options of a call the client may answer from its cache. */
export interface CachedCallOptions extends CallOptions {
  /** Overrides the call's cache duration (seconds), or false to bypass the cache. */
  cache?: number | false;
}

export function clientOf(options: CallOptions): ApiClient {
  return options.client ?? getApiClient();
}

export function common(options: CachedCallOptions): Pick<ApiRequest, 'signal' | 'cache'> {
  const request: Pick<ApiRequest, 'signal' | 'cache'> = {};
  if (options.signal) request.signal = options.signal;
  if (options.cache !== undefined) request.cache = options.cache;
  return request;
}

export function withSignal(request: ApiRequest, options: CallOptions): ApiRequest {
  return options.signal ? { ...request, signal: options.signal } : request;
}

/** Session calls are never cached, and a 401/403 on them is an answer, not a stale token. */
export function sessionCall(request: ApiRequest, options: CallOptions): ApiRequest {
  return { cache: false, skipAuthRefresh: true, ...withSignal(request, options) };
}

export function withIdempotencyKey(request: ApiRequest, idempotencyKey: string): ApiRequest {
  return {
    ...request,
    headers: { ...request.headers, [headerNames.idempotencyKey]: idempotencyKey },
  };
}

export const encode = encodeURIComponent;

type CamelCaseKey<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCaseKey<Tail>>}`
  : Key;

/** A wire type as the client sees it: every key camelCased, at every depth. */
export type CamelCased<Value> =
  Value extends ReadonlyArray<infer Item>
    ? Array<CamelCased<Item>>
    : Value extends object
      ? {
          [Key in keyof Value as Key extends string ? CamelCaseKey<Key> : Key]: CamelCased<
            Value[Key]
          >;
        }
      : Value;

export type WithMoney<Value, Keys extends keyof Value> = Omit<Value, Keys> & {
  [Key in Keys]: null extends Value[Key] ? Money | null : Money;
};

/** An amount as it may arrive: a decimal string, or a number from older services. */
export type WireAmount = string | number;
export type WireMoneyOrNull = { amount: WireAmount; currency: string } | null | undefined;

export function moneyOrNull(value: WireMoneyOrNull): Money | null {
  return value ? toMoney(value) : null;
}

export interface Page<Entity> {
  entities: Entity[];
  pageInfo: PageInfo;
}

export function pageOf<Entity>(
  entities: Entity[],
  pageInfo: PageInfo | undefined,
  query: { limit?: number; offset?: number },
): Page<Entity> {
  return {
    entities,
    pageInfo: pageInfo ?? {
      limit: query.limit ?? entities.length,
      offset: query.offset ?? 0,
      total: entities.length,
    },
  };
}
