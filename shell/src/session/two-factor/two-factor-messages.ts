import { authRefreshFailedCode } from 'shared-kernel/contract/auth';
import {
  codeFromInput,
  twoFactorCodeLength,
  twoFactorMessages,
  twoFactorResendPauseMs,
} from 'shared-kernel/contract/two-factor';
import { isApiError } from 'shared-kernel';

export { codeFromInput, twoFactorCodeLength, twoFactorMessages };

/** api.md §9: the resend link rests for 60 s after use. */
export const resendPauseMs = twoFactorResendPauseMs;

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
