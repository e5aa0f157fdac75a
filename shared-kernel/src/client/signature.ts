/**
 * Request signature shared by the client (which signs) and the services (which verify).
 *
 *   signingKey = SHA-256(appSecret)                                  (the secret-derived input)
 *   message    = appKey + "\n" + timestamp + "\n" + customerToken    (customerToken "" if anonymous)
 *   signature  = lowercase hex of HMAC-SHA-256(signingKey, message)
 *
 * timestamp is Unix time in whole seconds; the services accept it within ±300 s of their clock.
 * Web Crypto where available (browsers on secure origins, Node); a plain implementation of the
 * same functions elsewhere, so the signature is identical everywhere.
 */
import { hmacSha256, sha256 } from './sha-256';
import { encodeUtf8 } from './utf-8';

export const signatureTimestampWindowSeconds = 300;

function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Web Crypto's subtle API, absent on insecure origins and in jsdom. */
function subtleCrypto(): SubtleCrypto | undefined {
  return globalThis.crypto?.subtle;
}

export async function deriveSigningKey(appSecret: string): Promise<ArrayBuffer> {
  const subtle = subtleCrypto();
  if (subtle) return subtle.digest('SHA-256', encodeUtf8(appSecret));
  return sha256(encodeUtf8(appSecret)).buffer;
}

export interface SignatureInput {
  appKey: string;
  appSecret: string;
  timestamp: number;
  customerToken?: string | null;
}

export async function computeSignature(input: SignatureInput): Promise<string> {
  const signingKey = await deriveSigningKey(input.appSecret);
  const message = encodeUtf8(`${input.appKey}\n${input.timestamp}\n${input.customerToken ?? ''}`);
  const subtle = subtleCrypto();
  if (!subtle) return toHex(hmacSha256(new Uint8Array(signingKey), message));
  const key = await subtle.importKey('raw', signingKey, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return toHex(await subtle.sign('HMAC', key, message));
}

/** Constant-time comparison of two hex signatures. */
export function signaturesEqual(expected: string, actual: string): boolean {
  if (expected.length !== actual.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) {
    difference |= expected.charCodeAt(index) ^ actual.charCodeAt(index);
  }
  return difference === 0;
}

/** Header names of api.md §7.1, one place for client and server. */
export const headerNames = {
  appKey: 'x-app-key',
  signature: 'x-signature',
  timestamp: 'x-timestamp',
  version: 'x-api-version',
  sessionId: 'x-session-id',
  subVariant: 'x-sub-variant',
  customerId: 'x-customer-id',
  deviceId: 'x-device-id',
  requestId: 'x-request-id',
  authorization: 'authorization',
  /** A UUID or another unique string (8–128 chars) on every money-moving call. */
  idempotencyKey: 'idempotency-key',
} as const;
