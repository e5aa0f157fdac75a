/** Two-factor code rules and messages (product.md §5 "Two-factor", api.md §8.2, §9). */
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
export const twoFactorResendPauseMs = 60_000;

/**
 * Pasted text trimmed and cut to 6, digits only (product.md §5). Characters other than digits
 * are dropped before cutting, so a code pasted as "123 456" stays whole.
 */
export function codeFromInput(text: string): string {
  return text.trim().replace(/\D/g, '').slice(0, twoFactorCodeLength);
}

/**
 * The code after `typed` went into cell `index` of `code`: one digit replaces that cell, several
 * (autofill, a paste into one cell) fill from there on. Anything but digits is ignored.
 */
export function codeWithTyped(code: string, index: number, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (!digits) return code;
  if (digits.length > 1) return codeFromInput(code.slice(0, index) + digits);
  const cells = code.padEnd(twoFactorCodeLength, ' ').split('');
  cells[index] = digits;
  return cells.join('').replace(/\s+$/, '').replace(/\s/g, '');
}
