import { randomBytes } from 'node:crypto';
import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import {
  authenticationFailedMessage,
  type CardBrand,
  type CardDescription,
  type ChargeOutcome,
  type ChargeRequest,
  declinedMessage,
  insufficientFundsMessage,
  type PaymentGateway,
} from './gateway';

/** How a test card behaves when charged. */
export type TestCardBehaviour =
  | 'succeeds'
  | 'challenge_then_succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'challenge_then_fails';

/** The test cards (README "Payments"); any other valid card number succeeds. */
export const testCards: Array<{ number: string; behaviour: TestCardBehaviour; words: string }> = [
  { number: '4242424242424242', behaviour: 'succeeds', words: 'succeeds' },
  {
    number: '4000000000003220',
    behaviour: 'challenge_then_succeeds',
    words: 'needs the 3-D Secure challenge, then succeeds',
  },
  { number: '4000000000000002', behaviour: 'declined', words: `declined: '${declinedMessage}'` },
  {
    number: '4000000000009995',
    behaviour: 'insufficient_funds',
    words: `declined: '${insufficientFundsMessage}'`,
  },
  {
    number: '4000000000003063',
    behaviour: 'challenge_then_fails',
    words: 'needs the 3-D Secure challenge, then fails it',
  },
  { number: '378282246310005', behaviour: 'succeeds', words: 'American Express, succeeds' },
];

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): CardBrand | null {
  if (/^4/.test(number)) return 'Visa';
  if (/^3[47]/.test(number)) return 'AmericanExpress';
  const prefix = Number(number.slice(0, 4));
  if (/^5[1-5]/.test(number) || (prefix >= 2221 && prefix <= 2720)) return 'MasterCard';
  return null;
}

export interface TokenRequest {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  csc: string;
}

function invalidCard(field: string, message: string): ApiError {
  return new ApiError(422, 'invalid_card', message, { [field]: [message] });
}

/** How long a card form's tokenisation session lasts. */
export const tokenisationSessionMsMax = 60 * 60 * 1000;
export const tokenisationSessionExpiredMessage =
  'This card form has expired. Please enter the card again.';

