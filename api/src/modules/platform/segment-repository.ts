import { type Kysely, sql } from 'kysely';
import { type CapabilityName, capabilityNames } from 'shared-kernel/contract/platform';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';

/** A segment as operators see it: what it grants and how many customers are in it. */
export interface SegmentSummary {
  segmentName: string;
  capabilities: CapabilityName[];
  customerCount: number;
}

/** One operator change of the segments, for the audit log. */
export interface SegmentAudit {
  operatorEmail: string;
  action: 'segment_created' | 'segment_capabilities_changed' | 'segment_deleted';
  segmentName: string;
  before: CapabilityName[] | null;
  after: CapabilityName[] | null;
  at: Date;
}

const isCapabilityName = (text: string): text is CapabilityName =>
  (capabilityNames as readonly string[]).includes(text);

/**
 * Segments and their capabilities. A segment is listed in `segments` (migration 0030) or named by
 * a capability it grants (segments seeded before that table), so both are read.
 */
export class SegmentRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findAll(): Promise<SegmentSummary[]> {
    const [named, grants, counts] = await Promise.all([
      this.database.selectFrom('segments').select('segment_name').execute(),
      this.database
        .selectFrom('capability_segments')
        .select(['segment_name', 'capability'])
        .execute(),
      this.database
        .selectFrom('customers')
        .select(['segment_name', sql<number>`count(*)::int`.as('count')])
        .groupBy('segment_name')
        .execute(),
    ]);
    const segments = new Map<string, CapabilityName[]>();
    for (const row of named) segments.set(row.segment_name, []);
    for (const row of grants) {
      const capabilities = segments.get(row.segment_name) ?? [];
      if (isCapabilityName(row.capability)) capabilities.push(row.capability);
      segments.set(row.segment_name, capabilities);
    }
    const countOf = new Map(counts.map((row) => [row.segment_name, Number(row.count)]));
    return [...segments]
      .map(([segmentName, capabilities]) => ({
        segmentName,
        capabilities: capabilityNames.filter((name) => capabilities.includes(name)),
        customerCount: countOf.get(segmentName) ?? 0,
      }))
      .sort((left, right) => left.segmentName.localeCompare(right.segmentName));
  }

  async findByName(segmentName: string): Promise<SegmentSummary | null> {
    return (await this.findAll()).find((segment) => segment.segmentName === segmentName) ?? null;
  }

  /** Adds the segment and sets its capabilities; with the audit record, in one transaction. */
  async save(
    segmentName: string,
    capabilities: readonly CapabilityName[],
    audit: SegmentAudit,
  ): Promise<void> {
    await this.database.transaction().execute(async (transaction) => {
      await transaction
        .insertInto('segments')
        .values({ segment_name: segmentName })
        .onConflict((conflict) => conflict.column('segment_name').doNothing())
        .execute();
      await transaction
        .deleteFrom('capability_segments')
        .where('segment_name', '=', segmentName)
        .execute();
      if (capabilities.length > 0) {
        await transaction
          .insertInto('capability_segments')
          .values(capabilities.map((capability) => ({ segment_name: segmentName, capability })))
          .execute();
      }
      await new SegmentRepository(transaction).recordAudit(audit);
    });
  }

  async delete(segmentName: string, audit: SegmentAudit): Promise<void> {
    await this.database.transaction().execute(async (transaction) => {
      await transaction
        .deleteFrom('capability_segments')
        .where('segment_name', '=', segmentName)
        .execute();
      await transaction.deleteFrom('segments').where('segment_name', '=', segmentName).execute();
      await new SegmentRepository(transaction).recordAudit(audit);
    });
  }

  private async recordAudit(audit: SegmentAudit): Promise<void> {
    await this.database
      .insertInto('audit_log')
      .values({
        actor_type: 'operator',
        actor: audit.operatorEmail,
        action: audit.action,
        subject_type: 'segment',
        subject_id: audit.segmentName,
        detail: jsonb({ before: audit.before, after: audit.after }),
        created_at: audit.at,
      })
      .execute();
  }
}
