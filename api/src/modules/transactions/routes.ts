import { type FastifyPluginCallback } from 'fastify';
import {
  TransactionsEnvelopeWire,
  TransactionsQueryWire,
  type WalletTransactionWire,
} from 'shared-kernel/wire/transactions';
import { entitiesEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { transactionsCsv } from './csv';
import { type TransactionLine, TransactionService } from './service';

const defaultPageSize = 10;

export function lineToWire(line: TransactionLine): WalletTransactionWire {
  return {
    id: line.entryId,
    type: line.type,
    status: line.status,
    account: line.account === 'customer_cash' ? 'cash' : 'promo_credit',
    description: line.description,
    reference: line.reference,
    amount: audMoney(line.amountCents),
    balance: line.balanceCents === null ? null : audMoney(line.balanceCents),
    created_at: line.createdAt.toISOString(),
    withdrawal_status: line.withdrawalStatus,
  };
}

/**
 * `GET /v2/transactions` (api.md §7.4, limit and offset): the customer's ledger lines, newest
 * first, with the cash wallet's running balance; filtered by type and by day. `format=csv`
 * answers every line of the filter as a file.
 */
export const transactionRoutes: FastifyPluginCallback = (app, _options, done) => {
  const transactions = new TransactionService(app.database);

  app.get<{ Querystring: TransactionsQueryWire }>(
    '/v2/transactions',
    {
      config: { access: 'customer' },
      schema: {
        querystring: TransactionsQueryWire,
        response: responses(TransactionsEnvelopeWire),
      },
    },
    async (request, reply) => {
      const { customerId } = customerOf(request);
      const { limit, offset, format, ...filter } = request.query;
      if (format === 'csv') {
        const lines = await transactions.allOf(customerId, filter);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="transactions.csv"')
          .header('cache-control', 'no-store')
          .send(transactionsCsv(lines));
      }
      const page = { limit: limit ?? defaultPageSize, offset: offset ?? 0 };
      const { lines, total } = await transactions.pageOf(customerId, filter, page);
      return entitiesEnvelope(lines.map(lineToWire), { ...page, total });
    },
  );
  done();
};
