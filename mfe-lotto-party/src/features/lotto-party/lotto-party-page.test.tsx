import { render, screen } from '@testing-library/react';
import { LottoPartyPage } from './lotto-party-page';

describe('LottoPartyPage', () => {
  it('names the page and says what lives there', () => {
    render(<LottoPartyPage />);
    const section = screen.getByRole('region', { name: 'Lotto Party' });
    expect(section).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Lotto Party' }),
    );
    expect(section).toHaveTextContent(
      'Lotto Party group play, with your groups and their sessions, lives here.',
    );
  });
});
