import { type HTTPMethods, type InjectOptions } from 'fastify';
import { type FieldPath, type JsonValue } from './request-examples';

/**
 * The bad inputs the fuzz test sends. A case names its mutation by label (so a failing case prints
 * short); the values are built here from the label.
 */

/** A value written into the JSON body as it is (`1e309` is valid JSON text, but no JS value). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Text inserted into a URL without percent-encoding (broken escapes, invalid UTF-8). */
export class RawUrlText {
  constructor(readonly text: string) {}
}

/** The field is left out. */
export const missing = Symbol('missing');

export type BadValue = JsonValue | RawJson | RawUrlText | typeof missing;

function nested(depth: number, wrap: (inner: JsonValue) => JsonValue): JsonValue {
  let value: JsonValue = 'bottom';
  for (let level = 0; level < depth; level += 1) value = wrap(value);
  return value;
}

/** One field's bad values, by label. */
export const badValues = {
  'wrong type: text': 'not a number',
  'wrong type: number': 42,
  'wrong type: boolean': true,
  'wrong type: null': null,
  'wrong type: array': ['a', 'b'],
  'wrong type: object': { nested: 'object' },
  'empty text': '',
  'text "Infinity"': 'Infinity',
  'text "-Infinity"': '-Infinity',
  'text "1e309"': '1e309',
  'text "NaN"': 'NaN',
  'JSON number 1e309': new RawJson('1e309'),
  'JSON number -1e309': new RawJson('-1e309'),
  'minus one': -1,
  zero: 0,
  fraction: 0.5,
  '2**31': 2 ** 31,
  '2**63': 2 ** 63,
  '-(2**63)': -(2 ** 63),
  '1e20': 1e20,
  '10k characters': 'x'.repeat(10_000),
  'NUL character': 'a\u0000b',
  'lone high surrogate': 'a\ud800b',
  'lone low surrogate': '\udc00',
  'SQL injection': "' OR 1=1--",
  'script tag': '<script>alert(1)</script>',
  'template syntax': '${process.exit()}{{7*7}}',
  'path traversal': '../../etc/passwd',
  'right-to-left override': '\u202egnp.exe',
  emoji: '\u{1f39f}\u{fe0f}\u{1f469}\u{200d}\u{1f467}',
  'array 1000 deep': nested(1000, (inner) => [inner]),
  'object 1000 deep': nested(1000, (inner) => ({ a: inner })),
  'broken percent-escape': new RawUrlText('%E0%A4%A'),
  'invalid UTF-8 escape': new RawUrlText('%FF%FE'),
  'encoded NUL': new RawUrlText('%00'),
  missing,
} satisfies Record<string, BadValue>;

export type BadValueLabel = keyof typeof badValues;
export const badValueLabels = Object.keys(badValues) as BadValueLabel[];

export type RequestPart = 'params' | 'querystring' | 'body';

/** The parts of a request that fields live in; `extra` adds a field no schema names. */
export interface FieldTarget {
  part: RequestPart;
  path: FieldPath;
}

/** Mutations of the request as a whole rather than one field. */
export const requestMutationLabels = [
  'body as text/plain',
  'body form-encoded',
  'multipart garbage',
  'invalid JSON',
  'empty JSON body',
  'invalid UTF-8 in JSON body',
  '__proto__ key',
  'constructor.prototype key',
  'top-level JSON array',
  'top-level JSON string',
  'body over 1 MiB',
  'JSON with charset latin1',
  'claims gzip encoding',
  'broken percent-escape in path',
  'invalid UTF-8 in path',
  'path traversal in path',
  'broken percent-escape in query',
  'invalid UTF-8 in query name',
  'repeated query parameters',
  'unknown API version',
  'idempotency key of 10k characters',
  'customer id that is no id',
  'bearer token that is no token',
  'device id of 500 characters',
] as const;

export type RequestMutationLabel = (typeof requestMutationLabels)[number];

