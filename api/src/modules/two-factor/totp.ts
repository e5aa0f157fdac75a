import { Secret, TOTP } from 'otpauth';

/** TOTP of RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps. */
export const totpPeriodSeconds = 30;
export const totpDigits = 6;
const issuer = 'Lotto Shop';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: totpDigits,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** otpauth:// URI for the authenticator app's QR code. */
export function otpauthUrl(secretBase32: string, accountName: string): string {
  return totpOf(secretBase32, accountName).toString();
}

export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to when it matches the step of `at` or one step either side
 * (clock drift), else null. Callers refuse a step not newer than the last one used (replay).
 */
export function matchingTimeStep(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / totpPeriodSeconds) + delta;
}
