import {
  cancelPendingPrecommitment,
  cancelPendingSpendLimit,
  changeSpendLimit,
  createSpendLimit,
  fetchPrecommitment,
  fetchSpendLimits,
  type Precommitment,
  removePrecommitment,
  removeSpendLimit,
  setPrecommitment,
  type SpendLimitPeriod,
  type SpendLimits,
} from 'shared-kernel/contract/limits';

/** The limit calls of api.md §7.4; tests pass their own. */
export interface LimitsApi {
  fetchSpendLimits: () => Promise<SpendLimits>;
  /** POST for a period without a limit, PUT to change one; `amount` in dollars. */
  saveSpendLimit: (
    period: SpendLimitPeriod,
    amount: number,
    isNew: boolean,
  ) => Promise<SpendLimits>;
  removeSpendLimit: (id: string) => Promise<SpendLimits>;
  /** Drops a raise or a removal still in its cooling-off time. */
  cancelSpendLimitChange: (id: string) => Promise<SpendLimits>;
  fetchPrecommitment: () => Promise<Precommitment>;
  savePrecommitment: (limit: number) => Promise<Precommitment>;
  removePrecommitment: () => Promise<Precommitment>;
  cancelPrecommitmentChange: () => Promise<Precommitment>;
}

export const kernelLimitsApi: LimitsApi = {
  fetchSpendLimits: () => fetchSpendLimits(),
  saveSpendLimit: (period, amount, isNew) =>
    isNew ? createSpendLimit(period, amount) : changeSpendLimit(period, amount),
  removeSpendLimit: (id) => removeSpendLimit(id),
  cancelSpendLimitChange: (id) => cancelPendingSpendLimit(id),
  fetchPrecommitment: () => fetchPrecommitment(),
  savePrecommitment: (limit) => setPrecommitment(limit),
  removePrecommitment: () => removePrecommitment(),
  cancelPrecommitmentChange: () => cancelPendingPrecommitment(),
};
