import { apiVersions } from 'shared-kernel';
import {
  type CamelCased,
  type CallOptions,
  clientOf,
  encode,
  moneyOrNull,
  type Page,
  pageOf,
  type WithMoney,
  withSignal,
} from '../call';
import { toMoney } from '../money/money';
import {
  type DividendWire,
  type DrawCommitmentWire,
  type DrawCustomerResultWire,
  type DrawDetailsWire,
  type DrawPreviewWire,
  type DrawVerificationWire,
  type PastDrawWire,
  type RaffleWinnerWire,
  type ResultCategoryWire,
  type StatisticsWire,
  type TicketProofWire,
} from './wire';

// Past draws, results, previews, raffle winners and statistics (api.md §7.6).

export type PastDrawView = WithMoney<CamelCased<PastDrawWire>, 'prizePool'>;

export type DividendView = WithMoney<CamelCased<DividendWire>, 'prizePerWinner'>;

export type DrawDetailsView = Omit<
  WithMoney<CamelCased<DrawDetailsWire>, 'prizePool'>,
  'dividends'
> & {
  dividends: DividendView[];
};

export type CustomerDrawTicketView = WithMoney<
  CamelCased<DrawCustomerResultWire['customer_tickets'] & object>[number],
  'price'
>;

/** A draw's full result and, for a signed-in customer, their tickets in it (null without one). */
export type DrawCustomerResultView = DrawDetailsView & {
  customerTickets: CustomerDrawTicketView[] | null;
};

export type DrawPreviewView = CamelCased<DrawPreviewWire>;

export type RaffleWinnerView = CamelCased<RaffleWinnerWire>;

export type StatisticsView = CamelCased<StatisticsWire>;

// --- Draws and results ------------------------------------------------------------------------

/** lotteries, raffles, or one lottery category (Lotto, Raffle, Jackpot, Strike). */
export type ResultCategory = ResultCategoryWire;

export interface PastDrawsQuery {
  limit?: number;
  offset?: number;
  category?: ResultCategory;
}

function pastDrawFromWire(draw: CamelCased<PastDrawWire>): PastDrawView {
  return { ...draw, prizePool: moneyOrNull(draw.prizePool) };
}

/**
 * GET /v2/draws/pricing/{pricingId}/past/{offerKey} (v3.7): past draws of one offer, or of every
 * offer with the key `latest`; limit default 5.
 */
export async function fetchPastDraws(
  pricingId: string,
  offerKey: string,
  query: PastDrawsQuery = {},
  options: CallOptions = {},
): Promise<Page<PastDrawView>> {
  const response = await clientOf(options).request<unknown, CamelCased<PastDrawWire>>(
    withSignal(
      {
        path: `/draws/pricing/${encode(pricingId)}/past/${encode(offerKey)}`,
        version: apiVersions.pastDraws,
        query: { limit: query.limit, offset: query.offset, category: query.category },
      },
      options,
    ),
  );
  return pageOf(response.entities.map(pastDrawFromWire), response.pageInfo, query);
}

/** GET /v2/draws/past/archived/{offerKey}/{year}/{month} (v3.7): a month of past draws. */
export async function fetchArchivedDraws(
  offerKey: string,
  year: number,
  month: number,
  query: PastDrawsQuery = {},
  options: CallOptions = {},
): Promise<Page<PastDrawView>> {
  const response = await clientOf(options).request<unknown, CamelCased<PastDrawWire>>(
    withSignal(
      {
        path: `/draws/past/archived/${encode(offerKey)}/${year}/${month}`,
        version: apiVersions.pastDraws,
        query: { limit: query.limit, offset: query.offset },
      },
      options,
    ),
  );
  return pageOf(response.entities.map(pastDrawFromWire), response.pageInfo, query);
}

/** GET /v2/draw/details/{offerKey}/{drawNo} (v3.6): numbers by set and dividends. */
export async function fetchDrawDetails(
  offerKey: string,
  drawNo: number,
  options: CallOptions = {},
): Promise<DrawDetailsView> {
  const response = await clientOf(options).request<CamelCased<DrawDetailsWire>>(
    withSignal(
      { path: `/draw/details/${encode(offerKey)}/${drawNo}`, version: apiVersions.drawDetails },
      options,
    ),
  );
  const draw = response.result;
  return {
    ...draw,
    prizePool: moneyOrNull(draw.prizePool),
    dividends: draw.dividends.map((dividend) => ({
      ...dividend,
      prizePerWinner: moneyOrNull(dividend.prizePerWinner),
    })),
  };
}

