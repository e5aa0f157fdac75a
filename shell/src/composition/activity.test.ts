import { activityFor } from './activity';

const at = (pathname: string) => new URL(pathname, 'http://localhost:8080');

describe('activityFor', () => {
  it('activates the catalogue on home, product pages and anything nobody else claims', () => {
    const isCatalogActive = activityFor('mfe-catalog');
    expect(isCatalogActive(at('/'))).toBe(true);
    expect(isCatalogActive(at('/lotto-tickets'))).toBe(true);
    expect(isCatalogActive(at('/weekday-lotto/results/draw/12'))).toBe(true);
    expect(isCatalogActive(at('/cart'))).toBe(false);
    expect(isCatalogActive(at('/login'))).toBe(false);
  });

  it('activates the remote that owns the longest matching prefix', () => {
    expect(activityFor('mfe-account')(at('/my-account'))).toBe(true);
    expect(activityFor('mfe-account')(at('/my-account/deposit'))).toBe(false);
    expect(activityFor('mfe-wallet')(at('/my-account/deposit'))).toBe(true);
    expect(activityFor('mfe-wallet')(at('/checkout/deposit/7/success'))).toBe(true);
    expect(activityFor('mfe-cart-checkout')(at('/checkout/login'))).toBe(true);
    expect(activityFor('mfe-lotto-party')(at('/my-account/lotto-party/2'))).toBe(true);
    expect(activityFor('mfe-membership')(at('/daily-winners/membership-tiers'))).toBe(true);
  });

  it('also activates a remote wherever the page asks for it off its paths', () => {
    const isAskedFor = (location: Location | URL) => location.pathname === '/social-play';
    const isLottoPartyActive = activityFor('mfe-lotto-party', isAskedFor);
    expect(isLottoPartyActive(at('/social-play'))).toBe(true);
    expect(isLottoPartyActive(at('/lotto-party/groups/1'))).toBe(true);
    expect(isLottoPartyActive(at('/lotto-results'))).toBe(false);
  });

  it('ignores case and a trailing slash, and never activates a remote on shell pages', () => {
    expect(activityFor('mfe-cart-checkout')(at('/Cart/'))).toBe(true);
    for (const remote of ['mfe-catalog', 'mfe-account', 'mfe-cart-checkout'] as const) {
      expect(activityFor(remote)(at('/about/privacy'))).toBe(false);
      expect(activityFor(remote)(at('/close-my-account'))).toBe(false);
    }
  });
});
