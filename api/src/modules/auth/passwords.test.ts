import { hashPassword, passwordMessages, passwordProblem, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a fresh salt, and verifies only the right password', async () => {
    const first = await hashPassword('Correct-Horse-1');
    const second = await hashPassword('Correct-Horse-1');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    await expect(verifyPassword('Correct-Horse-1', first)).resolves.toBe(true);
    await expect(verifyPassword('correct-horse-1', first)).resolves.toBe(false);
    await expect(verifyPassword('Correct-Horse-1', 'not-a-hash')).resolves.toBe(false);
  });
});

describe('password rules', () => {
  it('needs at least 8 characters', () => {
    expect(passwordProblem('Ab1-xyz')).toBe(passwordMessages.tooShort);
    expect(passwordMessages.tooShort).toBe('Your password must be at least 8 characters long.');
  });

  it('refuses a password of one kind of character only, and says so', () => {
    expect(passwordProblem('abcdefghij')).toBe(passwordMessages.oneKind);
    expect(passwordProblem('12345678')).toBe(passwordMessages.oneKind);
    expect(passwordMessages.oneKind).toContain('at least two kinds of characters');
  });

  it('accepts a long enough mix', () => {
    expect(passwordProblem('abcdefg1')).toBeUndefined();
    expect(passwordProblem('Demo-Password-1')).toBeUndefined();
  });
});