export type Mutation =
  | { field: FieldTarget; value: BadValueLabel }
  | { field: FieldTarget; extra: BadValueLabel }
  | { request: RequestMutationLabel };

/** A request before serialisation: JSON-like parts, some holding raw text markers. */
export interface RequestDraft {
  method: HTTPMethods;
  url: string;
  params: Record<string, unknown>;
  querystring: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}

function clone<Value>(value: Value): Value {
  return value === undefined ? value : structuredClone(value);
}

/** `target` with the value at `path` replaced (or removed when `value` is `missing`). */
function withValueAt(target: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value === missing ? undefined : value;
  const [head = '', ...rest] = path;
  const container: Record<string, unknown> =
    target !== null && typeof target === 'object' ? (clone(target) as Record<string, unknown>) : {};
  const next = withValueAt(container[head], rest, value);
  if (next === undefined && rest.length === 0) delete container[head];
  else container[head] = next;
  return container;
}

/** Applies a one-field mutation to a draft. */
export function mutateField(
  draft: RequestDraft,
  target: FieldTarget,
  value: BadValue,
  extra: boolean,
): RequestDraft {
  const path = extra ? [...target.path, 'unexpected_field'] : target.path;
  const part = draft[target.part];
  const mutated = withValueAt(part, path, value);
  if (target.part === 'body') return { ...draft, body: mutated };
  return { ...draft, [target.part]: (mutated ?? {}) as Record<string, unknown> };
}

function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson || item instanceof RawUrlText) {
      raws.push(item.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return item;
  });
  return (text ?? 'null').replace(
    /"\\u0001raw(\d+)\\u0001"/g,
    (_match, index: string) => raws[Number(index)] ?? '',
  );
}

/**
 * Percent-encodes text as a client would send it; unpaired surrogates, which UTF-8 cannot encode,
 * go as their three generalised UTF-8 bytes (`%ED%A0%80`), as a hostile client may send them.
 */
function percentEncoded(text: string): string {
  return text.replace(/[\ud800-\udfff]|[^\ud800-\udfff]+/g, (chunk) => {
    if (chunk.length === 1 && /[\ud800-\udfff]/.test(chunk)) {
      const code = chunk.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(chunk);
  });
}

function urlText(value: unknown): string {
  if (value instanceof RawUrlText || value instanceof RawJson) return value.text;
  if (typeof value === 'string') return percentEncoded(value);
  return percentEncoded(jsonText(value));
}

function queryText(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) pairs.push(`${percentEncoded(key)}=${urlText(item)}`);
  }
  return pairs.join('&');
}

/** The URL of a draft: the route's path with its parameters filled in, and the query string. */
export function urlOf(draft: RequestDraft): string {
  const path = draft.url.replace(/:([A-Za-z0-9_]+)|\*/g, (match, name: string | undefined) => {
    const value = draft.params[name ?? '*'];
    return value === undefined ? '' : urlText(value);
  });
  const query = queryText(draft.querystring);
  return query === '' ? path : `${path}?${query}`;
}

