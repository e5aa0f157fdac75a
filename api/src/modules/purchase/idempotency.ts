import { createHash } from 'node:crypto';
import { type FastifyRequest } from 'fastify';
import { type Kysely } from 'kysely';
import { headerNames } from 'shared-kernel';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';

const keyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The request's Idempotency-Key header; 400 when it is missing or not 8–128 plain characters. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[headerNames.idempotencyKey];
  if (typeof key !== 'string' || !keyPattern.test(key)) {
    throw new ApiError(
      400,
      'idempotency_key_required',
      'This call moves money: send an Idempotency-Key header of 8 to 128 letters, digits, or . _ : -.',
    );
  }
  return key;
}

/** JSON with sorted keys, so that the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a key stands for: the call and its body. */
export function requestHashOf(call: string, body: unknown): string {
  return createHash('sha256')
    .update(`${call}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

export type IdempotencyClaim<Stored> =
  { kind: 'first' } | { kind: 'replay'; status: number; body: Stored };

export const idempotencyKeyReusedMessage =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';

/**
 * Idempotency keys of money-moving calls, per customer. A call claims its key first thing in its
 * transaction: the key row is inserted before anything else, so a concurrent retry with the same
 * key waits on the unique index until the first call commits (then sees its stored answer) or
 * rolls back (then runs as the first). The answer is stored in the same transaction as the money
 * move, so a committed move always has its answer.
 */
export class IdempotencyKeys {
  constructor(private readonly transaction: Kysely<Database>) {}

  async claim<Stored>(
    customerId: string,
    key: string,
    requestHash: string,
    now: Date,
  ): Promise<IdempotencyClaim<Stored>> {
    const inserted = await this.transaction
      .insertInto('idempotency_keys')
      .values({ customer_id: customerId, key, request_hash: requestHash, created_at: now })
      .onConflict((conflict) => conflict.columns(['customer_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return { kind: 'first' };
    const stored = await this.transaction
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response_status', 'response_body'])
      .where('customer_id', '=', customerId)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (stored.request_hash !== requestHash) {
      throw new ApiError(422, 'idempotency_key_reused', idempotencyKeyReusedMessage);
    }
    if (stored.response_status === null) {
      throw new ApiError(409, 'idempotency_key_in_use', 'This request is still being processed.');
    }
    return { kind: 'replay', status: stored.response_status, body: stored.response_body as Stored };
  }

  async complete(customerId: string, key: string, status: number, body: unknown): Promise<void> {
    await this.transaction
      .updateTable('idempotency_keys')
      .set({ response_status: status, response_body: jsonb(body) })
      .where('customer_id', '=', customerId)
      .where('key', '=', key)
      .execute();
  }
}
