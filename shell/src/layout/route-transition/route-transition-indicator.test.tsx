import { act, screen } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';
import { RouteTransitionIndicator } from './route-transition-indicator';
import { routingFinishedEventName, routingStartedEventName } from './route-transition-sagas';

describe('RouteTransitionIndicator', () => {
  it('shows while single-spa routes, and hides when routing finishes', () => {
    const routingEvents = new EventTarget();
    renderShell(<RouteTransitionIndicator />, { routingEvents });
    // The first page loads until the first routing finishes.
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    act(() => {
      routingEvents.dispatchEvent(new Event(routingFinishedEventName));
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => {
      routingEvents.dispatchEvent(new Event(routingStartedEventName));
    });
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    act(() => {
      routingEvents.dispatchEvent(new Event(routingFinishedEventName));
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
