import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';

export interface RemoteVersion {
  remote: string;
  version: string;
  buildId: string;
  /** File name of the Module Federation container inside the version folder. */
  entry: string;
  registeredAt: Date;
}

export interface RemotePin {
  environment: string;
  remote: string;
  version: string;
  entry: string;
  /** The version pinned before this one, if any (last known good). */
  previousVersion: string | null;
  previousEntry: string | null;
  pinnedAt: Date;
}

export class RegistryRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async environmentExists(environment: string): Promise<boolean> {
    const row = await this.database
      .selectFrom('release_environments')
      .select('name')
      .where('name', '=', environment)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertEnvironmentIfAbsent(environment: string): Promise<void> {
    await this.database
      .insertInto('release_environments')
      .values({ name: environment })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }

  async findVersion(remote: string, version: string): Promise<RemoteVersion | null> {
    const row = await this.database
      .selectFrom('remote_versions')
      .selectAll()
      .where('remote', '=', remote)
      .where('version', '=', version)
      .executeTakeFirst();
    return row ? remoteVersionOf(row) : null;
  }

  async remoteExists(remote: string): Promise<boolean> {
    const row = await this.database
      .selectFrom('remote_versions')
      .select('remote')
      .where('remote', '=', remote)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every registered version, by remote, newest first. */
  async findVersions(): Promise<RemoteVersion[]> {
    const rows = await this.database
      .selectFrom('remote_versions')
      .selectAll()
      .orderBy('remote')
      .orderBy('registered_at', 'desc')
      .orderBy('version', 'desc')
      .execute();
    return rows.map(remoteVersionOf);
  }

  /** Registers a version unless that remote already has it; returns whether it was inserted. */
  async insertVersionIfAbsent(
    version: Omit<RemoteVersion, 'registeredAt'>,
    registeredAt: Date,
  ): Promise<boolean> {
    const inserted = await this.database
      .insertInto('remote_versions')
      .values({
        remote: version.remote,
        version: version.version,
        build_id: version.buildId,
        entry: version.entry,
        registered_at: registeredAt,
      })
      .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
      .returning('remote')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async findPins(environment: string): Promise<RemotePin[]> {
    const rows = await this.database
      .selectFrom('remote_pins as pin')
      .innerJoin('remote_versions as current', (join) =>
        join
          .onRef('current.remote', '=', 'pin.remote')
          .onRef('current.version', '=', 'pin.version'),
      )
      .leftJoin('remote_versions as previous', (join) =>
        join
          .onRef('previous.remote', '=', 'pin.remote')
          .onRef('previous.version', '=', 'pin.previous_version'),
      )
      .select([
        'pin.environment',
        'pin.remote',
        'pin.version',
        'current.entry',
        'pin.previous_version',
        'previous.entry as previous_entry',
        'pin.pinned_at',
      ])
      .where('pin.environment', '=', environment)
      .orderBy('pin.remote')
      .execute();
    return rows.map((row) => ({
      environment: row.environment,
      remote: row.remote,
      version: row.version,
      entry: row.entry,
      previousVersion: row.previous_version,
      previousEntry: row.previous_entry,
      pinnedAt: row.pinned_at,
    }));
  }

  /**
   * Pins `version` of `remote` in `environment`. The version it replaces becomes the previous
   * version, and the change is written to the pin history; pinning the version that is already
   * pinned changes nothing. Returns whether the pin changed.
   */
  async pin(
    environment: string,
    remote: string,
    version: string,
    pinnedAt: Date,
  ): Promise<boolean> {
    return this.database.transaction().execute(async (transaction) => {
      const changed = await transaction
        .insertInto('remote_pins')
        .values({ environment, remote, version, previous_version: null, pinned_at: pinnedAt })
        .onConflict((conflict) =>
          conflict
            .columns(['environment', 'remote'])
            .doUpdateSet((update) => ({
              previous_version: update.ref('remote_pins.version'),
              version: update.ref('excluded.version'),
              pinned_at: update.ref('excluded.pinned_at'),
            }))
            .where((where) => where('remote_pins.version', '<>', where.ref('excluded.version'))),
        )
        .returning(['version', 'previous_version'])
        .executeTakeFirst();
      if (!changed) return false;
      await transaction
        .insertInto('remote_pin_history')
        .values({
          environment,
          remote,
          version: changed.version,
          previous_version: changed.previous_version,
          pinned_at: pinnedAt,
        })
        .execute();
      return true;
    });
  }
}

function remoteVersionOf(row: {
  remote: string;
  version: string;
  build_id: string;
  entry: string;
  registered_at: Date;
}): RemoteVersion {
  return {
    remote: row.remote,
    version: row.version,
    buildId: row.build_id,
    entry: row.entry,
    registeredAt: row.registered_at,
  };
}
