import { needsCustomer, ownerOf } from './route-ownership';

describe('route ownership', () => {
  it('gives the session pages, signup included, to the shell', () => {
    for (const path of [
      '/login',
      '/login/autologin/abc',
      '/login/transfer/abc',
      '/signup',
      '/logout',
      '/forgot-password',
      '/force-password-change',
      '/change-Password',
      '/check-email',
      '/close-my-account/success',
    ]) {
      expect(ownerOf(path)).toBe('shell');
    }
  });

  it('gives the 3-D Secure return page to the checkout, and its deposit pages to the wallet', () => {
    expect(ownerOf('/3ds/notify')).toBe('mfe-cart-checkout');
    expect(ownerOf('/cart/buy')).toBe('mfe-cart-checkout');
    expect(ownerOf('/checkout/deposit/7/success')).toBe('mfe-wallet');
  });

  it('leaves paths that merely start with the same letters to their owners', () => {
    expect(ownerOf('/signups-and-more')).toBe('mfe-catalog');
    expect(ownerOf('/my-account/login-and-security')).toBe('mfe-account');
  });
});

describe('needsCustomer', () => {
  it.each([
    '/my-account',
    '/my-account/transactions/2',
    '/deposit',
    '/receipt/7',
    '/cart/replay/3',
  ])('sends a visitor on %s to log in first', (path) => expect(needsCustomer(path)).toBe(true));

  it.each([
    '/',
    '/cart',
    '/cart/buy',
    '/my-account/confirm-address/abc',
    '/communication-preferences/9',
  ])('lets a visitor see %s', (path) => expect(needsCustomer(path)).toBe(false));
});
