import { act, screen, within } from '@testing-library/react';
import { ApiError } from 'shared-kernel';
import { renderShell } from '../../testing/render-shell';
import { fakeShellApi, productOfferFixture } from '../../testing/shell-fixtures';
import { type ShellApi } from '../../shell-api';
import { Layout } from '../layout';
import { siteDataLoadRequested } from '../site-data/site-data-slice';

function slotOf(remote: string): HTMLElement {
  const slot = document.querySelector<HTMLElement>(`[data-remote="${remote}"]`);
  if (!slot) throw new Error(`no slot for ${remote}`);
  return slot;
}

function renderLayout(path: string, fetchProductOffers?: ShellApi['fetchProductOffers']) {
  const api = fakeShellApi(fetchProductOffers ? { fetchProductOffers } : {});
  const rendered = renderShell(<Layout />, { path, api });
  act(() => {
    rendered.store.dispatch(siteDataLoadRequested());
  });
  return rendered;
}

const main = () => screen.getByRole('main');
const maintenanceText =
  "There's a spanner in the works! We'll be up and running again soon after this scheduled maintenance.";

describe('the error pages of the main area', () => {
  it('503: the maintenance page, with the message the operator left', async () => {
    const { bus } = renderLayout('/lotto-tickets', () =>
      Promise.resolve([productOfferFixture('powerball')]),
    );
    act(() =>
      bus.publish('app/unrecoverableErrorRaised', {
        status: 503,
        message: 'Back at 6 am with new draws.',
      }),
    );
    expect(
      within(main()).getByRole('heading', { level: 1, name: "There's a spanner in the works!" }),
    ).toBeVisible();
    expect(within(main()).getByText(/soon after this scheduled maintenance/)).toBeVisible();
    expect(within(main()).getByText('Back at 6 am with new draws.')).toBeVisible();
    expect(slotOf('mfe-catalog')).not.toBeVisible();
    expect(await screen.findByRole('contentinfo')).toBeVisible();
  });

  it('503 without a message of its own shows the maintenance text once', () => {
    const { bus } = renderLayout('/my-account');
    act(() =>
      bus.publish('app/unrecoverableErrorRaised', { status: 503, message: maintenanceText }),
    );
    expect(within(main()).getAllByText(/scheduled maintenance/)).toHaveLength(1);
  });

  it('keeps the first failure’s page when more calls fail', () => {
    const { bus } = renderLayout('/');
    act(() => {
      bus.publish('app/unrecoverableErrorRaised', { status: 503, message: maintenanceText });
      bus.publish('app/unrecoverableErrorRaised', { status: 500, message: 'Boom' });
    });
    expect(within(main()).getByText(/scheduled maintenance/)).toBeVisible();
  });

  it('418: the product listings say no products are available when none are on sale', async () => {
    renderLayout('/lotto-tickets', () => Promise.resolve([]));
    expect(
      await within(main()).findByText(
        'There are currently no products available, please check back later. Thank you for being patient.',
      ),
    ).toBeVisible();
    expect(slotOf('mfe-catalog')).not.toBeVisible();
  });

  it('418 from the offers call shows the same page on the home page', async () => {
    renderLayout('/', () =>
      Promise.reject(new ApiError({ status: 418, message: 'No products', url: '/v2/pricing' })),
    );
    expect(await within(main()).findByText(/no products available/)).toBeVisible();
  });

  it('pages that do not list products still show without products', async () => {
    renderLayout('/blog', () => Promise.resolve([]));
    await act(() => Promise.resolve());
    expect(within(main()).queryByText(/no products available/)).toBeNull();
    expect(slotOf('mfe-catalog')).toBeVisible();
  });

  it('404: a path nobody owns shows Something went wrong with a link home', async () => {
    renderLayout('/about/no-such-page');
    expect(
      await within(main()).findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    expect(within(main()).getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
