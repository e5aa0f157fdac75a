// One process running the draw engine against DATABASE_URL, as an API process's job would: for
// the process-safety tests, which start several at once and kill some. ENGINE_TICKS ticks (1),
// one after another; prints `ready`, then each tick's summary as a JSON line.
import { openDatabase } from '../../../database/connection';
import { OutboxRepository } from '../../outbox/repository';
import { OutboxService } from '../../outbox/service';
import { PurchaseService } from '../../purchase/service';
import { RecurringService } from '../../recurring/service';
import { ScheduledPurchaseService } from '../../scheduled-purchases/service';
import { drawEngineOf } from '../module';
import { defaultDrawEngineSettings } from '../settings';
import { noBeacon } from '../verifiable/randomness-beacon';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const ticks = Number(process.env.ENGINE_TICKS ?? 1);
  const connection = await openDatabase(url);
  try {
    const { database } = connection;
    const now = () => new Date();
    const scheduledPurchases = new ScheduledPurchaseService(database, now);
    const outbox = new OutboxService(new OutboxRepository(database), null, now);
    const engine = drawEngineOf({
      database,
      now,
      settings: { ...defaultDrawEngineSettings, publicUrl: 'https://shop.test' },
      beacon: noBeacon,
      recurring: new RecurringService(
        database,
        new PurchaseService(database, { now }),
        scheduledPurchases,
        now,
      ),
      scheduledPurchases,
      sendEmail: (email) => outbox.send(email),
    });
    process.stdout.write('ready\n');
    for (let tick = 0; tick < ticks; tick += 1) {
      process.stdout.write(`${JSON.stringify(await engine.tick())}\n`);
    }
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
