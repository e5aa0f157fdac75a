import { declaredRouteProblems, routeTableProblems } from './route-contract';

const page = null;

describe('the route-table contract', () => {
  it('accepts a table whose routes the remote owns, with a deliberate not-found for the rest', () => {
    const routes = [
      { path: '/lotto-party', element: page },
      { path: '*', element: page },
    ];
    expect(
      routeTableProblems('mfe-lotto-party', routes, { notFound: ['/my-account/lotto-party'] }),
    ).toEqual([]);
  });

  it('names a route on a path another package owns', () => {
    const routes = [
      { path: '/lotto-party/:groupId', element: page },
      { path: '/cart', element: page },
      { path: '*', element: page },
    ];
    expect(
      routeTableProblems('mfe-lotto-party', routes, { notFound: ['/my-account/lotto-party'] }),
    ).toEqual(['/cart is served by mfe-cart-checkout, not mfe-lotto-party']);
  });

  it('names an owned prefix with no route, and a table without a catch-all', () => {
    const routes = [{ path: '/lotto-party', element: page }];
    expect(routeTableProblems('mfe-lotto-party', routes)).toEqual([
      'no catch-all route: an owned path without a page would show nothing',
      '/my-account/lotto-party has no route: give it one or list it in notFound',
    ]);
  });

  it('names a not-found declaration that a route contradicts or that is not owned', () => {
    const routes = [
      { path: '/lotto-party', element: page },
      { path: '/my-account/lotto-party/:page', element: page },
      { path: '*', element: page },
    ];
    expect(
      routeTableProblems('mfe-lotto-party', routes, {
        notFound: ['/my-account/lotto-party', '/cart'],
      }),
    ).toEqual([
      '/my-account/lotto-party is listed in notFound but has a route',
      '/cart in notFound is not owned by mfe-lotto-party',
    ]);
  });
});

describe('the declared routes', () => {
  const routes = [
    { path: '/lotto-party', element: page },
    { path: '/lotto-party/:groupId', element: page },
    { path: '*', element: page },
  ];

  it("accepts the route table's paths in any order, without the catch-all", () => {
    expect(declaredRouteProblems(['/lotto-party/:groupId', '/lotto-party'], routes)).toEqual([]);
  });

  it('names a route the table has and package.json does not declare, and the reverse', () => {
    expect(declaredRouteProblems(['/lotto-party', '/lotto-party/old'], routes)).toEqual([
      '/lotto-party/:groupId is in the route table but not declared in package.json shop.routes',
      '/lotto-party/old is declared in package.json shop.routes but the route table has no such route',
    ]);
  });

  it('names a missing list, a declared catch-all and a path declared twice', () => {
    expect(declaredRouteProblems(undefined, routes)).toEqual([
      'package.json has no "shop": { "routes": [...] } listing the route table\'s paths',
    ]);
    expect(
      declaredRouteProblems(['/lotto-party', '/lotto-party/:groupId', '/lotto-party', '*'], routes),
    ).toEqual([
      '/lotto-party is declared twice in package.json shop.routes',
      '* is declared in package.json shop.routes: leave the catch-all out',
    ]);
  });
});
