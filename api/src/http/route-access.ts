import { type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { type OperatorRole } from '../modules/operators/service';
import { collectRegisteredRoutes } from './registered-routes';

/**
 * Who may call a route, declared on every route as `config: { access }`:
 * - `anonymous`: anyone (a signed call still, where the path is signed);
 * - `customer`: a signed-in customer (a valid bearer token), else 401;
 * - `elevated`: a customer who proved a second factor within the last minutes, else 403 REQUIRED;
 * - `{ operator }`: a signed-in operator holding that role (`any`: any role; a list: one of
 *   them), else 401 or 403.
 */
export type OperatorAccess = OperatorRole | 'any' | readonly OperatorRole[];

export type RouteAccess = 'anonymous' | 'customer' | 'elevated' | { operator: OperatorAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared on every route; the route-access hook enforces it. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route with its declared access, in the order they were registered. */
    declaredRoutes: () => DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  /** `customer`, `operator:release_manager`, …; `undeclared` for a route that says nothing. */
  access: string;
}

export function accessLabelOf(access: RouteAccess | undefined): string {
  if (access === undefined) return 'undeclared';
  if (typeof access === 'string') return access;
  const roles = access.operator;
  return `operator:${typeof roles === 'string' ? roles : roles.join('|')}`;
}

/** How each kind of access is proved; each check throws the error the caller gets. */
export interface AccessChecks {
  /** A signed-in customer, else 401. */
  customer: (request: FastifyRequest) => unknown;
  /** A customer with a recent second factor, else 403 REQUIRED. */
  elevated: (request: FastifyRequest) => Promise<unknown>;
  /** An operator holding the role; may answer itself (a browser is sent to sign in). */
  operator: (
    request: FastifyRequest,
    reply: FastifyReply,
    role: OperatorAccess,
  ) => Promise<FastifyReply | undefined>;
}

/**
 * The one place access is enforced: before a route's input is even validated, its declared access
 * is checked. Every route registered after this plugin is listed in `app.declaredRoutes`.
 */
export const routeAccessPlugin = fastifyPlugin<AccessChecks>(
  (app, checks, done) => {
    const registeredRoutes = collectRegisteredRoutes(app);
    app.decorate('declaredRoutes', () =>
      registeredRoutes().map(({ method, route }) => ({
        method,
        url: route.url,
        access: accessLabelOf(route.config?.access),
      })),
    );
    app.addHook('preValidation', async (request, reply) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'anonymous') return;
      if (access === 'customer') {
        checks.customer(request);
      } else if (access === 'elevated') {
        await checks.elevated(request);
      } else {
        return checks.operator(request, reply, access.operator);
      }
    });
    done();
  },
  { name: 'route-access', dependencies: ['errors'], fastify: '5.x' },
);
