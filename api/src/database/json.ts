/**
 * A value for a jsonb column. Both drivers would send a JavaScript array as a Postgres array
 * literal, so jsonb values always travel as JSON text.
 */
export function jsonb(value: unknown): string {
  return JSON.stringify(value);
}
