import { ApiError } from 'shared-kernel';
import { maskedIdentifierOf } from 'remote-kit';
import { codeFromInput, twoFactorErrorMessageOf } from './two-factor-messages';

describe('two-factor messages', () => {
  it('words each refusal as the spec does', () => {
    const failure = (errorId?: string, code?: string) =>
      new ApiError({
        status: 401,
        message: 'Authentication refresh failed. Please try again.',
        isResponse: true,
        ...(errorId ? { errorId } : {}),
        ...(code ? { code } : {}),
      });
    expect(twoFactorErrorMessageOf(failure('2fa_incorrect'))).toBe(
      'Code is incorrect or expired. Try again or contact support',
    );
    expect(twoFactorErrorMessageOf(failure('2fa_account_locked'))).toBe(
      'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
    );
    expect(twoFactorErrorMessageOf(failure(undefined, 'AUTH_REFRESH_FAILED'))).toBe(
      'Authentication refresh failed. Please try again.',
    );
  });

  it('keeps digits only, trimmed and cut to 6', () => {
    expect(codeFromInput('  123 456 ')).toBe('123456');
    expect(codeFromInput(' 1234567 ')).toBe('123456');
    expect(codeFromInput('12a4')).toBe('124');
  });

  it('masks an email identifier after its first part', () => {
    expect(maskedIdentifierOf('casey@example.com')).toBe('c****@example.com');
    expect(maskedIdentifierOf('c***@example.com')).toBe('c***@example.com');
    expect(maskedIdentifierOf(null)).toBeNull();
  });
});
