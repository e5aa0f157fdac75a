import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { type PublicityStatusColumn } from '../../database/social-schema';
import { socialLimits } from './config';
import { type InviteLinks, inviteTokenHashOf } from './invite-tokens';
import { isProfane } from './profanity';
import { isId, socialRefusals } from './refusals';
import { type Group, GroupRepository, type Page } from './repository';
import { SessionRepository } from './session-repository';
import { sessionViewOf, type SessionView } from './session-views';

/** A group as one caller sees it. */
export interface GroupView {
  group: Group;
  isMember: boolean;
  isOwner: boolean;
  /** The invite link: members only. */
  inviteUrl: string | null;
  openSession: SessionView | null;
}

/** A group the caller may read, and whether they are in it. */
export interface ReadableGroup {
  group: Group;
  isMember: boolean;
}

export interface NewGroupRequest {
  groupName: string;
  publicityStatus: PublicityStatusColumn;
}

/**
 * Lotto Party groups: creating one (its owner its first member), reading one (members, or anyone
 * for a public or promoted group; a private group is unknown to others), by its invite link,
 * revoking that link, and joining. Every refusal changes nothing.
 */
export class GroupService {
  private readonly groups: GroupRepository;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly links: InviteLinks,
    private readonly now: () => Date,
  ) {
    this.groups = new GroupRepository(database);
  }

  async create(customerId: string, request: NewGroupRequest): Promise<GroupView> {
    const name = request.groupName.trim();
    const { min, max } = socialLimits.groupNameLength;
    if ([...name].length < min || [...name].length > max) throw socialRefusals.groupNameInvalid();
    if (isProfane(name)) throw socialRefusals.groupNameProfane();
    const id = randomUUID();
    const now = this.now();
    const inserted = await this.database.transaction().execute((transaction) =>
      new GroupRepository(transaction).insert({
        id,
        name,
        ownerId: customerId,
        publicityStatus: request.publicityStatus,
        inviteTokenHash: inviteTokenHashOf(this.links.tokenOf(id, now)),
        now,
      }),
    );
    if (!inserted) throw socialRefusals.groupNameTaken();
    return this.byId(id, customerId);
  }

  /** The groups the customer is a member of, newest first. */
  async mine(customerId: string, page: Page): Promise<{ groups: GroupView[]; total: number }> {
    const { groups, total } = await this.groups.findOfMember(customerId, page);
    const views = await Promise.all(
      groups.map((group) => this.viewOf({ group, isMember: true }, customerId)),
    );
    return { groups: views, total };
  }

  async byId(groupId: string, callerId: string | null): Promise<GroupView> {
    return this.viewOf(await this.readable(groupId, callerId), callerId);
  }

  /** The group an unrevoked invite token invites to, whatever its publicity. */
  async byToken(token: string, callerId: string | null): Promise<GroupView> {
    const group = await this.groups.findByInviteTokenHash(inviteTokenHashOf(token));
    if (!group) throw socialRefusals.inviteNotFound();
    const isMember = callerId !== null && (await this.groups.isMember(group.id, callerId));
    return this.viewOf({ group, isMember }, callerId);
  }

  /** The owner revokes the invite link; answers the new one. */
  async revokeInviteLink(groupId: string, customerId: string): Promise<string> {
    const { group } = await this.readable(groupId, customerId);
    if (group.ownerId !== customerId) throw socialRefusals.notGroupOwner();
    // A new link needs a new time: never the old link's, even within one millisecond.
    const createdAt = new Date(
      Math.max(this.now().getTime(), group.inviteTokenCreatedAt.getTime() + 1),
    );
    await this.groups.updateInviteToken(
      groupId,
      inviteTokenHashOf(this.links.tokenOf(groupId, createdAt)),
      createdAt,
    );
    return this.links.urlOf(groupId, createdAt);
  }

  /**
   * Joins the group (once): a public or promoted group as it is, a private one with its current
   * invite token (else it stays unknown: 404).
   */
  async join(groupId: string, customerId: string, inviteToken: string | null): Promise<GroupView> {
    const group = await this.admissible(groupId, customerId, inviteToken);
    await this.groups.insertMember(group.id, customerId, this.now());
    return this.byId(group.id, customerId);
  }

  /**
   * The group the customer may join or buy into: a member's, a public or promoted one, or a
   * private one whose current invite token they hold; 404 otherwise.
   */
  async admissible(groupId: string, customerId: string, inviteToken: string | null) {
    const group = isId(groupId) ? await this.groups.findById(groupId) : null;
    if (!group) throw socialRefusals.groupNotFound();
    if (group.publicityStatus !== 'private') return group;
    if (await this.groups.isMember(group.id, customerId)) return group;
    if (inviteToken !== null) {
      const invited = await this.groups.findByInviteTokenHash(inviteTokenHashOf(inviteToken));
      if (invited?.id === group.id) return group;
    }
    throw socialRefusals.groupNotFound();
  }

  /** The group if the caller may read it (a member, or it is not private); else 404. */
  async readable(groupId: string, callerId: string | null): Promise<ReadableGroup> {
    const group = isId(groupId) ? await this.groups.findById(groupId) : null;
    if (!group) throw socialRefusals.groupNotFound();
    const isMember = callerId !== null && (await this.groups.isMember(group.id, callerId));
    if (!isMember && group.publicityStatus === 'private') throw socialRefusals.groupNotFound();
    return { group, isMember };
  }

  private async viewOf(
    { group, isMember }: ReadableGroup,
    callerId: string | null,
  ): Promise<GroupView> {
    const open = await new SessionRepository(this.database).findOpenOfGroup(group.id);
    return {
      group,
      isMember,
      isOwner: callerId !== null && group.ownerId === callerId,
      inviteUrl: isMember ? this.links.urlOf(group.id, group.inviteTokenCreatedAt) : null,
      openSession: open ? await sessionViewOf(this.database, open, callerId) : null,
    };
  }
}
