import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-kernel';
import { DepositScreen } from './deposit-screen';
import { depositChallengeReturned } from './deposit-slice';
import {
  bpayDeposit,
  depositOf,
  fakeDepositApi,
  methodOf,
  renderDepositPage,
  standardMethods,
} from './deposit.test-support';

afterEach(cleanup);

function renderAt(path: string, api = fakeDepositApi()) {
  const route = path.split('?')[0] ?? path;
  return renderDepositPage(<DepositScreen />, { path, route, api });
}

async function chooseAmount(amount: string) {
  const field = await screen.findByRole('textbox', { name: 'Amount' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
}

describe('the deposit page', () => {
  it('deposits a quick amount from a saved card, announces it and shows the receipt', async () => {
    const { api, published } = renderAt('/deposit?successMobileDeepLink=lottoshop%3A%2F%2Fwallet');
    expect(await screen.findByText('$12.50')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '$50.00' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Security code (CSC)' }), '123');
    const pay = screen.getByRole('button', { name: 'Deposit $50.00' });
    await userEvent.click(pay);
    await userEvent.click(pay);
    await userEvent.click(pay);

    expect(
      await screen.findByText(
        'Somewhere else: /deposits/receipt/dep_1?successMobileDeepLink=lottoshop%3A%2F%2Fwallet',
      ),
    ).toBeInTheDocument();
    // One deposit for a burst of clicks (funding calls are debounced 500 ms).
    expect(api.depositFromCard).toHaveBeenCalledTimes(1);
    expect(api.depositFromCard).toHaveBeenCalledWith(
      'fund-visa',
      expect.objectContaining({ amount: '50.00', csc: '123' }),
      'key-1',
    );
    expect(published).toEqual([{ reason: 'deposit' }]);
  });

  it('lands on the details page from the account, after the 3-D Secure challenge', async () => {
    const api = fakeDepositApi({
      depositFromCard: jest.fn(() =>
        Promise.resolve(
          depositOf({
            status: 'challenge_required',
            challenge: { url: 'http://shop.test/test-gateway/3ds/c1', windowSize: 'Medium' },
          }),
        ),
      ),
    });
    const { store } = renderAt('/my-account/deposit', api);
    await chooseAmount('20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Security code (CSC)' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit $20.00' }));

    const challenge = await screen.findByRole('dialog', {
      name: 'Confirm your card with your bank',
    });
    expect(within(challenge).getByTitle('3-D Secure check')).toHaveAttribute('width', '390');
    act(() => {
      store.dispatch(depositChallengeReturned());
    });
    expect(
      await screen.findByText('Somewhere else: /my-account/deposit/details/dep_1/success'),
    ).toBeInTheDocument();
  });

  it("shows the gateway's decline in an alert and changes nothing else", async () => {
    const api = fakeDepositApi({
      depositFromCard: jest.fn(() =>
        Promise.reject(
          new ApiError({
            status: 422,
            message: 'Your card was declined.',
            messages: [{ code: 'deposit_failed', message: 'Your card was declined.' }],
            isResponse: true,
          }),
        ),
      ),
    });
    const { published } = renderAt('/deposit', api);
    await chooseAmount('50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Security code (CSC)' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit $50.00' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('50');
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(published).toEqual([]);
  });

  it('shows a refusal over the deposit limit as the server words it', async () => {
    const message =
      'This deposit would exceed your weekly deposit limit of A$100.00. You can deposit again from 28 November 2026.';
    const api = fakeDepositApi({
      depositFromCard: jest.fn(() =>
        Promise.reject(
          new ApiError({
            status: 422,
            message,
            messages: [{ code: 'deposit_limit', message }],
            isResponse: true,
          }),
        ),
      ),
    });
    renderAt('/deposit', api);
    await chooseAmount('150');
    await userEvent.type(screen.getByRole('textbox', { name: 'Security code (CSC)' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit $150.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("checks the amount against the chosen method's minimum and maximum", async () => {
    const { api } = renderAt('/deposit');
    await chooseAmount('0');
    await userEvent.tab();
    expect(
      screen.getByText('Please enter an amount equal to or greater than $0.01.'),
    ).toBeInTheDocument();

    await chooseAmount('12.345');
    await userEvent.tab();
    expect(screen.getByText('Amount must follow format e.g: 1.50')).toBeInTheDocument();

    await chooseAmount('6000');
    await userEvent.tab();
    expect(
      screen.getByText('Please enter an amount equal to or less than $5,000.00.'),
    ).toBeInTheDocument();

    await chooseAmount('5');
    await userEvent.click(screen.getByRole('radio', { name: 'BPAY' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit by BPAY' }));
    expect(
      screen.getByText('Please enter an amount equal to or greater than $10.00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    expect(api.depositByBankMethod).not.toHaveBeenCalled();
  });

  it('offers only the methods that are enabled', async () => {
    renderAt('/deposit');
    const methods = await screen.findByRole('group', { name: 'Pay with' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.trim()),
    ).toEqual(['Card', 'PayPal', 'BPAY']);
  });

  it('pays with Google Pay through the gateway with the wallet token', async () => {
    const api = fakeDepositApi({
      fetchDepositMethods: jest.fn(() =>
        Promise.resolve([...standardMethods, methodOf('gp', { availableGateways: ['test'] })]),
      ),
    });
    renderAt('/deposit', api);
    await chooseAmount('30');
    await userEvent.click(screen.getByRole('radio', { name: 'Google Pay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit $30.00 with Google Pay' }));
    expect(
      await screen.findByText(/^Somewhere else: \/deposits\/receipt\/dep_1/),
    ).toBeInTheDocument();
    expect(api.depositThroughGateway).toHaveBeenCalledWith(
      'gp',
      'test',
      { amount: '30.00', metadata: { paymentToken: 'tok_wallet' } },
      'key-1',
    );
  });

  it('sends the window to PayPal to approve a PayPal deposit', async () => {
    const api = fakeDepositApi({
      depositThroughGateway: jest.fn(() =>
        Promise.resolve(
          depositOf({
            status: 'approval_required',
            approval: { url: 'http://shop.test/paypal/approve/1' },
          }),
        ),
      ),
    });
    renderAt('/deposit', api);
    await chooseAmount('25');
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit $25.00 with PayPal' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(api.sendWindowTo).toHaveBeenCalledWith('http://shop.test/paypal/approve/1');
    expect(api.rememberDepositStart).toHaveBeenCalledWith(depositOf().depositId);
    expect(api.depositThroughGateway).toHaveBeenCalledWith(
      'pl',
      'paypal',
      { amount: '25.00' },
      'key-1',
    );
  });

  it('makes a BPAY deposit and shows where it waits', async () => {
    const { api, published } = renderAt('/deposit');
    await chooseAmount('25');
    await userEvent.click(screen.getByRole('radio', { name: 'BPAY' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit $25.00 by BPAY' }));
    expect(
      await screen.findByText(
        `Somewhere else: /my-account/deposit/details/${bpayDeposit.depositId}`,
      ),
    ).toBeInTheDocument();
    expect(api.depositByBankMethod).toHaveBeenCalledWith('bp', { amount: '25.00' }, 'key-1');
    expect(published).toEqual([]);
  });
});
