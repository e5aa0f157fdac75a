import { withdrawalMethodRules } from 'shared-kernel/contract/withdrawals';
import { type PaymentMethodWire } from 'shared-kernel/wire/payments';
import { ApiError } from '../../http/envelope';
import { type DepositMethodDescriptor } from './deposit-methods';
import { type Fund } from './fund-records';
import { type FundFlags, flagsOf, fundToWire } from './fund-wire';
import { type PaymentGateway } from './gateway';
import { paypalMethodCode } from './paypal-gateway';

/** `filter[]=funds.cart eq true` criteria: flag name → wanted value. */
export type FundCriteria = Partial<Record<keyof FundFlags, boolean>>;

const flagNames: ReadonlySet<string> = new Set([
  'cart',
  'withdraw',
  'digital_wallets',
  'failed_verification',
]);

/** Reads the `filter[]` criteria of api.md §7.7; 400 invalid_filter for anything else. */
export function fundCriteriaOf(query: unknown): FundCriteria {
  const raw =
    (query as Record<string, unknown> | null)?.['filter[]'] ??
    (query as Record<string, unknown> | null)?.filter;
  const texts = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const criteria: FundCriteria = {};
  for (const text of texts) {
    const match = /^funds\.([a-z_]+) eq (true|false)$/.exec(String(text).trim());
    if (!match?.[1] || !flagNames.has(match[1])) {
      throw new ApiError(
        400,
        'invalid_filter',
        `The filter "${String(text)}" is not of the form funds.<cart|withdraw|digital_wallets|failed_verification> eq true|false.`,
      );
    }
    criteria[match[1] as keyof FundFlags] = match[2] === 'true';
  }
  return criteria;
}

function matches(flags: FundFlags, criteria: FundCriteria): boolean {
  return Object.entries(criteria).every(
    ([flag, wanted]) => flags[flag as keyof FundFlags] === wanted,
  );
}

const noFlags: FundFlags = {
  cart: false,
  withdraw: false,
  digital_wallets: false,
  failed_verification: false,
};

interface MethodDraft {
  code: string;
  /** What the method itself is for, when it has no fund that matches. */
  flags: FundFlags;
  funds: Fund[];
  availableGateways: string[];
  attributes: Record<string, unknown>;
  enabled: boolean;
  minAmountCents: number | null;
  maxAmountCents: number | null;
  cscRequired: Record<string, Record<string, boolean>>;
}

/**
 * A method is listed when a fund of it matches every criterion or the method itself does (a
 * method with nothing saved yet: PayPal, Apple Pay, a bank deposit, a donation); it carries only
 * the funds that match.
 */
function listed(drafts: MethodDraft[], criteria: FundCriteria): PaymentMethodWire[] {
  return drafts.flatMap((draft) => {
    const funds = draft.funds.filter((fund) => matches(flagsOf(fund), criteria));
    if (funds.length === 0 && !matches(draft.flags, criteria)) return [];
    const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
    return [
      {
        code: draft.code,
        funds: funds.map(fundToWire),
        available_gateways: draft.availableGateways,
        attributes: draft.attributes,
        rules: {
          enabled: draft.enabled,
          min_amount: dollars(draft.minAmountCents),
          max_amount: dollars(draft.maxAmountCents),
          gateway: Object.fromEntries(
            Object.entries(draft.cscRequired).map(([key, cscRequired]) => [
              key,
              { csc_required: cscRequired },
            ]),
          ),
        },
      },
    ];
  });
}

export interface PaymentMethodsContext {
  funds: Fund[];
  gateway: Pick<PaymentGateway, 'key' | 'cscRequired'>;
  paypalGatewayKey: string;
  /** The other deposit methods (ap, gp, bd, bp, td, dd). */
  otherDepositMethods: DepositMethodDescriptor[];
}

/** Deposit limits of cards and PayPal: A$0.01 (api.md §9 minimum amount) to A$5,000.00. */
const cardMinAmountCents = 1;
const cardMaxAmountCents = 500_000;

function depositDrafts(context: PaymentMethodsContext): MethodDraft[] {
  const { funds, gateway } = context;
  const verifiedBankAccounts = funds.filter(
    (fund) => fund.type === 'bank' && flagsOf(fund).withdraw,
  );
  const drafts: MethodDraft[] = [
    {
      code: 'cc',
      flags: { ...noFlags, cart: true },
      funds: funds.filter((fund) => fund.type === 'cc'),
      availableGateways: [gateway.key],
      attributes: {},
      enabled: true,
      minAmountCents: cardMinAmountCents,
      maxAmountCents: cardMaxAmountCents,
      cscRequired: { [gateway.key]: { ...gateway.cscRequired } },
    },
    {
      code: paypalMethodCode,
      flags: { ...noFlags, cart: true },
      funds: funds.filter((fund) => fund.type === 'paypal'),
      availableGateways: [context.paypalGatewayKey],
      attributes: {},
      enabled: true,
      minAmountCents: cardMinAmountCents,
      maxAmountCents: cardMaxAmountCents,
      cscRequired: { [context.paypalGatewayKey]: {} },
    },
  ];
  for (const method of context.otherDepositMethods) {
    const isWallet = method.code === 'ap' || method.code === 'gp';
    drafts.push({
      code: method.code,
      flags: { ...noFlags, digital_wallets: isWallet },
      funds: method.code === 'dd' ? verifiedBankAccounts : [],
      availableGateways: method.gatewayKeys,
      attributes: method.attributes,
      enabled: method.enabled,
      minAmountCents: method.minAmountCents,
      maxAmountCents: method.maxAmountCents,
      cscRequired: Object.fromEntries(method.gatewayKeys.map((key) => [key, {}])),
    });
  }
  return drafts;
}

function withdrawalDrafts(context: PaymentMethodsContext): MethodDraft[] {
  const bankAccounts = context.funds.filter((fund) => fund.type === 'bank');
  const withdrawal = (
    code: 'tt' | 'tw' | 'pl' | 'do',
    funds: Fund[],
    attributes: Record<string, unknown>,
  ): MethodDraft => ({
    code,
    flags: { ...noFlags, withdraw: true },
    funds,
    availableGateways: [],
    attributes: { name: withdrawalMethodRules[code].name, ...attributes },
    enabled: true,
    minAmountCents: Math.round(withdrawalMethodRules[code].minAmount * 100),
    maxAmountCents: null,
    cscRequired: {},
  });
  return [
    withdrawal(
      'tt',
      bankAccounts.filter((fund) => fund.bankType !== 'international'),
      { bank_types: ['national', 'payid_email', 'payid_phone'] },
    ),
    withdrawal(
      'tw',
      bankAccounts.filter((fund) => fund.bankType === 'international'),
      { bank_types: ['international'] },
    ),
    withdrawal(
      'pl',
      context.funds.filter((fund) => fund.type === 'paypal'),
      {},
    ),
    withdrawal('do', [], {}),
  ];
}

/**
 * `GET /v2/payment_methods` (api.md §7.7): the withdrawal methods (tt, tw, pl, do) when the
 * criteria ask for `funds.withdraw eq true` or `funds.failed_verification eq true`, else the
 * deposit methods (cc, pl, ap, gp, bd, bp, td, dd); each with the customer's funds that match.
 */
export function paymentMethodsOf(
  context: PaymentMethodsContext,
  criteria: FundCriteria,
): PaymentMethodWire[] {
  const forWithdrawal = criteria.withdraw === true || criteria.failed_verification === true;
  return listed(forWithdrawal ? withdrawalDrafts(context) : depositDrafts(context), criteria);
}
