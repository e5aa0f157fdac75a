import {
  discountCentsOf,
  normalisedCode,
  type Promotion,
  priceVouchers,
  problemOf,
  refusalOf,
} from './voucher-rules';

const now = new Date('2026-03-01T00:00:00Z');

const promotion = (overrides: Partial<Promotion>): Promotion => ({
  id: 'p1',
  code: 'CODE',
  type: 'voucher_fixed_discount',
  description: '',
  amountCents: 500,
  percent: null,
  capCents: null,
  minimumSpendCents: 0,
  expiresAt: null,
  oncePerCustomer: false,
  ...overrides,
});

const context = (spendCents: number, redeemed: string[] = []) => ({
  spendCents,
  now,
  redeemedPromotionIds: new Set(redeemed),
});

describe('discountCentsOf', () => {
  it('takes a fixed amount off, never more than is spent', () => {
    expect(discountCentsOf(promotion({ amountCents: 500 }), 1200)).toBe(500);
    expect(discountCentsOf(promotion({ amountCents: 1500 }), 300)).toBe(300);
  });

  it('takes a percent off, rounded to the cent and capped', () => {
    const save10 = promotion({
      type: 'voucher_percent_discount',
      amountCents: null,
      percent: 10,
      capCents: 2000,
    });
    expect(discountCentsOf(save10, 4555)).toBe(456);
    expect(discountCentsOf(save10, 50_000)).toBe(2000);
  });

  it('gives no discount for a credit voucher', () => {
    expect(discountCentsOf(promotion({ type: 'voucher_credit_amount' }), 1000)).toBe(0);
  });
});

describe('problemOf and refusalOf', () => {
  it('refuses an expired code, a used once-per-customer code and a cart below minimum spend', () => {
    const expired = promotion({ code: 'OLD', expiresAt: new Date(now.getTime() - 1) });
    const welcome = promotion({ code: 'WELCOME5', minimumSpendCents: 1000, oncePerCustomer: true });

    expect(problemOf(expired, context(5000))).toBe('expired');
    expect(problemOf(welcome, context(5000, ['p1']))).toBe('already_used');
    expect(problemOf(welcome, context(999))).toBe('minimum_spend_not_met');
    expect(problemOf(welcome, context(1000))).toBeNull();
    expect(refusalOf(welcome, 'minimum_spend_not_met')).toBe(
      'The promotion code WELCOME5 needs a minimum spend of $10.00.',
    );
    expect(refusalOf(expired, 'expired')).toBe('The promotion code OLD has expired.');
  });
});

describe('priceVouchers', () => {
  it('prices what applies and removes what stopped applying, with a sentence', () => {
    const welcome = promotion({ id: 'w', code: 'WELCOME5', minimumSpendCents: 1000 });
    const bonus = promotion({ id: 'b', code: 'BONUS20', type: 'voucher_credit_amount' });
    const priced = priceVouchers(
      [
        { id: 'v1', promotion: welcome },
        { id: 'v2', promotion: bonus },
      ],
      context(800),
    );

    expect(priced.removed).toEqual([
      {
        id: 'v1',
        reason:
          'The voucher WELCOME5 was removed from your cart: it needs a minimum spend of $10.00.',
      },
    ]);
    expect(priced.applied).toEqual([
      expect.objectContaining({ id: 'v2', discountCents: 0, creditCents: 500 }),
    ]);
  });
});

it('reads codes in any case', () => {
  expect(normalisedCode(' welcome5 ')).toBe('WELCOME5');
});
