import { type FastifyPluginCallback } from 'fastify';
import {
  CloseAccountRequestWire,
  CustomerOverviewEnvelopeWire,
  MigrationEnvelopeWire,
} from 'shared-kernel/wire/customer';
import { EmptyResultEnvelopeWire } from 'shared-kernel/wire/auth';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { setUpIdentityRoutes } from '../auth/identity-routes-setup';
import { identityServicesOf } from '../auth/services';
import { LedgerQueries } from '../ledger/service';
import { activePlayBreak } from '../responsible-play/play-breaks';
import { MembershipService } from '../rewards/service';
import { membershipToWire } from '../rewards/wire';
import { verificationMethodsOf } from '../verification/service';
import { registerDetailsRoutes } from './details-routes';
import { customerToWire } from './overview';

export const accountClosedMessage = 'Your account has been closed.';

/**
 * Customer (api.md §7.4): the overview, closing the account, migration (§7.10), and the account
 * details calls (`details-routes.ts`).
 */
export const customerRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { auth, customers } = identityServicesOf(app);
  setUpIdentityRoutes(app);
  registerDetailsRoutes(app);

  app.get(
    '/v2/customer',
    {
      config: { access: 'customer' },
      schema: { response: responses(CustomerOverviewEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const customer = await customers.activeCustomer(customerId);
      const [wallet, methods, playBreak, membership] = await Promise.all([
        new LedgerQueries(app.database).walletOf(customerId),
        verificationMethodsOf(app.database, customerId, customer.isVerified),
        activePlayBreak(app.database, customerId, app.config.now()),
        new MembershipService(app.database, app.config.now).view(customerId),
      ]);
      return resultEnvelope(
        customerToWire(customer, {
          wallet,
          verification: { methods },
          onPlayBreak: playBreak !== null,
          membershipPrograms: [membershipToWire(membership)],
        }),
      );
    },
  );

  app.delete<{ Body: CloseAccountRequestWire | undefined }>(
    '/v2/customer',
    {
      config: { access: 'customer', capability: 'customer_deactivate' },
      schema: { body: CloseAccountRequestWire, response: responses(EmptyResultEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      await auth.closeAccount(customerId, request.body?.password);
      return {
        ...resultEnvelope(null),
        messages: [{ code: 'success', level: 'info' as const, message: accountClosedMessage }],
      };
    },
  );

  app.post(
    '/v2/migration/migrate',
    {
      config: { access: 'customer', capability: 'customer_migration' },
      schema: { response: responses(MigrationEnvelopeWire, 200) },
    },
    async (request, reply) => {
      const { customerId } = customerOf(request);
      const status = await customers.migrate(customerId);
      return reply
        .status(status === 'in_progress' ? 202 : 200)
        .send(resultEnvelope({ migration_status: status }));
    },
  );
  done();
};
