import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { publishGrantedCapabilities } from 'shared-kernel';
import { RequireCapabilities, WithCapabilities } from './capability-gate';

function AccountLinks() {
  return (
    <MemoryRouter>
      <RequireCapabilities required="wallet_manage">
        <h1>Cards and accounts</h1>
      </RequireCapabilities>
      <WithCapabilities required="wallet_withdrawal">
        <a href="/my-account/withdraw">Withdraw</a>
      </WithCapabilities>
      <WithCapabilities
        required={['wallet_deposit', 'wallet_balance']}
        fallback={<p>Deposits are closed</p>}
      >
        <a href="/deposit">Deposit</a>
      </WithCapabilities>
    </MemoryRouter>
  );
}

// One file, one bus: the first test runs before anything is published.
describe('capability gates', () => {
  it('show a loader instead of a screen, and no gated link, until the capabilities are known', () => {
    render(<AccountLinks />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Cards and accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('show the screen and the links a segment grants, and drop them when it no longer does', () => {
    publishGrantedCapabilities(
      ['wallet_manage', 'wallet_withdrawal', 'wallet_deposit', 'wallet_balance'],
      'customer',
    );
    render(<AccountLinks />);
    expect(screen.getByRole('heading', { name: 'Cards and accounts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeInTheDocument();

    act(() => publishGrantedCapabilities(['wallet_deposit'], 'default'));

    expect(screen.getByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.getByText('Deposits are closed')).toBeInTheDocument();
  });
});
