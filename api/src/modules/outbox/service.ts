import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { type OutboxEmail, type OutboxRepository } from './repository';

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

  latest(limit = 50): Promise<OutboxEmail[]> {
    return this.repository.findLatest(limit);
  }
}
