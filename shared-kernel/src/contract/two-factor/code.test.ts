import { codeFromInput, codeWithTyped } from './code';

describe('two-factor code input rules', () => {
  it('keeps digits only, trimmed and cut to 6', () => {
    expect(codeFromInput('  123 456 ')).toBe('123456');
    expect(codeFromInput(' 1234567 ')).toBe('123456');
    expect(codeFromInput('12a4')).toBe('124');
  });

  it('puts a typed digit in its cell and ignores anything else', () => {
    expect(codeWithTyped('12', 2, '3')).toBe('123');
    expect(codeWithTyped('123', 1, '9')).toBe('193');
    expect(codeWithTyped('12', 2, 'x')).toBe('12');
  });

  it('fills from the cell on when several digits arrive at once', () => {
    expect(codeWithTyped('1', 1, '23456789')).toBe('123456');
  });
});
