import { type FastifyInstance, type RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  route: RouteOptions;
}

/**
 * Every route registered on `app` from now on, one entry per method (HEAD and OPTIONS left out).
 * Read when asked: a scope's own onRoute hook may still change a route's config after this one ran.
 */
export function collectRegisteredRoutes(app: FastifyInstance): () => RegisteredRoute[] {
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  return () =>
    registered.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({ method, route })),
    );
}
