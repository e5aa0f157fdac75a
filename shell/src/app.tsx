import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { Layout } from './layout/layout';
import { type ShellStore } from './store';

/** The shell's React tree: its store, its router (history shared with single-spa), the layout. */
export function App({ store }: { store: ShellStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Layout />
      </BrowserRouter>
    </Provider>
  );
}
