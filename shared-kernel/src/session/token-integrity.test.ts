import {
  assertRefreshedTokens,
  assertStoredIdentity,
  decodeTokenPayload,
  isAuthValidationError,
  type StoredIdentity,
} from './token-integrity';

/** An unsigned JWT carrying `payload` (integrity checks read the payload only). */
function tokenFor(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

function identity(overrides: Partial<StoredIdentity> = {}): StoredIdentity {
  return {
    customerId: 'c-1',
    customerIdCookie: 'c-1',
    accessTokenCookie: tokenFor({ customer_id: 'c-1' }),
    refreshTokenCookie: tokenFor({ customer_id: 'c-1' }),
    accessToken: tokenFor({ customer_id: 'c-1' }),
    refreshToken: tokenFor({ customer_id: 'c-1' }),
    ...overrides,
  };
}

function violationOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    expect(isAuthValidationError(error)).toBe(true);
    return error as Error;
  }
  throw new Error('expected an Auth Validation Error');
}

describe('token integrity', () => {
  it('decodes the payload of a base64url JWT, and nothing else', () => {
    expect(decodeTokenPayload(tokenFor({ customer_id: 'c-1', name: 'Zoë' }))).toEqual({
      customer_id: 'c-1',
      name: 'Zoë',
    });
    expect(decodeTokenPayload('not-a-token')).toBeNull();
    expect(decodeTokenPayload('a.%%%.c')).toBeNull();
    expect(decodeTokenPayload(`a.${Buffer.from('[1]').toString('base64url')}.c`)).toBeNull();
  });

  it('vouches for a consistent identity', () => {
    expect(assertStoredIdentity(identity())).toBe('c-1');
    expect(assertStoredIdentity(identity({ accessTokenCookie: null }))).toBe('c-1');
  });

  it('needs a customer id in state', () => {
    const error = violationOf(() => assertStoredIdentity(identity({ customerId: null })));
    expect(error.name).toBe('Auth Validation Error');
    expect(error.message).toBe('There is no customer encoded ID in state');
  });

  it('needs the customer id cookie to equal the state', () => {
    const error = violationOf(() => assertStoredIdentity(identity({ customerIdCookie: 'c-2' })));
    expect(error.message).toMatch(/does not match/);
  });

  it('names the missing token', () => {
    const error = violationOf(() => assertStoredIdentity(identity({ refreshTokenCookie: null })));
    expect(error.message).toBe('Token is null for refresh token cookie');
  });

  it('names the token that does not decode', () => {
    const error = violationOf(() => assertStoredIdentity(identity({ accessToken: 'garbage' })));
    expect(error.message).toBe('Could not decode token access token');
  });

  it('refuses a token of another customer', () => {
    const error = violationOf(() =>
      assertStoredIdentity(identity({ refreshToken: tokenFor({ customer_id: 'c-2' }) })),
    );
    expect(error.message).toMatch(/refresh token does not match the current customer/);
  });

  it('only requires opaque refresh tokens to be present when the services issue those', () => {
    const opaque = { isRefreshTokenOpaque: true };
    expect(
      assertStoredIdentity(
        identity({ refreshToken: 'random-part', refreshTokenCookie: 'random-part' }),
        opaque,
      ),
    ).toBe('c-1');
    expect(
      violationOf(() => assertStoredIdentity(identity({ refreshToken: null }), opaque)).message,
    ).toBe('Token is null for refresh token');
    expect(
      violationOf(() => assertStoredIdentity(identity({ accessToken: 'random-part' }), opaque))
        .message,
    ).toBe('Could not decode token access token');
  });

  it('checks refresh-response tokens the same way', () => {
    const good = tokenFor({ customer_id: 'c-1' });
    expect(() =>
      assertRefreshedTokens({ accessToken: good, refreshToken: good }, 'c-1'),
    ).not.toThrow();
    expect(
      violationOf(() => assertRefreshedTokens({ accessToken: null, refreshToken: good }, 'c-1'))
        .message,
    ).toBe('Token is null for refreshed access token');
    expect(
      violationOf(() =>
        assertRefreshedTokens(
          { accessToken: good, refreshToken: tokenFor({ customer_id: 'c-9' }) },
          'c-1',
        ),
      ).message,
    ).toMatch(/refreshed refresh token does not match/);
  });
});
