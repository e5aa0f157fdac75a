import { bannerKindOf, cartBannersOf, isCartBlocked } from './cart-banners';

describe('cart banners', () => {
  it.each([
    ['spend_limit', 'spend_limit'],
    ['spendLimit', 'spend_limit'],
    ['verifyAccountRequired', 'verify_account_required'],
    ['deposit_limit', 'deposit_limit'],
    ['globalSpendLimit', 'global_spend_limit'],
    ['something_new', 'fixed'],
  ])('maps the blocked reason %s to the %s banner', (reason, kind) => {
    expect(bannerKindOf(reason)).toBe(kind);
  });

  it('gives limit banners a link to the spend limits and verification a link to verify', () => {
    const banners = cartBannersOf({
      blockedReasons: {
        spendLimit: 'This cart is A$5.00 over your weekly spend limit.',
        depositLimit: 'Deposit limit reached.',
        verifyAccountRequired: 'Please verify your account.',
        unknownReason: 'Something else.',
      },
      autoRemovedItems: [],
    });
    expect(banners.map((banner) => [banner.kind, banner.action?.href ?? null])).toEqual([
      ['spend_limit', '/my-account/spend-limits'],
      ['deposit_limit', '/my-account/spend-limits'],
      ['verify_account_required', '/my-account/verify-account'],
      ['fixed', null],
    ]);
    expect(banners[0]?.message).toBe('This cart is A$5.00 over your weekly spend limit.');
  });

  it('turns auto-removed items into closable banners with their reason, until dismissed', () => {
    const cart = {
      blockedReasons: {},
      autoRemovedItems: [{ id: 'item-1', reason: 'draw_closed' }],
    };
    expect(cartBannersOf(cart)).toEqual([
      {
        id: 'item-1',
        kind: 'close',
        message: 'An item was removed from your cart. Its draw has closed.',
        action: null,
      },
    ]);
    expect(cartBannersOf(cart, ['item-1'])).toEqual([]);
  });

  it('says a cart is blocked only when it has blocked reasons', () => {
    expect(isCartBlocked({ blockedReasons: {} })).toBe(false);
    expect(isCartBlocked({ blockedReasons: { spendLimit: 'Over' } })).toBe(true);
  });
});
