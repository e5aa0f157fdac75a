import {
  type CallOptions,
  type CamelCased,
  clientOf,
  encode,
  moneyOrNull,
  withSignal,
} from '../call';
import { toMoney } from '../money/money';
import {
  type Precommitment,
  type SpendLimit,
  type SpendLimitPeriod,
  type SpendLimits,
} from './model';
import { type PrecommitmentWire, type SpendLimitsWire, type SpendLimitWire } from './wire';

// Spend, deposit and precommitment limits (api.md §7.4), sent form-encoded as the spec says.

function spendLimitFromWire(limit: CamelCased<SpendLimitWire>): SpendLimit {
  return {
    ...limit,
    amount: toMoney(limit.amount),
    spent: toMoney(limit.spent),
    remaining: toMoney(limit.remaining),
    pendingAmount: moneyOrNull(limit.pendingAmount),
    periodEndsAt: limit.periodEndsAt ?? null,
  };
}

function spendLimitsFromWire(limits: CamelCased<SpendLimitsWire>): SpendLimits {
  return {
    availablePeriods: limits.availablePeriods,
    customerLimits: limits.customerLimits.map(spendLimitFromWire),
    systemLimits: limits.systemLimits.map(spendLimitFromWire),
    spendLimitRequired: limits.spendLimitRequired,
  };
}

function precommitmentFromWire(precommitment: CamelCased<PrecommitmentWire>): Precommitment {
  return {
    limit: moneyOrNull(precommitment.limit),
    spent: toMoney(precommitment.spent),
    pendingLimit: moneyOrNull(precommitment.pendingLimit),
    pendingFrom: precommitment.pendingFrom ?? null,
    periodEndsAt: precommitment.periodEndsAt ?? null,
  };
}

async function spendLimitsCall(
  request: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown },
  options: CallOptions,
): Promise<SpendLimits> {
  const response = await clientOf(options).request<CamelCased<SpendLimitsWire>>(
    withSignal(
      {
        ...request,
        cache: false,
        ...(request.body === undefined ? {} : { mode: 'form' as const }),
      },
      options,
    ),
  );
  return spendLimitsFromWire(response.result);
}

async function precommitmentCall(
  request: { method?: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown },
  options: CallOptions,
): Promise<Precommitment> {
  const response = await clientOf(options).request<CamelCased<PrecommitmentWire>>(
    withSignal(
      {
        ...request,
        cache: false,
        ...(request.body === undefined ? {} : { mode: 'form' as const }),
      },
      options,
    ),
  );
  return precommitmentFromWire(response.result);
}

/** GET /v2/spend-limits: periods offered, the customer's limits and the system limits. */
export function fetchSpendLimits(options: CallOptions = {}): Promise<SpendLimits> {
  return spendLimitsCall({ path: '/spend-limits' }, options);
}

/** POST /v2/spend-limits/{period} (form `amount`, dollars): sets a limit of a new period. */
export function createSpendLimit(
  period: SpendLimitPeriod,
  amount: number,
  options: CallOptions = {},
): Promise<SpendLimits> {
  return spendLimitsCall(
    { method: 'POST', path: `/spend-limits/${encode(period)}`, body: { amount } },
    options,
  );
}

/** PUT /v2/spend-limits/{period} (form `amount`): lowering applies at once, raising after 7 days. */
export function changeSpendLimit(
  period: SpendLimitPeriod,
  amount: number,
  options: CallOptions = {},
): Promise<SpendLimits> {
  return spendLimitsCall(
    { method: 'PUT', path: `/spend-limits/${encode(period)}`, body: { amount } },
    options,
  );
}

/** DELETE /v2/spend-limits/{id}: the limit ends after the cooling-off time. */
export function removeSpendLimit(id: string, options: CallOptions = {}): Promise<SpendLimits> {
  return spendLimitsCall({ method: 'DELETE', path: `/spend-limits/${encode(id)}` }, options);
}

/** DELETE /v2/spend-limits/{id}/pending: cancels a raise or removal still waiting. */
export function cancelPendingSpendLimit(
  id: string,
  options: CallOptions = {},
): Promise<SpendLimits> {
  return spendLimitsCall(
    { method: 'DELETE', path: `/spend-limits/${encode(id)}/pending` },
    options,
  );
}

/** GET /v2/precommitment: the monthly precommitment limit and what was spent this month. */
export function fetchPrecommitment(options: CallOptions = {}): Promise<Precommitment> {
  return precommitmentCall({ path: '/precommitment' }, options);
}

/** POST /v2/precommitment (form `limit`, dollars per calendar month). */
export function setPrecommitment(limit: number, options: CallOptions = {}): Promise<Precommitment> {
  return precommitmentCall({ method: 'POST', path: '/precommitment', body: { limit } }, options);
}

/** DELETE /v2/precommitment: the precommitment ends after the cooling-off time. */
export function removePrecommitment(options: CallOptions = {}): Promise<Precommitment> {
  return precommitmentCall({ method: 'DELETE', path: '/precommitment' }, options);
}

/** DELETE /v2/precommitment/pending: cancels a raise or removal still waiting. */
export function cancelPendingPrecommitment(options: CallOptions = {}): Promise<Precommitment> {
  return precommitmentCall({ method: 'DELETE', path: '/precommitment/pending' }, options);
}
