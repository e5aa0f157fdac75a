import { formatBsb } from 'shared-kernel/contract/funds';
import { type FundWire } from 'shared-kernel/wire/payments';
import { maskedEmail } from '../two-factor/service';
import { type Fund } from './fund-records';

export type FundFlags = FundWire['flags'];

/**
 * What each fund can do (product.md §3 Payments): cards and PayPal accounts pay at the cart;
 * Verified bank accounts and PayPal accounts receive withdrawals; a bank account that failed
 * its verification is flagged so the customer can fix it.
 */
export function flagsOf(fund: Fund): FundFlags {
  switch (fund.type) {
    case 'cc':
      return { cart: true, withdraw: false, digital_wallets: false, failed_verification: false };
    case 'paypal':
      return { cart: true, withdraw: true, digital_wallets: false, failed_verification: false };
    case 'bank':
      return {
        cart: false,
        withdraw: fund.verificationStatus === 'Verified',
        digital_wallets: false,
        failed_verification: fund.verificationStatus === 'Failed Verification',
      };
  }
}

/** The account number as the customer recognises it: its last digits, or a masked PayID. */
function maskedAccountNumber(fund: Fund): string {
  const number = fund.accountNumber ?? '';
  if (fund.bankType === 'payid_email') return maskedEmail(number);
  const visible = fund.bankType === 'payid_phone' ? 3 : 4;
  return `•••• ${number.slice(-visible)}`;
}

function bankCodeOf(fund: Fund): string | null {
  if (fund.bankCode === null) return null;
  return fund.bankType === 'national' ? formatBsb(fund.bankCode) : fund.bankCode;
}

/** A fund on the wire: card numbers and bank account numbers masked, never the tokens. */
export function fundToWire(fund: Fund): FundWire {
  const common = { id: fund.id, default: fund.isDefault, type: fund.type, flags: flagsOf(fund) };
  if (fund.type === 'bank') {
    return {
      ...common,
      brand: 'bank',
      name: fund.accountName ?? '',
      number: maskedAccountNumber(fund),
      expiry: null,
      gateway: 'bank',
      bank_type: fund.bankType ?? 'national',
      bank_code: bankCodeOf(fund),
      account_name: fund.accountName ?? '',
      verification_status: fund.verificationStatus ?? 'Unverified',
    };
  }
  if (fund.type === 'paypal') {
    const email = fund.paypalEmail ?? '';
    return {
      ...common,
      brand: 'paypal',
      name: email,
      number: email,
      expiry: null,
      gateway: fund.gateway ?? 'braintree',
      email,
    };
  }
  return {
    ...common,
    brand: fund.brand as FundWire['brand'],
    name: fund.name ?? '',
    number: `•••• ${fund.last4 ?? ''}`,
    expiry: `${String(fund.expiryMonth ?? 0).padStart(2, '0')}/${String((fund.expiryYear ?? 0) % 100).padStart(2, '0')}`,
    gateway: fund.gateway ?? '',
  };
}
