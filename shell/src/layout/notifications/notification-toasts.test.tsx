import { act, screen } from '@testing-library/react';
import { type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { type BusEvents } from 'shared-kernel';
import { renderShell } from '../../testing/render-shell';
import { NotificationToasts } from './notification-toasts';

/** Toasts on fake timers, and the user who reads them; `publish` asks for a notification. */
function renderToastsOnFakeTimers(beside: ReactNode = null) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const { bus } = renderShell(
    <>
      {beside}
      <NotificationToasts />
    </>,
  );
  const publish = (notification: BusEvents['notification/requested']) =>
    act(() => bus.publish('notification/requested', notification));
  return { user, publish };
}

const waitMs = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('NotificationToasts', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a requested notification as a status message', async () => {
    const { bus } = renderShell(<NotificationToasts />);
    act(() =>
      bus.publish('notification/requested', {
        title: 'Added to cart',
        message: 'Weekday Lotto is in your cart.',
        level: 'success',
        isAutoDismissed: false,
      }),
    );
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Added to cart');
    expect(toast).toHaveTextContent('Weekday Lotto is in your cart.');
  });

  it('announces errors as alerts', async () => {
    const { bus } = renderShell(<NotificationToasts />);
    act(() =>
      bus.publish('notification/requested', {
        message: 'Something went wrong',
        level: 'error',
        isAutoDismissed: false,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('dismisses an auto-dismissed notification after 10 seconds, not before', async () => {
    const { publish } = renderToastsOnFakeTimers();
    publish({ message: 'Your deposit is pending.', level: 'info', isAutoDismissed: true });
    expect(screen.getByText('Your deposit is pending.')).toBeInTheDocument();

    await waitMs(9_999);
    expect(screen.getByText('Your deposit is pending.')).toBeInTheDocument();

    await waitMs(1);
    expect(screen.queryByText('Your deposit is pending.')).not.toBeInTheDocument();
  });

  it('waits while the focus or the pointer is on a notification, then gives it 10 seconds more', async () => {
    const { user, publish } = renderToastsOnFakeTimers(<button type="button">Elsewhere</button>);
    publish({ message: 'Your deposit is pending.', level: 'info', isAutoDismissed: true });
    await waitMs(9_000);
    // The keyboard reaches the toast's close button: the notification stays while it is there.
    act(() => screen.getByRole('button', { name: 'Close notification' }).focus());
    await waitMs(60_000);
    expect(screen.getByText('Your deposit is pending.')).toBeInTheDocument();

    await user.hover(screen.getByText('Your deposit is pending.'));
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await waitMs(60_000);
    expect(screen.getByText('Your deposit is pending.')).toBeInTheDocument();

    await user.unhover(screen.getByText('Your deposit is pending.'));
    await waitMs(9_999);
    expect(screen.getByText('Your deposit is pending.')).toBeInTheDocument();
    await waitMs(1);
    expect(screen.queryByText('Your deposit is pending.')).not.toBeInTheDocument();
  });

  it('keeps a notification that is not auto-dismissed until it is closed', async () => {
    const { user, publish } = renderToastsOnFakeTimers();
    publish({ message: 'Unable to load order', level: 'error', isAutoDismissed: false });
    await waitMs(60_000);
    expect(screen.getByText('Unable to load order')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Unable to load order')).not.toBeInTheDocument();
  });

  it('clears notifications when the visitor signs in or out', async () => {
    const { bus } = renderShell(<NotificationToasts />);
    act(() =>
      bus.publish('notification/requested', {
        message: 'Welcome back',
        level: 'info',
        isAutoDismissed: false,
      }),
    );
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    act(() => bus.publish('session/changed', { isAuthenticated: true, customerId: 'c-1' }));
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
  });
});
