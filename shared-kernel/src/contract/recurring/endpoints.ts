import { type ApiVersion, apiVersions } from 'shared-kernel';
import { type CallOptions, type CamelCased, clientOf, encode, withSignal } from '../call';
import { toMoney } from '../money/money';
import {
  type Autoplay,
  type AutoplayPatch,
  type Pagination,
  type RecurringAttempt,
  type RecurringPage,
  type RecurringPurchase,
  type RecurringPurchaseMethods,
  type RecurringStatusChange,
  recurringPageSize,
  type Subscription,
  type SubscriptionPatch,
} from './model';
import {
  type AutoplayWire,
  type CombinedRecurringPurchaseWire,
  type RecurringAttemptWire,
  type RecurringPurchaseMethodsWire,
  type SubscriptionWire,
} from './wire';

// Autoplay, subscriptions and the combined list (api.md §7.8, autoplay v3.3), and the recurring
// purchase method (api.md §7.4). Every call is the signed-in customer's and never cached.

export interface PageQuery {
  limit?: number;
  offset?: number;
}

function attemptFromWire(attempt: CamelCased<RecurringAttemptWire>): RecurringAttempt {
  return attempt;
}

export function autoplayFromWire(autoplay: CamelCased<AutoplayWire>): Autoplay {
  return {
    ...autoplay,
    price: toMoney(autoplay.price),
    minimumJackpotAmount: autoplay.minimumJackpotAmount
      ? toMoney(autoplay.minimumJackpotAmount)
      : null,
    nextDraw: autoplay.nextDraw
      ? {
          ...autoplay.nextDraw,
          jackpot: autoplay.nextDraw.jackpot ? toMoney(autoplay.nextDraw.jackpot) : null,
        }
      : null,
    attempts: autoplay.attempts.map(attemptFromWire),
  };
}

export function subscriptionFromWire(subscription: CamelCased<SubscriptionWire>): Subscription {
  return {
    ...subscription,
    price: toMoney(subscription.price),
    attempts: subscription.attempts.map(attemptFromWire),
  };
}

function recurringPurchaseFromWire(
  purchase: CamelCased<CombinedRecurringPurchaseWire>,
): RecurringPurchase {
  return { ...purchase, price: toMoney(purchase.price) };
}

/** The page the server answered; `pages` computed when an older server leaves it out. */
function paginationOf(
  pageInfo: Partial<Pagination> | undefined,
  query: PageQuery,
  count: number,
): Pagination {
  const limit = pageInfo?.limit ?? query.limit ?? recurringPageSize;
  const total = pageInfo?.total ?? count;
  return {
    limit,
    offset: pageInfo?.offset ?? query.offset ?? 0,
    total,
    pages: pageInfo?.pages ?? (limit > 0 ? Math.ceil(total / limit) : 0),
  };
}

async function fetchPage<Wire, Entity>(
  path: string,
  version: ApiVersion | undefined,
  query: Record<string, string | number | undefined>,
  page: PageQuery,
  fromWire: (wire: Wire) => Entity,
  options: CallOptions,
): Promise<RecurringPage<Entity>> {
  const response = await clientOf(options).request<unknown, Wire>(
    withSignal(
      {
        path,
        ...(version ? { version } : {}),
        query: { limit: page.limit ?? recurringPageSize, offset: page.offset ?? 0, ...query },
        cache: false,
      },
      options,
    ),
  );
  return {
    entities: response.entities.map(fromWire),
    pageInfo: paginationOf(response.pageInfo, page, response.entities.length),
  };
}

async function autoplayCall(
  request: { method: 'GET' | 'POST' | 'PATCH'; path: string; body?: unknown; mode?: 'form' },
  options: CallOptions,
): Promise<Autoplay> {
  const response = await clientOf(options).request<CamelCased<AutoplayWire>>(
    withSignal({ ...request, version: apiVersions.autoplay, cache: false }, options),
  );
  return autoplayFromWire(response.result);
}

async function subscriptionCall(
  request: { method: 'GET' | 'PATCH'; path: string; body?: unknown },
  options: CallOptions,
): Promise<Subscription> {
  const response = await clientOf(options).request<CamelCased<SubscriptionWire>>(
    withSignal({ ...request, cache: false }, options),
  );
  return subscriptionFromWire(response.result);
}

const autoplayPath = (id: string) => `/autoplay/${encode(id)}`;
const subscriptionPath = (id: string) => `/subscriptions/${encode(id)}`;

/** The body of a status change: `paused_until` only for a timed pause. */
function statusBody(change: RecurringStatusChange) {
  return change.pausedUntil ? change : { status: change.status };
}

/** GET /v2/autoplay (v3.3): a page of the customer's autoplays, cancelled ones last. */
export function fetchAutoplays(
  query: PageQuery = {},
  options: CallOptions = {},
): Promise<RecurringPage<Autoplay>> {
  return fetchPage('/autoplay', apiVersions.autoplay, {}, query, autoplayFromWire, options);
}

/** GET /v2/autoplay/{id} (v3.3). */
export function fetchAutoplay(id: string, options: CallOptions = {}): Promise<Autoplay> {
  return autoplayCall({ method: 'GET', path: autoplayPath(id) }, options);
}

/** POST /v2/autoplay/{id}/set-minimum-jackpot (form): dollars; null or 0 clears it. */
export function setAutoplayMinimumJackpot(
  id: string,
  dollars: number | null,
  options: CallOptions = {},
): Promise<Autoplay> {
  return autoplayCall(
    {
      method: 'POST',
      path: `${autoplayPath(id)}/set-minimum-jackpot`,
      mode: 'form',
      body: { minimumJackpotAmount: dollars === null ? '' : String(dollars) },
    },
    options,
  );
}

