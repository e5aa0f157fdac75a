import { createHash, createHmac } from 'node:crypto';
import { type FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { headerNames, signaturesEqual, signatureTimestampWindowSeconds } from 'shared-kernel';
import { ApiError } from '../http/envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** x-api-version of a signed call (api.md §7.1), default 3.0. */
    apiVersion: string;
    /** The verified app key of a signed call. */
    appKey: string | null;
  }
}

/**
 * Paths whose calls must carry a valid signature: the /v2 API, the auth, content, rewards,
 * social (Lotto Party), customer-verify and recommend (placements) services.
 */
const signedPrefixes = [
  '/v2',
  '/auth',
  '/cms',
  '/rewards',
  '/social',
  '/customer-verify',
  '/recommend',
];

/** Pages a browser opens under a signed prefix: no signature, they check their own token. */
const unsignedPages = ['/rewards/partner-benefits'];

export function isSignedPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  if (unsignedPages.includes(pathname)) return false;
  return signedPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

const apiVersionPattern = /^(3\.[0-9]|1|1\.0)$/;

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' ? undefined : text;
}

/** SHA-256 of each app secret, derived once rather than on every call. */
const signingKeys = new Map<string, Buffer>();
/** Signatures computed lately, by secret and message. */
const recentSignatures = new Map<string, string>();
const recentSignaturesMax = 10_000;

/**
 * The signature of shared-kernel's client/signature.ts, computed with node:crypto: the same
 * bytes as the kernel's Web Crypto version (a test holds them equal), without its per-call key
 * import, which cost a fifth of a cached read's time.
 */
export function expectedSignature(input: {
  appKey: string;
  appSecret: string;
  timestamp: number;
  customerToken: string;
}): string {
  let signingKey = signingKeys.get(input.appSecret);
  if (!signingKey) {
    signingKey = createHash('sha256').update(input.appSecret, 'utf8').digest();
    signingKeys.set(input.appSecret, signingKey);
  }
  const message = `${input.appKey}\n${input.timestamp}\n${input.customerToken}`;
  const cacheKey = `${input.appSecret}\n${message}`;
  const known = recentSignatures.get(cacheKey);
  if (known !== undefined) return known;
  const signature = createHmac('sha256', signingKey).update(message, 'utf8').digest('hex');
  // A client signs with whole seconds, so its calls within a second share one signature.
  if (recentSignatures.size >= recentSignaturesMax) recentSignatures.clear();
  recentSignatures.set(cacheKey, signature);
  return signature;
}

const invalidSignature = (): ApiError =>
  new ApiError(401, 'invalid_signature', 'The request signature is missing or invalid.');

/**
 * Checks the headers of api.md §7.1 on signed paths: the API version, and the signature
 * (see shared-kernel client/signature.ts) with its timestamp inside the accepted window.
 * A call with x-customer-id is verified with that active customer's token (an unknown or
 * closed customer fails the check); a call without it with the empty customer token.
 */
export interface AuthHeadersOptions {
  /** The customer token of an active customer, which signs their calls; null for anyone else. */
  customerTokenOf: (request: FastifyRequest, customerId: string) => Promise<string | null>;
}

export const authHeadersPlugin = fastifyPlugin<AuthHeadersOptions>(
  (app, { customerTokenOf }, done) => {
    app.decorateRequest('apiVersion', '3.0');
    app.decorateRequest('appKey', null);

    app.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS' || !isSignedPath(request.url)) return;

      const version = headerOf(request, headerNames.version) ?? '3.0';
      if (!apiVersionPattern.test(version)) {
        throw new ApiError(
          400,
          'unsupported_api_version',
          `API version ${version.slice(0, 10)} does not exist; use 3.0 to 3.9.`,
        );
      }
      request.apiVersion = version;

      const appKey = headerOf(request, headerNames.appKey);
      const signature = headerOf(request, headerNames.signature);
      const timestampText = headerOf(request, headerNames.timestamp);
      if (!appKey || !signature || !timestampText || !/^[0-9]{1,12}$/.test(timestampText)) {
        throw invalidSignature();
      }
      if (!Object.hasOwn(app.config.appKeys, appKey)) throw invalidSignature();
      const appSecret = app.config.appKeys[appKey] ?? '';
      const timestamp = Number(timestampText);
      const customerId = headerOf(request, headerNames.customerId);
      let customerToken = '';
      if (customerId !== undefined) {
        if (customerId.length > 100) throw invalidSignature();
        const found = await customerTokenOf(request, customerId);
        if (found === null) throw invalidSignature();
        customerToken = found;
      }
      const expected = expectedSignature({ appKey, appSecret, timestamp, customerToken });
      if (!signaturesEqual(expected, signature.toLowerCase())) throw invalidSignature();

      const nowSeconds = Math.floor(app.config.now().getTime() / 1000);
      if (Math.abs(nowSeconds - timestamp) > signatureTimestampWindowSeconds) {
        throw new ApiError(
          401,
          'stale_timestamp',
          'The request timestamp is outside the accepted window.',
        );
      }
      request.appKey = appKey;
    });
    done();
  },
  { name: 'auth-headers', dependencies: ['config', 'errors'], fastify: '5.x' },
);
