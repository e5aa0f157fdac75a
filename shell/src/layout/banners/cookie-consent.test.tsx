import { createMemoryCookieJar, readCookie, writeCookie } from '../../session/session-cookies';
import { keepCookieConsent } from './cookie-consent';

describe('keepCookieConsent', () => {
  it('keeps the choice a year and lets non-essential cookies in only when accepted', () => {
    const jar = createMemoryCookieJar();
    writeCookie(jar, 'utm', '{"source":"mail"}', 1800);
    expect(readCookie(jar, 'utm')).toBeNull();

    keepCookieConsent(jar, 'non_essential');
    writeCookie(jar, 'utm', '{"source":"mail"}', 1800);

    expect(readCookie(jar, 'cookie_consent')).toBe('non_essential');
    expect(jar.written).toContain(
      'cookie_consent=non_essential; Path=/; SameSite=Lax; Max-Age=31536000',
    );
    expect(readCookie(jar, 'utm')).toBe('{"source":"mail"}');
  });

  it('drops the non-essential cookies when only essential ones are chosen', () => {
    const jar = createMemoryCookieJar();
    keepCookieConsent(jar, 'non_essential');
    writeCookie(jar, 'utm', '{"source":"mail"}', 1800);
    writeCookie(jar, 'session_id', 'session-1');
    writeCookie(jar, 'customer_id', 'c-1');

    keepCookieConsent(jar, 'essential');

    expect(readCookie(jar, 'utm')).toBeNull();
    expect(readCookie(jar, 'session_id')).toBeNull();
    expect(readCookie(jar, 'customer_id')).toBe('c-1');
  });
});
