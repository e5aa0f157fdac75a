import { ownerOf, routeOwnership, type RemoteName } from 'shared-kernel';
import { capabilitiesOfRoute, type CapabilityName } from 'shared-kernel/contract/platform';
import type { RemoteRoute } from './define-remote';

const catchAll = '*';

/** A concrete path a route pattern answers: `:param` filled in, optional parts left out. */
function samplePathOf(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter((segment) => segment !== '' && segment !== catchAll && !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? 'x' : segment));
  return `/${segments.join('/')}`;
}

/**
 * What is wrong with a remote's route table against the kernel's ownership table: a route the
 * remote can never be shown on (another package owns its path), or a prefix the remote owns with
 * no route at or under it. Such a prefix must be declared in `notFound`: the remote deliberately
 * answers it with its catch-all (a not-found page) for now.
 */
export function routeTableProblems(
  remote: RemoteName,
  routes: readonly RemoteRoute[],
  { notFound = [] }: { notFound?: readonly string[] } = {},
): string[] {
  const problems: string[] = [];
  if (!routes.some(({ path }) => path === catchAll)) {
    problems.push('no catch-all route: an owned path without a page would show nothing');
  }
  for (const { path } of routes) {
    if (path === catchAll) continue;
    const owner = ownerOf(samplePathOf(path));
    if (owner !== remote) problems.push(`${path} is served by ${owner}, not ${remote}`);
  }
  const owned = routeOwnership
    .filter((entry) => entry.owner === remote)
    .flatMap((entry) => entry.prefixes);
  const served = routes
    .filter(({ path }) => path !== catchAll)
    .map(({ path }) => samplePathOf(path));
  for (const prefix of owned) {
    const hasRoute = served.some((path) => path === prefix || path.startsWith(`${prefix}/`));
    if (!hasRoute && !notFound.includes(prefix)) {
      problems.push(`${prefix} has no route: give it one or list it in notFound`);
    } else if (hasRoute && notFound.includes(prefix)) {
      problems.push(`${prefix} is listed in notFound but has a route`);
    }
  }
  for (const prefix of notFound) {
    if (!owned.includes(prefix)) problems.push(`${prefix} in notFound is not owned by ${remote}`);
  }
  return problems;
}

/**
 * What differs between a remote's route table and the paths its package.json declares
 * (`"shop": { "routes": [...] }`). The build copies the declared paths into the release manifest,
 * where the registry checks that the remote owns each one before any environment serves it, so
 * the two lists must name the same paths. The catch-all is never declared: every remote has one,
 * and it claims no path of its own.
 */
export function declaredRouteProblems(declared: unknown, routes: readonly RemoteRoute[]): string[] {
  if (!Array.isArray(declared) || !declared.every((path) => typeof path === 'string')) {
    return ['package.json has no "shop": { "routes": [...] } listing the route table\'s paths'];
  }
  const tablePaths = routes.map(({ path }) => path).filter((path) => path !== catchAll);
  const problems: string[] = [];
  for (const path of tablePaths) {
    if (!declared.includes(path)) {
      problems.push(`${path} is in the route table but not declared in package.json shop.routes`);
    }
  }
  declared.forEach((path: string, index) => {
    if (path === catchAll) {
      problems.push(`${catchAll} is declared in package.json shop.routes: leave the catch-all out`);
    } else if (!tablePaths.includes(path)) {
      problems.push(
        `${path} is declared in package.json shop.routes but the route table has no such route`,
      );
    } else if (declared.indexOf(path) !== index) {
      problems.push(`${path} is declared twice in package.json shop.routes`);
    }
  });
  return problems;
}

export interface GatedPath {
  /** A concrete path of the route. */
  path: string;
  /** What the route's screen needs (capabilityScreens). */
  required: CapabilityName[];
}

/**
 * A path of each route of the table that the capability table gates: a remote's route test
 * opens each without its capabilities and expects the not-available screen.
 */
export function capabilityGatedPaths(routes: readonly RemoteRoute[]): GatedPath[] {
  return routes
    .map(({ path }) => ({ path: samplePathOf(path), required: capabilitiesOfRoute(path) }))
    .filter(({ required }) => required.length > 0);
}
