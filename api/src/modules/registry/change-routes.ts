import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  CanaryRequestWire,
  EnvironmentNameWire,
  PinRequestWire,
  PromotionRequestWire,
  PublishedVersionEnvelopeWire,
  PublishRequestWire,
  RemoteNameWire,
  RemoteVersionWire,
  RevisionEnvelopeWire,
  RollbackRequestWire,
  WithdrawRequestWire,
} from 'shared-kernel/wire/registry';
import { ApiError, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { type Actor, operatorActor, type ReleaseChange, type Revision } from './model';
import { type RegistryService } from './service';
import { revisionToWire, versionToWire } from './wire';

/** Largest publish body: a remote's files, base64-encoded. */
export const publishBodyLimitBytes = 64 * 1024 * 1024;

const EnvironmentParams = Type.Object({ environment: EnvironmentNameWire });
const RemoteParams = Type.Object({ remote: RemoteNameWire });
const PinParams = Type.Object({ environment: EnvironmentNameWire, remote: RemoteNameWire });
const VersionParams = Type.Object({ remote: RemoteNameWire, version: RemoteVersionWire });

const manager = { operator: 'release_manager' } as const;

/** The revision number an `If-Match` names: `"7"` or `W/"7"`; null when absent or not one. */
export function revisionOfIfMatch(header: string | undefined): number | null {
  const match = /^\s*(?:W\/)?"([0-9]{1,9})"\s*$/.exec(header ?? '');
  return match?.[1] === undefined ? null : Number(match[1]);
}

function actorOf(request: FastifyRequest): Actor {
  if (request.operator === null) throw new Error('A release change needs a signed-in operator');
  return operatorActor(request.operator);
}

/** Who changes a release, why, and the revision they read (428 without it). */
function changeOf(request: FastifyRequest, reason: string): ReleaseChange {
  const expectedRevision = revisionOfIfMatch(request.headers['if-match']);
  if (expectedRevision === null) {
    throw new ApiError(
      428,
      'revision_required',
      'Send the revision you read as If-Match: "<revision>", so that nobody else’s change is overwritten.',
    );
  }
  return { expectedRevision, actor: actorOf(request), reason };
}

/** A new revision: 200 with `ETag: "<n>"`, the number the next change names. */
function sendRevision(reply: FastifyReply, revision: Revision) {
  return reply
    .header('etag', `"${revision.number}"`)
    .send(resultEnvelope(revisionToWire(revision)));
}

/** Publishing, withdrawing, and the release changes (release_manager, rate limited). */
export function registerChangeRoutes(app: FastifyInstance, service: RegistryService): void {
  const revisionResponses = responses(RevisionEnvelopeWire);

  app.post<{ Params: Static<typeof RemoteParams>; Body: Static<typeof PublishRequestWire> }>(
    '/registry/remotes/:remote/versions',
    {
      bodyLimit: publishBodyLimitBytes,
      config: { access: manager },
      schema: {
        params: RemoteParams,
        body: PublishRequestWire,
        response: { ...responses(PublishedVersionEnvelopeWire), 201: PublishedVersionEnvelopeWire },
      },
    },
    async (request, reply) => {
      const { manifest, files } = request.body;
      const { version, created } = await service.publish(
        {
          manifest: {
            remote: request.params.remote,
            version: manifest.version,
            buildId: manifest.build_id,
            commit: manifest.commit,
            entry: manifest.entry,
            integrity: manifest.integrity,
            requires: manifest.requires,
            routes: manifest.routes,
            builtAt: manifest.built_at,
          },
          files: files.map((file) => ({
            path: file.path,
            content: Buffer.from(file.content_base64, 'base64'),
          })),
        },
        actorOf(request),
      );
      return reply.status(created ? 201 : 200).send(resultEnvelope(versionToWire(version)));
    },
  );

  app.post<{ Params: Static<typeof VersionParams>; Body: Static<typeof WithdrawRequestWire> }>(
    '/registry/remotes/:remote/versions/:version/withdraw',
    {
      config: { access: manager },
      schema: {
        params: VersionParams,
        body: WithdrawRequestWire,
        response: responses(PublishedVersionEnvelopeWire),
      },
    },
    async (request) => {
      const { remote, version } = request.params;
      const withdrawn = await service.withdraw(
        remote,
        version,
        actorOf(request),
        request.body.reason,
      );
      return resultEnvelope(versionToWire(withdrawn));
    },
  );

  app.put<{ Params: Static<typeof PinParams>; Body: Static<typeof PinRequestWire> }>(
    '/registry/:environment/pins/:remote',
    {
      config: { access: manager },
      schema: { params: PinParams, body: PinRequestWire, response: revisionResponses },
    },
    async (request, reply) => {
      const { environment, remote } = request.params;
      const change = changeOf(request, request.body.reason);
      return sendRevision(
        reply,
        await service.pin(environment, remote, request.body.version, change),
      );
    },
  );

  app.put<{ Params: Static<typeof PinParams>; Body: Static<typeof CanaryRequestWire> }>(
    '/registry/:environment/canaries/:remote',
    {
      config: { access: manager },
      schema: { params: PinParams, body: CanaryRequestWire, response: revisionResponses },
    },
    async (request, reply) => {
      const { environment, remote } = request.params;
      const { version, percent, reason } = request.body;
      const change = changeOf(request, reason);
      return sendRevision(
        reply,
        await service.setCanary(environment, remote, version, percent, change),
      );
    },
  );

  app.post<{ Params: Static<typeof EnvironmentParams>; Body: Static<typeof PromotionRequestWire> }>(
    '/registry/:environment/promotions',
    {
      config: { access: manager },
      schema: {
        params: EnvironmentParams,
        body: PromotionRequestWire,
        response: revisionResponses,
      },
    },
    async (request, reply) => {
      const { from, remote, percent, reason } = request.body;
      const change = changeOf(request, reason);
      return sendRevision(
        reply,
        await service.promote(request.params.environment, from, remote, percent ?? null, change),
      );
    },
  );

  app.post<{ Params: Static<typeof EnvironmentParams>; Body: Static<typeof RollbackRequestWire> }>(
    '/registry/:environment/rollbacks',
    {
      config: { access: manager },
      schema: { params: EnvironmentParams, body: RollbackRequestWire, response: revisionResponses },
    },
    async (request, reply) => {
      const change = changeOf(request, request.body.reason);
      return sendRevision(
        reply,
        await service.rollback(request.params.environment, request.body.revision, change),
      );
    },
  );
}
