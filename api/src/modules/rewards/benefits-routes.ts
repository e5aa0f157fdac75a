import { Type, type Static } from '@sinclair/typebox';
import { type FastifyPluginCallback } from 'fastify';
import { CustomerRepository } from '../customer/repository';
import { benefitsPage, customerOfBenefitsToken, expiredBenefitsPage } from './benefits';
import { isMember } from './entry-rules';
import { MembershipRepository } from './repository';

const BenefitsPageQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 2000 })) });

/**
 * The built-in partner benefits page (standing in for the partner's site), opened in the browser
 * from the member's signed link: the offers of their tier. A forged or expired link, or one of a
 * customer who is no longer a member, shows how to get a new one (403).
 */
export const partnerBenefitsRoutes: FastifyPluginCallback<{ secret: string }> = (
  app,
  { secret },
  done,
) => {
  app.get<{ Querystring: Static<typeof BenefitsPageQuery> }>(
    '/rewards/partner-benefits',
    { config: { access: 'anonymous' }, schema: { querystring: BenefitsPageQuery } },
    async (request, reply) => {
      const now = app.config.now();
      const customerId = customerOfBenefitsToken(secret, request.query.token ?? '', now);
      const [customer, membership] = customerId
        ? await Promise.all([
            new CustomerRepository(app.database).findById(customerId),
            new MembershipRepository(app.database).find(customerId),
          ])
        : [null, null];
      void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!customer || customer.status === 'closed' || !membership || !isMember(membership)) {
        return reply.status(403).send(expiredBenefitsPage(app.config.publicUrl));
      }
      return reply.send(
        benefitsPage({ firstname: customer.firstname, premium: membership.tier === 'premium' }),
      );
    },
  );
  done();
};