/** Builds light-my-request options for a draft and an optional request-level mutation. */
export function injectOptionsOf(
  draft: RequestDraft,
  requestMutation: RequestMutationLabel | null,
): InjectOptions & { url: string } {
  const headers: Record<string, string> = { ...draft.headers };
  let url = urlOf(draft);
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(draft.method) || draft.body !== undefined;
  let payload: string | Buffer | undefined =
    hasBody && draft.body !== undefined ? jsonText(draft.body) : undefined;
  if (payload !== undefined) headers['content-type'] = 'application/json';

  const [path = '', query] = url.split('?', 2);
  const withQuery = (extra: string) => `${path}?${query ? `${query}&` : ''}${extra}`;
  switch (requestMutation) {
    case null:
      break;
    case 'body as text/plain':
      headers['content-type'] = 'text/plain';
      payload = jsonText(draft.body ?? {});
      break;
    case 'body form-encoded':
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = queryText((draft.body ?? {}) as Record<string, unknown>);
      break;
    case 'multipart garbage':
      headers['content-type'] = 'multipart/form-data; boundary=----garbage';
      payload = '------garbage\r\nContent-Disposition: form-data; name="x"\r\n\r\n\u0000\u00ff';
      break;
    case 'invalid JSON':
      headers['content-type'] = 'application/json';
      payload = '{"email": "a@b.c",';
      break;
    case 'empty JSON body':
      headers['content-type'] = 'application/json';
      payload = '';
      break;
    case 'invalid UTF-8 in JSON body':
      headers['content-type'] = 'application/json';
      payload = Buffer.concat([
        Buffer.from('{"email":"'),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
        Buffer.from('","name":"x"}'),
      ]);
      break;
    case '__proto__ key':
      headers['content-type'] = 'application/json';
      payload = `{"__proto__":{"is_admin":true},"value":1}`;
      break;
    case 'constructor.prototype key':
      headers['content-type'] = 'application/json';
      payload = `{"constructor":{"prototype":{"is_admin":true}}}`;
      break;
    case 'top-level JSON array':
      headers['content-type'] = 'application/json';
      payload = jsonText([draft.body ?? {}]);
      break;
    case 'top-level JSON string':
      headers['content-type'] = 'application/json';
      payload = '"just a string"';
      break;
    case 'body over 1 MiB':
      headers['content-type'] = 'application/json';
      payload = jsonText({ padding: 'x'.repeat(1_100_000) });
      break;
    case 'JSON with charset latin1':
      headers['content-type'] = 'application/json; charset=latin1';
      payload = payload ?? '{}';
      break;
    case 'claims gzip encoding':
      headers['content-type'] = 'application/json';
      headers['content-encoding'] = 'gzip';
      payload = payload ?? '{}';
      break;
    case 'broken percent-escape in path':
      url = `${path}/%E0%A4%A${query ? `?${query}` : ''}`;
      break;
    case 'invalid UTF-8 in path':
      url = `${path}%FF%FE${query ? `?${query}` : ''}`;
      break;
    case 'path traversal in path':
      url = `${path}/../../../../etc/passwd${query ? `?${query}` : ''}`;
      break;
    case 'broken percent-escape in query':
      url = withQuery('limit=%E0%A4%A&offset=%');
      break;
    case 'invalid UTF-8 in query name':
      url = withQuery('%FF%FE=1&email=%C3%28');
      break;
    case 'repeated query parameters':
      url = withQuery('limit=1&limit=2&offset=0&offset=1e309&page=1&page=Infinity');
      break;
    case 'unknown API version':
      headers['x-api-version'] = '9.99';
      break;
    case 'idempotency key of 10k characters':
      headers['idempotency-key'] = 'k'.repeat(10_000);
      break;
    case 'customer id that is no id':
      headers['x-customer-id'] = "' OR 1=1--";
      break;
    case 'bearer token that is no token':
      headers.authorization = 'Bearer not.a.token';
      break;
    case 'device id of 500 characters':
      headers['x-device-id'] = 'd'.repeat(500);
      break;
  }
  return {
    method: draft.method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

/** A short description of a request for failure messages. */
export function describeRequest(options: InjectOptions): string {
  const payload = options.payload;
  const body =
    payload === undefined
      ? ''
      : Buffer.isBuffer(payload)
        ? `<${payload.length} bytes: ${payload.toString('latin1').slice(0, 300)}>`
        : typeof payload === 'string'
          ? payload.slice(0, 500)
          : JSON.stringify(payload).slice(0, 500);
  const headers = JSON.stringify(options.headers ?? {}).slice(0, 800);
  const url = typeof options.url === 'string' ? options.url.slice(0, 500) : '';
  return `${options.method ?? 'GET'} ${url}\nheaders: ${headers}\nbody: ${body}`;
}
