import { render, screen } from '@testing-library/react';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  it('names the page and says what lives there', () => {
    render(<DashboardPage />);
    const section = screen.getByRole('region', { name: 'My account' });
    expect(section).toContainElement(screen.getByRole('heading', { level: 1, name: 'My account' }));
    expect(section).toHaveTextContent(
      'Your details, tickets, recurring purchases, limits and verification live here.',
    );
  });
});
