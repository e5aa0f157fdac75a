import { type OutboxRepository } from './repository';
import { type Email, type EmailSender, OutboxService } from './service';

function recordingRepository() {
  const calls: string[] = [];
  const repository = {
    insert: (email: { id: string; recipient: string }) => {
      calls.push(`insert ${email.recipient}`);
      return Promise.resolve();
    },
    markSent: () => {
      calls.push('sent');
      return Promise.resolve();
    },
    countFailure: () => {
      calls.push('failed');
      return Promise.resolve();
    },
    findLatest: () => Promise.resolve([]),
  };
  return { calls, repository: repository as unknown as OutboxRepository };
}

const email: Email = { recipient: 'a@example.test', subject: 'Hello', textBody: 'Hi' };

describe('OutboxService', () => {
  it('keeps the email in the outbox when no sender is configured', async () => {
    const { calls, repository } = recordingRepository();
    await new OutboxService(repository, null, () => new Date()).send(email);
    expect(calls).toEqual(['insert a@example.test']);
  });

  it('delivers through the sender and marks the email sent', async () => {
    const { calls, repository } = recordingRepository();
    const delivered: Email[] = [];
    const sender: EmailSender = {
      send: (message) => {
        delivered.push(message);
        return Promise.resolve();
      },
    };
    await new OutboxService(repository, sender, () => new Date()).send(email);
    expect(delivered).toEqual([email]);
    expect(calls).toEqual(['insert a@example.test', 'sent']);
  });

  it('counts a failed delivery and reports it without failing the caller', async () => {
    const { calls, repository } = recordingRepository();
    const reported: unknown[] = [];
    const sender: EmailSender = { send: () => Promise.reject(new Error('connection refused')) };
    await new OutboxService(
      repository,
      sender,
      () => new Date(),
      (error) => reported.push(error),
    ).send(email);
    expect(calls).toEqual(['insert a@example.test', 'failed']);
    expect(reported).toHaveLength(1);
  });
});
