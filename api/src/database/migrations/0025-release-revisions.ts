import { type Kysely, sql } from 'kysely';

/**
 * Releases with revisions, canaries and compatibility.
 * - release_revisions: every change of an environment's release is a numbered, full snapshot of
 *   its pins (per remote: the stable version and an optional canary), with author, action and
 *   reason; the live release is the highest number. The pins of remote_pins become revision 1
 *   (`local_build`, by `system`) of each environment that had any; remote_pins and its history go.
 * - remote_versions keep the build's manifest (what it requires of the shell, the routes it
 *   claims, its entry's integrity), the digest of its files, who published it, and a withdrawal.
 *   Versions published before keep their build id and entry in a manifest that requires nothing;
 *   their digest stays unknown (empty) until they are published again.
 * - release_environments record the shell each serves (its version and what it provides) and
 *   their place in the promotion order.
 * - release_reports: what each page load saw of a remote version (rendered, or failed); a page
 *   load reports a version once, a failure replacing a success.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('release_environments')
    .addColumn('shell', 'jsonb')
    .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update release_environments set position = case name
    when 'local' then 0 when 'staging' then 1 when 'production' then 2 else 3 end`.execute(
    database,
  );

  await database.schema
    .alterTable('remote_versions')
    .addColumn('manifest', 'jsonb')
    .addColumn('digest', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('published_by', 'text', (column) => column.notNull().defaultTo('system'))
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('withdrawn_by', 'text')
    .addColumn('withdrawn_reason', 'text')
    .execute();
  await sql`update remote_versions set manifest = jsonb_build_object(
      'remote', remote, 'version', version, 'buildId', build_id, 'commit', 'unknown',
      'entry', entry, 'integrity', '', 'requires', '{}'::jsonb, 'routes', '[]'::jsonb,
      'builtAt', to_char(registered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`.execute(
    database,
  );
  await sql`alter table remote_versions alter column manifest set not null`.execute(database);
  await database.schema
    .alterTable('remote_versions')
    .renameColumn('registered_at', 'published_at')
    .execute();
  await database.schema
    .alterTable('remote_versions')
    .dropColumn('build_id')
    .dropColumn('entry')
    .execute();

  await database.schema
    .createTable('release_revisions')
    .addColumn('environment', 'text', (column) =>
      column.notNull().references('release_environments.name'),
    )
    .addColumn('number', 'integer', (column) => column.notNull().check(sql`number >= 1`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('author', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`action in ('pin', 'promote', 'canary', 'rollback', 'auto_rollback', 'local_build')`,
        ),
    )
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('restored_revision', 'integer')
    .addColumn('pins', 'jsonb', (column) => column.notNull())
    .addPrimaryKeyConstraint('release_revisions_pkey', ['environment', 'number'])
    .execute();
  await sql`insert into release_revisions
      (environment, number, created_at, author, action, reason, restored_revision, pins)
    select environment, 1, max(pinned_at), 'system', 'local_build',
      'The pins as they were before releases had revisions.', null,
      jsonb_agg(jsonb_build_object('remote', remote, 'version', version, 'canary', null)
        order by remote)
    from remote_pins group by environment`.execute(database);
  await database.schema.dropTable('remote_pin_history').execute();
  await database.schema.dropTable('remote_pins').execute();

  await database.schema
    .createTable('release_reports')
    .addColumn('environment', 'text', (column) =>
      column.notNull().references('release_environments.name'),
    )
    .addColumn('remote', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('page_load', 'uuid', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) =>
      column.notNull().check(sql`outcome in ('rendered', 'load_failed', 'render_failed')`),
    )
    .addColumn('reported_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('release_reports_page_load_key', [
      'environment',
      'remote',
      'version',
      'page_load',
    ])
    .addForeignKeyConstraint(
      'release_reports_version_fkey',
      ['remote', 'version'],
      'remote_versions',
      ['remote', 'version'],
    )
    .execute();
  await database.schema
    .createIndex('release_reports_window_index')
    .on('release_reports')
    .columns(['environment', 'remote', 'version', 'reported_at'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('release_reports').execute();
  await database.schema.dropTable('release_revisions').execute();
  // The pins and their history are not restored: the revisions hold more than they could.
  await database.schema
    .createTable('remote_pins')
    .addColumn('environment', 'text', (column) => column.notNull())
    .addColumn('remote', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('previous_version', 'text')
    .addColumn('pinned_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('remote_pins_pkey', ['environment', 'remote'])
    .execute();
  await database.schema
    .createTable('remote_pin_history')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('environment', 'text', (column) => column.notNull())
    .addColumn('remote', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('previous_version', 'text')
    .addColumn('pinned_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await database.schema
    .alterTable('remote_versions')
    .addColumn('build_id', 'text')
    .addColumn('entry', 'text')
    .execute();
  await sql`update remote_versions
    set build_id = manifest->>'buildId', entry = manifest->>'entry'`.execute(database);
  await database.schema
    .alterTable('remote_versions')
    .renameColumn('published_at', 'registered_at')
    .execute();
  await database.schema
    .alterTable('remote_versions')
    .dropColumn('manifest')
    .dropColumn('digest')
    .dropColumn('published_by')
    .dropColumn('withdrawn_at')
    .dropColumn('withdrawn_by')
    .dropColumn('withdrawn_reason')
    .execute();
  await database.schema
    .alterTable('release_environments')
    .dropColumn('shell')
    .dropColumn('position')
    .execute();
}
