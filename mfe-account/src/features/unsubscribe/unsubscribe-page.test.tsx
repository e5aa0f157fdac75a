import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from 'shared-kernel';
import { makeStore } from '../../store';
import { unsubscribeFeature } from './unsubscribe-screens';
import { type UnsubscribeApi, type UnsubscribeRequest } from './unsubscribe-api';
import { UnsubscribePage } from './unsubscribe-page';

const linkInvalid = new ApiError({
  status: 422,
  message: 'Email link no longer valid',
  code: 'email_link_invalid',
  errorId: 'email_link_invalid',
  isResponse: true,
});

function fakeApi(overrides: Partial<UnsubscribeApi> = {}): UnsubscribeApi {
  return {
    fetchLink: () => Promise.resolve({ productOfferKey: null, productOfferName: null }),
    unsubscribe: () => Promise.resolve({ productOfferKey: null, productOfferName: null }),
    ...overrides,
  };
}

function renderAt(path: string, api: UnsubscribeApi) {
  const store = makeStore(undefined, { unsubscribeApi: api }, [unsubscribeFeature]);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/unsubscribe/:customerId" element={<UnsubscribePage />} />
          <Route path="/unsubscribe/:customerId/:productOfferKey" element={<UnsubscribePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('UnsubscribePage', () => {
  it('unsubscribes in one click, with an optional reason, then links to the preferences', async () => {
    const unsubscribe = jest.fn((_request: UnsubscribeRequest) =>
      Promise.resolve({ productOfferKey: null, productOfferName: null }),
    );
    renderAt('/unsubscribe/customer-1?token=abc', fakeApi({ unsubscribe }));

    await userEvent.click(await screen.findByRole('radio', { name: 'Other' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reason (optional)' }), 'Moving');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" }),
    ).toBeVisible();
    expect(unsubscribe).toHaveBeenCalledWith({
      customerId: 'customer-1',
      token: 'abc',
      unsubscribeReasons: ['other'],
      otherReason: 'Moving',
    });
    expect(
      screen.getByRole('link', { name: 'Manage your communication preferences' }),
    ).toHaveAttribute('href', '/communication-preferences');
  });

  it("names the product offer of an offer's link and needs no reason", async () => {
    const unsubscribe = jest.fn((_request: UnsubscribeRequest) =>
      Promise.resolve({ productOfferKey: 'powerball', productOfferName: 'Powerball' }),
    );
    renderAt(
      '/unsubscribe/customer-1/powerball?token=abc',
      fakeApi({
        fetchLink: () =>
          Promise.resolve({ productOfferKey: 'powerball', productOfferName: 'Powerball' }),
        unsubscribe,
      }),
    );
    expect(await screen.findByText(/Unsubscribe from emails about Powerball/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/emails about Powerball/)).toBeVisible();
    expect(unsubscribe.mock.calls[0]?.[0].unsubscribeReasons).toEqual([]);
  });

  it('says a used or expired link is no longer valid, with the way forward', async () => {
    renderAt(
      '/unsubscribe/customer-1?token=used',
      fakeApi({ fetchLink: () => Promise.reject(linkInvalid) }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email link no longer valid' }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Manage your communication preferences' }),
    ).toHaveAttribute('href', '/communication-preferences');
  });

  it('says so when the link is refused at the click', async () => {
    renderAt(
      '/unsubscribe/customer-1?token=abc',
      fakeApi({ unsubscribe: () => Promise.reject(linkInvalid) }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'Email link no longer valid' }),
    ).toBeVisible();
  });

  it('refuses a link without a token', async () => {
    renderAt('/unsubscribe/customer-1', fakeApi());
    expect(
      await screen.findByRole('heading', { name: 'Email link no longer valid' }),
    ).toBeVisible();
  });
});