/**
 * GET /v2/draw/full_result_customer/{offerKey}/{drawNo}: the draw's full result and, signed in,
 * the customer's tickets that play it.
 */
export async function fetchDrawCustomerResult(
  offerKey: string,
  drawNo: number,
  options: CallOptions = {},
): Promise<DrawCustomerResultView> {
  const response = await clientOf(options).request<CamelCased<DrawCustomerResultWire>>(
    withSignal(
      { path: `/draw/full_result_customer/${encode(offerKey)}/${drawNo}`, cache: false },
      options,
    ),
  );
  const draw = response.result;
  return {
    ...draw,
    prizePool: moneyOrNull(draw.prizePool),
    dividends: draw.dividends.map((dividend) => ({
      ...dividend,
      prizePerWinner: moneyOrNull(dividend.prizePerWinner),
    })),
    customerTickets:
      draw.customerTickets?.map((ticket) => ({ ...ticket, price: toMoney(ticket.price) })) ?? null,
  };
}

/** GET /v2/draw/preview/{offerKey}/{drawNo}: a draw as its page shows it. */
export async function fetchDrawPreview(
  offerKey: string,
  drawNo: number,
  options: CallOptions = {},
): Promise<DrawPreviewView> {
  const response = await clientOf(options).request<DrawPreviewView>(
    withSignal({ path: `/draw/preview/${encode(offerKey)}/${drawNo}` }, options),
  );
  return response.result;
}

/** GET /v2/draw/details/{offerKey}/{drawNo}/winners: a raffle draw's winners. */
export async function fetchRaffleWinners(
  offerKey: string,
  drawNo: number,
  options: CallOptions = {},
): Promise<RaffleWinnerView[]> {
  const response = await clientOf(options).request<unknown, RaffleWinnerView>(
    withSignal(
      {
        path: `/draw/details/${encode(offerKey)}/${drawNo}/winners`,
        version: apiVersions.drawDetails,
      },
      options,
    ),
  );
  return response.entities;
}

/** GET /v2/statistics/{offerKey}: number frequencies, hot and cold numbers. */
export async function fetchStatistics(
  offerKey: string,
  options: CallOptions = {},
): Promise<StatisticsView> {
  const response = await clientOf(options).request<StatisticsView>(
    withSignal({ path: `/statistics/${encode(offerKey)}` }, options),
  );
  return response.result;
}

// --- Verifiable draws -------------------------------------------------------------------------

/** A draw's commitment, published before sales close, and its ticket lines' root from close. */
export type DrawCommitmentView = CamelCased<DrawCommitmentWire>;

/** What a drawn draw publishes so that anyone can re-derive its numbers (hex stays lowercase). */
export type DrawVerificationView = CamelCased<DrawVerificationWire>;

/** GET /v2/draws/{offerKey}/{drawNo}/commitment: 404 for a draw made without a commitment. */
export async function fetchDrawCommitment(
  offerKey: string,
  drawNo: number,
  options: CallOptions = {},
): Promise<DrawCommitmentView> {
  const response = await clientOf(options).request<DrawCommitmentView>(
    withSignal({ path: `/draws/${encode(offerKey)}/${drawNo}/commitment` }, options),
  );
  return response.result;
}

/** GET /v2/draws/{offerKey}/{drawNo}/verification: 404 until the draw's seed is revealed. */
export async function fetchDrawVerification(
  offerKey: string,
  drawNo: number,
  options: CallOptions = {},
): Promise<DrawVerificationView> {
  const response = await clientOf(options).request<DrawVerificationView>(
    withSignal({ path: `/draws/${encode(offerKey)}/${drawNo}/verification` }, options),
  );
  return response.result;
}

/** The customer's ticket in a draw: its lines, each with an inclusion proof under the tickets root. */
export type TicketProofView = CamelCased<TicketProofWire>;

/**
 * GET /v2/draws/{offerKey}/{drawNo}/tickets/{ticketId}/proof (signed in; the customer's own
 * ticket, else 404): check each line with the root of the draw's commitment.
 */
export async function fetchTicketProof(
  offerKey: string,
  drawNo: number,
  ticketId: string,
  options: CallOptions = {},
): Promise<TicketProofView> {
  const response = await clientOf(options).request<TicketProofView>(
    withSignal(
      {
        path: `/draws/${encode(offerKey)}/${drawNo}/tickets/${encode(ticketId)}/proof`,
        cache: false,
      },
      options,
    ),
  );
  return response.result;
}
