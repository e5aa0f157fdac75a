import { type Kysely, type Selectable, sql } from 'kysely';
import { jsonb } from '../../database/json';
import {
  type Database,
  type ReleaseRevisionsTable,
  type RemoteVersionsTable,
} from '../../database/schema';
import {
  type Actor,
  actorName,
  type PublishedVersion,
  type RemoteManifest,
  type Revision,
  type ShellRecord,
} from './model';
import { ReportRepository } from './report-repository';

/** A published version as stored: everything but where it is live. */
export type StoredVersion = Omit<PublishedVersion, 'liveIn'>;

export interface EnvironmentRecord {
  name: string;
  shell: ShellRecord | null;
  /** The live revision's number (0: none yet). */
  revision: number;
}

export interface AuditEntry {
  actor: Actor;
  action: string;
  /** The environment; `*` for a change of a version that holds in every environment. */
  environment: string;
  detail: Record<string, unknown>;
  at: Date;
}

export class RegistryRepository {
  /** What page loads reported, on the same connection (and transaction). */
  readonly reports: ReportRepository;

  constructor(private readonly database: Kysely<Database>) {
    this.reports = new ReportRepository(database);
  }

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<Result>(work: (repository: RegistryRepository) => Promise<Result>): Promise<Result> {
    return this.database
      .transaction()
      .execute((transaction) => work(new RegistryRepository(transaction)));
  }

  /** Every environment in promotion order, with its live revision number. */
  async findEnvironments(): Promise<EnvironmentRecord[]> {
    const rows = await this.database
      .selectFrom('release_environments as environment')
      .select((select) => [
        'environment.name',
        'environment.shell',
        select
          .selectFrom('release_revisions')
          .select((inner) => inner.fn.max('number').as('number'))
          .whereRef('release_revisions.environment', '=', 'environment.name')
          .as('revision'),
      ])
      .orderBy('environment.position')
      .orderBy('environment.name')
      .execute();
    return rows.map((row) => ({
      name: row.name,
      revision: Number(row.revision ?? 0),
      shell: row.shell && {
        version: row.shell.version,
        provides: row.shell.provides,
        recordedAt: new Date(row.shell.recordedAt),
      },
    }));
  }

  async findEnvironment(name: string): Promise<EnvironmentRecord | null> {
    return (await this.findEnvironments()).find((environment) => environment.name === name) ?? null;
  }

