import fastifyPlugin from 'fastify-plugin';
import { pageErrorMessages } from 'shared-kernel/contract/format';
import { ApiError } from '../../http/envelope';
import { MaintenanceRepository } from './repository';
import { MaintenanceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The maintenance switch (read on every customer call, cached briefly). */
    maintenance: MaintenanceService;
  }
}

/** The customer services: while maintenance is on, their calls answer 503. */
const maintainedPrefixes = [
  '/v2',
  '/auth',
  '/rewards',
  '/social',
  '/customer-verify',
  '/recommend',
];

/**
 * Calls the shell needs to draw the maintenance page itself (configuration, capabilities,
 * branding, layout texts with the sitewide banner's maintenance message), and the token refresh,
 * so that customers are still signed in afterwards.
 */
const routesOpenDuringMaintenance = new Set([
  '/v2/config',
  '/v2/capabilities',
  '/v2/branding',
  '/v2/:locale/items',
  '/auth/refresh',
]);

/** Whether maintenance closes this call: customer API calls, not pages, assets or operators. */
export function isClosedForMaintenance(path: string, routeUrl: string | undefined): boolean {
  if (routeUrl !== undefined && routesOpenDuringMaintenance.has(routeUrl)) return false;
  return maintainedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The 503 of a customer call during maintenance, with the operator's message when given. */
export function maintenanceError(message: string | null): ApiError {
  return new ApiError(503, 'maintenance', message ?? pageErrorMessages.maintenance);
}

/**
 * While an operator has switched maintenance on, customer API calls answer 503 `maintenance` in
 * the error envelope; the shop's pages and assets, the release registry, discovery, health and
 * the operator apps keep working. Registered before the response cache, so no cached answer
 * slips through.
 */
export const maintenanceGatePlugin = fastifyPlugin(
  (app, _options, done) => {
    let service: MaintenanceService | null = null;
    // The database plugin comes later in the start-up order: the switch is made on first use.
    app.decorate('maintenance', {
      getter: () =>
        (service ??= new MaintenanceService(
          new MaintenanceRepository(app.database),
          app.config.now,
        )),
    });
    app.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS') return;
      const path = request.url.split('?', 1)[0] ?? '';
      if (!isClosedForMaintenance(path, request.routeOptions.url)) return;
      const state = await app.maintenance.current();
      if (state.isOn) throw maintenanceError(state.message);
    });
    done();
  },
  { name: 'maintenance-gate', dependencies: ['config', 'errors'], fastify: '5.x' },
);
