import { type FastifyInstance } from 'fastify';
import {
  ReleaseAuditEnvelopeWire,
  type ReleaseAuditEntryWire,
  ReleaseAuditQueryWire,
} from 'shared-kernel/wire/registry';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { type ReleaseAuditEntry, type ReleaseAuditRepository } from './audit-repository';
import { auditPageSize, readers } from './page-routes';

function entryToWire(entry: ReleaseAuditEntry): ReleaseAuditEntryWire {
  return {
    at: entry.at.toISOString(),
    actor: entry.actor,
    action: entry.action,
    environment: entry.environment,
    remote: entry.remote,
    version: entry.version,
    revision: entry.revision,
    reason: entry.reason,
    detail: entry.detail,
  };
}

/** `GET /registry/audit`: the release entries of the audit log, newest first, 20 a page. */
export function registerAuditRoutes(
  app: FastifyInstance,
  { audit }: { audit: ReleaseAuditRepository },
): void {
  app.get<{ Querystring: ReleaseAuditQueryWire }>(
    '/registry/audit',
    {
      config: { access: readers },
      schema: { querystring: ReleaseAuditQueryWire, response: responses(ReleaseAuditEnvelopeWire) },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const offset = (page - 1) * auditPageSize;
      const { entries, total } = await audit.findEntries({
        environment: request.query.environment || null,
        remote: request.query.remote || null,
        action: request.query.action || null,
        limit: auditPageSize,
        offset,
      });
      return resultEnvelope({
        entries: entries.map(entryToWire),
        page_info: { limit: auditPageSize, offset, total },
      });
    },
  );
}