  /** Locks the environment's row until the transaction ends; false when there is none. */
  async lockEnvironment(name: string): Promise<boolean> {
    const row = await this.database
      .selectFrom('release_environments')
      .select('name')
      .where('name', '=', name)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Creates the missing environments and puts all of them in this promotion order. */
  async saveEnvironmentOrder(names: readonly string[]): Promise<void> {
    for (const [position, name] of names.entries()) {
      await this.database
        .insertInto('release_environments')
        .values({ name, position, shell: jsonb(null) })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ position }))
        .execute();
    }
  }

  async insertEnvironmentIfAbsent(name: string): Promise<void> {
    await this.database
      .insertInto('release_environments')
      .values({ name, shell: jsonb(null) })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }

  async updateShell(environment: string, shell: ShellRecord): Promise<void> {
    await this.database
      .updateTable('release_environments')
      .set({
        shell: jsonb({
          version: shell.version,
          provides: shell.provides,
          recordedAt: shell.recordedAt.toISOString(),
        }),
      })
      .where('name', '=', environment)
      .execute();
  }

  async findVersion(remote: string, version: string): Promise<StoredVersion | null> {
    const row = await this.database
      .selectFrom('remote_versions')
      .selectAll()
      .where('remote', '=', remote)
      .where('version', '=', version)
      .executeTakeFirst();
    return row ? storedVersionOf(row) : null;
  }

  /** Published versions (of one remote, or all), by remote, newest first. */
  async findVersions(remote?: string): Promise<StoredVersion[]> {
    let query = this.database.selectFrom('remote_versions').selectAll();
    if (remote !== undefined) query = query.where('remote', '=', remote);
    const rows = await query
      .orderBy('remote')
      .orderBy('published_at', 'desc')
      .orderBy('version', 'desc')
      .execute();
    return rows.map(storedVersionOf);
  }

  /** Inserts a version unless it exists; returns whether it did. */
  async insertVersionIfAbsent(version: StoredVersion): Promise<boolean> {
    const inserted = await this.database
      .insertInto('remote_versions')
      .values({
        remote: version.remote,
        version: version.version,
        manifest: jsonb(version.manifest),
        digest: version.digest,
        published_at: version.publishedAt,
        published_by: version.publishedBy,
      })
      .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
      .returning('remote')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /**
   * Records the digest and the full manifest (integrity, requirements, routes) of a version
   * registered before they were kept, when its build is published again.
   */
  async completeUnknownVersion(manifest: RemoteManifest, digest: string): Promise<void> {
    const { remote, version } = manifest;
    await this.database
      .updateTable('remote_versions')
      .set({ digest, manifest: jsonb(manifest) })
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('digest', '=', '')
      .execute();
  }

  async withdrawVersion(
    remote: string,
    version: string,
    withdrawn: { at: Date; by: string; reason: string },
  ): Promise<void> {
    await this.database
      .updateTable('remote_versions')
      .set({
        withdrawn_at: withdrawn.at,
        withdrawn_by: withdrawn.by,
        withdrawn_reason: withdrawn.reason,
      })
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('withdrawn_at', 'is', null)
      .execute();
  }

  async findRevision(environment: string, number: number): Promise<Revision | null> {
    const row = await this.database
      .selectFrom('release_revisions')
      .selectAll()
      .where('environment', '=', environment)
      .where('number', '=', number)
      .executeTakeFirst();
    return row ? revisionOf(row) : null;
  }

  async findLiveRevision(environment: string): Promise<Revision | null> {
    const row = await this.database
      .selectFrom('release_revisions')
      .selectAll()
      .where('environment', '=', environment)
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? revisionOf(row) : null;
  }

  /** The live revision of every environment that has one. */
  async findLiveRevisions(): Promise<Revision[]> {
    const rows = await this.database
      .selectFrom('release_revisions as revision')
      .selectAll()
      .where((eb) =>
        eb(
          'revision.number',
          '=',
          eb
            .selectFrom('release_revisions as newer')
            .select((select) => select.fn.max('newer.number').as('number'))
            .whereRef('newer.environment', '=', 'revision.environment'),
        ),
      )
      .execute();
    return rows.map(revisionOf);
  }

  async findRevisions(
    environment: string,
    page: { limit: number; offset: number },
  ): Promise<{ revisions: Revision[]; total: number }> {
    const rows = await this.database
      .selectFrom('release_revisions')
      .selectAll()
      .where('environment', '=', environment)
      .orderBy('number', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const { total } = await this.database
      .selectFrom('release_revisions')
      .select((select) => select.fn.countAll().as('total'))
      .where('environment', '=', environment)
      .executeTakeFirstOrThrow();
    return { revisions: rows.map(revisionOf), total: Number(total) };
  }

  async insertRevision(revision: Revision): Promise<void> {
    await this.database
      .insertInto('release_revisions')
      .values({
        environment: revision.environment,
        number: revision.number,
        created_at: revision.createdAt,
        author: revision.author,
        action: revision.action,
        reason: revision.reason,
        restored_revision: revision.restoredRevision,
        pins: jsonb(revision.pins),
      })
      .execute();
  }

  /**
   * The revision that set a remote's current pin: the one after the last revision in which
   * the remote's stable version or canary version was different (1 when it never was).
   */
  async findRevisionThatSet(
    environment: string,
    pin: { remote: string; version: string; canaryVersion: string | null },
  ): Promise<Revision | null> {
    const { changed } = await this.database
      .selectFrom('release_revisions as revision')
      .select((select) => select.fn.max('revision.number').as('changed'))
      .where('revision.environment', '=', environment)
      .where(
        sql<boolean>`not exists (select 1 from jsonb_array_elements(revision.pins) as pin
          where pin->>'remote' = ${pin.remote} and pin->>'version' = ${pin.version}
            and coalesce(pin->'canary'->>'version', '') = ${pin.canaryVersion ?? ''})`,
      )
      .executeTakeFirstOrThrow();
    return this.findRevision(environment, Number(changed ?? 0) + 1);
  }

  /** Appends a release entry to the audit log, in the caller's transaction. */
  async insertAudit(entry: AuditEntry): Promise<void> {
    await this.database
      .insertInto('audit_log')
      .values({
        actor_type: entry.actor.type,
        actor: actorName(entry.actor),
        action: entry.action,
        subject_type: 'release',
        subject_id: entry.environment,
        detail: jsonb(entry.detail),
        created_at: entry.at,
      })
      .execute();
  }
}

function storedVersionOf(row: Selectable<RemoteVersionsTable>): StoredVersion {
  return {
    remote: row.remote,
    version: row.version,
    manifest: row.manifest,
    digest: row.digest,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    withdrawn:
      row.withdrawn_at === null
        ? null
        : { at: row.withdrawn_at, by: row.withdrawn_by ?? '', reason: row.withdrawn_reason ?? '' },
  };
}

function revisionOf(row: Selectable<ReleaseRevisionsTable>): Revision {
  return {
    environment: row.environment,
    number: Number(row.number),
    createdAt: row.created_at,
    author: row.author,
    reason: row.reason,
    action: row.action,
    restoredRevision: row.restored_revision === null ? null : Number(row.restored_revision),
    pins: row.pins,
  };
}
