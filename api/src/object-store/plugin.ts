import fastifyPlugin from 'fastify-plugin';
import { type ObjectStore } from './object-store';
import { S3ObjectStore, s3ClientFor } from './s3-store';
import { parseObjectStoreUrl } from './store-url';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The S3-compatible store of OBJECT_STORE_URL, shared by every API process; null keeps remote
     * builds in ARTIFACTS_DIR and identity documents in DOCUMENTS_DIR on this machine's disk.
     */
    objectStore: ObjectStore | null;
  }
}

export const objectStorePlugin = fastifyPlugin(
  (app, _options, done) => {
    const url = app.config.objectStoreUrl;
    if (url === null) {
      app.decorate('objectStore', null);
      return done();
    }
    const location = parseObjectStoreUrl(url);
    const client = s3ClientFor(location);
    app.decorate('objectStore', new S3ObjectStore(client, location.bucket));
    app.addHook('onClose', (_instance, closed) => {
      client.destroy();
      closed();
    });
    done();
  },
  { name: 'object-store', dependencies: ['config'], fastify: '5.x' },
);
