import { render, screen } from '@testing-library/react';
import { lazyScreen } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('lazyScreen', () => {
  it('holds the place of the screen while its code loads, then shows it with its props', async () => {
    let arrive: (screen: typeof Greeting) => void = () => undefined;
    const LazyGreeting = lazyScreen(
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
    );

    const { container } = render(<LazyGreeting name="Pat" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('.page-loading')).toHaveAttribute('aria-busy', 'true');
    arrive(Greeting);
    expect(await screen.findByRole('heading', { name: 'Hello Pat' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads the code once for every use', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyScreen(load);

    const { unmount } = render(<LazyGreeting name="Pat" />);
    expect(await screen.findByRole('heading', { name: 'Hello Pat' })).toBeInTheDocument();
    unmount();
    render(<LazyGreeting name="Sam" />);

    expect(await screen.findByRole('heading', { name: 'Hello Sam' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
