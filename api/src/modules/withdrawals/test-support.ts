import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type TestClock, type TestSession } from '../auth/test-support';
import { moneyCall, newKey } from '../purchase/test-support';

/** Saves a bank account or PayPal account for the customer, as the funds service stores one. */
export async function saveWithdrawalFund(
  app: FastifyInstance,
  customerId: string,
  fund:
    | {
        type: 'bank';
        bankType?: 'national' | 'international';
        verificationStatus?: 'Verified' | 'Pending Verification';
      }
    | { type: 'paypal'; email: string },
): Promise<string> {
  const id = `fund_${randomBytes(9).toString('base64url')}`;
  const common = { id, customer_id: customerId, type: fund.type, created_at: new Date() };
  await app.database
    .insertInto('funds')
    .values(
      fund.type === 'bank'
        ? {
            ...common,
            bank_type: fund.bankType ?? 'national',
            bank_code: fund.bankType === 'international' ? 'CTBAAU2S' : '062-000',
            account_number:
              fund.bankType === 'international' ? 'GB29NWBK60161331926819' : '12345678',
            account_name: 'Alex Nguyen',
            verification_status: fund.verificationStatus ?? 'Verified',
          }
        : { ...common, gateway: 'paypal', token: 'vault-token', paypal_email: fund.email },
    )
    .execute();
  return id;
}

/** POST /v2/withdrawals/{id}/withdraw as the customer, in API version 3.1. */
export function withdraw(
  app: FastifyInstance,
  clock: TestClock,
  session: TestSession,
  destinationId: string,
  body: { amount: unknown; method?: string; bankType?: string },
  key: string | null = newKey(),
) {
  return moneyCall(app, clock, 'POST', `/v2/withdrawals/${destinationId}/withdraw`, {
    session,
    version: '3.1',
    ...(key ? { key } : {}),
    payload: {
      amount: { amount: body.amount, currency: 'AUD' },
      bank_type: body.bankType ?? null,
      withdrawal_method_code: body.method ?? 'tt',
    },
  });
}

/** The customer's cash wallet in cents. */
export async function cashCentsOf(app: FastifyInstance, customerId: string): Promise<number> {
  const row = await app.database
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer_cash')
    .executeTakeFirst();
  return Number(row?.balance_cents ?? 0);
}

/** The shop's account of a kind: the sum of its posted entries. */
export async function operatorBalanceOf(
  app: FastifyInstance,
  kind: 'withdrawals_payable' | 'gateway_clearing',
): Promise<number> {
  const row = await sql<{
    total: string | null;
  }>`select sum(ledger_entries.amount_cents)::text as total
    from ledger_entries
    join ledger_accounts on ledger_accounts.id = ledger_entries.account_id
    join ledger_transfers on ledger_transfers.id = ledger_entries.transfer_id
    where ledger_accounts.kind = ${kind} and ledger_accounts.customer_id is null
    and ledger_transfers.status = 'posted'`.execute(app.database);
  return Number(row.rows[0]?.total ?? 0);
}

/** Every transfer's entries sum to zero, and no customer balance is below zero. */
export async function ledgerProblems(app: FastifyInstance): Promise<string[]> {
  const unbalanced = await app.database
    .selectFrom('ledger_entries')
    .select('transfer_id')
    .groupBy('transfer_id')
    .having(sql`sum(amount_cents)`, '!=', 0)
    .execute();
  const negative = await app.database
    .selectFrom('ledger_accounts')
    .select('id')
    .where('customer_id', 'is not', null)
    .where('balance_cents', '<', 0)
    .execute();
  const drifted = await sql<{ id: string }>`select ledger_accounts.id from ledger_accounts
    where customer_id is not null and balance_cents != coalesce((select sum(amount_cents)
      from ledger_entries join ledger_transfers on ledger_transfers.id = ledger_entries.transfer_id
      where ledger_entries.account_id = ledger_accounts.id and ledger_transfers.status = 'posted'), 0)`.execute(
    app.database,
  );
  return [
    ...unbalanced.map((row) => `transfer ${row.transfer_id} does not sum to zero`),
    ...negative.map((row) => `account ${row.id} is below zero`),
    ...drifted.rows.map((row) => `account ${row.id} balance differs from its entries`),
  ];
}

/** The `result` or `error` of an envelope. */
export function envelopeOf(response: { json(): unknown }) {
  return response.json() as {
    result: unknown;
    entities: Array<Record<string, unknown>>;
    page_info: { total: number } | null;
    error: { id: string; message: string } | null;
    errors: Record<string, string[]> | unknown[];
  };
}
