import { type Kysely } from 'kysely';
import { type Database } from '../database/schema';
import { ApiError } from '../http/envelope';
import { AuthRepository } from '../modules/auth/repository';
import { randomToken, tokenHash } from '../modules/auth/secrets';
import { autologinLifetimeMs } from '../modules/auth/service';

export const partnerLinkUsage = `  partner-link <partner-slug> <customer-email> <offer[:games][:autoplay]> …
      Prints the link a partner sends the customer: it signs them in once (within an hour; with
      their code when two-factor is on) and opens the partner's checkout with those items, e.g.
      partner-link lotto-partner demo@lottoshop.test powerball:2 oz_lotto:1:autoplay`;

/** An item of the command line as the partner cart takes it: `powerball:2`, `oz_lotto:1:autoplay`. */
export function partnerItemOf(text: string): Record<string, unknown> {
  const [lottery = '', games, autoplay] = text.split(':');
  const numGames = games === undefined || games === '' ? undefined : Number(games);
  if (!/^[a-z0-9_]+$/.test(lottery) || (numGames !== undefined && !Number.isInteger(numGames))) {
    throw new ApiError(400, 'invalid_item', `"${text}" is not offer[:games][:autoplay].`);
  }
  if (autoplay !== undefined && autoplay !== 'autoplay') {
    throw new ApiError(400, 'invalid_item', `"${text}" is not offer[:games][:autoplay].`);
  }
  return {
    lottery,
    ...(numGames !== undefined ? { num_games: numGames } : {}),
    ...(autoplay ? { num_draws: 'autoplay' } : {}),
  };
}

/**
 * A partner's sign-in link: a single-use autologin token for the customer and the partner's
 * items in the `cart` parameter the partner checkout reads (base64url JSON).
 */
export async function partnerLinkOf(
  database: Kysely<Database>,
  input: { slug: string; email: string; items: readonly string[]; publicUrl: string; now: Date },
): Promise<string> {
  const partner = await database
    .selectFrom('partners')
    .select('slug')
    .where('slug', '=', input.slug)
    .executeTakeFirst();
  if (!partner) throw new ApiError(404, 'partner_not_found', `No partner ${input.slug}.`);
  const customer = await database
    .selectFrom('customers')
    .select('id')
    .where('email', '=', input.email.trim().toLowerCase())
    .executeTakeFirst();
  if (!customer) throw new ApiError(404, 'customer_not_found', `No customer ${input.email}.`);
  const items = input.items.map(partnerItemOf);
  const token = randomToken();
  await new AuthRepository(database).insertOneTimeToken({
    tokenHash: tokenHash(token),
    kind: 'autologin',
    customerId: customer.id,
    expiresAt: new Date(input.now.getTime() + autologinLifetimeMs),
  });
  const cart = Buffer.from(JSON.stringify(items)).toString('base64url');
  const path = `/purchase/${encodeURIComponent(partner.slug)}/autologin/${encodeURIComponent(token)}`;
  return `${input.publicUrl.replace(/\/+$/, '')}${path}?cart=${cart}`;
}
