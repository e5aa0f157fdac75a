import { DateTime } from 'luxon';
import {
  cardHolderName,
  currency,
  email,
  hexColour,
  matches,
  maximumAmount,
  minimumAge,
  minimumAmount,
  numbersOnly,
  outgoingLink,
  phone,
  postCode,
  required,
  terms,
  twoFactorCode,
  utmValue,
  validationMessages,
  type ValidationRule,
} from './rules';

function check(rule: ValidationRule, value: unknown, values: unknown = {}) {
  return rule(value, values);
}

describe('form rules and messages (product.md §5)', () => {
  it('required means truthy', () => {
    for (const value of ['', undefined, null, 0, false]) {
      expect(check(required(), value)).toBe('This field is required');
    }
    for (const value of ['x', 1, true]) expect(check(required(), value)).toBeUndefined();
  });

  it('email', () => {
    expect(check(email(), 'ann@example.com')).toBeUndefined();
    expect(check(email(), 'ann@')).toBe('Please enter a valid email address');
    expect(check(email(), '')).toBeUndefined();
  });

  it('numbers only', () => {
    expect(check(numbersOnly(), '0123')).toBeUndefined();
    expect(check(numbersOnly(), '12a')).toBe('Please enter numbers only');
    expect(check(numbersOnly(), '-1')).toBe('Please enter numbers only');
    expect(check(numbersOnly(), '1.5')).toBe('Please enter numbers only');
  });

  it.each([
    '0412 345 678',
    '+61412345678',
    '(02) 9876 5432',
    '03-9876-5432',
    '0798765432',
    '+61 8 9876 5432',
  ])('phone accepts the Australian number %s', (number) => {
    expect(check(phone(), number)).toBeUndefined();
  });

  it.each(['0512345678', '12345', '041234567', '+4412345678901'])('phone rejects %s', (number) => {
    expect(check(phone(), number)).toBe('Please enter a valid phone number');
  });

  it('currency: up to two decimals, no negative', () => {
    for (const amount of ['1', '1.5', '1.50', '1,000.00', '$20']) {
      expect(check(currency(), amount)).toBeUndefined();
    }
    for (const amount of ['1.505', '-1.50', 'abc', '1.']) {
      expect(check(currency(), amount)).toBe('Amount must follow format e.g: 1.50');
    }
  });

  it('post code: 4 digits', () => {
    expect(check(postCode(), '2000')).toBeUndefined();
    expect(check(postCode(), '200')).toBe('Please enter a valid post code');
    expect(check(postCode(), '20000')).toBe('Please enter a valid post code');
  });

  it('mismatch names the field', () => {
    const rule = matches<{ password: string; passwordConfirmation: string }>(
      'password',
      'password',
    );
    expect(rule('secret', { password: 'secret', passwordConfirmation: 'secret' })).toBeUndefined();
    expect(rule('other', { password: 'secret', passwordConfirmation: 'other' })).toBe(
      'Your password does not match',
    );
  });

  it('terms must be agreed', () => {
    expect(check(terms(), false)).toBe('You must agree to the terms and conditions to proceed.');
    expect(check(terms(), true)).toBeUndefined();
  });

  it('minimum amount defaults to 0.01', () => {
    expect(check(minimumAmount(), '0')).toBe(
      'Please enter an amount equal to or greater than $0.01.',
    );
    expect(check(minimumAmount(), '0.01')).toBeUndefined();
    expect(check(minimumAmount(10), 9.99)).toBe(
      'Please enter an amount equal to or greater than $10.00.',
    );
    expect(check(minimumAmount(10), '$1,000')).toBeUndefined();
  });

  it('maximum amount', () => {
    expect(check(maximumAmount(500), '500.00')).toBeUndefined();
    expect(check(maximumAmount(500), '500.01')).toBe(
      'Please enter an amount equal to or less than $500.00.',
    );
  });

  it('card holder name rejects 13 or more digits', () => {
    expect(check(cardHolderName(), 'Ann Lee')).toBeUndefined();
    expect(check(cardHolderName(), 'Ann 123456789012')).toBeUndefined();
    expect(check(cardHolderName(), '4111 1111 1111 1')).toBe(
      "Please enter the card holder's name.",
    );
    expect(check(cardHolderName(), ' ')).toBe("Please enter the card holder's name.");
  });

  it('hex colours have 3 or 6 hex digits', () => {
    for (const colour of ['#fff', 'FFF', '#1a2B3c'])
      expect(check(hexColour(), colour)).toBeUndefined();
    for (const colour of ['#ffff', '#12345', '#ggg', '#12345678']) {
      expect(check(hexColour(), colour)).toBe(validationMessages.hexColour);
    }
  });

  it('outgoing links use http or https', () => {
    expect(check(outgoingLink(), 'https://example.com/x')).toBeUndefined();
    expect(check(outgoingLink(), 'http://example.com')).toBeUndefined();
    for (const link of ['javascript:alert(1)', 'ftp://example.com', 'example.com']) {
      expect(check(outgoingLink(), link)).toBe(validationMessages.outgoingLink);
    }
  });

  it('utm values hold only letters, digits, underscore, hyphen and plus', () => {
    expect(check(utmValue(), 'spring_sale-2025+au')).toBeUndefined();
    for (const value of ['a b', 'a&b', '<x>', 'ü']) {
      expect(check(utmValue(), value)).toBe(validationMessages.utmValue);
    }
  });

  it('two-factor code is exactly 6 digits', () => {
    expect(check(twoFactorCode(), '123456')).toBeUndefined();
    for (const code of ['', '12345', '1234567', '12a456']) {
      expect(check(twoFactorCode(), code)).toBe('A 6 digit code is required.');
    }
  });

  describe('minimum age', () => {
    const now = () => DateTime.fromISO('2025-06-15T10:00:00', { zone: 'Australia/Sydney' });

    it('accepts someone who turned 18 today', () => {
      expect(check(minimumAge({ now }), '2007-06-15')).toBeUndefined();
      expect(check(minimumAge({ now }), '15/06/2007')).toBeUndefined();
    });

    it('rejects someone who turns 18 tomorrow', () => {
      expect(check(minimumAge({ now }), '2007-06-16')).toBe(
        'You must be at least 18 years old to sign up.',
      );
    });

    it('takes another minimum age and rejects dates that are not dates', () => {
      expect(check(minimumAge({ now, years: 21 }), '2005-01-01')).toBe(
        'You must be at least 21 years old to sign up.',
      );
      expect(check(minimumAge({ now }), '31/02/2000')).toBe('Please enter a valid date of birth');
    });
  });
});
