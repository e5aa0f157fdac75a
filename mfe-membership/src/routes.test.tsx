import { render, screen } from '@testing-library/react';
import { declaredRouteProblems, routeTableProblems } from 'remote-kit';
import packageJson from '../package.json';
import { routes } from './routes';
import { App } from './spa';

function renderAt(pathname: string) {
  window.history.pushState({}, '', pathname);
  return render(<App />);
}

describe('the route table', () => {
  it('declares every path of the table in package.json, where the release manifest takes them', () => {
    expect(declaredRouteProblems(packageJson.shop.routes, routes)).toEqual([]);
  });

  it('serves only paths mfe-membership owns, and has a page or a deliberate not-found for each', () => {
    expect(
      routeTableProblems('mfe-membership', routes, {
        notFound: ['/my-account/current-giveaways', '/my-account/closed-giveaways'],
      }),
    ).toEqual([]);
  });

  it('shows Daily Winners at /daily-winners', () => {
    renderAt('/daily-winners');
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Winners' })).toBeInTheDocument();
  });
});
