import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../../store';
import { playFeatures } from './play-screens';
import { homeApiAnswering } from '../home/home-test-data';
import { resourceFetchersAnswering } from '../resources/resources-test-data';
import { gamesLimitText, PlayPage } from './play-page';
import {
  cartApiAnswering,
  ozLottoOffer,
  powerballOffer,
  raffleOffer,
  windfallOffer,
} from './play-test-data';

/** Where the router is: path and query. */
function LocationProbe({ into }: { into: { current: string } }) {
  const { pathname, search } = useLocation();
  into.current = `${pathname}${search}`;
  return null;
}

function renderPlay(path: string, cart = cartApiAnswering()) {
  const location = { current: path };
  const store = makeStore(
    undefined,
    {
      api: homeApiAnswering([powerballOffer, raffleOffer, ozLottoOffer, windfallOffer]),
      cart,
      resources: resourceFetchersAnswering(),
    },
    playFeatures,
  );
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:offerUrl" element={<PlayPage />} />
          <Route path="/:offerUrl/:gameTypeSuffix" element={<PlayPage />} />
          <Route path="/cart" element={<p>The cart</p>} />
        </Routes>
        <LocationProbe into={location} />
      </MemoryRouter>
    </Provider>,
  );
  return { cart, store, location };
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

  it('states how many games a ticket may have', async () => {
    renderPlay('/powerball');
    expect(await screen.findByRole('heading', { level: 1, name: 'Powerball' })).toBeInTheDocument();
    expect(screen.getByText(/^Play from \d+ to \d+ games\.$/)).toBeInTheDocument();
    expect(gamesLimitText(1, 1)).toBe('This ticket has 1 game.');
    expect(gamesLimitText(0, 50)).toBe('Play from 1 to 50 games.');
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

  it('adds the ticket and opens the pre-cart drawer with the item and the cart', async () => {
    const user = userEvent.setup();
    const { cart } = renderPlay('/powerball');
    await screen.findByRole('heading', { level: 1, name: 'Powerball' });
    const add = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(screen.getByRole('button', { name: 'Quickpick all games' }));
    await user.click(add);

    const drawer = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveFocus();
    const terms = within(drawer)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const details = within(drawer)
      .getAllByRole('definition')
      .map((detail) => detail.textContent);
    expect(terms).toEqual(['Ticket', 'Draws', 'Price']);
    expect(details).toEqual([
      'Powerball: 4 x Standard games',
      '2 draws from draw 1233, Thursday 26 November 2099',
      '$12.00',
    ]);
    expect(within(drawer).getByText(/Cart total/)).toHaveTextContent(
      'Cart total: $12.00 for 1 item',
    );
    expect(cart.publishCartChanged).toHaveBeenCalledWith(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it('keeps focus inside the drawer and closes it with Continue shopping', async () => {
    const user = userEvent.setup();
    renderPlay('/powerball');
    await screen.findByRole('heading', { level: 1, name: 'Powerball' });
    await user.click(screen.getByRole('button', { name: 'Quickpick all games' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'Added to your cart' });
    const goToCart = within(drawer).getByRole('button', { name: 'Go to cart' });
    const continueShopping = within(drawer).getByRole('button', { name: 'Continue shopping' });

    await user.tab();
    expect(continueShopping).toHaveFocus();
    await user.tab();
    expect(goToCart).toHaveFocus();
    await user.tab();
    expect(continueShopping).toHaveFocus();
    await user.tab({ shift: true });
    expect(goToCart).toHaveFocus();

    await user.click(continueShopping);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the cart from the drawer, keeping the utm parameters', async () => {
    const user = userEvent.setup();
    const { location } = renderPlay('/powerball?utm_source=news&utm_campaign=spring&aff=x');
    await screen.findByRole('heading', { level: 1, name: 'Powerball' });
    await user.click(screen.getByRole('button', { name: 'Quickpick all games' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'Added to your cart' });
    await user.click(within(drawer).getByRole('button', { name: 'Go to cart' }));

    expect(await screen.findByText('The cart')).toBeInTheDocument();
    expect(location.current).toBe('/cart?utm_source=news&utm_campaign=spring');
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

  it('plays Super Combos: moves picked numbers to Favourites and prices the entry count', async () => {
    const user = userEvent.setup();
    const { cart } = renderPlay('/oz-lotto/super-combos');
    await screen.findByRole('heading', { level: 1, name: 'Oz Lotto' });
    const price = screen.getByText(/Total price/);
    expect(price).toHaveTextContent('Total price: $14.00 for 10 entries');

    const numbers = screen.getByRole('group', { name: /^Numbers/ });
    for (const number of [1, 2, 3, 4, 5, 6, 7]) {
      await user.click(within(numbers).getByRole('button', { name: `Number ${number}` }));
    }
    const mover = screen.getByRole('group', { name: 'Move between Numbers and Favourites' });
    await user.click(within(mover).getByRole('button', { name: 'Move 7 to Favourites' }));
    const favourites = screen.getByRole('group', { name: /^Favourites/ });
    expect(within(favourites).getByRole('button', { name: 'Number 7' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(numbers).getByRole('button', { name: 'Number 7' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    within(mover).getByRole('button', { name: 'Move 7 to Numbers' }).focus();
    await user.keyboard('{Enter}');
    expect(within(numbers).getByRole('heading')).toHaveTextContent('Numbers (7 of 7 chosen)');
    await user.click(within(mover).getByRole('button', { name: 'Move 3 to Favourites' }));
    await user.click(within(numbers).getByRole('button', { name: 'Number 9' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entries' }), '20');
    expect(price).toHaveTextContent('Total price: $27.00 for 20 entries');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(cart.buildCartTicket).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        gameType: 'mega_combo',
        gameOffer: 'super_combo',
        numGames: 20,
        games: [{ Numbers: [1, 2, 9, 4, 5, 6, 7], Favourites: [3] }],
      }),
      expect.anything(),
    );
  });

  it('needs a day for a lottery with selectable days, and starts on that day', async () => {
    const user = userEvent.setup();
    const { cart } = renderPlay('/weekday-windfall');
    await screen.findByRole('heading', { level: 1, name: 'Weekday Windfall' });
    const day = screen.getByRole('combobox', { name: 'Day' });
    expect(
      within(day)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a day', 'Monday', 'Wednesday', 'Friday']);
    await user.click(screen.getByRole('button', { name: 'Quickpick all games' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please choose a day')).toBeInTheDocument();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(cart.buildCartTicket).not.toHaveBeenCalled();

    await user.selectOptions(day, 'Wednesday');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(cart.buildCartTicket).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ day: 'Wednesday', firstDrawNo: 3922 }),
      expect.anything(),
    );
  });

  it('answers an unknown offer or game type with the not-found page', async () => {
    renderPlay('/powerball/no-such-way');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
