import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { type Database } from '../../database/schema';
import { drawZone } from '../draw-engine/schedule/schedule-rules';
import { audText } from '../ledger/aud-text';
import { OutboxRepository } from '../outbox/repository';
import { groupPageUrlOf } from './invite-tokens';
import { GroupRepository } from './repository';

/** What the invitation says about the new session. */
export interface InvitingSession {
  groupId: string;
  groupName: string;
  draw: { lotteryName: string; drawNo: number; stop: Date };
  sharePriceCents: number;
  totalShares: number;
}

export const newSessionSubject = 'A new Lotto Party session is open';

/** The email telling a member that their group opened a session, with the group's page. */
export function newSessionEmail(
  recipient: { email: string; firstname: string },
  session: InvitingSession,
  publicUrl: string,
) {
  const closes = DateTime.fromJSDate(session.draw.stop, { zone: drawZone }).toFormat(
    "cccc d LLLL 'at' h:mm a",
  );
  return {
    recipient: recipient.email,
    subject: newSessionSubject,
    textBody: [
      `Hi ${recipient.firstname},`,
      '',
      `${session.groupName} has a new Lotto Party session for ${session.draw.lotteryName} ` +
        `draw ${session.draw.drawNo}: ${session.totalShares} shares at ` +
        `${audText(session.sharePriceCents)} each, on sale until ${closes} (Sydney time).`,
      '',
      `Buy your shares: ${groupPageUrlOf(publicUrl, session.groupId)}`,
      '',
    ].join('\n'),
  };
}

/**
 * Queues the invitation (through the outbox, in the caller's transaction or database) to every
 * member of the session's group except `exceptCustomerId` (who opened it). Answers how many.
 */
export async function inviteMembersToSession(
  database: Kysely<Database>,
  session: InvitingSession,
  exceptCustomerId: string | null,
  publicUrl: string,
): Promise<number> {
  const members = await new GroupRepository(database).findMemberContacts(
    session.groupId,
    exceptCustomerId,
  );
  await new OutboxRepository(database).insertMany(
    members.map((member) => ({ id: randomUUID(), ...newSessionEmail(member, session, publicUrl) })),
  );
  return members.length;
}
