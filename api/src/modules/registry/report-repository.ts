import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';
import { type RemoteOutcome } from './model';

/** What page loads reported of remote versions: sessions, failures, known-good versions. */
export class ReportRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /**
   * Versions of a remote that were stable in some revision of the environment, rendered there
   * at least once and are not withdrawn: the last revision they were stable in first.
   */
  async findKnownGoodVersions(environment: string, remote: string): Promise<string[]> {
    const result = await sql<{ version: string }>`
      select pin->>'version' as version, max(revision.number) as last_revision
      from release_revisions as revision, jsonb_array_elements(revision.pins) as pin
      where revision.environment = ${environment} and pin->>'remote' = ${remote}
        and exists (select 1 from release_reports as report
          where report.environment = ${environment} and report.remote = ${remote}
            and report.version = pin->>'version' and report.outcome = 'rendered')
        and exists (select 1 from remote_versions as published
          where published.remote = ${remote} and published.version = pin->>'version'
            and published.withdrawn_at is null)
      group by pin->>'version'
      order by last_revision desc`.execute(this.database);
    return result.rows.map((row) => row.version);
  }

  /** Stores one page load's outcome; a failure replaces a success, never the other way. */
  async upsertReport(report: {
    environment: string;
    remote: string;
    version: string;
    pageLoad: string;
    outcome: RemoteOutcome;
    at: Date;
  }): Promise<void> {
    await this.database
      .insertInto('release_reports')
      .values({
        environment: report.environment,
        remote: report.remote,
        version: report.version,
        page_load: report.pageLoad,
        outcome: report.outcome,
        reported_at: report.at,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['environment', 'remote', 'version', 'page_load'])
          .doUpdateSet({ outcome: (update) => update.ref('excluded.outcome') })
          .where('release_reports.outcome', '=', 'rendered'),
      )
      .execute();
  }

  /** Page loads that reported a version since `since`, and how many of them failed. */
  async countSessions(
    environment: string,
    remote: string,
    version: string,
    since: Date,
  ): Promise<{ sessions: number; failed: number }> {
    const row = await this.database
      .selectFrom('release_reports')
      .select((select) => [
        select.fn.countAll().as('sessions'),
        select.fn.countAll().filterWhere('outcome', '<>', 'rendered').as('failed'),
      ])
      .where('environment', '=', environment)
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('reported_at', '>=', since)
      .executeTakeFirstOrThrow();
    return { sessions: Number(row.sessions), failed: Number(row.failed) };
  }
}
