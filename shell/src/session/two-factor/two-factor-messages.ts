import { authRefreshFailedCode, isApiError } from 'shared-kernel';

/** product.md §5 "Two-factor" and api.md §8.2. */
export const twoFactorMessages = {
  incomplete: 'A 6 digit code is required.',
  incorrect: 'Code is incorrect or expired. Try again or contact support',
  locked:
    'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
  elevationSucceeded: "You've successfully verified your 2FA code.",
  elevationFailed: 'Authentication failed. Please try again.',
} as const;

export const twoFactorCodeLength = 6;
/** api.md §9: the resend link rests for 60 s after use. */
export const resendPauseMs = 60_000;

export function isTwoFactorRequired(error: unknown): boolean {
  return isApiError(error) && error.errorId === '2fa_required';
}

export function isTwoFactorLocked(error: unknown): boolean {
  return isApiError(error) && error.errorId === '2fa_account_locked';
}

/** What the code form says about a failed attempt. */
export function twoFactorErrorMessageOf(error: unknown): string {
  if (isApiError(error)) {
    if (error.errorId === '2fa_account_locked') return twoFactorMessages.locked;
    if (error.errorId === '2fa_incorrect' || error.errorId === '2fa_required') {
      return twoFactorMessages.incorrect;
    }
    // A refresh that failed for another reason says so (api.md §8.2 AUTH_REFRESH_FAILED).
    if (error.code === authRefreshFailedCode) return error.message;
  }
  return twoFactorMessages.incorrect;
}

/**
 * Pasted text trimmed and cut to 6, digits only (product.md §5). Characters other than digits
 * are dropped before cutting, so a code pasted as "123 456" stays whole.
 */
export function codeFromInput(text: string): string {
  return text.trim().replace(/\D/g, '').slice(0, twoFactorCodeLength);
}

/** An email shown by the code form keeps its first part and masks the rest of the name. */
export function maskedIdentifierOf(identifier: string | null): string | null {
  if (!identifier) return null;
  const at = identifier.indexOf('@');
  if (at <= 0 || identifier.includes('*')) return identifier;
  const name = identifier.slice(0, at);
  return `${name.slice(0, 1)}${'*'.repeat(Math.max(3, name.length - 1))}${identifier.slice(at)}`;
}
