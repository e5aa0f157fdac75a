import { createHash } from 'node:crypto';
import { type Static, Type } from '@sinclair/typebox';
import fastifyPlugin from 'fastify-plugin';
import {
  PinEnvelopeWire,
  PinRequestWire,
  RegisteredVersionEnvelopeWire,
  type RegisteredVersionWire,
  RegisterVersionRequestWire,
  ReleaseEnvelopeWire,
  type ReleaseWire,
  RemoteNameWire,
  RemoteVersionsEnvelopeWire,
} from 'shared-kernel/wire/registry';
import { resultEnvelope } from '../../http/envelope';
import { publicOriginOf } from '../../http/request-origin';
import { responses } from '../../http/response-schemas';
import {
  type PublishLocalBuildsOptions,
  type PublishReport,
  publishLocalBuilds,
} from './publish-local-builds';
import { RegistryRepository, type RemoteVersion } from './repository';
import { defaultEntry, RegistryService } from './service';
import { pinToWire, releaseToWire } from './wire';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Publishes locally built remotes (see publish-local-builds.ts); `artifactsDir` defaults to
     * ARTIFACTS_DIR and `environment` to the shop's environment.
     */
    publishLocalBuilds(
      options: Pick<PublishLocalBuildsOptions, 'distDirs'> & Partial<PublishLocalBuildsOptions>,
    ): Promise<PublishReport>;
  }
}

function versionToWire(version: RemoteVersion): RegisteredVersionWire {
  return {
    remote: version.remote,
    version: version.version,
    build_id: version.buildId,
    entry: version.entry,
    registered_at: version.registeredAt.toISOString(),
  };
}

/**
 * A weak validator of a release document: the same pins give the same tag whatever the encoding
 * the answer goes out in.
 */
function releaseTagOf(release: ReleaseWire): string {
  return `W/"${createHash('sha256').update(JSON.stringify(release)).digest('base64url')}"`;
}

/** Whether If-None-Match names the tag (or `*`), compared weakly as RFC 9110 §13.1.2 says. */
function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (candidate: string) => candidate.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}

const EnvironmentName = Type.String({ pattern: '^[a-z][a-z0-9-]{0,62}$' });
const EnvironmentParams = Type.Object({ environment: EnvironmentName });
const PinParams = Type.Object({ environment: EnvironmentName, remote: RemoteNameWire });
const RemoteParams = Type.Object({ remote: RemoteNameWire });

/**
 * The remote release registry: which build of each remote is live per environment, every
 * registered build, and the writes of operators with the release_manager role (rate limited).
 * Not encapsulated, so that `app.publishLocalBuilds` is available to the server.
 */
export const registryModule = fastifyPlugin(
  (app, _options, done) => {
    const service = new RegistryService(new RegistryRepository(app.database), app.config.now);

    app.decorate('publishLocalBuilds', (options) =>
      publishLocalBuilds(service, {
        artifactsDir: app.config.artifactsDir,
        environment: app.config.environment,
        ...options,
      }),
    );

    app.get<{ Params: Static<typeof EnvironmentParams> }>(
      '/registry/:environment/release',
      {
        config: { access: 'anonymous' },
        schema: { params: EnvironmentParams, response: responses(ReleaseEnvelopeWire) },
      },
      async (request, reply) => {
        const release = await service.release(request.params.environment);
        const origin = publicOriginOf(request);
        const wire = releaseToWire(origin, release);
        // A new pin or a rollback must reach the shell on its next load, so no cache may answer
        // from its copy without asking (no-cache rather than a max-age, which would hold a
        // rolled-back version for that long); the ETag makes asking cheap: 304, no body.
        const tag = releaseTagOf(wire);
        void reply.header('cache-control', 'no-cache').header('etag', tag);
        if (matchesTag(request.headers['if-none-match'], tag)) return reply.status(304).send();
        return resultEnvelope(wire);
      },
    );

    app.get(
      '/registry/remotes',
      {
        config: { access: 'anonymous' },
        schema: { response: responses(RemoteVersionsEnvelopeWire) },
      },
      async () =>
        resultEnvelope({
          remotes: (await service.versions()).map((remote) => ({
            remote: remote.remote,
            versions: remote.versions.map((version) => {
              const { remote: _remote, ...wire } = versionToWire(version);
              return wire;
            }),
          })),
        }),
    );

    app.put<{ Params: Static<typeof PinParams>; Body: Static<typeof PinRequestWire> }>(
      '/registry/:environment/pins/:remote',
      {
        schema: { params: PinParams, body: PinRequestWire, response: responses(PinEnvelopeWire) },
        config: { access: { operator: 'release_manager' } },
      },
      async (request) => {
        const { environment, remote } = request.params;
        const pin = await service.pin(environment, remote, request.body.version);
        return resultEnvelope(pinToWire(publicOriginOf(request), pin));
      },
    );

    app.post<{
      Params: Static<typeof RemoteParams>;
      Body: Static<typeof RegisterVersionRequestWire>;
    }>(
      '/registry/remotes/:remote/versions',
      {
        schema: {
          params: RemoteParams,
          body: RegisterVersionRequestWire,
          response: {
            ...responses(RegisteredVersionEnvelopeWire),
            201: RegisteredVersionEnvelopeWire,
          },
        },
        config: { access: { operator: 'release_manager' } },
      },
      async (request, reply) => {
        const { registered, created } = await service.registerVersion({
          remote: request.params.remote,
          version: request.body.version,
          buildId: request.body.build_id,
          entry: request.body.entry ?? defaultEntry,
        });
        return reply.status(created ? 201 : 200).send(resultEnvelope(versionToWire(registered)));
      },
    );
    done();
  },
  { name: 'registry', dependencies: ['config', 'database', 'operators'], fastify: '5.x' },
);
