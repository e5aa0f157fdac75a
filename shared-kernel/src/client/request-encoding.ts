import { isPlainObject, snakeCaseKeys } from './case-conversion';
import { type ApiRequest } from './types';

type QueryValue = NonNullable<ApiRequest['query']>[string];

function encodeKey(key: string): string {
  // Brackets stay readable (`c[]=a`); everything else is percent-encoded.
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

/**
 * Query string of api.md §7.2: arrays in bracket form (`c[]=a&c[]=b`), undefined values left
 * out, keys as written, in the order given. Returns '' for an empty query.
 */
export function encodeQuery(query: ApiRequest['query'] | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries<QueryValue>(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value as ReadonlyArray<string | number>) {
        pairs.push(`${encodeKey(`${key}[]`)}=${encodeURIComponent(String(item))}`);
      }
    } else {
      pairs.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return pairs.join('&');
}

function isBinary(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value) ?? '';
}

/**
 * Flattens a body into `[key, value]` pairs with nested keys in bracket form:
 * `{ a: { b: 1 }, c: [1, 2], d: [{ e: 3 }] }` → `a[b]=1`, `c[]=1`, `c[]=2`, `d[0][e]=3`.
 * Undefined values are left out; null becomes an empty value.
 */
export function flattenBracketed(
  value: unknown,
  prefix = '',
  pairs: Array<[string, unknown]> = [],
): Array<[string, unknown]> {
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      const isNested = isPlainObject(item) || Array.isArray(item);
      flattenBracketed(item, isNested ? `${prefix}[${index}]` : `${prefix}[]`, pairs);
    });
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      flattenBracketed(item, prefix ? `${prefix}[${key}]` : key, pairs);
    }
  } else if (value !== undefined && prefix) {
    pairs.push([prefix, value]);
  }
  return pairs;
}

/** application/x-www-form-urlencoded text of a body, keys snake_cased and bracketed. */
export function encodeFormBody(body: unknown): string {
  return flattenBracketed(snakeCaseKeys(body))
    .map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(scalarText(value))}`)
    .join('&')
    .replace(/%20/g, '+');
}

/** multipart/form-data body: a FormData is sent as is; an object is flattened like a form. */
export function encodeMultipartBody(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const formData = new FormData();
  for (const [key, value] of flattenBracketed(snakeCaseKeys(body))) {
    if (isBinary(value)) formData.append(key, value);
    else formData.append(key, scalarText(value));
  }
  return formData;
}
