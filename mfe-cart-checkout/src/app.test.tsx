import { render, screen } from '@testing-library/react';
import { bus, createBus, kernelInstanceId } from 'shared-kernel';
import { App } from './app';
import { fakeCheckoutApi } from './test-checkout-api';

function renderAt(pathname: string, version?: string) {
  window.history.pushState({}, '', pathname);
  return render(
    <App version={version} dependencies={{ bus: createBus(), checkout: fakeCheckoutApi() }} />,
  );
}

describe('App', () => {
  it.each([
    ['/cart', 'Your cart'],
    ['/receipt/42', 'Your receipt'],
    ['/purchase/lotto-partner/nothing-here', 'Page not found'],
  ])('shows the page of %s, a path it owns', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('answers the 3-D Secure notification path inside the challenge frame', () => {
    renderAt('/3ds/notify');
    expect(screen.getByRole('status')).toHaveTextContent('Returning to checkout…');
  });

  it('renders nothing on a path another package owns', () => {
    const { container } = renderAt('/checkout/deposit/7/success');
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['0.1.0-abc', '0.1.0-abc'],
    [undefined, 'dev'],
  ])('announces its mount on the bus (version %s as %s)', (version, announced) => {
    const heard = jest.fn();
    const unsubscribe = bus.subscribe('remote/mounted', heard);
    renderAt('/cart', version);
    unsubscribe();
    expect(heard).toHaveBeenCalledWith({
      remote: 'mfe-cart-checkout',
      version: announced,
      kernelInstanceId,
    });
  });
});
