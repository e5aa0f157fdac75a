import { isUtmValue } from './utm';

describe('isUtmValue', () => {
  it.each(['newsletter', 'e_mail-1', 'news+letter', 'ABC123'])('accepts %s', (value) => {
    expect(isUtmValue(value)).toBe(true);
  });

  it.each(['', 'a b', '<script>', 'ünï', 'a.b', 'a/b'])('refuses %j', (value) => {
    expect(isUtmValue(value)).toBe(false);
  });
});
