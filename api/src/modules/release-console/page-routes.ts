import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { remoteNames } from 'shared-kernel';
import {
  EnvironmentNameWire,
  ReleaseAuditQueryWire,
  RemoteNameWire,
} from 'shared-kernel/wire/registry';
import { type Notice } from '../operators/page-parts';
import { type Operator } from '../operators/service';
import { mayRelease, operatorActor } from '../registry/model';
import { releaseAuditPage } from './audit-page';
import { type ReleaseAuditRepository } from './audit-repository';
import { type ReleaseRegistry } from './ports';
import { releasesPage } from './releases-page';
import { remotePage } from './remote-page';
import { revisionsPage } from './revisions-page';

export const readers = { operator: ['release_viewer', 'release_manager'] } as const;
export const revisionsPageSize = 20;
export const auditPageSize = 20;

const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});
const DoneQuery = Type.Object({
  environment: Type.Optional(EnvironmentNameWire),
  revision: Type.Optional(Type.Integer({ minimum: 1 })),
});
const RevisionsQuery = Type.Composite([PageQuery, DoneQuery]);
const WithdrawnQuery = Type.Object({ withdrawn: Type.Optional(Type.String({ maxLength: 100 })) });
const EnvironmentParams = Type.Object({ environment: EnvironmentNameWire });
const RemoteParams = Type.Object({ remote: RemoteNameWire });

/** The console's pages, also shown again (with why) when a change is refused. */
export interface ConsolePages {
  releases(request: FastifyRequest, notice: Notice): Promise<string>;
  revisions(
    request: FastifyRequest,
    environment: string,
    page: number,
    notice: Notice,
  ): Promise<string>;
  remote(request: FastifyRequest, remote: string, notice: Notice): Promise<string>;
}

const canManage = (request: FastifyRequest) =>
  (request.operator as Operator).roles.includes('release_manager');

/** Whether the operator may change `environment` (null: every environment, as a withdrawal does). */
const managesIn = (request: FastifyRequest, environment: string | null) =>
  canManage(request) && mayRelease(operatorActor(request.operator as Operator), environment);

function doneNotice(query: Static<typeof DoneQuery>): Notice {
  if (query.environment === undefined || query.revision === undefined) return null;
  return {
    kind: 'status',
    text: `Done: revision ${query.revision} of ${query.environment} is live.`,
  };
}

export function consolePages(registry: ReleaseRegistry, servedEnvironment: string): ConsolePages {
  const environmentNames = async () => (await registry.environments()).map((env) => env.name);
  return {
    async releases(request, notice) {
      const [environments, versions] = await Promise.all([
        registry.environments(),
        registry.allVersions(),
      ]);
      const views = await Promise.all(
        environments.map(async ({ name }) => {
          const live = await registry.liveRevision(name);
          // Sessions are counted only where a canary runs.
          const hasCanary = live.pins.some((pin) => pin.canary !== null);
          return { name, live, health: hasCanary ? await registry.canaryHealth(name) : [] };
        }),
      );
      return releasesPage({
        environments: views,
        remotes: remoteNames.map((remote) => ({
          remote,
          versions: versions.find((entry) => entry.remote === remote)?.versions ?? [],
        })),
        canManage: canManage(request),
        managedEnvironments: (request.operator as Operator).releaseEnvironments,
        notice,
      });
    },
    async revisions(request, environment, page, notice) {
      const [live, list] = await Promise.all([
        registry.liveRevision(environment),
        registry.revisions(environment, { number: page, size: revisionsPageSize }),
      ]);
      const oldest = list.revisions.at(-1);
      const before =
        oldest && oldest.number > 1
          ? await registry.revision(environment, oldest.number - 1)
          : null;
      return revisionsPage({
        environment,
        liveNumber: live.number,
        revisions: list.revisions,
        before,
        page,
        pageSize: revisionsPageSize,
        total: list.total,
        canManage: managesIn(request, environment),
        notice,
      });
    },
    async remote(request, remote, notice) {
      const [versions, environments] = await Promise.all([
        registry.remoteVersions(remote),
        environmentNames(),
      ]);
      return remotePage({
        remote,
        versions,
        environments,
        servedEnvironment,
        canManage: managesIn(request, null),
        notice,
      });
    },
  };
}

/** The console's pages: read by release viewers and managers alike. */
export function registerPageRoutes(
  app: FastifyInstance,
  {
    registry,
    pages,
    audit,
  }: { registry: ReleaseRegistry; pages: ConsolePages; audit: ReleaseAuditRepository },
): void {
  const html = (reply: FastifyReply, text: string) =>
    reply.type('text/html; charset=utf-8').send(text);

  app.get<{ Querystring: Static<typeof DoneQuery> }>(
    '/ops/releases',
    { config: { access: readers }, schema: { querystring: DoneQuery } },
    async (request, reply) => html(reply, await pages.releases(request, doneNotice(request.query))),
  );

  app.get<{ Params: Static<typeof EnvironmentParams>; Querystring: Static<typeof RevisionsQuery> }>(
    '/ops/releases/:environment/revisions',
    {
      config: { access: readers },
      schema: { params: EnvironmentParams, querystring: RevisionsQuery },
    },
    async (request, reply) => {
      const { environment } = request.params;
      const notice = doneNotice(request.query);
      return html(
        reply,
        await pages.revisions(request, environment, request.query.page ?? 1, notice),
      );
    },
  );

  app.get<{ Params: Static<typeof RemoteParams>; Querystring: Static<typeof WithdrawnQuery> }>(
    '/ops/releases/remotes/:remote',
    { config: { access: readers }, schema: { params: RemoteParams, querystring: WithdrawnQuery } },
    async (request, reply) => {
      const { withdrawn } = request.query;
      const notice: Notice = withdrawn
        ? {
            kind: 'status',
            text: `Withdrawn: ${request.params.remote} ${withdrawn} can never be released again.`,
          }
        : null;
      return html(reply, await pages.remote(request, request.params.remote, notice));
    },
  );

  app.get<{ Querystring: ReleaseAuditQueryWire }>(
    '/ops/releases/audit',
    { config: { access: readers }, schema: { querystring: ReleaseAuditQueryWire } },
    async (request, reply) => {
      const filters = {
        environment: request.query.environment || null,
        remote: request.query.remote || null,
        action: request.query.action || null,
      };
      const page = request.query.page ?? 1;
      const [found, environments] = await Promise.all([
        audit.findEntries({ ...filters, limit: auditPageSize, offset: (page - 1) * auditPageSize }),
        registry.environments(),
      ]);
      return html(
        reply,
        releaseAuditPage({
          ...found,
          filters,
          environments: environments.map((env) => env.name),
          remotes: remoteNames,
          page,
          pageSize: auditPageSize,
        }),
      );
    },
  );
}
