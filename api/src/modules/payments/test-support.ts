import { type FastifyInstance } from 'fastify';
import { type TestClock, type TestSession } from '../auth/test-support';
import { PayPalSandbox } from './paypal-sandbox';
import { PurchaseService } from '../purchase/service';
import { moneyCall } from '../purchase/test-support';
import { type PaymentGateway } from './gateway';
import { DepositsService } from './deposits';
import { FundsService } from './funds';
import { TestGateway } from './test-gateway';

export const nextYear = new Date().getUTCFullYear() + 1;

/** The browser facts of a deposit that can show a 3-D Secure challenge. */
export function strongCustomerAuthentication(notificationUrl: string) {
  return {
    browser_javascript_enabled: true,
    browser_java_enabled: false,
    browser_language: 'en-AU',
    browser_color_depth: 24,
    browser_screen_height: 900,
    browser_screen_width: 1440,
    browser_tz: -600,
    challenge_window_size: 'Small',
    notification_url: notificationUrl,
  };
}

/** The `result` of a response envelope. */
export function resultOf<Result>(response: { json(): unknown }): Result {
  return (response.json() as { result: Result }).result;
}

/** Path and query of an absolute address, for `app.inject`. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The customer's tokenisation address at the test gateway, as `GET /v2/funds/test` names it. */
export async function tokenisationUrlOf(
  app: FastifyInstance,
  clock: TestClock,
  session: TestSession,
): Promise<string> {
  const gateway = await moneyCall(app, clock, 'GET', '/v2/funds/test', { session });
  return resultOf<{ tokenisation_url: string }>(gateway).tokenisation_url;
}

/** Tokenises a card at the address (as the browser does); answers the gateway's answer. */
export function tokenise(app: FastifyInstance, tokenisationUrl: string, number: string) {
  return app.inject({
    method: 'POST',
    url: pathOf(tokenisationUrl),
    payload: { number, expiry_month: 12, expiry_year: nextYear, csc: '123' },
  });
}

/** Saves a card from its token as the customer. */
export function addCard(
  app: FastifyInstance,
  clock: TestClock,
  session: TestSession,
  token: string,
) {
  return moneyCall(app, clock, 'POST', '/v2/funds/cc/test', {
    session,
    payload: { token, name: 'Alex Nguyen' },
  });
}

/** Tokenises the card in the customer's own card form and saves it; answers the fund id. */
export async function saveCard(
  app: FastifyInstance,
  clock: TestClock,
  session: TestSession,
  number: string,
): Promise<string> {
  const tokenised = await tokenise(app, await tokenisationUrlOf(app, clock, session), number);
  if (tokenised.statusCode !== 200) throw new Error(`tokenise failed: ${tokenised.body}`);
  const saved = await addCard(app, clock, session, resultOf<{ token: string }>(tokenised).token);
  if (saved.statusCode !== 200) throw new Error(`saving the card failed: ${saved.body}`);
  return resultOf<{ id: string }>(saved).id;
}

export async function balanceOf(
  app: FastifyInstance,
  clock: TestClock,
  session: TestSession,
): Promise<string> {
  const response = await moneyCall(app, clock, 'GET', '/v2/customer', { session });
  return resultOf<{ balance: { amount: string } }>(response).balance.amount;
}

export function depositOf(
  app: FastifyInstance,
  clock: TestClock,
  session: TestSession,
  depositId: string,
) {
  return moneyCall(app, clock, 'GET', `/v2/funds/${depositId}/deposit`, { session });
}

/** Answers a challenge page at its address as the customer would. */
export function answerChallenge(
  app: FastifyInstance,
  url: string,
  answer: 'authenticate' | 'fail' = 'authenticate',
) {
  return app.inject({
    method: 'POST',
    url: pathOf(url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `answer=${answer}`,
  });
}

/**
 * The test gateway as the card gateway of a process that stops after the charge reached the
 * processor, or before.
 */
export function stoppingGateway(when: 'after_charge' | 'before_charge') {
  return (gateway: TestGateway): PaymentGateway => ({
    key: gateway.key,
    cscRequired: gateway.cscRequired,
    describeToken: (token, customerReference) => gateway.describeToken(token, customerReference),
    charge: async (request) => {
      if (when === 'after_charge') await gateway.charge(request);
      throw new Error('the process stopped');
    },
    completeChallenge: (reference) => gateway.completeChallenge(reference),
    tokenisation: (origin, customerReference) => gateway.tokenisation(origin, customerReference),
  });
}

/** A deposits service over the app's database with another card gateway (a faulty one). */
export function depositsWith(
  app: FastifyInstance,
  clock: TestClock,
  gateway: (testGateway: TestGateway) => PaymentGateway,
): DepositsService {
  const cardGateway = gateway(new TestGateway(app.database, clock.now));
  return new DepositsService(
    app.database,
    cardGateway,
    new PayPalSandbox(app.database, clock.now),
    new PurchaseService(app.database, { now: clock.now }),
    new FundsService(app.database, cardGateway, clock.now),
    clock.now,
  );
}
