import {
  cookieCategoryOf,
  cookieConsentFrom,
  mayRunAnalytics,
  mayWriteCookie,
  nonEssentialCookieNames,
} from './cookie-consent';

describe('cookie consent', () => {
  it.each([
    'cookie_consent',
    'access_token',
    'refresh_token',
    'customer_id',
    'customer_token',
    'affiliate_code',
    'anonymous_cart_token',
    'sub_variant',
  ])('always writes the essential cookie %s', (name) => {
    expect(cookieCategoryOf(name)).toBe('essential');
    expect(mayWriteCookie(name, null)).toBe(true);
    expect(mayWriteCookie(name, 'essential')).toBe(true);
  });

  it.each(['utm', 'session_id', 'anonymous_id', 'exit_intent', 'an_unknown_cookie'])(
    'writes the non-essential cookie %s only with non-essential consent',
    (name) => {
      expect(mayWriteCookie(name, null)).toBe(false);
      expect(mayWriteCookie(name, 'essential')).toBe(false);
      expect(mayWriteCookie(name, 'non_essential')).toBe(true);
    },
  );

  it('runs analytics only with non-essential consent', () => {
    expect(mayRunAnalytics(null)).toBe(false);
    expect(mayRunAnalytics('essential')).toBe(false);
    expect(mayRunAnalytics('non_essential')).toBe(true);
  });

  it('reads only the two consent values', () => {
    expect(cookieConsentFrom('non_essential')).toBe('non_essential');
    expect(cookieConsentFrom('essential')).toBe('essential');
    expect(cookieConsentFrom('all')).toBeNull();
    expect(cookieConsentFrom(null)).toBeNull();
  });

  it('lists what to drop when only essential cookies are allowed', () => {
    expect(nonEssentialCookieNames()).toEqual(expect.arrayContaining(['utm', 'session_id']));
    expect(nonEssentialCookieNames()).not.toContain('access_token');
  });
});
