import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { demoCapabilitySegments } from '../../seed/demo-data';
import { signupSegmentName } from './segment-service';
import { defaultSegmentName } from './service';

/**
 * A shop without any segment would refuse every gated call to everyone, so its first start
 * creates the default segment (visitors) and the one new customers join, granting what the demo
 * shop's do; operators edit them at /ops/segments. A shop with segments is left as it is.
 */
export async function createStandardSegments(database: Kysely<Database>): Promise<boolean> {
  return database.transaction().execute(async (transaction) => {
    const granted = await transaction
      .selectFrom('capability_segments')
      .select('segment_name')
      .limit(1)
      .executeTakeFirst();
    if (granted) return false;
    const rows = [defaultSegmentName, signupSegmentName].flatMap((segmentName) =>
      (demoCapabilitySegments[segmentName] ?? []).map((capability) => ({
        segment_name: segmentName,
        capability,
      })),
    );
    await transaction
      .insertInto('capability_segments')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await transaction
      .insertInto('segments')
      .values([{ segment_name: defaultSegmentName }, { segment_name: signupSegmentName }])
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return true;
  });
}
