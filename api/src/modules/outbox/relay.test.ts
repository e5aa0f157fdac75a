import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { OutboxRepository } from './repository';
import { type Email, type EmailSender, OutboxService } from './service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false });
});

afterAll(() => testApp.close());

function recordingSender(fails: (email: Email) => boolean = () => false) {
  const sent: string[] = [];
  const sender: EmailSender = {
    send: (email) => {
      if (fails(email)) return Promise.reject(new Error('connection refused'));
      sent.push(email.recipient);
      return Promise.resolve();
    },
  };
  return { sent, sender };
}

async function writeEmails(prefix: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index}`,
    recipient: `${prefix}-${index}@example.test`,
    subject: 'Your results',
    textBody: 'No prize this time.',
  }));
  await new OutboxRepository(testApp.app.database).insertMany(emails);
  return emails.map((email) => email.recipient);
}

describe('the outbox relay', () => {
  it('delivers each email written by another transaction once, even with two relays at once', async () => {
    const recipients = await writeEmails('relay', 7);
    const { sent, sender } = recordingSender();
    const relay = () =>
      new OutboxService(
        new OutboxRepository(testApp.app.database),
        sender,
        () => new Date(),
      ).deliverPending(testApp.app.database, { graceMs: 0, batchSize: 3 });

    const delivered = await Promise.all([relay(), relay()]);
    const again = await relay();

    expect(delivered[0] + delivered[1]).toBe(7);
    expect(again).toBe(0);
    expect(sent.sort()).toEqual([...recipients].sort());
    const unsent = await testApp.app.database
      .selectFrom('email_outbox')
      .select('id')
      .where('id', 'like', 'relay-%')
      .where('sent_at', 'is', null)
      .execute();
    expect(unsent).toEqual([]);
  });

  it('counts a failed delivery and gives up after the last attempt', async () => {
    const [recipient] = await writeEmails('failing', 1);
    const { sender } = recordingSender((email) => email.recipient === recipient);
    const failures: unknown[] = [];
    const service = new OutboxService(
      new OutboxRepository(testApp.app.database),
      sender,
      () => new Date(),
      (error) => failures.push(error),
    );

    for (let run = 0; run < 3; run += 1) {
      await service.deliverPending(testApp.app.database, { graceMs: 0, attemptsMax: 2 });
    }

    expect(failures).toHaveLength(2);
    const row = await testApp.app.database
      .selectFrom('email_outbox')
      .select(['failed_attempts', 'sent_at'])
      .where('recipient', '=', recipient ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failed_attempts: 2, sent_at: null });
  });

  it('leaves the outbox alone without a sender', async () => {
    await writeEmails('kept', 1);
    const service = new OutboxService(
      new OutboxRepository(testApp.app.database),
      null,
      () => new Date(),
    );
    expect(await service.deliverPending(testApp.app.database, { graceMs: 0 })).toBe(0);
  });
});
