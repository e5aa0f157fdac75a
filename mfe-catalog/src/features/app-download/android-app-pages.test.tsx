import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type SiteConfig } from 'shared-kernel/contract/platform';
import { makeStore } from '../../store';
import { homeApiAnswering } from '../home/home-test-data';
import { resourceFetchersAnswering } from '../resources/resources-test-data';
import { AndroidAppPage, AndroidInstallPage } from './android-app-pages';

const storeUrl = 'https://play.google.com/store/apps/details?id=au.com.lottoshop';

function renderAt(path: string, androidStoreUrl: string | null) {
  const store = makeStore(undefined, {
    api: homeApiAnswering([]),
    resources: resourceFetchersAnswering({
      siteConfig: () =>
        Promise.resolve({
          siteName: 'Lotto Shop',
          hideSiteName: false,
          androidStoreUrl,
        } as SiteConfig),
    }),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/android" element={<AndroidAppPage />} />
          <Route path="/app/android/install" element={<AndroidInstallPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the Android app page', () => {
  it('says what the app does and links to its store listing and the install help', async () => {
    renderAt('/app/android', storeUrl);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Lotto Shop for Android' }),
    ).toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'What the app does' });
    expect(within(features).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(await screen.findByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      storeUrl,
    );
    expect(screen.getByRole('link', { name: 'How to install the Android app' })).toHaveAttribute(
      'href',
      '/app/android/install',
    );
    expect(document.title).toBe('Lotto Shop for Android | Lotto Shop');
  });

  it('says the app is not available yet, with no store link, while the site has no listing', async () => {
    renderAt('/app/android', null);

    expect(
      await screen.findByText('The Android app is not available yet. Check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
  });
});

describe('the Android install page', () => {
  it('lists the steps, with the same store link and a way back', async () => {
    renderAt('/app/android/install', storeUrl);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Installing the Android app' }),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/open the Google Play link/),
      expect.stringMatching(/Tap Install/),
      expect.stringMatching(/sign in with your shop account/),
      expect.stringMatching(/Allow notifications .* draw results/),
    ]);
    expect(await screen.findByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      storeUrl,
    );
    expect(screen.getByRole('link', { name: 'Back to the Android app page' })).toHaveAttribute(
      'href',
      '/app/android',
    );
  });
});
