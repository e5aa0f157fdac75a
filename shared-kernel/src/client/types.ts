/** Services listed by `GET {discoveryBase}/discover` (keys camelCased). */
export type ServiceName =
  'api' | 'auth' | 'cms' | 'social' | 'rewards' | 'customerVerify' | 'recommend' | 'registry';

/** The address of every discovered service, e.g. `{ api: 'http://localhost:8080/v2', … }`. */
export type DiscoveredServices = Record<ServiceName, string>;

export type ApiVersion =
  '3.0' | '3.1' | '3.2' | '3.3' | '3.4' | '3.5' | '3.6' | '3.7' | '3.8' | '3.9' | '1.0' | '1';

/** Kinds of cached GET data with their own duration (api.md §9; see `cacheDurationsSeconds`). */
export type CacheKind =
  | 'default'
  | 'discovery'
  | 'groupPlayConfig'
  | 'placement'
  | 'theme'
  | 'navigation'
  | 'components'
  | 'seoHeadings'
  | 'productOffers'
  | 'tips'
  | 'drawResultKeys'
  | 'branding';

export interface ApiMessage {
  code?: string;
  level?: 'error' | 'info' | 'other';
  message: string;
  target?: string;
}

export interface PageInfo {
  limit: number;
  offset: number;
  total: number;
}

/** What every call resolves with: the envelope of api.md §7.1, camelCased. */
export interface ApiResponse<Result = unknown, Entity = unknown> {
  status: number;
  result: Result;
  entities: Entity[];
  pageInfo?: PageInfo;
  links?: Record<string, string>;
  messages: ApiMessage[];
  errors: ApiMessage[] | Record<string, string[]>;
  error?: { id?: string; code?: string; message?: string };
}

export interface ApiRequest {
  /** Which discovered service; default `api` (base path /v2). */
  service?: ServiceName;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the service base, e.g. `/pricing/default/product_offers`. */
  path: string;
  /** API version header; default 3.0. */
  version?: ApiVersion;
  /**
   * Sent as written (keys are not converted); arrays in bracket form (`c[]=a&c[]=b`).
   * A `clear_cache` key bypasses and replaces the cached entry.
   */
  query?: Record<string, string | number | boolean | ReadonlyArray<string | number> | undefined>;
  /** Keys sent snake_cased (json, form and multipart modes); a FormData body is sent as is. */
  body?: unknown;
  /** json (default); form: application/x-www-form-urlencoded, nested keys as `a[b]`; multipart: FormData. */
  mode?: 'json' | 'form' | 'multipart';
  /** GET caching: seconds to keep (default from `cacheKind`), or false to bypass. */
  cache?: number | false;
  /** Which api.md §9 cache duration applies; default `default` (60 s). */
  cacheKind?: CacheKind;
  /** Extra headers, e.g. an idempotency key for a money-moving call. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Marks login, signup and autologin: never refreshed and retried on 401/403. */
  skipAuthRefresh?: boolean;
}

/** api.md §8.1 error model. */
export interface ApiErrorShape {
  status: number;
  code?: string;
  errors: ApiMessage[] | Record<string, string[]>;
  result?: unknown;
  message: string;
}
