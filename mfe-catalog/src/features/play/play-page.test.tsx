import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../store';
import { homeApiAnswering } from '../home/home-test-data';
import { resourceFetchersAnswering } from '../resources/resources-test-data';
import { PlayPage } from './play-page';
import { cartApiAnswering, powerballOffer, raffleOffer } from './play-test-data';

function renderPlay(path: string, cart = cartApiAnswering()) {
  const store = makeStore(undefined, {
    api: homeApiAnswering([powerballOffer, raffleOffer]),
    cart,
    resources: resourceFetchersAnswering(),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:offerUrl" element={<PlayPage />} />
          <Route path="/:offerUrl/:gameTypeSuffix" element={<PlayPage />} />
          <Route path="/cart" element={<p>The cart</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { cart, store };
}

describe('the play page', () => {
  it('picks numbers with pressed toggle buttons grouped per set', async () => {
    const user = userEvent.setup();
    renderPlay('/powerball');
    expect(await screen.findByRole('heading', { level: 1, name: 'Powerball' })).toBeInTheDocument();
    const numbers = screen.getByRole('group', { name: /^Numbers/ });
    const seven = within(numbers).getByRole('button', { name: 'Number 7' });
    expect(seven).toHaveAttribute('aria-pressed', 'false');
    await user.click(seven);
    expect(seven).toHaveAttribute('aria-pressed', 'true');
    expect(within(numbers).getByRole('heading')).toHaveTextContent('Numbers (1 of 7 chosen)');
    expect(screen.getByRole('group', { name: /^Powerball/ })).toBeInTheDocument();
  });

  it('prices quickpicked games for the chosen draws in a live region', async () => {
    const user = userEvent.setup();
    renderPlay('/powerball');
    await screen.findByRole('heading', { level: 1, name: 'Powerball' });
    const price = screen.getByText(/Total price/);
    expect(price).toHaveTextContent('Total price: $0.00 for 0 games');
    await user.click(screen.getByRole('button', { name: 'Quickpick Game 1' }));
    await user.click(screen.getByRole('button', { name: 'Quickpick Game 2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Draws' }), '2 draws');
    expect(price).toHaveTextContent('Total price: $6.00 for 2 games');
    expect(price).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('option', { name: 'Autoplay (every draw)' })).toBeInTheDocument();
  });

  it('adds the ticket to the cart and confirms with a link to the cart', async () => {
    const user = userEvent.setup();
    const { cart } = renderPlay('/powerball');
    await screen.findByRole('heading', { level: 1, name: 'Powerball' });
    await user.click(screen.getByRole('button', { name: 'Quickpick all games' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(/Added to your cart/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(cart.publishCartChanged).toHaveBeenCalledWith(1);
  });

  it('asks for at least one complete game', async () => {
    const user = userEvent.setup();
    renderPlay('/powerball');
    await screen.findByRole('heading', { level: 1, name: 'Powerball' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete at least 1 game');
  });

  it('needs a cause for a raffle ticket book', async () => {
    const user = userEvent.setup();
    const { cart } = renderPlay('/hearts-home-raffle');
    await screen.findByRole('heading', { level: 1, name: 'Hearts Home Raffle' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ticket book' }), '3');
    expect(screen.getByText(/Total price/)).toHaveTextContent('$25.00');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please choose a cause')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cause' })).toHaveAttribute('aria-invalid', 'true');
    expect(cart.addCartItem).not.toHaveBeenCalled();
  });

  it('answers an unknown offer or game type with the not-found page', async () => {
    renderPlay('/powerball/no-such-way');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
