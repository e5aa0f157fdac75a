import { render, screen } from '@testing-library/react';
import { DepositPage } from './deposit-page';

describe('DepositPage', () => {
  it('names the page and says what lives there', () => {
    render(<DepositPage />);
    const section = screen.getByRole('region', { name: 'Deposit' });
    expect(section).toContainElement(screen.getByRole('heading', { level: 1, name: 'Deposit' }));
    expect(section).toHaveTextContent(
      'Deposits, withdrawals, your cards and accounts, and your transactions live here.',
    );
  });
});
