import { type FastifyPluginCallback } from 'fastify';
import { ResultEnvelopeWire } from 'shared-kernel/wire/envelope';
import { WithdrawableFundsWire } from 'shared-kernel/wire/ledger';
import { resultEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { withdrawableCentsOf } from '../withdrawals/request-checks';

/**
 * `GET /v2/customer/withdrawable-funds` (api.md §7.4): the cash wallet (never promo credit) of a
 * verified customer; A$0.00 for one not yet verified, who cannot withdraw.
 */
export const ledgerRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get(
    '/v2/customer/withdrawable-funds',
    {
      config: { access: 'customer', capability: 'wallet_withdrawal' },
      schema: { response: responses(ResultEnvelopeWire(WithdrawableFundsWire)) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      return resultEnvelope(audMoney(await withdrawableCentsOf(app.database, customerId)));
    },
  );
  done();
};
