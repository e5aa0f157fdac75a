import { createHmac, timingSafeEqual } from 'node:crypto';
import { escapeHtml } from '../../http/html';

/**
 * The partner benefits link: a token naming the member and when it expires (10 minutes), signed
 * with HMAC-SHA-256 under the server's partner benefits secret, so that the page it opens (which
 * stands in for the partner's site) knows who is asking and nobody can make one up.
 */

export const benefitsTokenLifetimeMs = 10 * 60 * 1000;

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload, 'utf8').digest('base64url');

export function benefitsToken(secret: string, customerId: string, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ c: customerId, e: now.getTime() + benefitsTokenLifetimeMs }),
    'utf8',
  ).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The member a token names; null when it is malformed, forged or expired. */
export function customerOfBenefitsToken(secret: string, token: string, now: Date): string | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(signatureOf(secret, payload), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (typeof claims !== 'object' || claims === null) return null;
    const { c: customerId, e: expiresAt } = claims as { c?: unknown; e?: unknown };
    if (typeof customerId !== 'string' || typeof expiresAt !== 'number') return null;
    return expiresAt > now.getTime() ? customerId : null;
  } catch {
    return null;
  }
}

export interface PartnerOffer {
  partner: string;
  title: string;
  description: string;
  /** Premium members only. */
  premium: boolean;
}

export const partnerOffers: PartnerOffer[] = [
  {
    partner: 'Harbour Cinemas',
    title: '2-for-1 movie tickets',
    description: 'Two standard session tickets for the price of one, Monday to Thursday.',
    premium: false,
  },
  {
    partner: 'Coastline Dining',
    title: '15% off dinner',
    description: 'At more than 400 restaurants across Australia, any night of the week.',
    premium: false,
  },
  {
    partner: 'Southern Stays',
    title: '20% off weekend getaways',
    description: 'Hotels and holiday houses in every state, booked at least 14 days ahead.',
    premium: true,
  },
  {
    partner: 'FuelSmart',
    title: '8c a litre off fuel',
    description: 'Up to 150 litres a month at participating service stations.',
    premium: true,
  },
];

const pageStyle = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f7fb;color:#1d2433}
main{max-width:44rem;margin:0 auto;padding:2rem 1rem}h1{margin-top:0}
ul{list-style:none;padding:0}li{background:#fff;border-radius:.5rem;padding:1rem;margin:.75rem 0}
.tag{font-size:.8rem;font-weight:600;color:#6b3fa0}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${pageStyle}</style></head>
<body><main>${body}</main></body>
</html>
`;
}

/** The partner benefits page of a member: the offers of their tier. */
export function benefitsPage(member: { firstname: string; premium: boolean }): string {
  const offers = partnerOffers.filter((offer) => member.premium || !offer.premium);
  const items = offers
    .map(
      (offer) =>
        `<li><h2>${escapeHtml(offer.title)}</h2><p class="tag">${escapeHtml(offer.partner)}${
          offer.premium ? ' · Premium' : ''
        }</p><p>${escapeHtml(offer.description)}</p></li>`,
    )
    .join('');
  return page(
    'Partner benefits',
    `<h1>Partner benefits</h1><p>Welcome, ${escapeHtml(member.firstname)}. As a ${
      member.premium ? 'Daily Winners Premium member' : 'Daily Winners member'
    } you can use these offers.</p><ul>${items}</ul>`,
  );
}

/** What the page answers to a link that is not valid (forged, expired, or of a former member). */
export function expiredBenefitsPage(publicUrl: string): string {
  return page(
    'Partner benefits',
    `<h1>Partner benefits</h1><p>This link has expired or is not valid. Open Partner benefits again from <a href="${escapeHtml(
      `${publicUrl}/daily-winners`,
    )}">Daily Winners</a>.</p>`,
  );
}
