import { act, render, screen } from '@testing-library/react';
import { createStore } from 'redux';
import type { AppProps } from 'single-spa';
import { bus, kernelInstanceId, publishGrantedCapabilities } from 'shared-kernel';
import { pageErrorMessages } from 'shared-kernel/contract/format';
import { defineRemote } from './define-remote';
import { type RemoteStore } from './state/remote-store';

let renderFails = false;
function WalletHome() {
  if (renderFails) throw new Error('render failed');
  return <h1>Deposit</h1>;
}

const close = jest.fn();
const remote = defineRemote({
  name: 'mfe-wallet',
  routes: [
    { path: '/deposit', element: <WalletHome /> },
    { path: '*', element: <h1>Nothing here</h1> },
  ],
  makeStore: (): RemoteStore<unknown> => ({ ...createStore(() => ({})), close }),
});

function renderAt(pathname: string, version?: string) {
  window.history.pushState({}, '', pathname);
  return render(<remote.App version={version} />);
}

describe('a remote built with defineRemote', () => {
  beforeEach(() => publishGrantedCapabilities(['wallet_deposit'], 'customer'));
  afterEach(() => {
    renderFails = false;
    jest.restoreAllMocks();
  });

  it('shows the page of its route table at a path it owns', () => {
    renderAt('/deposit');
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('renders nothing on a path another package owns', () => {
    const { container } = renderAt('/cart');
    expect(container).toBeEmptyDOMElement();
  });

  it('shows its overlay on any path, also one another package owns', () => {
    const withOverlay = defineRemote({
      name: 'mfe-wallet',
      routes: [{ path: '/deposit', element: <WalletHome /> }],
      makeStore: (): RemoteStore<unknown> => ({ ...createStore(() => ({})), close }),
      overlay: <p>Asked for by the shell</p>,
    });
    window.history.pushState({}, '', '/cart');
    render(<withOverlay.App />);
    expect(screen.getByText('Asked for by the shell')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('closes its store when it unmounts', () => {
    close.mockClear();
    renderAt('/deposit').unmount();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['0.1.0-abc', '0.1.0-abc'],
    [undefined, 'dev'],
  ])('announces its mount on the bus (version %s as %s)', (version, announced) => {
    const heard = jest.fn();
    const unsubscribe = bus.subscribe('remote/mounted', heard);
    renderAt('/deposit', version);
    unsubscribe();
    expect(heard).toHaveBeenCalledWith({
      remote: 'mfe-wallet',
      version: announced,
      kernelInstanceId,
    });
  });
});

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };

function shellProps() {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { domElement, remote: 'mfe-wallet', version: '0.1.0-abc', name: 'mfe-wallet' };
  return props as typeof props & AppProps;
}

describe('its single-spa lifecycles', () => {
  // single-spa-react resolves mount from an effect of the rendered tree, as in the browser: act()
  // would hold that effect back, so these tests render outside it.
  beforeAll(() => {
    (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('render the remote into the element the shell gives, and leave it empty after unmount', async () => {
    window.history.pushState({}, '', '/deposit');
    const props = shellProps();
    await remote.bootstrap(props);
    await remote.mount(props);
    expect(props.domElement).toHaveTextContent('Deposit');
    await remote.unmount(props);
    expect(props.domElement).toBeEmptyDOMElement();
  });

  it('show a fallback with a reload button when the remote fails to render', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFails = true;
    window.history.pushState({}, '', '/deposit');
    const props = shellProps();
    await remote.bootstrap(props);
    await remote.mount(props);
    expect(props.domElement.querySelector('[role="alert"]')).toHaveTextContent(
      pageErrorMessages.generic,
    );
    expect(props.domElement.querySelector('button')).toHaveTextContent('Reload page');
    await remote.unmount(props);
    renderFails = false;
  });

  it('tell the shell which version failed to render, so it can swap in a fallback', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard = jest.fn();
    const unsubscribe = bus.subscribe('remote/renderFailed', heard);
    renderFails = true;
    window.history.pushState({}, '', '/deposit');
    const props = shellProps();
    await remote.bootstrap(props);
    await remote.mount(props);
    unsubscribe();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({
      remote: 'mfe-wallet',
      version: '0.1.0-abc',
      message: 'render failed',
    });
    await remote.unmount(props);
    renderFails = false;
  });
});

describe('the screens of a remote behind a capability (capabilityScreens)', () => {
  afterEach(() => publishGrantedCapabilities(['wallet_deposit'], 'customer'));

  it("show the not-available screen when the customer's segment does not grant it", () => {
    publishGrantedCapabilities(['wallet_withdrawal'], 'default');
    renderAt('/deposit');

    expect(screen.getByRole('heading', { level: 1, name: 'Not available' })).toBeInTheDocument();
    expect(screen.getByText('This page is not available for your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('appear once the segment grants it, without a reload', () => {
    publishGrantedCapabilities([], 'default');
    renderAt('/deposit');
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeInTheDocument();

    act(() => publishGrantedCapabilities(['wallet_deposit'], 'customer'));

    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
  });
});
