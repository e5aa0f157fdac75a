import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/render-shell';
import { fakeShellApi, releaseFixture } from '../testing/shell-fixtures';
import { initialCompositionState, type CompositionState } from './composition-slice';
import { OperatorOverlay, previewExpiryOf } from './operator-overlay';
import { RemoteSlots } from './remote-slots';

const preview = { operator: 'ops@example.com', expiresAt: '2026-11-27T01:30:00.000Z' };

function renderOverlay(composition: Partial<CompositionState>, api = fakeShellApi()) {
  return renderShell(
    <>
      <OperatorOverlay />
      <RemoteSlots owner="mfe-catalog" />
    </>,
    {
      path: '/lotto-tickets',
      api,
      preloadedState: { composition: { ...initialCompositionState, ...composition } },
    },
  );
}

const remotes: CompositionState['remotes'] = {
  'mfe-catalog': { status: 'rendered', version: '0.2.0-b', track: 'preview', isFallback: false },
  'mfe-wallet': { status: 'rendered', version: '0.1.0-a', track: null, isFallback: true },
};

describe('the operator overlay', () => {
  it("shows whose preview it is and until when, in Sydney time, and labels each remote's slot", () => {
    const { container } = renderOverlay({ release: releaseFixture({ preview }), remotes });
    expect(screen.getByRole('complementary', { name: 'Release preview' })).toHaveTextContent(
      `Preview for ops@example.com until ${previewExpiryOf(preview.expiresAt)}`,
    );
    expect(previewExpiryOf(preview.expiresAt)).toMatch(/27 Nov 2026, 12:30\s?pm/i);
    expect(screen.getByText('mfe-catalog 0.2.0-b (preview)')).toBeVisible();
    expect(container.querySelector('[data-remote="mfe-wallet"]')).toHaveTextContent(
      'mfe-wallet 0.1.0-a (fallback)',
    );
  });

  it('is not shown to anyone without a preview', () => {
    renderOverlay({ release: releaseFixture({ preview: null }), remotes });
    expect(
      screen.queryByRole('complementary', { name: 'Release preview' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/0\.2\.0-b/)).not.toBeInTheDocument();
  });

  it('ends the preview through the registry', async () => {
    const user = userEvent.setup();
    const endReleasePreview = jest.fn(() => new Promise<void>(() => undefined));
    renderOverlay(
      { release: releaseFixture({ preview }), remotes },
      fakeShellApi({ endReleasePreview }),
    );
    await user.click(screen.getByRole('button', { name: 'End preview' }));
    expect(endReleasePreview).toHaveBeenCalledTimes(1);
  });
});
