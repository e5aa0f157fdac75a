import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { type Database } from '../../database/schema';
import { type OutboxEmail, OutboxRepository } from './repository';

export interface Email {
  recipient: string;
  subject: string;
  textBody: string;
}

/** Delivers a stored email; the SMTP adapter when SMTP_URL is set, none otherwise. */
export interface EmailSender {
  send(email: Email): Promise<void>;
}

export function smtpSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.recipient,
        subject: email.subject,
        text: email.textBody,
      });
    },
  };
}

/**
 * The email port: every email is written to the outbox table first (readable by support
 * operators at /ops/outbox when OUTBOX_VIEWER is on); with a sender configured it is then
 * delivered and marked sent.
 */
export class OutboxService {
  constructor(
    private readonly repository: OutboxRepository,
    private readonly sender: EmailSender | null,
    private readonly now: () => Date,
    private readonly onDeliveryFailure: (error: unknown) => void = () => {},
  ) {}

  async send(email: Email): Promise<void> {
    const id = randomUUID();
    await this.repository.insert({ id, ...email });
    if (!this.sender) return;
    try {
      await this.sender.send(email);
      await this.repository.markSent(id, this.now());
    } catch (error) {
      await this.repository.countFailure(id);
      this.onDeliveryFailure(error);
    }
  }

  /**
   * The relay: delivers the emails other modules wrote to the outbox inside their own
   * transactions (draw results, prize claims), which `send` never saw. Each batch runs in one
   * transaction holding its rows' locks, so several processes never deliver one email twice; a
   * failed delivery is counted and tried again on a later run, at most `attemptsMax` times.
   * Answers how many were delivered; does nothing without a sender.
   */
  async deliverPending(
    database: Kysely<Database>,
    options: { graceMs?: number; batchSize?: number; attemptsMax?: number } = {},
  ): Promise<number> {
    const sender = this.sender;
    if (!sender) return 0;
    const batchSize = options.batchSize ?? 50;
    let delivered = 0;
    for (;;) {
      const batch = await database.transaction().execute(async (transaction) => {
        const repository = new OutboxRepository(transaction);
        const emails = await repository.lockUnsent({
          graceMs: options.graceMs ?? 30_000,
          attemptsMax: options.attemptsMax ?? 5,
          limit: batchSize,
        });
        let sent = 0;
        for (const email of emails) {
          try {
            const { recipient, subject, textBody } = email;
            await sender.send({ recipient, subject, textBody });
            await repository.markSent(email.id, this.now());
            sent += 1;
          } catch (error) {
            await repository.countFailure(email.id);
            this.onDeliveryFailure(error);
          }
        }
        return { found: emails.length, sent };
      });
      delivered += batch.sent;
      if (batch.found < batchSize || batch.sent === 0) return delivered;
    }
  }

  latest(limit = 50): Promise<OutboxEmail[]> {
    return this.repository.findLatest(limit);
  }
}
