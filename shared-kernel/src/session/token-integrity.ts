/**
 * Token integrity before and after a session refresh (product.md §5 "Token integrity", api.md §5):
 * the customer id must be in state, the customer id cookie must equal it, and every token must
 * decode (JWT payload, base64url) and carry a `customer_id` claim equal to the current customer's.
 */

/** The name every violation carries, as api.md §8.2 words it. */
export const authValidationErrorName = 'Auth Validation Error';

export const tokenIntegrityMessages = {
  noCustomerId: 'There is no customer encoded ID in state',
  tokenNull: (label: string) => `Token is null for ${label}`,
  cannotDecode: (label: string) => `Could not decode token ${label}`,
  customerIdMismatch: (label: string) =>
    `Customer ID in token ${label} does not match the current customer`,
  cookieMismatch: 'Customer ID cookie does not match the customer ID in state',
} as const;

export class AuthValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = authValidationErrorName;
  }
}

/** True for an integrity violation, also across bundles (which may hold another copy of the class). */
export function isAuthValidationError(error: unknown): error is AuthValidationError {
  return error instanceof Error && error.name === authValidationErrorName;
}

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The payload of a JWT (`header.payload.signature`), or null when it is not one. Not verified. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Throws unless `token` decodes and carries `customer_id` equal to `customerId`. */
export function assertTokenBelongsTo(
  token: string | null | undefined,
  label: string,
  customerId: string,
): void {
  if (!token) throw new AuthValidationError(tokenIntegrityMessages.tokenNull(label));
  const payload = decodeTokenPayload(token);
  if (!payload) throw new AuthValidationError(tokenIntegrityMessages.cannotDecode(label));
  const claim = payload.customer_id;
  const claimed = typeof claim === 'string' || typeof claim === 'number' ? String(claim) : null;
  if (claimed !== customerId) {
    throw new AuthValidationError(tokenIntegrityMessages.customerIdMismatch(label));
  }
}

export interface StoredIdentity {
  /** The customer id in state (the session snapshot). */
  customerId: string | null;
  /** The customer id cookie. */
  customerIdCookie: string | null;
  /** The access token cookie; checked only when present. */
  accessTokenCookie: string | null;
  refreshTokenCookie: string | null;
  accessToken: string | null;
  refreshToken: string | null;
}

export interface TokenIntegrityOptions {
  /**
   * The services issue refresh tokens that carry no claims (random strings the services bind to
   * the customer themselves): then refresh tokens are only required to be present. Default false:
   * refresh tokens must decode and carry customer_id like access tokens.
   */
  isRefreshTokenOpaque?: boolean;
}

function assertRefreshToken(
  token: string | null | undefined,
  label: string,
  customerId: string,
  options: TokenIntegrityOptions,
): void {
  if (!options.isRefreshTokenOpaque) {
    assertTokenBelongsTo(token, label, customerId);
    return;
  }
  if (!token) throw new AuthValidationError(tokenIntegrityMessages.tokenNull(label));
}

/** Validates the stored identity before a refresh; returns the customer id it vouches for. */
export function assertStoredIdentity(
  identity: StoredIdentity,
  options: TokenIntegrityOptions = {},
): string {
  const { customerId } = identity;
  if (!customerId) throw new AuthValidationError(tokenIntegrityMessages.noCustomerId);
  if (identity.customerIdCookie !== customerId) {
    throw new AuthValidationError(tokenIntegrityMessages.cookieMismatch);
  }
  if (identity.accessTokenCookie) {
    assertTokenBelongsTo(identity.accessTokenCookie, 'access token cookie', customerId);
  }
  assertRefreshToken(identity.refreshTokenCookie, 'refresh token cookie', customerId, options);
  assertTokenBelongsTo(identity.accessToken, 'access token', customerId);
  assertRefreshToken(identity.refreshToken, 'refresh token', customerId, options);
  return customerId;
}

/** Validates the tokens a refresh answered with, for the customer the stored identity named. */
export function assertRefreshedTokens(
  tokens: { accessToken: string | null | undefined; refreshToken: string | null | undefined },
  customerId: string,
  options: TokenIntegrityOptions = {},
): void {
  assertTokenBelongsTo(tokens.accessToken, 'refreshed access token', customerId);
  assertRefreshToken(tokens.refreshToken, 'refreshed refresh token', customerId, options);
}
