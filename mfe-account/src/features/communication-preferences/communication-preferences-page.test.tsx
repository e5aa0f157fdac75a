import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from 'shared-kernel';
import {
  type CommunicationPreferenceOption,
  type CommunicationPreferences,
} from 'shared-kernel/contract/communication-preferences';
import { makeStore } from '../../store';
import { communicationPreferencesFeature } from './communication-preferences-screens';
import { CommunicationPreferencesPage } from './communication-preferences-page';
import { type PreferenceChanges, type PreferencesApi } from './preferences-api';

const option = (
  channel: CommunicationPreferenceOption['channel'],
  id: string,
  name: string,
  enabled = false,
  switchable = true,
): CommunicationPreferenceOption => ({
  channel,
  id,
  name,
  description: `About ${name}.`,
  switchable,
  productOfferKey: null,
  enabled,
});

const options = [
  option('email', 'account_updates', 'Account updates', true, false),
  option('email', 'offers_and_news', 'Offers and news'),
  option('email', 'draw_results', 'Draw results'),
  option('sms', 'draw_results', 'Draw results'),
];

const answerOf = (list: CommunicationPreferenceOption[]): CommunicationPreferences => ({
  features: { methodsEnabled: true, methods: [] },
  preferences: {},
  options: list,
});

function fakeApi(overrides: Partial<PreferencesApi> = {}): PreferencesApi {
  return {
    fetchPreferences: () => Promise.resolve(answerOf(options)),
    updatePreferences: (_customerId, changes: PreferenceChanges) =>
      Promise.resolve(
        answerOf(
          options.map((item) => ({
            ...item,
            enabled: changes[item.channel]?.[item.id] ?? item.enabled,
          })),
        ),
      ),
    ...overrides,
  };
}

function renderAt(path: string, api: PreferencesApi, customerId: string | null = 'customer-1') {
  const store = makeStore(undefined, { preferences: api, signedInCustomerId: () => customerId }, [
    communicationPreferencesFeature,
  ]);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/communication-preferences" element={<CommunicationPreferencesPage />} />
          <Route
            path="/communication-preferences/:customerId"
            element={<CommunicationPreferencesPage />}
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('CommunicationPreferencesPage', () => {
  it('shows a switch per channel and preference, and saves only what changed', async () => {
    const updatePreferences = jest.fn(fakeApi().updatePreferences);
    renderAt('/communication-preferences', fakeApi({ updatePreferences }));

    const email = await screen.findByRole('group', { name: 'Email' });
    const sms = screen.getByRole('group', { name: 'SMS' });
    expect(within(email).getByText(/Account updates are always sent/)).toBeVisible();
    const marketing = within(email).getByRole('checkbox', { name: /Offers and news/ });
    expect(marketing).not.toBeChecked();

    await userEvent.click(marketing);
    await userEvent.click(within(sms).getByRole('checkbox', { name: /Draw results/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your communication preferences have been saved.',
    );
    expect(updatePreferences).toHaveBeenCalledWith('customer-1', {
      email: { offers_and_news: true },
      sms: { draw_results: true },
    });
    expect(within(email).getByRole('checkbox', { name: /Offers and news/ })).toBeChecked();
  });

  it("shows the server's message when a save is refused", async () => {
    const refusal = new ApiError({
      status: 422,
      message: 'Please check your communication preferences.',
      code: 'validation_failed',
      errorId: 'validation_failed',
      isResponse: true,
    });
    renderAt(
      '/communication-preferences',
      fakeApi({ updatePreferences: () => Promise.reject(refusal) }),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: /Offers and news/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check your communication preferences.',
    );
  });

  it('works with the keyboard alone', async () => {
    const updatePreferences = jest.fn(fakeApi().updatePreferences);
    renderAt('/communication-preferences/customer-1', fakeApi({ updatePreferences }));
    await screen.findByRole('group', { name: 'Email' });
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: /Offers and news/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save preferences' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('saved');
    expect(updatePreferences).toHaveBeenCalledWith('customer-1', {
      email: { offers_and_news: true },
    });
  });

  it("shows the not-found page for another customer's id, without asking the api", async () => {
    const fetchPreferences = jest.fn(fakeApi().fetchPreferences);
    renderAt('/communication-preferences/customer-2', fakeApi({ fetchPreferences }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(fetchPreferences).not.toHaveBeenCalled();
  });

  it('asks a signed-out visitor to log in', async () => {
    renderAt('/communication-preferences/customer-1', fakeApi(), null);
    expect(await screen.findByRole('link', { name: 'log in' })).toHaveAttribute(
      'href',
      '/communication-preferences',
    );
  });
});
