import { type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { operatorSessionTokenOf } from '../modules/operators/routes';
import { type OperatorRole } from '../modules/operators/service';
import { requireElevation } from '../modules/two-factor/elevation';
import { customerOf } from '../plugins/bearer-token';
import { ApiError } from './envelope';

/**
 * Who may call a route, declared on every route as `config: { access }`:
 * - `anonymous`: anyone (a signed call still, where the path is signed);
 * - `customer`: a signed-in customer (a valid bearer token), else 401;
 * - `elevated`: a customer who proved a second factor within the last minutes, else 403 REQUIRED;
 * - `{ operator }`: a signed-in operator holding that role (`any`: any role), else 401 or 403.
 */
export type RouteAccess =
  'anonymous' | 'customer' | 'elevated' | { operator: OperatorRole | 'any' };

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
  return typeof access === 'string' ? access : `operator:${access.operator}`;
}

/** Browsers asking for an operator page are sent to sign in; API callers get 401. */
function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

async function requireOperator(
  request: FastifyRequest,
  reply: FastifyReply,
  role: OperatorRole | 'any',
): Promise<FastifyReply | undefined> {
  const token = operatorSessionTokenOf(request);
  const operator = token === null ? null : await request.server.operators.operatorOfSession(token);
  if (operator === null) {
    if (request.method === 'GET' && acceptsHtml(request)) {
      return reply.header('cache-control', 'no-store').redirect('/ops/login', 303);
    }
    throw new ApiError(
      401,
      'operator_unauthorized',
      'Sign in as an operator first (POST /ops/session, then Authorization: Bearer <token>).',
    );
  }
  if (role !== 'any' && !operator.roles.includes(role)) {
    throw new ApiError(403, 'operator_forbidden', `This needs an operator with the ${role} role.`);
  }
  request.operator = operator;
  return undefined;
}

/**
 * The one place access is enforced: before a route's input is even validated, its declared access
 * is checked. Every route registered after this plugin is listed in `app.declaredRoutes`.
 */
export const routeAccessPlugin = fastifyPlugin(
  (app, _options, done) => {
    // Read when asked: a scope's own onRoute hook may still declare access after this one ran.
    const registered: RouteOptions[] = [];
    app.decorate('declaredRoutes', () =>
      registered.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method])
          .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
          .map((method) => ({
            method,
            url: route.url,
            access: accessLabelOf(route.config?.access),
          })),
      ),
    );
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    app.addHook('preValidation', async (request, reply) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'anonymous') return;
      if (access === 'customer') {
        customerOf(request);
      } else if (access === 'elevated') {
        await requireElevation(request);
      } else {
        return requireOperator(request, reply, access.operator);
      }
    });
    done();
  },
  { name: 'route-access', dependencies: ['errors'], fastify: '5.x' },
);
