import { createHash, randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';

/** Publishes a new version of mfe-catalog through the registry; answers its version. */
export async function publishCatalog(app: FastifyInstance, publishedBy: string): Promise<string> {
  const buildId = randomBytes(5).toString('hex');
  const entry = Buffer.from(`/* mfe-catalog ${buildId} */`);
  const version = `0.1.0-${buildId}`;
  await app.registry.publish(
    {
      manifest: {
        remote: 'mfe-catalog',
        version,
        buildId,
        commit: 'c0ffee',
        entry: 'remoteEntry.js',
        integrity: `sha384-${createHash('sha384').update(entry).digest('base64')}`,
        requires: {},
        routes: [],
        builtAt: app.config.now().toISOString(),
      },
      files: [{ path: 'remoteEntry.js', content: entry }],
    },
    { type: 'operator', email: publishedBy },
  );
  return version;
}

/** A console page as a signed-in operator's browser asks for it. */
export function consolePage(app: FastifyInstance, url: string, cookie: string) {
  return app.inject({ method: 'GET', url, headers: { cookie, accept: 'text/html' } });
}

/** A console form as a signed-in operator's browser posts it. */
export function consolePost(
  app: FastifyInstance,
  url: string,
  form: Record<string, string>,
  cookie: string,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}
