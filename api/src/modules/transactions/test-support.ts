import { type FastifyInstance } from 'fastify';
import { type LedgerTransferKind } from '../../database/ledger-schema';
import { Ledger } from '../ledger/service';

/** Test support: moves money of the customer's cash wallet or promo credit through the ledger. */
export async function moveMoney(
  app: Pick<FastifyInstance, 'database'>,
  customerId: string,
  movement: {
    kind: LedgerTransferKind;
    cents: number;
    at: Date;
    description?: string;
    reference?: string | null;
    account?: 'cash' | 'promo_credit';
    /** Held (pending) instead of posted. */
    isPending?: boolean;
  },
): Promise<string> {
  return app.database.transaction().execute(async (transaction) => {
    const ledger = new Ledger(transaction);
    const accounts = await ledger.lockCustomerAccounts(customerId);
    const account = movement.account === 'promo_credit' ? accounts.promoCredit : accounts.cash;
    const request = {
      customerId,
      kind: movement.kind,
      description: movement.description ?? `Test ${movement.kind}`,
      reference: movement.reference ?? null,
      legs: [
        { operatorAccount: 'gateway_clearing' as const, amountCents: -movement.cents },
        { accountId: account.id, amountCents: movement.cents },
      ],
      at: movement.at,
    };
    return movement.isPending ? ledger.hold(request) : ledger.post(request, accounts);
  });
}

/** Test support: posts or voids a pending transfer. */
export async function settle(
  app: Pick<FastifyInstance, 'database'>,
  customerId: string,
  transferId: string,
  outcome: 'posted' | 'voided',
  at: Date,
): Promise<void> {
  await app.database.transaction().execute(async (transaction) => {
    const ledger = new Ledger(transaction);
    const accounts = await ledger.lockCustomerAccounts(customerId);
    await ledger.settle(transferId, outcome, at, accounts);
  });
}
