/**
 * Request signature shared by the client (which signs) and the services (which verify).
 *
 *   signingKey = SHA-256(appSecret)                                  (the secret-derived input)
 *   message    = appKey + "\n" + timestamp + "\n" + customerToken    (customerToken "" if anonymous)
 *   signature  = lowercase hex of HMAC-SHA-256(signingKey, message)
 *
 * timestamp is Unix time in whole seconds; the services accept it within ±300 s of their clock.
 * Web Crypto only, so the same code runs in browsers and in Node.
 */
export const signatureTimestampWindowSeconds = 300;

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function deriveSigningKey(appSecret: string): Promise<ArrayBuffer> {
  return globalThis.crypto.subtle.digest('SHA-256', encoder.encode(appSecret));
}

export interface SignatureInput {
  appKey: string;
  appSecret: string;
  timestamp: number;
  customerToken?: string | null;
}

export async function computeSignature(input: SignatureInput): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    await deriveSigningKey(input.appSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const message = `${input.appKey}\n${input.timestamp}\n${input.customerToken ?? ''}`;
  return toHex(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message)));
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
} as const;