function secret(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The built-in test gateway: a real, in-process stand-in for an outside card processor, with
 * its own records (tokens, payments) and its own pages (`/test-gateway/*`), clearly apart from
 * the shop. It never sees real money; it behaves like a processor for the test cards.
 */
export class TestGateway implements PaymentGateway {
  readonly key = 'test';
  readonly cscRequired = { Visa: true, MasterCard: true, AmericanExpress: true } as const;
  /** Test wallet tokens (`POST /test-gateway/wallet-tokens`) stand in for Apple Pay and Google Pay. */
  readonly digitalWallets = ['ap', 'gp'] as const;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /**
   * `POST /test-gateway/tokens?session=…`: the only place a card number is seen. The session
   * (from the tokenisation URL the shop gave its customer) names whose card it is.
   */
  async tokenise(
    request: TokenRequest,
    sessionSecret: string | null,
  ): Promise<CardDescription & { token: string }> {
    const session = sessionSecret === null ? undefined : await this.findSession(sessionSecret);
    if (!session) {
      throw new ApiError(403, 'tokenisation_session_invalid', tokenisationSessionExpiredMessage);
    }
    const number = request.number.replace(/[\s-]/g, '');
    if (!/^[0-9]{12,19}$/.test(number) || !passesLuhn(number)) {
      throw invalidCard('number', 'Please enter a valid card number.');
    }
    const brand = brandOf(number);
    if (!brand) throw invalidCard('number', 'We accept Visa, Mastercard and American Express.');
    const now = this.now();
    const expiryEnd = new Date(Date.UTC(request.expiryYear, request.expiryMonth, 1));
    if (expiryEnd <= now) throw invalidCard('expiry', 'This card has expired.');
    const cscLength = brand === 'AmericanExpress' ? 4 : 3;
    if (request.csc.length !== cscLength) {
      throw invalidCard('csc', `Please enter the ${cscLength}-digit card security code.`);
    }
    const token = `tok_test_${randomBytes(16).toString('base64url')}`;
    const behaviour =
      testCards.find((card) => card.number === number)?.behaviour ?? ('succeeds' as const);
    const card = {
      brand,
      last4: number.slice(-4),
      expiryMonth: request.expiryMonth,
      expiryYear: request.expiryYear,
    };
    await this.database
      .insertInto('test_gateway_tokens')
      .values({
        token,
        brand,
        last4: card.last4,
        expiry_month: card.expiryMonth,
        expiry_year: card.expiryYear,
        behaviour,
        created_at: now,
        customer_reference: session.customer_reference,
      })
      .execute();
    return { token, ...card };
  }

  /**
   * `POST /test-gateway/wallet-tokens?session=…`: a test Apple Pay or Google Pay payment token
   * for the customer of the session, as the wallet's sheet would give the page (a Visa ending
   * 1111 that succeeds, or is declined when `declined`).
   */
  async walletToken(sessionSecret: string | null, declined: boolean): Promise<string> {
    const session = sessionSecret === null ? undefined : await this.findSession(sessionSecret);
    if (!session) {
      throw new ApiError(403, 'tokenisation_session_invalid', tokenisationSessionExpiredMessage);
    }
    const token = `tok_test_wallet_${randomBytes(16).toString('base64url')}`;
    const expiry = new Date(this.now().getTime() + 365 * 24 * 60 * 60 * 1000);
    await this.database
      .insertInto('test_gateway_tokens')
      .values({
        token,
        brand: 'Visa',
        last4: '1111',
        expiry_month: expiry.getUTCMonth() + 1,
        expiry_year: expiry.getUTCFullYear(),
        behaviour: declined ? 'declined' : 'succeeds',
        created_at: this.now(),
        customer_reference: session.customer_reference,
      })
      .execute();
    return token;
  }

  async describeToken(token: string, customerReference: string): Promise<CardDescription | null> {
    const row = await this.findToken(token);
    return row && row.customer_reference === customerReference
      ? {
          brand: row.brand as CardBrand,
          last4: row.last4,
          expiryMonth: row.expiry_month,
          expiryYear: row.expiry_year,
        }
      : null;
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const known = await this.findPayment({ idempotencyKey: request.idempotencyKey });
    if (known) return this.outcomeOf(known);
    const card = await this.findToken(request.token);
    const behaviour = (card?.behaviour ?? 'declined') as TestCardBehaviour;
    const needsChallenge = behaviour.startsWith('challenge_');
    const id = `pay_test_${randomBytes(12).toString('base64url')}`;
    const status = needsChallenge
      ? request.sca
        ? ('challenge' as const)
        : ('declined' as const)
      : behaviour === 'succeeds'
        ? ('succeeded' as const)
        : ('declined' as const);
    const declineMessage =
      status !== 'declined'
        ? null
        : needsChallenge
          ? authenticationFailedMessage
          : behaviour === 'insufficient_funds'
            ? insufficientFundsMessage
            : declinedMessage;
    await this.database
      .insertInto('test_gateway_payments')
      .values({
        id,
        idempotency_key: request.idempotencyKey,
        token: request.token,
        amount_cents: request.amountCents,
        status,
        decline_message: declineMessage,
        return_url: request.sca?.returnUrl ?? null,
        created_at: this.now(),
        challenge_token: secret(),
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .execute();
    const stored = await this.findPayment({ idempotencyKey: request.idempotencyKey });
    if (!stored) throw new Error('the test gateway lost a payment');
    return this.outcomeOf(stored);
  }

  async completeChallenge(reference: string): Promise<ChargeOutcome> {
    const payment = await this.findPayment({ id: reference });
    if (!payment) return { kind: 'declined', reference, message: declinedMessage };
    return this.outcomeOf(payment);
  }

  /**
   * The customer's answer on the challenge page, which only the address with the challenge's
   * token may give. Answers where the window goes next (the shop's notification URL, null when
   * the charge named none), or null when the challenge is unknown or the token is not its own.
   */
  async answerChallenge(
    reference: string,
    challengeToken: string,
    authenticated: boolean,
  ): Promise<{ returnUrl: string | null } | null> {
    const payment = await this.findChallenge(reference, challengeToken);
    if (!payment) return null;
    if (payment.status !== 'challenge') return { returnUrl: payment.return_url };
    const card = await this.findToken(payment.token);
    const succeeds = authenticated && card?.behaviour === 'challenge_then_succeeds';
    await this.database
      .updateTable('test_gateway_payments')
      .set({
        status: succeeds ? 'succeeded' : 'declined',
        decline_message: succeeds ? null : authenticationFailedMessage,
      })
      .where('id', '=', reference)
      .where('status', '=', 'challenge')
      .execute();
    return { returnUrl: payment.return_url };
  }

  /** What the challenge page shows, for the address with the challenge's token only. */
  async challengeOf(
    reference: string,
    challengeToken: string,
  ): Promise<{ amountCents: number; open: boolean } | null> {
    const payment = await this.findChallenge(reference, challengeToken);
    return payment
      ? { amountCents: Number(payment.amount_cents), open: payment.status === 'challenge' }
      : null;
  }

  /** A tokenisation session for this customer's card form, named in the tokenisation URL. */
  async tokenisation(origin: string, customerReference: string) {
    const sessionSecret = secret();
    await this.database
      .insertInto('test_gateway_tokenisation_sessions')
      .values({
        secret: sessionSecret,
        customer_reference: customerReference,
        created_at: this.now(),
      })
      .execute();
    return {
      tokenisationUrl: `${origin}/test-gateway/tokens?session=${sessionSecret}`,
      publishableKey: null,
      testCards: testCards.map((card) => ({ number: card.number, behaviour: card.words })),
    };
  }

  private outcomeOf(payment: {
    id: string;
    status: 'succeeded' | 'declined' | 'challenge';
    decline_message: string | null;
    challenge_token: string | null;
  }): ChargeOutcome {
    if (payment.status === 'succeeded') return { kind: 'succeeded', reference: payment.id };
    if (payment.status === 'challenge') {
      const query = new URLSearchParams({ challenge_token: payment.challenge_token ?? '' });
      return {
        kind: 'challenge',
        reference: payment.id,
        url: `/test-gateway/3ds/${payment.id}?${query.toString()}`,
      };
    }
    return {
      kind: 'declined',
      reference: payment.id,
      message: payment.decline_message ?? declinedMessage,
    };
  }

  private findSession(sessionSecret: string) {
    return this.database
      .selectFrom('test_gateway_tokenisation_sessions')
      .select('customer_reference')
      .where('secret', '=', sessionSecret)
      .where('created_at', '>', new Date(this.now().getTime() - tokenisationSessionMsMax))
      .executeTakeFirst();
  }

  private findChallenge(reference: string, challengeToken: string) {
    return this.database
      .selectFrom('test_gateway_payments')
      .selectAll()
      .where('id', '=', reference)
      .where('challenge_token', '=', challengeToken)
      .executeTakeFirst();
  }

  private findToken(token: string) {
    return this.database
      .selectFrom('test_gateway_tokens')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst();
  }

  private findPayment(by: { id: string } | { idempotencyKey: string }) {
    const query = this.database.selectFrom('test_gateway_payments').selectAll();
    return (
      'id' in by
        ? query.where('id', '=', by.id)
        : query.where('idempotency_key', '=', by.idempotencyKey)
    ).executeTakeFirst();
  }
}
