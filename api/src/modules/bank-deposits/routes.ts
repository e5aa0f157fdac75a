import { type FastifyPluginCallback } from 'fastify';
import { DepositEnvelopeWire, DepositRequestWire } from 'shared-kernel/wire/payments';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { idempotencyKeyOf } from '../purchase/idempotency';
import { depositCentsOf } from '../payments/deposit-amount';
import { bankDepositMethodCodes, depositBoundsOf } from '../payments/deposit-methods';
import { depositToWire, withPendingMessage } from '../payments/deposit-wire';
import { type BankDepositsService } from './service';

/**
 * `POST /v2/funds/{bd|bp|td|dd}/deposit` (Idempotency-Key): a bank deposit. The answer is the
 * pending deposit with its instructions and reference (message code deposit_pending); it is
 * settled later by the bank feed or an operator (`/ops/deposits`). Read it again with
 * `GET /v2/funds/{depositId}/deposit`; `POST /v2/funds/{depositId}/deposit/cancel` voids it.
 */
export const bankDepositRoutes: FastifyPluginCallback<{ bankDeposits: BankDepositsService }> = (
  app,
  { bankDeposits },
  done,
) => {
  for (const method of bankDepositMethodCodes) {
    app.post<{ Body: DepositRequestWire }>(
      `/v2/funds/${method}/deposit`,
      {
        config: { access: 'customer', capability: 'wallet_deposit' },
        schema: { body: DepositRequestWire, response: responses(DepositEnvelopeWire) },
      },
      async (request) => {
        const { customerId } = customerOf(request);
        const deposit = await bankDeposits.deposit(
          customerId,
          idempotencyKeyOf(request),
          `funds/${method}/deposit`,
          request.body,
          {
            method,
            amountCents: depositCentsOf(request.body.amount, depositBoundsOf(method)),
            fundId: request.body.customer_fund_id ?? null,
          },
        );
        return withPendingMessage(deposit, resultEnvelope(depositToWire(deposit)));
      },
    );
  }
  done();
};
