import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';
import { type PublicityStatusColumn } from '../../database/social-schema';

/** A Lotto Party group as the services see it. */
export interface Group {
  id: string;
  name: string;
  publicityStatus: PublicityStatusColumn;
  ownerId: string;
  ownerFirstname: string;
  ownerLastname: string;
  memberCount: number;
  /** When its invite link was made (the token is derived from it). */
  inviteTokenCreatedAt: Date;
  createdAt: Date;
}

export interface NewGroup {
  id: string;
  name: string;
  ownerId: string;
  publicityStatus: PublicityStatusColumn;
  inviteTokenHash: string;
  now: Date;
}

/** A member to write to: an invitation email. */
export interface GroupMemberContact {
  customerId: string;
  email: string;
  firstname: string;
}

export interface Page {
  limit: number;
  offset: number;
}

/** Groups and their members. */
export class GroupRepository {
  constructor(private readonly database: Kysely<Database>) {}

  private groups() {
    return this.database
      .selectFrom('social_groups')
      .innerJoin('customers as owner', 'owner.id', 'social_groups.owner_id')
      .select([
        'social_groups.id',
        'social_groups.name',
        'social_groups.publicity_status',
        'social_groups.owner_id',
        'social_groups.invite_token_created_at',
        'social_groups.created_at',
        'owner.firstname',
        'owner.lastname',
        sql<number>`(select count(*)::int from social_group_members member
          where member.group_id = social_groups.id)`.as('member_count'),
      ]);
  }

  /**
   * Inserts the group and its owner as its first member; false (nothing written) when a group of
   * that name exists, whatever its case.
   */
  async insert(group: NewGroup): Promise<boolean> {
    const inserted = await this.database
      .insertInto('social_groups')
      .values({
        id: group.id,
        name: group.name,
        owner_id: group.ownerId,
        publicity_status: group.publicityStatus,
        invite_token_hash: group.inviteTokenHash,
        invite_token_created_at: group.now,
        created_at: group.now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await this.insertMember(group.id, group.ownerId, group.now);
    return true;
  }

  /** Makes the customer a member (once). */
  async insertMember(groupId: string, customerId: string, now: Date): Promise<void> {
    await this.database
      .insertInto('social_group_members')
      .values({ group_id: groupId, customer_id: customerId, joined_at: now })
      .onConflict((conflict) => conflict.columns(['group_id', 'customer_id']).doNothing())
      .execute();
  }

  async findById(groupId: string): Promise<Group | null> {
    const row = await this.groups().where('social_groups.id', '=', groupId).executeTakeFirst();
    return row ? groupOf(row) : null;
  }

  async findByInviteTokenHash(tokenHash: string): Promise<Group | null> {
    const row = await this.groups()
      .where('social_groups.invite_token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ? groupOf(row) : null;
  }

  /** The groups the customer is a member of, newest first. */
  async findOfMember(customerId: string, page: Page): Promise<{ groups: Group[]; total: number }> {
    const ofMember = this.database
      .selectFrom('social_group_members')
      .select('group_id')
      .where('customer_id', '=', customerId);
    const [rows, count] = await Promise.all([
      this.groups()
        .where('social_groups.id', 'in', ofMember)
        .orderBy('social_groups.created_at', 'desc')
        .orderBy('social_groups.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.database
        .selectFrom('social_group_members')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow(),
    ]);
    return { groups: rows.map(groupOf), total: Number(count.total) };
  }

  async isMember(groupId: string, customerId: string): Promise<boolean> {
    const row = await this.database
      .selectFrom('social_group_members')
      .select('customer_id')
      .where('group_id', '=', groupId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Replaces the group's invite token (the old one stops working). */
  async updateInviteToken(groupId: string, tokenHash: string, createdAt: Date): Promise<void> {
    await this.database
      .updateTable('social_groups')
      .set({ invite_token_hash: tokenHash, invite_token_created_at: createdAt })
      .where('id', '=', groupId)
      .execute();
  }

  /** The group's members other than `exceptCustomerId`, with their email addresses. */
  async findMemberContacts(groupId: string, exceptCustomerId: string | null) {
    let query = this.database
      .selectFrom('social_group_members')
      .innerJoin('customers', 'customers.id', 'social_group_members.customer_id')
      .select(['customers.id', 'customers.email', 'customers.firstname'])
      .where('social_group_members.group_id', '=', groupId)
      .orderBy('social_group_members.joined_at');
    if (exceptCustomerId !== null) query = query.where('customers.id', '<>', exceptCustomerId);
    const rows = await query.execute();
    return rows.map((row): GroupMemberContact => ({
      customerId: row.id,
      email: row.email,
      firstname: row.firstname,
    }));
  }
}

function groupOf(row: {
  id: string;
  name: string;
  publicity_status: PublicityStatusColumn;
  owner_id: string;
  invite_token_created_at: Date | string;
  created_at: Date | string;
  firstname: string;
  lastname: string;
  member_count: number;
}): Group {
  return {
    id: row.id,
    name: row.name,
    publicityStatus: row.publicity_status,
    ownerId: row.owner_id,
    ownerFirstname: row.firstname,
    ownerLastname: row.lastname,
    memberCount: Number(row.member_count),
    inviteTokenCreatedAt: new Date(row.invite_token_created_at),
    createdAt: new Date(row.created_at),
  };
}
