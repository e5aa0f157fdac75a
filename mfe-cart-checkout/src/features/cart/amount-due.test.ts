import { amountDueCentsOf, isCoveredByWallet, type AmountDueInput } from './amount-due';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

function input(overrides: Partial<AmountDueInput>): AmountDueInput {
  return {
    cartTotal: aud(30),
    preOrderTotal: aud(0),
    isWalletEnabled: true,
    balance: aud(0),
    ...overrides,
  };
}

describe('the wallet-aware amount due', () => {
  it('is the shortfall when the balance is below the total', () => {
    expect(amountDueCentsOf(input({ balance: aud(12.5) }))).toBe(1750);
    expect(isCoveredByWallet(input({ balance: aud(12.5) }))).toBe(false);
  });

  it('is the total less the pre-order total when the balance covers it', () => {
    const covered = input({ cartTotal: aud(30), preOrderTotal: aud(10), balance: aud(20) });
    expect(amountDueCentsOf(covered)).toBe(2000);
    expect(isCoveredByWallet(covered)).toBe(true);
  });

  it('leaves the pre-ordered part out of the shortfall', () => {
    expect(amountDueCentsOf(input({ preOrderTotal: aud(10), balance: aud(5) }))).toBe(1500);
  });

  it('is the whole payable amount when there is no wallet', () => {
    const noWallet = input({ isWalletEnabled: false, balance: aud(100) });
    expect(amountDueCentsOf(noWallet)).toBe(3000);
    expect(isCoveredByWallet(noWallet)).toBe(false);
    expect(amountDueCentsOf(input({ balance: null }))).toBe(3000);
  });

  it('counts in cents, so 0.1 + 0.2 style sums stay exact', () => {
    expect(amountDueCentsOf(input({ cartTotal: aud(0.3), balance: aud(0.1) }))).toBe(20);
  });
});
