import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';

export interface OutboxEmail {
  id: string;
  recipient: string;
  subject: string;
  textBody: string;
  createdAt: Date;
  sentAt: Date | null;
}

export class OutboxRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async insert(email: { id: string; recipient: string; subject: string; textBody: string }) {
    await this.database
      .insertInto('email_outbox')
      .values({
        id: email.id,
        recipient: email.recipient,
        subject: email.subject,
        text_body: email.textBody,
      })
      .execute();
  }

  /** Several emails in one statement (result emails of a draw), in the caller's transaction. */
  async insertMany(
    emails: ReadonlyArray<{ id: string; recipient: string; subject: string; textBody: string }>,
  ): Promise<void> {
    if (emails.length === 0) return;
    await this.database
      .insertInto('email_outbox')
      .values(
        emails.map((email) => ({
          id: email.id,
          recipient: email.recipient,
          subject: email.subject,
          text_body: email.textBody,
        })),
      )
      .execute();
  }

  /**
   * Unsent emails written more than `graceMs` ago (so not while `send` is still delivering its
   * own), oldest first, locked until the transaction ends; rows another transaction holds are
   * skipped, so two relays never deliver the same email.
   */
  async lockUnsent(options: {
    graceMs: number;
    attemptsMax: number;
    limit: number;
  }): Promise<OutboxEmail[]> {
    const rows = await this.database
      .selectFrom('email_outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('failed_attempts', '<', options.attemptsMax)
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${options.graceMs / 1000})`)
      .where('created_at', '>', sql<Date>`now() - interval '7 days'`)
      .orderBy('created_at')
      .limit(options.limit)
      .forUpdate()
      .skipLocked()
      .execute();
    return rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      textBody: row.text_body,
      createdAt: new Date(row.created_at),
      sentAt: null,
    }));
  }

  /** Newest first. */
  async findLatest(limit: number): Promise<OutboxEmail[]> {
    const rows = await this.database
      .selectFrom('email_outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      textBody: row.text_body,
      createdAt: new Date(row.created_at),
      sentAt: row.sent_at ? new Date(row.sent_at) : null,
    }));
  }

  async markSent(id: string, sentAt: Date): Promise<void> {
    await this.database
      .updateTable('email_outbox')
      .set({ sent_at: sentAt })
      .where('id', '=', id)
      .execute();
  }

  async countFailure(id: string): Promise<void> {
    await this.database
      .updateTable('email_outbox')
      .set((expression) => ({ failed_attempts: expression('failed_attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }
}
