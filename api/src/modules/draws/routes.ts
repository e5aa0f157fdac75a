import { type Static, Type } from '@sinclair/typebox';
import { type FastifyPluginCallback } from 'fastify';
import { apiVersions } from 'shared-kernel';
import {
  type CustomerDrawTicketWire,
  DrawCustomerResultEnvelopeWire,
  DrawDetailsEnvelopeWire,
  type DrawDetailsWire,
  DrawPreviewEnvelopeWire,
  type DrawPreviewWire,
  FullResultsEnvelopeWire,
  type LotteryDrawStatusWire,
  PastDrawsEnvelopeWire,
  PastDrawsQueryWire,
  type PastDrawWire,
  RafflePrizesEnvelopeWire,
  RaffleWinnersEnvelopeWire,
  type RaffleWinnerWire,
  ResultKeysEnvelopeWire,
  StatisticsEnvelopeWire,
} from 'shared-kernel/wire/draws';
import { type MoneyWire } from 'shared-kernel/wire/envelope';
import {
  type DrawTypeWire,
  type RafflePurchaseStatusWire,
} from 'shared-kernel/wire/product-offers';
import { requireApiVersion } from '../../http/api-version';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { responses } from '../../http/response-schemas';
import {
  type CustomerDrawTicket,
  type Draw,
  DrawRepository,
  type RaffleWinner,
} from './repository';
import { type DrawDetails, DrawService, type PastDrawsQuery } from './service';

const offerKeyPattern = '^[a-z0-9_-]{1,100}$';

const drawTypes: Record<string, DrawTypeWire> = {
  lottery_ticket: 'lottery_ticket_draw',
  raffle_ticket: 'raffle_ticket_draw',
  syndicate_share: 'syndicate_share_draw',
};

const money = (cents: number | null): MoneyWire | null => (cents === null ? null : audMoney(cents));

/** The winning numbers by set name, with the supplementaries under `Supplementary`. */
function resultsOf(draw: Draw): Record<string, number[]> {
  const results: Record<string, number[]> = {};
  for (const set of draw.numberSets) results[set.name] = set.numbers;
  if (draw.supplementaries.length > 0) results.Supplementary = draw.supplementaries;
  return results;
}

export function pastDrawToWire(draw: Draw): PastDrawWire {
  return {
    id: draw.id,
    type: drawTypes[draw.offerType] ?? 'lottery_ticket_draw',
    draw_id: `${draw.productOfferKey}:${draw.drawNo}`,
    draw_no: draw.drawNo,
    draw_date: (draw.drawnAt ?? draw.stop).toISOString(),
    lottery_key: draw.productOfferKey,
    lottery_name: draw.offerName,
    display_category: draw.displayCategory,
    status: draw.status as LotteryDrawStatusWire,
    prize_pool: draw.isPrizePoolUnknown ? null : money(draw.prizePoolCents),
    prize_pool_suffix: draw.prizePoolSuffix,
    results: resultsOf(draw),
    jackpot_image: null,
    purchase_status: draw.purchaseStatus as RafflePurchaseStatusWire | null,
    customer_data: null,
  };
}

function detailsToWire(draw: DrawDetails): DrawDetailsWire {
  return {
    ...pastDrawToWire(draw),
    number_sets: draw.numberSets,
    supplementaries: draw.supplementaries,
    dividends: draw.dividends.map((dividend) => ({
      division: dividend.division,
      description: dividend.description,
      winners: dividend.winners,
      prize_per_winner: money(dividend.prizePerWinnerCents),
    })),
    total_winners: draw.dividends.reduce((sum, dividend) => sum + dividend.winners, 0),
  };
}

function customerTicketToWire(ticket: CustomerDrawTicket): CustomerDrawTicketWire {
  return {
    id: ticket.id,
    checkout_id: ticket.checkoutId,
    description: ticket.description,
    game_type: ticket.gameType,
    game_offer: ticket.gameOffer,
    games: ticket.games,
    num_games: ticket.numGames,
    first_draw_no: ticket.firstDrawNo,
    num_draws: ticket.numDraws,
    day: ticket.day,
    cause_key: ticket.causeKey,
    price: audMoney(ticket.priceCents),
    purchase_status: ticket.purchaseStatus,
  };
}

function winnerToWire(winner: RaffleWinner): RaffleWinnerWire {
  return {
    prize_ranking: winner.prizeRanking,
    prize_name: winner.prizeName,
    name: winner.name,
    location: winner.location,
    ticket_number: winner.ticketNumber,
  };
}

/** Refuses a call made in another API version than the one api.md §9 gives it. */

