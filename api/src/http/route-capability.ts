import { type FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { ApiError } from './envelope';
import { collectRegisteredRoutes } from './registered-routes';

/** A capability a route needs, or a list of which it needs every one (product.md §6). */
export type RouteCapability = CapabilityName | readonly CapabilityName[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The capabilities the caller's segment must grant; the route-capability hook enforces it. */
    capability?: RouteCapability;
  }
  interface FastifyInstance {
    /** Every route with the capabilities it declares (none: an empty list), in registration order. */
    capabilityRoutes: () => CapabilityRoute[];
  }
}

export interface CapabilityRoute {
  method: string;
  url: string;
  capabilities: readonly CapabilityName[];
}

export function capabilitiesOf(capability: RouteCapability | undefined): readonly CapabilityName[] {
  if (capability === undefined) return [];
  return typeof capability === 'string' ? [capability] : capability;
}

export interface CapabilityChecks {
  /** The capabilities granted to the caller's segment (the default segment's when anonymous). */
  grantedOf: (request: FastifyRequest) => Promise<readonly CapabilityName[]>;
  /** The sentence naming what is unavailable, per capability. */
  unavailableMessages: Readonly<Record<CapabilityName, string>>;
}

/**
 * The one place capabilities are enforced: after the route's access is checked (so the caller is
 * known) and before its input is validated, a route that declares `config: { capability }` answers
 * 422 `capability_unavailable`, naming what is unavailable, unless the caller's segment grants it.
 */
export const routeCapabilityPlugin = fastifyPlugin<CapabilityChecks>(
  (app, checks, done) => {
    const registeredRoutes = collectRegisteredRoutes(app);
    app.decorate('capabilityRoutes', () =>
      registeredRoutes().map(({ method, route }) => ({
        method,
        url: route.url,
        capabilities: capabilitiesOf(route.config?.capability),
      })),
    );
    app.addHook('preValidation', async (request) => {
      const required = capabilitiesOf(request.routeOptions.config.capability);
      if (required.length === 0) return;
      const granted = await checks.grantedOf(request);
      const missing = required.find((capability) => !granted.includes(capability));
      if (missing !== undefined) {
        throw new ApiError(422, 'capability_unavailable', checks.unavailableMessages[missing]);
      }
    });
    done();
  },
  { name: 'route-capability', dependencies: ['errors', 'route-access'], fastify: '5.x' },
);
