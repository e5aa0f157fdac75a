import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { combineReducers } from 'redux';
import { createRemoteStore, type RemoteFeature } from '../state/remote-store';
import { lazyFeatureScreen, lazyScreen } from './lazy-screen';

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

describe('lazyFeatureScreen', () => {
  interface Greetings {
    names: string[];
  }
  const greetings: RemoteFeature<Greetings> = {
    key: 'greetings',
    reducer: (state = { names: [] }, action) =>
      action.type === 'greetings/greeted'
        ? { names: [...state.names, (action as unknown as { name: string }).name] }
        : state,
  };

  function Greeted() {
    const names = useSelector((state: { greetings: Greetings }) => state.greetings.names);
    const dispatch = useDispatch();
    return (
      <>
        <h1>Greeted: {names.join(', ') || 'nobody'}</h1>
        <button type="button" onClick={() => dispatch({ type: 'greetings/greeted', name: 'Pat' })}>
          Greet
        </button>
      </>
    );
  }

  it("adds the screen's features to the store before the screen renders", async () => {
    const store = createRemoteStore({ reducer: combineReducers({ other: () => 1 }) });
    const LazyGreeted = lazyFeatureScreen(() =>
      Promise.resolve({ screen: Greeted, features: [greetings] }),
    );
    render(
      <Provider store={store}>
        <LazyGreeted />
      </Provider>,
    );

    expect(await screen.findByRole('heading', { name: 'Greeted: nobody' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Greet' }));
    expect(screen.getByRole('heading', { name: 'Greeted: Pat' })).toBeInTheDocument();
    expect(store.getState()).toEqual({ other: 1, greetings: { names: ['Pat'] } });
    store.close();
  });
});
