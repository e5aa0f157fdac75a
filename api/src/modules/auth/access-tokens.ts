import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** Claims of an access token (a JWT signed with HMAC-SHA-256). */
export interface AccessTokenClaims {
  customerId: string;
  /** Token family (one per login); logging out revokes it. */
  familyId: string;
  deviceUuid: string;
  /** When the customer last proved a second factor, if this token was issued right after. */
  twoFactorAt: Date | null;
  expiresAt: Date;
}

export const accessTokenLifetimeSeconds = 15 * 60;

interface Payload {
  sub: string;
  customer_id: string;
  sid: string;
  dev: string;
  iat: number;
  exp: number;
  jti: string;
  tfa?: number;
}

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export type AccessTokenProblem = 'invalid' | 'expired';

export class AccessTokens {
  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
  ) {}

  private signatureOf(signedPart: string): Buffer {
    return createHmac('sha256', this.secret).update(signedPart).digest();
  }

  issue(input: {
    customerId: string;
    familyId: string;
    deviceUuid: string;
    twoFactorAt?: Date | null;
  }): string {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const payload: Payload = {
      sub: input.customerId,
      customer_id: input.customerId,
      sid: input.familyId,
      dev: input.deviceUuid,
      iat: issuedAt,
      exp: issuedAt + accessTokenLifetimeSeconds,
      jti: randomUUID(),
      ...(input.twoFactorAt ? { tfa: Math.floor(input.twoFactorAt.getTime() / 1000) } : {}),
    };
    const signedPart = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${signedPart}.${this.signatureOf(signedPart).toString('base64url')}`;
  }

  /**
   * The claims of a token signed with this secret, even when expired (logging out with a stale
   * access token still ends its family); null when the token is not genuine.
   */
  verifyIgnoringExpiry(token: string): AccessTokenClaims | null {
    const claims = this.verify(token, true);
    return typeof claims === 'string' ? null : claims;
  }

  verify(token: string, ignoreExpiry = false): AccessTokenClaims | AccessTokenProblem {
    const parts = token.split('.');
    if (parts.length !== 3) return 'invalid';
    const [givenHeader = '', payloadText = '', signatureText = ''] = parts;
    if (givenHeader !== header) return 'invalid';
    const expected = this.signatureOf(`${givenHeader}.${payloadText}`);
    const given = Buffer.from(signatureText, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    let payload: Partial<Payload>;
    try {
      payload = JSON.parse(
        Buffer.from(payloadText, 'base64url').toString('utf8'),
      ) as Partial<Payload>;
    } catch {
      return 'invalid';
    }
    const { customer_id: customerId, sid, dev, exp, tfa } = payload;
    if (typeof customerId !== 'string' || typeof sid !== 'string' || typeof dev !== 'string') {
      return 'invalid';
    }
    if (typeof exp !== 'number') return 'invalid';
    if (!ignoreExpiry && exp * 1000 <= this.now().getTime()) return 'expired';
    return {
      customerId,
      familyId: sid,
      deviceUuid: dev,
      twoFactorAt: typeof tfa === 'number' ? new Date(tfa * 1000) : null,
      expiresAt: new Date(exp * 1000),
    };
  }
}