/** POST /v2/autoplay/{id}/set-quickpick (form): fresh random numbers every draw when on. */
export function setAutoplayQuickpick(
  id: string,
  quickpick: boolean,
  options: CallOptions = {},
): Promise<Autoplay> {
  return autoplayCall(
    {
      method: 'POST',
      path: `${autoplayPath(id)}/set-quickpick`,
      mode: 'form',
      body: { quickpick: String(quickpick) },
    },
    options,
  );
}

/** PATCH /v2/autoplay/{id}: new games, number of games or game offer; the price follows. */
export function updateAutoplay(
  id: string,
  patch: AutoplayPatch,
  options: CallOptions = {},
): Promise<Autoplay> {
  return autoplayCall({ method: 'PATCH', path: autoplayPath(id), body: patch }, options);
}

/** POST /v2/autoplay/{id}/pause: paused until unpaused (pausing twice changes nothing). */
export function pauseAutoplay(id: string, options: CallOptions = {}): Promise<Autoplay> {
  return autoplayCall({ method: 'POST', path: `${autoplayPath(id)}/pause` }, options);
}

/** POST /v2/autoplay/{id}/unpause: refused with 'Cannot Unpause AutoPlay' when off sale. */
export function unpauseAutoplay(id: string, options: CallOptions = {}): Promise<Autoplay> {
  return autoplayCall({ method: 'POST', path: `${autoplayPath(id)}/unpause` }, options);
}

/** PATCH /v2/autoplay/{id}/status: a timed pause carries `pausedUntil` (ISO). */
export function updateAutoplayStatus(
  id: string,
  change: RecurringStatusChange,
  options: CallOptions = {},
): Promise<Autoplay> {
  return autoplayCall(
    { method: 'PATCH', path: `${autoplayPath(id)}/status`, body: statusBody(change) },
    options,
  );
}

/** GET /v2/subscriptions: a page, or the subscriptions of some offers (`lotteryKeys`). */
export function fetchSubscriptions(
  query: PageQuery & { lotteryKeys?: readonly string[] } = {},
  options: CallOptions = {},
): Promise<RecurringPage<Subscription>> {
  const filter = query.lotteryKeys ? { lottery_keys: query.lotteryKeys.join(',') } : {};
  return fetchPage('/subscriptions', undefined, filter, query, subscriptionFromWire, options);
}

/** GET /v2/subscriptions/{id}. */
export function fetchSubscription(id: string, options: CallOptions = {}): Promise<Subscription> {
  return subscriptionCall({ method: 'GET', path: subscriptionPath(id) }, options);
}

/** PATCH /v2/subscriptions/{id}: game offer, cause (one of the offer's), games, period. */
export function updateSubscription(
  id: string,
  patch: SubscriptionPatch,
  options: CallOptions = {},
): Promise<Subscription> {
  return subscriptionCall({ method: 'PATCH', path: subscriptionPath(id), body: patch }, options);
}

/** PATCH /v2/subscriptions/{id}/status: a timed pause carries `pausedUntil` (ISO). */
export function updateSubscriptionStatus(
  id: string,
  change: RecurringStatusChange,
  options: CallOptions = {},
): Promise<Subscription> {
  return subscriptionCall(
    { method: 'PATCH', path: `${subscriptionPath(id)}/status`, body: statusBody(change) },
    options,
  );
}

/** GET /v2/recurring_purchases: autoplays and subscriptions together, newest first. */
export function fetchRecurringPurchases(
  query: PageQuery = {},
  options: CallOptions = {},
): Promise<RecurringPage<RecurringPurchase>> {
  return fetchPage(
    '/recurring_purchases',
    undefined,
    {},
    query,
    recurringPurchaseFromWire,
    options,
  );
}

/** GET /v2/customer/recurring-purchase-method: the methods and the selected one. */
export async function fetchRecurringPurchaseMethod(
  options: CallOptions = {},
): Promise<RecurringPurchaseMethods> {
  const response = await clientOf(options).request<CamelCased<RecurringPurchaseMethodsWire>>(
    withSignal({ path: '/customer/recurring-purchase-method', cache: false }, options),
  );
  return response.result;
}

/** POST /v2/customer/recurring-purchase-method?recurring_purchase_method={key}. */
export async function selectRecurringPurchaseMethod(
  key: string,
  options: CallOptions = {},
): Promise<RecurringPurchaseMethods> {
  const response = await clientOf(options).request<CamelCased<RecurringPurchaseMethodsWire>>(
    withSignal(
      {
        method: 'POST',
        path: '/customer/recurring-purchase-method',
        query: { recurring_purchase_method: key },
      },
      options,
    ),
  );
  return response.result;
}

/**
 * GET /v2/public/pdf/subscription/{key}-calendar.pdf: a recurring purchase's upcoming draws as a
 * PDF, fetched with the owner's authorisation; answers a link to the file (a blob URL).
 */
export async function fetchSubscriptionCalendar(
  recurringPurchaseId: string,
  options: CallOptions = {},
): Promise<string> {
  const response = await clientOf(options).request<string>(
    withSignal(
      {
        path: `/public/pdf/subscription/${encode(recurringPurchaseId)}-calendar.pdf`,
        cache: false,
      },
      options,
    ),
  );
  return response.result;
}
