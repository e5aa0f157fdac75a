import { render, screen } from '@testing-library/react';
import { DailyWinnersPage } from './daily-winners-page';

describe('DailyWinnersPage', () => {
  it('names the page and says what lives there', () => {
    render(<DailyWinnersPage />);
    const section = screen.getByRole('region', { name: 'Daily Winners' });
    expect(section).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Daily Winners' }),
    );
    expect(section).toHaveTextContent(
      'The Daily Winners membership programme and its giveaways live here.',
    );
  });
});
