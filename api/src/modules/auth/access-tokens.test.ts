import { AccessTokens } from './access-tokens';

const issuedAt = new Date('2026-03-01T10:00:00Z');

describe('access tokens', () => {
  it('round-trips the customer, family, device and second-factor time as an HS256 JWT', () => {
    const tokens = new AccessTokens('secret', () => issuedAt);
    const token = tokens.issue({
      customerId: 'c-1',
      familyId: 'f-1',
      deviceUuid: 'd-1',
      twoFactorAt: issuedAt,
    });
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toMatchObject({
      customer_id: 'c-1',
      exp: issuedAt.getTime() / 1000 + 900,
    });
    expect(tokens.verify(token)).toEqual({
      customerId: 'c-1',
      familyId: 'f-1',
      deviceUuid: 'd-1',
      twoFactorAt: issuedAt,
      expiresAt: new Date(issuedAt.getTime() + 900_000),
    });
  });

  it('refuses a token after 15 minutes, with another secret, or with a changed payload', () => {
    let now = issuedAt;
    const tokens = new AccessTokens('secret', () => now);
    const token = tokens.issue({ customerId: 'c-1', familyId: 'f-1', deviceUuid: 'd-1' });
    expect(new AccessTokens('other', () => now).verify(token)).toBe('invalid');
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ customer_id: 'c-2', sid: 'f-1', dev: 'd-1', exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(tokens.verify(`${header}.${forged}.${signature}`)).toBe('invalid');
    expect(tokens.verify('not.a.token')).toBe('invalid');
    now = new Date(issuedAt.getTime() + 15 * 60 * 1000);
    expect(tokens.verify(token)).toBe('expired');
  });
});
