import { screen } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { PageErrorBoundary } from './page-error-boundary';

function Thrower({ error }: { error: Error | null }) {
  if (error) throw error;
  return <p>The page</p>;
}

const dayMs = 24 * 3_600_000;

function chunkError() {
  const error = new Error('Loading chunk 42 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('PageErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error page, and the new page again once the location changes', () => {
    const { rerender, store } = renderShell(
      <PageErrorBoundary resetKey="/about">
        <Thrower error={new Error('broken')} />
      </PageErrorBoundary>,
    );
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    rerender(
      <Provider store={store}>
        <MemoryRouter>
          <PageErrorBoundary resetKey="/about/faq">
            <Thrower error={null} />
          </PageErrorBoundary>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it.each([
    ['open over 24 hours', dayMs + 1, 1],
    ['open for an hour', 3_600_000, 0],
  ])('reloads on a chunk-load failure only when %s', (_case, openForMs, reloads) => {
    const reload = jest.fn();
    renderShell(
      <PageErrorBoundary resetKey="/" openedAtMs={0} now={() => openForMs} reload={reload}>
        <Thrower error={chunkError()} />
      </PageErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(reloads);
  });
});
