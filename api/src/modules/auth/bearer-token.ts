import { type FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { headerNames } from 'shared-kernel';
import { ApiError } from '../../http/envelope';
import { type AccessTokenClaims, AccessTokens, type AccessTokenProblem } from './access-tokens';
import { AuthRepository } from './repository';
import { isSignedPath } from '../../plugins/auth-headers';

/** The signed-in customer of a request, from its bearer access token. */
export interface RequestCustomer {
  customerId: string;
  familyId: string;
  deviceUuid: string;
  /** When the customer last proved a second factor, if the token was issued right after. */
  twoFactorAt: Date | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and checks access tokens (signed with the server secret auth_token_secret). */
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    /** The customer of a valid bearer token, else null. */
    customer: RequestCustomer | null;
    /** Why the bearer token was refused, when one was sent and refused. */
    bearerProblem: AccessTokenProblem | 'revoked' | 'customer_mismatch' | null;
    /** The claims of an expired but genuine bearer token naming x-customer-id (for logout). */
    expiredBearer: AccessTokenClaims | null;
  }
}

const bearerPattern = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[headerNames.authorization];
  return typeof header === 'string' ? (bearerPattern.exec(header)?.[1] ?? null) : null;
}

/** Whether the family of a request's bearer token is live, as the signature check read it. */
const familiesRead = new WeakMap<
  FastifyRequest,
  { customerId: string; familyId: string; isLive: boolean }
>();

/**
 * The customer token of an active customer, for the signature check (null for an unknown or
 * closed customer). When the request's bearer token is genuine and names this customer, whether its
 * family is live is read in the same round trip, and the bearer check below uses that answer.
 */
export async function customerTokenOf(
  request: FastifyRequest,
  customerId: string,
): Promise<string | null> {
  const token = bearerTokenOf(request);
  const claims = token === null ? null : request.server.accessTokens.verify(token);
  const familyId =
    claims !== null && typeof claims !== 'string' && claims.customerId === customerId
      ? claims.familyId
      : null;
  const found = await new AuthRepository(request.server.database).findActiveCredentials(
    customerId,
    familyId,
  );
  if (found && familyId !== null) {
    familiesRead.set(request, { customerId, familyId, isLive: found.isFamilyLive });
  }
  return found?.customerToken ?? null;
}

/**
 * The request's customer, or 401 when it carries no valid bearer token: the route-access hook
 * checks it for every route declaring `customer` access, and handlers read the customer with it.
 */
export function customerOf(request: FastifyRequest): RequestCustomer {
  if (request.customer) return request.customer;
  if (request.bearerProblem === 'expired') {
    throw new ApiError(401, 'token_expired', 'The session has expired. Please log in again.');
  }
  throw new ApiError(401, 'unauthorized', 'Please log in to continue.');
}

/**
 * Resolves `request.customer` from `authorization: Bearer <access token>` on signed paths: the
 * token must be signed with the server's token secret, unexpired, of a live token family (not logged
 * out) of an active customer, and name the same customer as x-customer-id (whose customer token
 * signed the request). A refused token leaves the request anonymous; routes that need a customer
 * answer 401 through `customerOf`.
 */
export const bearerTokenPlugin = fastifyPlugin(
  (app, _options, done) => {
    const tokens = new AccessTokens(app.serverSecrets.auth_token_secret, app.config.now);
    const repository = new AuthRepository(app.database);
    app.decorate('accessTokens', tokens);
    app.decorateRequest('customer', null);
    app.decorateRequest('bearerProblem', null);
    app.decorateRequest('expiredBearer', null);

    app.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS' || !isSignedPath(request.url)) return;
      const header = request.headers[headerNames.authorization];
      if (typeof header !== 'string' || header === '') return;
      const token = bearerPattern.exec(header)?.[1];
      if (!token) {
        request.bearerProblem = 'invalid';
        return;
      }
      const claims = tokens.verify(token);
      const customerIdHeader = request.headers[headerNames.customerId];
      if (claims === 'expired') {
        const expired = tokens.verifyIgnoringExpiry(token);
        if (expired?.customerId === customerIdHeader) request.expiredBearer = expired;
      }
      if (typeof claims === 'string') {
        request.bearerProblem = claims;
        return;
      }
      if (customerIdHeader !== claims.customerId) {
        request.bearerProblem = 'customer_mismatch';
        return;
      }
      const read = familiesRead.get(request);
      const isLive =
        read?.familyId === claims.familyId && read.customerId === claims.customerId
          ? read.isLive
          : await repository.isFamilyLive(claims.familyId, claims.customerId);
      if (!isLive) {
        request.bearerProblem = 'revoked';
        return;
      }
      request.customer = {
        customerId: claims.customerId,
        familyId: claims.familyId,
        deviceUuid: claims.deviceUuid,
        twoFactorAt: claims.twoFactorAt,
      };
    });
    done();
  },
  {
    name: 'bearer-token',
    dependencies: ['config', 'database', 'server-secrets', 'auth-headers'],
    fastify: '5.x',
  },
);
