import { randomBytes } from 'node:crypto';
import fastifyPlugin from 'fastify-plugin';
import { type Kysely } from 'kysely';
import { type Database } from '../database/schema';
import { type ServerSecretName, serverSecretVariables } from './config';

export type ServerSecrets = Readonly<Record<ServerSecretName, string>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's secrets: from the environment, else kept in the database. */
    serverSecrets: ServerSecrets;
  }
}

/**
 * The secret kept under `name`: the stored one, else 32 new random bytes (base64url) stored now.
 * Several processes starting together on one database all end up with the one that was stored
 * first (insert if absent, then read back).
 */
export async function storedSecret(database: Kysely<Database>, name: string): Promise<string> {
  await database
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await database
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Resolves every server secret once at start: the environment variable when set, else the one
 * kept in the database, generated on first start. No secret has a default in the source.
 */
export const serverSecretsPlugin = fastifyPlugin(
  async (app) => {
    const names = Object.keys(serverSecretVariables) as ServerSecretName[];
    const entries = await Promise.all(
      names.map(
        async (name) =>
          [name, app.config.secrets[name] ?? (await storedSecret(app.database, name))] as const,
      ),
    );
    app.decorate('serverSecrets', Object.fromEntries(entries) as ServerSecrets);
  },
  { name: 'server-secrets', dependencies: ['config', 'database'], fastify: '5.x' },
);
