import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { lottoPartyGameType } from '../draw-engine/steps/entries-of-draw';
import { GroupRepository } from './repository';
import { SessionRepository } from './session-repository';

/** What a bought ticket says about itself, as far as Lotto Party cares. */
export interface BoughtShareLine {
  gameType: string;
  gameOffer: string;
  numShares: number | null;
  priceCents: number;
}

/** 422 `shares_unavailable`: "Only N shares are left in this session." */
export function sharesUnavailable(remaining: number): ApiError {
  return new ApiError(
    422,
    'shares_unavailable',
    `Only ${Math.max(0, remaining)} shares are left in this session.`,
    { num_shares: [`Only ${Math.max(0, remaining)} shares are left in this session.`] },
  );
}

/** The shares and price bought per session. */
function claimsOf(lines: readonly BoughtShareLine[]) {
  const claims = new Map<string, { shares: number; priceCents: number }>();
  for (const line of lines) {
    if (line.gameType !== lottoPartyGameType) continue;
    const claim = claims.get(line.gameOffer) ?? { shares: 0, priceCents: 0 };
    claim.shares += line.numShares ?? 0;
    claim.priceCents += line.priceCents;
    claims.set(line.gameOffer, claim);
  }
  return claims;
}

/**
 * Run by every purchase inside its transaction, after its tickets are written: the shares bought
 * are claimed from their sessions. Each session's row is locked (in id order, so two purchases
 * never wait on each other crosswise) and must still be open with the shares left; then its
 * shares sold and pool grow by what was bought, and the buyer is a member of the group. Otherwise
 * 422 `shares_unavailable`, which rolls the whole purchase back: nothing is charged. This row lock
 * is what keeps a session from being oversold by concurrent purchases.
 */
export async function claimSharesOfPurchase(
  transaction: Kysely<Database>,
  customerId: string,
  lines: readonly BoughtShareLine[],
  now: Date,
): Promise<void> {
  const claims = claimsOf(lines);
  const sessions = new SessionRepository(transaction);
  const groups = new GroupRepository(transaction);
  for (const [sessionId, claim] of [...claims].sort(([left], [right]) =>
    left < right ? -1 : left > right ? 1 : 0,
  )) {
    const session = await sessions.lockForPurchase(sessionId);
    if (!session || session.status !== 'open') throw sharesUnavailable(0);
    if (claim.shares < 1 || claim.shares > session.sharesRemaining) {
      throw sharesUnavailable(session.sharesRemaining);
    }
    await sessions.addSharesSold(sessionId, claim.shares, claim.priceCents);
    await groups.insertMember(session.groupId, customerId, now);
  }
}
