import { type FastifyPluginAsync } from 'fastify';
import { withdrawalOpsRoutes } from './ops-routes';
import { approvalThresholdCentsOf, type PayoutAdapters, payoutAdaptersFor } from './payout-choice';
import { withdrawalRoutes } from './routes';
import { type WithdrawalFunds, WithdrawalsService } from './service';

/**
 * Withdrawals: the customer's calls (/v2/withdrawals) and the operators' page (/ops/withdrawals,
 * role payments). Payouts go through the payout port (payout-choice.ts); withdrawals over
 * WITHDRAWAL_APPROVAL_THRESHOLD dollars (default 1000) wait for an operator's approval.
 */
export const withdrawalsModule: FastifyPluginAsync<{
  funds: WithdrawalFunds;
  payouts?: PayoutAdapters;
}> = async (app, { funds, payouts }) => {
  const approvalThresholdCents = approvalThresholdCentsOf(process.env);
  const withdrawals = new WithdrawalsService(
    app.database,
    funds,
    payouts ?? payoutAdaptersFor(process.env),
    app.outbox,
    {
      publicUrl: app.config.publicUrl,
      now: app.config.now,
      approvalThresholdCents,
      onPayoutFailure: (error, withdrawalId) =>
        app.log.error(
          { err: error, withdrawalId },
          'a withdrawal could not be handed to its payout',
        ),
    },
  );
  await app.register(withdrawalRoutes, { withdrawals });
  await app.register(withdrawalOpsRoutes, { withdrawals, approvalThresholdCents });
};
