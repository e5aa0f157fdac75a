import { render, screen } from '@testing-library/react';
import { bus, kernelInstanceId } from 'shared-kernel';
import { App } from './app';

function renderAt(pathname: string, version?: string) {
  window.history.pushState({}, '', pathname);
  return render(<App version={version} />);
}

describe('App', () => {
  it.each(['/my-account', '/my-account/upcoming-tickets/1'])(
    'shows its landing page on %s, a path it owns',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    },
  );

  it('renders nothing on a path another package owns', () => {
    const { container } = renderAt('/my-account/deposit');
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['0.1.0-abc', '0.1.0-abc'],
    [undefined, 'dev'],
  ])('announces its mount on the bus (version %s as %s)', (version, announced) => {
    const heard = jest.fn();
    const unsubscribe = bus.subscribe('remote/mounted', heard);
    renderAt('/my-account', version);
    unsubscribe();
    expect(heard).toHaveBeenCalledWith({
      remote: 'mfe-account',
      version: announced,
      kernelInstanceId,
    });
  });
});
