import { type Kysely, sql } from 'kysely';
import { type Database } from '../database/schema';

/**
 * Records every committed row write to the public tables of a test database, so a test can ask
 * "did that request change anything?" in one cheap query. Row-level triggers (not hashes of the
 * tables, which cost tens of milliseconds a request on the demo data) append the table's name to
 * `write_log` on every insert, update or delete; a statement trigger records truncation. A write
 * rolled back with its transaction rolls back its log row too, so only lasting changes count.
 */
export class WriteLog {
  private constructor(private readonly database: Kysely<Database>) {}

  /** Installs the triggers on every table that exists now. */
  static async install(database: Kysely<Database>): Promise<WriteLog> {
    await sql`create table write_log (table_name text not null)`.execute(database);
    await sql`
      create function write_log_append() returns trigger language plpgsql as $$
      begin
        insert into write_log (table_name) values (tg_table_name);
        return null;
      end
      $$
    `.execute(database);
    const tables = await sql<{ tablename: string }>`
      select tablename from pg_tables
      where schemaname = 'public' and tablename <> 'write_log'
    `.execute(database);
    for (const { tablename } of tables.rows) {
      const table = sql.table(tablename);
      await sql`
        create trigger write_log_rows after insert or update or delete on ${table}
        for each row execute function write_log_append()
      `.execute(database);
      await sql`
        create trigger write_log_truncate after truncate on ${table}
        for each statement execute function write_log_append()
      `.execute(database);
    }
    return new WriteLog(database);
  }

  /** The tables written since the last call (each once, sorted), and forgets them. */
  async take(): Promise<string[]> {
    const written = await sql<{ table_name: string }>`
      delete from write_log returning table_name
    `.execute(this.database);
    return [...new Set(written.rows.map((row) => row.table_name))].sort();
  }
}
