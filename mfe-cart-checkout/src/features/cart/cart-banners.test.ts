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

  it('leads the system limit to the spend limits, and a break or self-exclusion to its page', () => {
    const banners = cartBannersOf({
      blockedReasons: {
        globalSpendLimit: 'This cart is over the weekly limit every customer has.',
        playBreak: 'You are taking a break until 28 November 2026, 7:20 PM (Sydney time).',
        selfExclusion: 'You have excluded yourself until 28 November 2027.',
      },
      autoRemovedItems: [],
    });
    expect(banners.map((banner) => [banner.id, banner.kind, banner.action])).toEqual([
      [
        'global_spend_limit',
        'global_spend_limit',
        { href: '/my-account/spend-limits', label: 'See your limits' },
      ],
      ['play_break', 'fixed', { href: '/my-account/take-a-break', label: 'About your break' }],
      [
        'self_exclusion',
        'fixed',
        { href: '/my-account/take-a-break', label: 'About your self-exclusion' },
      ],
    ]);
    expect(banners[1]?.message).toBe(
      'You are taking a break until 28 November 2026, 7:20 PM (Sydney time).',
    );
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
