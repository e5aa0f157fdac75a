import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, createBus } from 'shared-kernel';
import { type FundView, type PaymentMethodView } from 'shared-kernel/contract/payments';
import { makeStore } from '../../store';
import { type CardsAndAccountsApi } from './cards-and-accounts-api';
import { CardsAndAccountsPage, cardsAndAccountsFeature } from './cards-and-accounts-screens';

const flags = { cart: true, withdraw: false, digitalWallets: false, failedVerification: false };

const card: FundView = {
  id: 'fund_1',
  default: true,
  type: 'cc',
  flags,
  brand: 'Visa',
  name: 'Alex Nguyen',
  number: '•••• 4242',
  expiry: '12/30',
  gateway: 'test',
};

const bankAccount = (overrides: Partial<FundView> = {}): FundView => ({
  id: 'bank_1',
  default: true,
  type: 'bank',
  flags: { ...flags, cart: false, withdraw: true },
  brand: 'bank',
  name: 'Alex Nguyen',
  number: '•••• 5678',
  expiry: null,
  gateway: 'bank',
  bankType: 'national',
  bankCode: '062-000',
  accountName: 'Alex Nguyen',
  verificationStatus: 'Verified',
  ...overrides,
});

const cardMethods: PaymentMethodView[] = [
  {
    code: 'cc',
    funds: [card],
    availableGateways: ['test'],
    attributes: {},
    rules: {
      enabled: true,
      minAmount: 0.01,
      maxAmount: 5000,
      gateway: { test: { cscRequired: { Visa: true } } },
    },
  },
];

function fakeApi(overrides: Partial<CardsAndAccountsApi> = {}): jest.Mocked<CardsAndAccountsApi> {
  return {
    fetchFunds: jest.fn(() => Promise.resolve([card])),
    fetchCardMethods: jest.fn(() => Promise.resolve(cardMethods)),
    fetchCapabilities: jest.fn(() => Promise.resolve(['wallet_manage' as const])),
    addCard: jest.fn(() => Promise.resolve(card)),
    addBankAccount: jest.fn(() => Promise.resolve(bankAccount())),
    addPayPalAccount: jest.fn(() => Promise.reject(new Error('not used'))),
    makeDefault: jest.fn(() => Promise.resolve([card])),
    deleteFund: jest.fn(() => Promise.resolve([])),
    ...overrides,
  } as jest.Mocked<CardsAndAccountsApi>;
}

function renderPage(api = fakeApi()) {
  const store = makeStore(undefined, { bus: createBus() });
  store.addFeature({ ...cardsAndAccountsFeature, context: { cardsAndAccountsApi: api } });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CardsAndAccountsPage />
      </MemoryRouter>
    </Provider>,
  );
  return { api };
}

afterEach(cleanup);

describe('the cards and accounts page', () => {
  it('shows saved cards with logo, last four and expiry, and bank accounts with their status', async () => {
    renderPage(
      fakeApi({
        fetchFunds: jest.fn(() =>
          Promise.resolve([
            card,
            bankAccount({
              id: 'bank_2',
              verificationStatus: 'Failed Verification',
              default: false,
            }),
          ]),
        ),
      }),
    );

    const cards = await screen.findByRole('region', { name: 'Cards' });
    const visa = within(cards).getByRole('listitem', { name: 'Visa •••• 4242' });
    expect(visa).toHaveTextContent('VISA');
    expect(visa).toHaveTextContent('Expires 12/30');
    expect(visa).toHaveTextContent('Default');
    expect(visa).toHaveTextContent('Security code asked at each payment');
    const banks = screen.getByRole('region', { name: 'Bank accounts' });
    expect(
      within(banks).getByRole('listitem', { name: 'Bank account •••• 5678' }),
    ).toHaveTextContent('Failed Verification');
    expect(screen.getByRole('region', { name: 'PayPal accounts' })).toHaveTextContent(
      'You have no PayPal accounts.',
    );
    // The page sits inside the shell's main landmark instead of opening a second one.
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('adds a bank account, showing the server’s field errors on the right fields', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError({
      status: 422,
      message: 'Please enter a 6 digit BSB, e.g. 062-000',
      errors: { bankCode: ['This BSB does not exist.'] },
      isResponse: true,
    });
    const api = fakeApi({
      addBankAccount: jest.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(bankAccount()),
      fetchFunds: jest
        .fn()
        .mockResolvedValueOnce([card])
        .mockResolvedValueOnce([card, bankAccount()]),
    });
    renderPage(api);

    await user.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a bank account' });
    await user.type(within(dialog).getByLabelText('BSB'), '06200');
    await user.type(within(dialog).getByLabelText('Account number'), '1234');
    await user.type(within(dialog).getByLabelText(/Account name/), 'Alex Nguyen');
    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));

    expect(within(dialog).getByText('Please enter a 6 digit BSB, e.g. 062-000')).toBeVisible();
    expect(
      within(dialog).getByText('Please enter an account number of 5 to 9 digits'),
    ).toBeVisible();
    expect(api.addBankAccount).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('BSB'), '0');
    await user.type(within(dialog).getByLabelText('Account number'), '5678');
    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));
    expect(await within(dialog).findByText('This BSB does not exist.')).toBeVisible();
    expect(within(dialog).getByLabelText('BSB')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.addBankAccount).toHaveBeenLastCalledWith({
      type: 'national',
      code: '062000',
      accountNumber: '12345678',
      accountName: 'Alex Nguyen',
    });
    expect(
      await screen.findByRole('listitem', { name: 'Bank account •••• 5678' }),
    ).toHaveTextContent('Verified');
    expect(screen.getByRole('status')).toHaveTextContent('Your bank account was added.');
  });

  it('deletes a card only after the confirmation', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Visa •••• 4242' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Visa •••• 4242?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(api.deleteFund).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Visa •••• 4242' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Visa •••• 4242?' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(api.deleteFund).toHaveBeenCalledWith('fund_1');
    expect(await screen.findByText('You have no saved cards.')).toBeVisible();
  });

  it('makes a fund the default', async () => {
    const user = userEvent.setup();
    const second = { ...card, id: 'fund_2', default: false, number: '•••• 1111' };
    const { api } = renderPage(
      fakeApi({
        fetchFunds: jest.fn(() => Promise.resolve([card, second])),
        makeDefault: jest.fn(() =>
          Promise.resolve([
            { ...card, default: false },
            { ...second, default: true },
          ]),
        ),
      }),
    );

    await user.click(
      await screen.findByRole('button', { name: 'Make Visa •••• 1111 the default' }),
    );

    expect(api.makeDefault).toHaveBeenCalledWith('fund_2');
    expect(
      await screen.findByRole('button', { name: 'Make Visa •••• 4242 the default' }),
    ).toBeVisible();
  });

  it('says so when the site does not let customers manage their funds', async () => {
    renderPage(fakeApi({ fetchCapabilities: jest.fn(() => Promise.resolve([])) }));

    expect(
      await screen.findByText('Managing cards and accounts is not available on this site.'),
    ).toBeVisible();
  });
});
