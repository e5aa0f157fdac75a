import { type FastifyPluginCallback } from 'fastify';
import { acceptFormBodies } from '../auth/form-body';
import { registerActionRoutes } from './action-routes';
import { registerAuditRoutes } from './audit-routes';
import { ReleaseAuditRepository } from './audit-repository';
import { consolePages, registerPageRoutes } from './page-routes';
import { type ReleaseRegistry } from './ports';
import { registerPreviewRoutes } from './preview-routes';

/**
 * The release console: the operator pages under /ops/releases (release_viewer reads,
 * release_manager changes), previews on an operator's own browser, and the release audit API.
 * Everything it knows and changes goes through the registry.
 */
export const releaseConsoleRoutes: FastifyPluginCallback<{ registry: ReleaseRegistry }> = (
  app,
  { registry },
  done,
) => {
  acceptFormBodies(app);
  app.addHook('onSend', (_request, reply, payload, next) => {
    void reply.header('cache-control', 'no-store');
    next(null, payload);
  });
  const pages = consolePages(registry, app.config.environment);
  const audit = new ReleaseAuditRepository(app.database);
  registerPageRoutes(app, { registry, pages, audit });
  registerActionRoutes(app, { registry, pages });
  registerPreviewRoutes(app, { registry, pages });
  registerAuditRoutes(app, { audit });
  done();
};
