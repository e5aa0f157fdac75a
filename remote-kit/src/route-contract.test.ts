import { routeTableProblems } from './route-contract';

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
