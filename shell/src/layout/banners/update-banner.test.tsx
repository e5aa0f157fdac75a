import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import {
  compositionReleaseLoaded,
  initialCompositionState,
} from '../../composition/composition-slice';
import { renderShell } from '../../testing/render-shell';
import { fakeShellApi, releaseFixture } from '../../testing/shell-fixtures';
import { isCheckoutPath, UpdateBanner } from './update-banner';

const bannerName = 'Shop update';

function renderBanner(path: string, onReload = jest.fn()) {
  const result = renderShell(
    <>
      <UpdateBanner onReload={onReload} />
      <Link to="/lotto-tickets">Keep shopping</Link>
    </>,
    {
      path,
      preloadedState: { composition: { ...initialCompositionState, newerRevision: 5 } },
    },
  );
  return { ...result, onReload };
}

describe('the update banner', () => {
  it('appears once the registry has a newer revision than the page', async () => {
    const api = fakeShellApi({
      checkRelease: () => Promise.resolve(releaseFixture({ revision: 4 })),
    });
    const { store } = renderShell(<UpdateBanner />, { path: '/lotto-tickets', api });
    expect(screen.queryByRole('status', { name: bannerName })).not.toBeInTheDocument();

    act(() => {
      store.dispatch(compositionReleaseLoaded(releaseFixture({ revision: 3 })));
    });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });

    expect(await screen.findByRole('status', { name: bannerName })).toHaveTextContent(
      'A new version of the shop is available',
    );
  });

  it('reloads the page from its keyboard-reachable Reload button', async () => {
    const user = userEvent.setup();
    const { onReload } = renderBanner('/lotto-tickets');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('goes away for this page when the customer chooses Later', async () => {
    const user = userEvent.setup();
    renderBanner('/lotto-tickets');
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status', { name: bannerName })).not.toBeInTheDocument();
  });

  it('waits during checkout and appears once the customer is on another page', async () => {
    const user = userEvent.setup();
    renderBanner('/checkout/payment');
    expect(screen.queryByRole('status', { name: bannerName })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Keep shopping' }));
    expect(screen.getByRole('status', { name: bannerName })).toBeInTheDocument();
  });

  it.each([
    ['/cart/buy', true],
    ['/checkout', true],
    ['/checkout/review', true],
    ['/3ds/challenge', true],
    ['/purchase/123', true],
    ['/receipt/123', true],
    ['/cart', false],
    ['/purchases', false],
    ['/lotto-tickets', false],
  ])('counts %s as checkout: %s', (path, isCheckout) => {
    expect(isCheckoutPath(path)).toBe(isCheckout);
  });
});
