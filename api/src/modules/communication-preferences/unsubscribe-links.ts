import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { AuthRepository } from '../auth/repository';
import { randomToken, tokenHash } from '../auth/secrets';

/** How long an emailed unsubscribe link works. */
export const unsubscribeLinkLifetimeMs = 60 * 24 * 60 * 60 * 1000;

export interface UnsubscribeFooter {
  /** The one-click page: /unsubscribe/{customerId}/{productOfferKey?}?token=… */
  url: string;
  /** The lines to end the email's text with. */
  text: string;
  /**
   * RFC 2369 / RFC 8058 headers for the message. The outbox stores subject and text only today,
   * so these are not sent yet; the page's PUT is what a one-click POST would call.
   */
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string };
}

/**
 * The unsubscribe link and footer every marketing or product email carries: a one-time token
 * (kind `unsubscribe`, the product offer in its payload) that lets the signed-out reader turn
 * those emails off. Pass the transaction that sends the email, if there is one.
 */
export async function unsubscribeFooterFor(
  database: Kysely<Database>,
  input: { publicUrl: string; now: Date; customerId: string; productOfferKey?: string | null },
): Promise<UnsubscribeFooter> {
  const token = randomToken();
  const productOfferKey = input.productOfferKey ?? null;
  await new AuthRepository(database).insertOneTimeToken({
    tokenHash: tokenHash(token),
    kind: 'unsubscribe',
    customerId: input.customerId,
    expiresAt: new Date(input.now.getTime() + unsubscribeLinkLifetimeMs),
    payload: productOfferKey ? { product_offer_key: productOfferKey } : {},
  });
  const path = ['unsubscribe', input.customerId, ...(productOfferKey ? [productOfferKey] : [])]
    .map(encodeURIComponent)
    .join('/');
  const url = `${input.publicUrl}/${path}?token=${encodeURIComponent(token)}`;
  const what = productOfferKey ? 'emails about this game' : 'these emails';
  return {
    url,
    text: `To stop ${what}, unsubscribe here:\n${url}\nManage all your email settings at ${input.publicUrl}/communication-preferences`,
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
