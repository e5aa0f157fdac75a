import { camelCaseKeys, isPlainObject } from './case-conversion';
import { decodeUtf8, encodeUtf8 } from './utf-8';
import { type ApiMessage, type ApiResponse, type PageInfo } from './types';

const envelopeKeys = ['result', 'entities', 'pageInfo', 'links', 'messages', 'errors', 'error'];

/**
 * Reads a camelCased body into the envelope of api.md §7.1. A body that is not an envelope
 * (no envelope key at all) becomes the `result`; an empty body gives an empty envelope.
 */
export function readEnvelope<Result = unknown, Entity = unknown>(
  status: number,
  body: unknown,
): ApiResponse<Result, Entity> {
  const isEnvelope = isPlainObject(body) && envelopeKeys.some((key) => key in body);
  if (!isEnvelope) {
    return {
      status,
      result: (body ?? null) as Result,
      entities: [],
      messages: [],
      errors: [],
    };
  }
  const response: ApiResponse<Result, Entity> = {
    status,
    result: (body.result ?? null) as Result,
    entities: Array.isArray(body.entities) ? (body.entities as Entity[]) : [],
    messages: Array.isArray(body.messages) ? (body.messages as ApiMessage[]) : [],
    errors: isPlainObject(body.errors)
      ? (body.errors as Record<string, string[]>)
      : Array.isArray(body.errors)
        ? (body.errors as ApiMessage[])
        : [],
  };
  if (isPlainObject(body.pageInfo)) response.pageInfo = body.pageInfo as unknown as PageInfo;
  if (isPlainObject(body.links)) response.links = body.links as Record<string, string>;
  if (isPlainObject(body.error)) response.error = body.error;
  return response;
}

function headerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string').join(', ');
  return undefined;
}

function lowerCaseHeader(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const getter = (headers as { get?: unknown }).get;
  if (typeof getter === 'function') {
    const value = headerText((getter as (key: string) => unknown).call(headers, name));
    if (value !== undefined) return value;
  }
  for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
    if (key.toLowerCase() === name) return headerText(value);
  }
  return undefined;
}

/** The media type of a response (`application/pdf`), lowercased, without parameters. */
export function contentTypeOf(headers: unknown): string {
  return (lowerCaseHeader(headers, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Whether a value is an ArrayBuffer, also one made in another realm (a frame, a test's VM). */
function isArrayBuffer(data: unknown): data is ArrayBuffer {
  return Object.prototype.toString.call(data) === '[object ArrayBuffer]';
}

/** Bytes of a response body fetched as an array buffer (Buffer in Node, ArrayBuffer in browsers). */
export function bytesOf(data: unknown): Uint8Array | undefined {
  if (data instanceof Uint8Array) return data;
  if (isArrayBuffer(data)) return new Uint8Array(data);
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return undefined;
}

export class UnparseableBodyError extends Error {
  override readonly name = 'UnparseableBodyError';
}

/** Parses a JSON body; throws `UnparseableBodyError` when it is not JSON. Empty → null. */
export function parseJsonBody(data: unknown): unknown {
  let text: string;
  const bytes = bytesOf(data);
  if (bytes) text = decodeUtf8(bytes);
  else if (typeof data === 'string') text = data;
  else return data ?? null;
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UnparseableBodyError(error instanceof Error ? error.message : String(error));
  }
}

/** The camelCased envelope of a response body. */
export function readJsonResponse<Result = unknown, Entity = unknown>(
  status: number,
  data: unknown,
): ApiResponse<Result, Entity> {
  return readEnvelope<Result, Entity>(status, camelCaseKeys(parseJsonBody(data)));
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const chunkSize = 0x8000;
  for (let index = 0; index < bytes.length; index += chunkSize) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunkSize));
  }
  return btoa(binary);
}

/** Media types the client answers as a file (a link to the body) instead of an envelope. */
export const fileContentTypes: ReadonlySet<string> = new Set(['application/pdf', 'text/csv']);

/**
 * A link to a file body (a PDF, a CSV download): an object URL where the platform has
 * `URL.createObjectURL`, else a `data:` URL. The caller may revoke an object URL when done with it.
 */
export function fileLinkOf(data: unknown, contentType: string): string {
  const bytes = bytesOf(data) ?? (typeof data === 'string' ? encodeUtf8(data) : new Uint8Array());
  if (typeof URL.createObjectURL === 'function' && typeof Blob !== 'undefined') {
    return URL.createObjectURL(new Blob([bytes as BlobPart], { type: contentType }));
  }
  return `data:${contentType};base64,${base64Of(bytes)}`;
}
