import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import { build } from '../app';
import { clientHeaders, logIn, type TestSession } from '../modules/auth/test-support';
import { buildTestApp } from '../testing/build-test-app';
import { storedSecret } from './server-secrets';

const demo = { email: 'demo@lottoshop.test', password: 'Demo-Password-1' };

function getCustomer(app: FastifyInstance, session: TestSession) {
  return clientHeaders({ session }).then((headers) =>
    app.inject({ method: 'GET', url: '/v2/customer', headers }),
  );
}

/** The same token's claims signed again with `secret`. */
function resigned(accessToken: string, secret: string): string {
  const [header = '', payload = ''] = accessToken.split('.');
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

describe('server secrets', () => {
  it('are generated on first start and kept with the data: a restart keeps sessions valid', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'shop-secrets-test-'));
    const options = {
      databaseUrl: `pglite://${path.join(directory, 'db')}`,
      artifactsDir: path.join(directory, 'artifacts'),
      shellDist: path.join(directory, 'shell'),
      seedDemoData: true,
    };
    try {
      const first = await build(options);
      let session: TestSession;
      let secret: string;
      try {
        session = await logIn(first, demo);
        secret = first.serverSecrets.auth_token_secret;
        expect((await getCustomer(first, session)).statusCode).toBe(200);
      } finally {
        await first.close();
      }
      const restarted = await build(options);
      try {
        expect(restarted.serverSecrets.auth_token_secret).toBe(secret);
        expect((await getCustomer(restarted, session)).statusCode).toBe(200);
      } finally {
        await restarted.close();
      }
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('refuse a token signed with any string written in the source or the README', async () => {
    const testApp = await buildTestApp();
    try {
      const session = await logIn(testApp.app, demo);
      const readme = await readFile(path.join(__dirname, '../../../README.md'), 'utf8');
      const candidates = [
        'development-only-access-token-secret',
        'local-release-token',
        'local-cms-token',
        'shop-web-public-secret',
        ...[...readme.matchAll(/`([^`\s]{8,})`/g)].map((match) => match[1] ?? ''),
      ];

      expect((await getCustomer(testApp.app, session)).statusCode).toBe(200);
      for (const candidate of new Set(candidates)) {
        const forged = { ...session, accessToken: resigned(session.accessToken, candidate) };
        const response = await getCustomer(testApp.app, forged);
        expect({ candidate, status: response.statusCode }).toEqual({ candidate, status: 401 });
      }
    } finally {
      await testApp.close();
    }
  });

  it('come from the environment when set, and processes sharing a database agree', async () => {
    const fromEnvironment = await buildTestApp({
      seedDemoData: false,
      secrets: { auth_token_secret: 'set-by-the-operator-of-this-server' },
    });
    try {
      expect(fromEnvironment.app.serverSecrets.auth_token_secret).toBe(
        'set-by-the-operator-of-this-server',
      );
      const { database } = fromEnvironment.app;
      const together = await Promise.all([
        storedSecret(database, 'shared'),
        storedSecret(database, 'shared'),
        storedSecret(database, 'shared'),
      ]);
      expect(new Set(together).size).toBe(1);
      expect(await storedSecret(database, 'shared')).toBe(together[0]);
      expect(await storedSecret(database, 'other')).not.toBe(together[0]);
    } finally {
      await fromEnvironment.close();
    }
  });
});
