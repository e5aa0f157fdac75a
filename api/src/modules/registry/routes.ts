import { createHash } from 'node:crypto';
import { type Static, Type } from '@sinclair/typebox';
import fastifyPlugin from 'fastify-plugin';
import {
  AllRemoteVersionsEnvelopeWire,
  EnvironmentNameWire,
  EnvironmentsEnvelopeWire,
  OutcomeReportRequestWire,
  ReleaseEnvelopeWire,
  type ReleaseWire,
  RemoteNameWire,
  RemoteVersionsEnvelopeWire,
  RevisionEnvelopeWire,
  RevisionsEnvelopeWire,
} from 'shared-kernel/wire/registry';
import { matchesEntityTag } from '../../http/entity-tags';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { folderArtifactStorage, objectArtifactStorage } from './artifact-storage';
import { registerChangeRoutes } from './change-routes';
import {
  type PublishLocalBuildsOptions,
  type PublishReport,
  publishLocalBuilds,
} from './publish-local-builds';
import { RegistryRepository } from './repository';
import { RegistryService } from './service';
import { recordOwnShell } from './shell-record';
import { releaseForRequest } from './visitor';
import { artifactOriginOf, releaseToWire, revisionToWire, versionToWire } from './wire';

declare module 'fastify' {
  interface FastifyInstance {
    registry: RegistryService;
    /**
     * Publishes locally built remotes (see publish-local-builds.ts); `environment` defaults to
     * the shop's environment.
     */
    publishLocalBuilds(
      options: Pick<PublishLocalBuildsOptions, 'distDirs'> & Partial<PublishLocalBuildsOptions>,
    ): Promise<PublishReport>;
  }
}

/**
 * A weak validator of a release document: the same document gives the same tag whatever the
 * encoding the answer goes out in.
 */
function releaseTagOf(release: ReleaseWire): string {
  return `W/"${createHash('sha256').update(JSON.stringify(release)).digest('base64url')}"`;
}

const EnvironmentParams = Type.Object({ environment: EnvironmentNameWire });
const RemoteParams = Type.Object({ remote: RemoteNameWire });
const RevisionParams = Type.Object({
  environment: EnvironmentNameWire,
  number: Type.Integer({ minimum: 1 }),
});
const RevisionsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

const viewer = { operator: ['release_viewer', 'release_manager'] } as const;

/**
 * The remote release registry: per environment, numbered revisions of which build of each
 * remote is live (with canaries), every published build, what page loads report, and the
 * release document each visitor gets. Reads need release_viewer or release_manager, changes
 * release_manager; the release and reports are anonymous. Not encapsulated, so that
 * `app.registry` and `app.publishLocalBuilds` are available to the web module and the server.
 */
export const registryModule = fastifyPlugin(
  async (app) => {
    const { artifactsDir, environment, release, shellDist } = app.config;
    const service = new RegistryService(new RegistryRepository(app.database), {
      artifacts: app.objectStore
        ? objectArtifactStorage(app.objectStore)
        : folderArtifactStorage(artifactsDir),
      canary: { sessionsMin: release.canarySessionsMin, marginPoints: release.canaryMarginPoints },
      now: app.config.now,
    });
    app.decorate('registry', service);
    // Local builds may go to an environment of their own: it gets this server's shell.
    app.decorate('publishLocalBuilds', async (options) => {
      await service.ensureEnvironment(options.environment ?? environment);
      await recordOwnShell(service, shellDist, environment, app.config.now());
      return publishLocalBuilds(service, { environment, ...options });
    });
    await service.saveEnvironmentOrder(release.environments);
    await recordOwnShell(service, shellDist, environment, app.config.now());

    app.get<{ Params: Static<typeof EnvironmentParams> }>(
      '/registry/:environment/release',
      {
        config: { access: 'anonymous' },
        schema: { params: EnvironmentParams, response: responses(ReleaseEnvelopeWire) },
      },
      async (request, reply) => {
        const visitorRelease = await releaseForRequest(
          app,
          request.params.environment,
          request,
          reply,
        );
        const wire = releaseToWire(artifactOriginOf(app.config), visitorRelease);
        // A new revision must reach the shell on its next check, so no cache may answer from
        // its copy without asking; the document is this visitor's (canary bucket, preview), so
        // only the browser keeps it. The ETag makes asking cheap: 304, no body.
        const tag = releaseTagOf(wire);
        void reply
          .header('cache-control', 'private, no-cache')
          .header('vary', 'Cookie')
          .header('etag', tag);
        if (matchesEntityTag(request.headers['if-none-match'], tag))
          return reply.status(304).send();
        return resultEnvelope(wire);
      },
    );

    app.post<{
      Params: Static<typeof EnvironmentParams>;
      Body: Static<typeof OutcomeReportRequestWire>;
    }>(
      '/registry/:environment/reports',
      {
        config: { access: 'anonymous' },
        schema: { params: EnvironmentParams, body: OutcomeReportRequestWire },
      },
      async (request, reply) => {
        await service.report(request.params.environment, {
          pageLoad: request.body.page_load,
          remotes: request.body.remotes,
        });
        return reply.status(204).send();
      },
    );

    app.get(
      '/registry/environments',
      { config: { access: viewer }, schema: { response: responses(EnvironmentsEnvelopeWire) } },
      async () =>
        resultEnvelope({
          environments: (await service.environments()).map((record) => ({
            name: record.name,
            revision: record.revision,
            shell: record.shell && {
              version: record.shell.version,
              provides: record.shell.provides,
            },
          })),
        }),
    );

    app.get<{
      Params: Static<typeof EnvironmentParams>;
      Querystring: Static<typeof RevisionsQuery>;
    }>(
      '/registry/:environment/revisions',
      {
        config: { access: viewer },
        schema: {
          params: EnvironmentParams,
          querystring: RevisionsQuery,
          response: responses(RevisionsEnvelopeWire),
        },
      },
      async (request, reply) => {
        const { environment: name } = request.params;
        const page = { number: request.query.page ?? 1, size: request.query.size ?? 20 };
        const { revisions, total } = await service.revisions(name, page);
        const live = await service.liveRevision(name);
        void reply.header('etag', `"${live.number}"`);
        return resultEnvelope({ revisions: revisions.map(revisionToWire), total });
      },
    );

    app.get<{ Params: Static<typeof RevisionParams> }>(
      '/registry/:environment/revisions/:number',
      {
        config: { access: viewer },
        schema: { params: RevisionParams, response: responses(RevisionEnvelopeWire) },
      },
      async (request) =>
        resultEnvelope(
          revisionToWire(await service.revision(request.params.environment, request.params.number)),
        ),
    );

    app.get(
      '/registry/remotes',
      {
        config: { access: viewer },
        schema: { response: responses(AllRemoteVersionsEnvelopeWire) },
      },
      async () =>
        resultEnvelope({
          remotes: (await service.allVersions()).map((remote) => ({
            remote: remote.remote,
            versions: remote.versions.map(versionToWire),
          })),
        }),
    );

    app.get<{ Params: Static<typeof RemoteParams> }>(
      '/registry/remotes/:remote/versions',
      {
        config: { access: viewer },
        schema: { params: RemoteParams, response: responses(RemoteVersionsEnvelopeWire) },
      },
      async (request) =>
        resultEnvelope({
          remote: request.params.remote,
          versions: (await service.remoteVersions(request.params.remote)).map(versionToWire),
        }),
    );

    registerChangeRoutes(app, service);
  },
  {
    name: 'registry',
    dependencies: ['config', 'object-store', 'database', 'server-secrets', 'operators'],
    fastify: '5.x',
  },
);
