import { Type } from '@sinclair/typebox';
import { type FastifyPluginCallback } from 'fastify';
import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { customerOf } from '../auth/bearer-token';
import { subscriptionCalendarPdf, type SubscriptionCalendar } from './subscription-calendar-pdf';

/** Upcoming draws a calendar lists: about half a year of weekly draws. */
export const calendarDrawsMax = 26;

const filePattern = /^([0-9a-f-]{36})-calendar\.pdf$/i;

/** The customer's recurring purchase and its offer's upcoming draws; null when not theirs. */
export async function findCalendar(
  database: Kysely<Database>,
  customerId: string,
  recurringPurchaseId: string,
  now: Date,
): Promise<SubscriptionCalendar | null> {
  const purchase = await database
    .selectFrom('recurring_purchases')
    .innerJoin('product_offers', 'product_offers.key', 'recurring_purchases.product_offer_key')
    .select([
      'recurring_purchases.description',
      'recurring_purchases.product_offer_key',
      'product_offers.name',
    ])
    .where('recurring_purchases.id', '=', recurringPurchaseId)
    .where('recurring_purchases.customer_id', '=', customerId)
    .executeTakeFirst();
  if (!purchase) return null;
  const draws = await database
    .selectFrom('draws')
    .select(['draw_no', 'stop', 'draw_at'])
    .where('product_offer_key', '=', purchase.product_offer_key)
    .where('stop', '>', now)
    .orderBy('stop', 'asc')
    .limit(calendarDrawsMax)
    .execute();
  return {
    title: purchase.description,
    offerName: purchase.name,
    draws: draws.map((draw) => ({
      drawNo: draw.draw_no,
      stop: new Date(draw.stop),
      drawAt: draw.draw_at === null ? null : new Date(draw.draw_at),
    })),
    generatedAt: now,
  };
}

/**
 * GET /v2/public/pdf/subscription/{key}-calendar.pdf (product.md §2): the signed-in owner's
 * recurring purchase (key: its id) as a PDF of the draws it will play. Anyone else's key, or an
 * unknown one, answers 404, so a key reveals nothing.
 */
export const subscriptionCalendarRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Params: { file: string } }>(
    '/v2/public/pdf/subscription/:file',
    {
      config: { access: 'customer', capability: 'subscription_manage' },
      schema: { params: Type.Object({ file: Type.String({ maxLength: 100 }) }) },
    },
    async (request, reply) => {
      const { customerId } = customerOf(request);
      const key = filePattern.exec(request.params.file)?.[1];
      const calendar =
        key === undefined
          ? null
          : await findCalendar(app.database, customerId, key, app.config.now());
      if (calendar === null) {
        throw new ApiError(404, 'not_found', 'There is no such subscription calendar.');
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${key}-calendar.pdf"`)
        .send(await subscriptionCalendarPdf(calendar));
    },
  );
  done();
};
