import { type Kysely, sql } from 'kysely';

/**
 * Segments as operators edit them: a segment exists before it grants anything (its capabilities
 * stay in `capability_segments`), so `segments` lists every segment by name. The segments already
 * named by a capability, and the default segment, are listed.
 *
 * The API now refuses the calls a segment does not grant, and the pages the shell and the remotes
 * show. The app pages, partner purchases and promotion codes were open to every caller until now,
 * so every existing segment keeps them.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('segments')
    // New names are checked where operators create them; older segments keep theirs.
    .addColumn('segment_name', 'text', (column) => column.primaryKey())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into segments (segment_name)
    select distinct segment_name from capability_segments
    union select 'default'
    on conflict do nothing`.execute(database);
  await sql`insert into capability_segments (segment_name, capability)
    select distinct granted.segment_name, kept.capability
    from capability_segments as granted, (values ('native_app'), ('partner_purchase'), ('vouchers')) as kept (capability)
    on conflict do nothing`.execute(database);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('segments').execute();
}
