import { type FastifyPluginCallback } from 'fastify';
import {
  EntitiesEnvelopeWire,
  PageQueryWire,
  ResultEnvelopeWire,
} from 'shared-kernel/wire/envelope';
import { WalletTransactionWire, WithdrawableFundsWire } from 'shared-kernel/wire/ledger';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { CustomerRepository } from '../customer/repository';
import { type CustomerLedgerLine, LedgerQueries } from './service';

export function lineToWire(line: CustomerLedgerLine): WalletTransactionWire {
  return {
    id: line.entryId,
    type: line.kind,
    status: line.status,
    account: line.account === 'customer_cash' ? 'cash' : 'promo_credit',
    description: line.description,
    reference: line.reference,
    amount: audMoney(line.amountCents),
    created_at: line.createdAt.toISOString(),
  };
}

/**
 * `GET /v2/transactions` (api.md §7.4): the customer's ledger lines, newest first.
 * `GET /v2/customer/withdrawable-funds` (api.md §7.4): the cash wallet (never promo credit) of a
 * verified customer; A$0.00 for one not yet verified, who cannot withdraw.
 */
export const ledgerRoutes: FastifyPluginCallback = (app, _options, done) => {
  const ledger = new LedgerQueries(app.database);

  app.get<{ Querystring: PageQueryWire }>(
    '/v2/transactions',
    {
      config: { access: 'customer' },
      schema: {
        querystring: PageQueryWire,
        response: responses(EntitiesEnvelopeWire(WalletTransactionWire)),
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const page = { limit: request.query.limit ?? 10, offset: request.query.offset ?? 0 };
      const { lines, total } = await ledger.linesOf(customerId, page);
      return entitiesEnvelope(lines.map(lineToWire), { ...page, total });
    },
  );

  app.get(
    '/v2/customer/withdrawable-funds',
    {
      config: { access: 'customer' },
      schema: { response: responses(ResultEnvelopeWire(WithdrawableFundsWire)) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const customer = await new CustomerRepository(app.database).findById(customerId);
      if (!customer?.isVerified) return resultEnvelope(audMoney(0));
      const { balanceCents } = await ledger.walletOf(customerId);
      return resultEnvelope(audMoney(Math.max(0, balanceCents)));
    },
  );
  done();
};