const PastParams = Type.Object({
  pricingId: Type.String({ pattern: '^[a-z0-9_-]{1,64}$' }),
  offerKey: Type.String({ pattern: offerKeyPattern }),
});
const PricingParams = Type.Object({ pricingId: Type.String({ pattern: '^[a-z0-9_-]{1,64}$' }) });
const OfferParams = Type.Object({ offerKey: Type.String({ pattern: offerKeyPattern }) });
const ArchivedParams = Type.Object({
  offerKey: Type.String({ pattern: offerKeyPattern }),
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
});
const DrawParams = Type.Object({
  offerKey: Type.String({ pattern: offerKeyPattern }),
  drawNo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
const StatisticsParams = Type.Object({ key: Type.String({ pattern: offerKeyPattern }) });

/** Offer keys that stand for every offer in the past draw lists. */
const everyOffer = new Set(['all', 'latest']);

/**
 * Draws and results (api.md §7.6): past draw lists (v3.7), the latest results, draw details
 * (v3.6) with prizes and winners, draw previews, result keys and number statistics.
 */
export const drawRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = new DrawService(new DrawRepository(app.database, app.readDatabase));

  const pastPage = async (query: PastDrawsQuery) => {
    const { draws, total, limit, offset } = await service.findPast(query);
    return entitiesEnvelope(draws.map(pastDrawToWire), { limit, offset, total });
  };
  const offerOrEvery = (offerKey: string) => (everyOffer.has(offerKey) ? null : offerKey);

  app.get<{ Params: Static<typeof PricingParams> }>(
    '/v2/draws/pricing/:pricingId/past/result_keys',
    {
      schema: { params: PricingParams, response: responses(ResultKeysEnvelopeWire) },
      config: { access: 'anonymous', cache: 'past_result_keys' },
    },
    async (request) => {
      await service.assertPricingExists(request.params.pricingId);
      const offers = await service.findResultKeys();
      return entitiesEnvelope(
        offers.map((offer) => ({
          product_offer_key: offer.key,
          name: offer.name,
          url: offer.url,
          type: offer.type,
          display_category: offer.displayCategory,
          result_keys: offer.resultKeys,
        })),
      );
    },
  );

  app.get<{ Params: Static<typeof PastParams>; Querystring: PastDrawsQueryWire }>(
    '/v2/draws/pricing/:pricingId/past/:offerKey',
    {
      config: { access: 'anonymous' },
      schema: {
        params: PastParams,
        querystring: PastDrawsQueryWire,
        response: responses(PastDrawsEnvelopeWire),
      },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.pastDraws, 'Past draws');
      await service.assertPricingExists(request.params.pricingId);
      return pastPage({ ...request.query, offerKey: offerOrEvery(request.params.offerKey) });
    },
  );

  // Customer orders join these lists once calls are authenticated; until then it is the same list.
  app.get<{ Params: Static<typeof OfferParams>; Querystring: PastDrawsQueryWire }>(
    '/v2/draws/past_customer/:offerKey',
    {
      config: { access: 'anonymous' },
      schema: {
        params: OfferParams,
        querystring: PastDrawsQueryWire,
        response: responses(PastDrawsEnvelopeWire),
      },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.pastDraws, 'Past draws');
      return pastPage({ ...request.query, offerKey: offerOrEvery(request.params.offerKey) });
    },
  );

  app.get<{ Params: Static<typeof ArchivedParams>; Querystring: PastDrawsQueryWire }>(
    '/v2/draws/past/archived/:offerKey/:year/:month',
    {
      config: { access: 'anonymous' },
      schema: {
        params: ArchivedParams,
        querystring: PastDrawsQueryWire,
        response: responses(PastDrawsEnvelopeWire),
      },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.pastDraws, 'Past draws');
      const { offerKey, year, month } = request.params;
      return pastPage({
        ...request.query,
        offerKey: offerOrEvery(offerKey),
        month: { year, month },
      });
    },
  );

  app.get(
    '/v2/draw/full_result',
    { config: { access: 'anonymous' }, schema: { response: responses(FullResultsEnvelopeWire) } },
    async () => entitiesEnvelope((await service.findLatestResults()).map(detailsToWire)),
  );

  app.get<{ Params: Static<typeof DrawParams> }>(
    '/v2/draw/full_result_customer/:offerKey/:drawNo',
    {
      config: { access: 'anonymous' },
      schema: { params: DrawParams, response: responses(DrawCustomerResultEnvelopeWire) },
    },
    async (request) => {
      const { offerKey, drawNo } = request.params;
      const { details, customerTickets } = await service.findCustomerResult(
        offerKey,
        drawNo,
        request.customer?.customerId ?? null,
      );
      const orderIds = [...new Set((customerTickets ?? []).map((ticket) => ticket.checkoutId))];
      return resultEnvelope({
        ...detailsToWire(details),
        customer_data: customerTickets ? { orders: orderIds.map((id) => ({ id })) } : null,
        customer_tickets: customerTickets ? customerTickets.map(customerTicketToWire) : null,
      });
    },
  );

  app.get<{ Params: Static<typeof DrawParams> }>(
    '/v2/draw/details/:offerKey/:drawNo',
    {
      config: { access: 'anonymous' },
      schema: { params: DrawParams, response: responses(DrawDetailsEnvelopeWire) },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.drawDetails, 'Draw details');
      const { offerKey, drawNo } = request.params;
      return resultEnvelope(detailsToWire(await service.findDetails(offerKey, drawNo)));
    },
  );

  app.get<{ Params: Static<typeof DrawParams> }>(
    '/v2/draw/details/:offerKey/:drawNo/prizes',
    {
      config: { access: 'anonymous' },
      schema: { params: DrawParams, response: responses(RafflePrizesEnvelopeWire) },
    },
    async (request) => {
      const prizes = await service.findPrizes(request.params.offerKey, request.params.drawNo);
      return entitiesEnvelope(
        prizes.map((prize) => ({
          ranking: prize.ranking,
          name: prize.name,
          value: money(prize.valueCents),
          image: prize.image,
          quantity: prize.quantity,
        })),
      );
    },
  );

  app.get<{ Params: Static<typeof DrawParams> }>(
    '/v2/draw/details/:offerKey/:drawNo/winners',
    {
      config: { access: 'anonymous' },
      schema: { params: DrawParams, response: responses(RaffleWinnersEnvelopeWire) },
    },
    async (request) => {
      const winners = await service.findWinners(request.params.offerKey, request.params.drawNo);
      return entitiesEnvelope(winners.map(winnerToWire));
    },
  );

  app.get<{ Params: Static<typeof DrawParams> }>(
    '/v2/draw/preview/:offerKey/:drawNo',
    {
      config: { access: 'anonymous' },
      schema: { params: DrawParams, response: responses(DrawPreviewEnvelopeWire) },
    },
    async (request) => {
      const { draw, raffle, prizes, firstPrizeWinner } = await service.findPreview(
        request.params.offerKey,
        request.params.drawNo,
      );
      const preview: DrawPreviewWire = {
        lottery_key: draw.productOfferKey,
        draw_no: draw.drawNo,
        type: drawTypes[draw.offerType] ?? 'lottery_ticket_draw',
        status: draw.status as LotteryDrawStatusWire,
        draw_data: {
          draw_number: draw.drawNo,
          draw_stop: draw.stop.toISOString(),
          feature_image: raffle?.featureImage ?? null,
          name: raffle?.name ?? `${draw.offerName} ${draw.drawNo}`,
          value: draw.isPrizePoolUnknown ? null : money(draw.prizePoolCents),
          draw_pre_order_start_date: raffle?.preOrderStartsAt?.toISOString() ?? null,
        },
        purchase_status: draw.purchaseStatus as RafflePurchaseStatusWire | null,
        prizes: prizes.map((prize) => ({
          ranking: prize.ranking,
          name: prize.name,
          value: money(prize.valueCents),
          image: prize.image,
          quantity: prize.quantity,
        })),
        winner_info: firstPrizeWinner ? winnerToWire(firstPrizeWinner) : null,
      };
      return resultEnvelope(preview);
    },
  );

  app.get<{ Params: Static<typeof StatisticsParams> }>(
    '/v2/statistics/:key',
    {
      config: { access: 'anonymous' },
      schema: { params: StatisticsParams, response: responses(StatisticsEnvelopeWire) },
    },
    async (request) => {
      const statistics = await service.findStatistics(request.params.key);
      return resultEnvelope({
        lottery_key: statistics.lotteryKey,
        draws_counted: statistics.drawsCounted,
        first_draw_no: statistics.firstDrawNo,
        last_draw_no: statistics.lastDrawNo,
        number_sets: statistics.numberSets.map((set) => ({
          name: set.name,
          frequencies: set.frequencies.map((frequency) => ({
            number: frequency.number,
            count: frequency.count,
            last_drawn_draw_no: frequency.lastDrawnDrawNo,
          })),
          hot: set.hot,
          cold: set.cold,
        })),
      });
    },
  );
  done();
};
