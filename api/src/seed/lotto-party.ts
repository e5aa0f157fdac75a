import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import { type Database } from '../database/schema';
import { socialLimits } from '../modules/social/config';
import { inviteTokenHashOf } from '../modules/social/invite-tokens';
import { LotteryRepository } from '../modules/social/lottery-repository';
import { GroupRepository } from '../modules/social/repository';
import { SessionRepository } from '../modules/social/session-repository';

export const demoGroupName = 'Friday Night Syndicate';
const demoGroupOwnerEmail = 'demo@lottoshop.test';
const demoLotteryKey = 'powerball';

/**
 * The demo Lotto Party group: "Friday Night Syndicate", public, owned by the demo customer, with
 * an open session of the next Powerball draw (10 shares at A$5.00, none sold, auto-session off).
 * A group without an open session (its draw passed while the shop was stopped) gets a new one.
 * Run once the server's secrets are known: `inviteTokenOf` derives the group's invite token.
 */
export async function seedLottoParty(
  database: Kysely<Database>,
  inviteTokenOf: (groupId: string, createdAt: Date) => string,
  now: Date,
): Promise<void> {
  const owner = await database
    .selectFrom('customers')
    .select('id')
    .where('email', '=', demoGroupOwnerEmail)
    .executeTakeFirst();
  if (!owner) return;
  const findGroup = () =>
    database
      .selectFrom('social_groups')
      .select('id')
      .where('name', '=', demoGroupName)
      .executeTakeFirst();
  if (!(await findGroup())) {
    const id = randomUUID();
    // Processes starting together insert one group: the name is unique.
    await new GroupRepository(database).insert({
      id,
      name: demoGroupName,
      ownerId: owner.id,
      publicityStatus: 'public',
      inviteTokenHash: inviteTokenHashOf(inviteTokenOf(id, now)),
      now,
    });
  }
  const group = await findGroup();
  if (!group) return;
  const sessions = new SessionRepository(database);
  if (await sessions.findOpenOfGroup(group.id)) return;
  const [draw] = await new LotteryRepository(database).findOpenDraws(
    demoLotteryKey,
    new Date(now.getTime() + 60 * 60 * 1000),
    1,
  );
  if (!draw) return;
  await sessions.insert({
    groupId: group.id,
    drawId: draw.drawId,
    lotteryKey: demoLotteryKey,
    sharePriceCents: socialLimits.sharePriceCents.default,
    totalShares: socialLimits.totalShares.default,
    autosessionStatus: 'off',
    inviteAllExistingMembers: false,
    createdBy: owner.id,
    now,
  });
}
