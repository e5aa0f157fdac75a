import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type FavouriteNumbers } from 'shared-kernel/contract/customer';
import { makeStore } from '../../store';
import { playFeatures } from './play-screens';
import { homeApiAnswering } from '../home/home-test-data';
import { resourceFetchersAnswering } from '../resources/resources-test-data';
import { type FavouriteNumbersApi } from './favourite-numbers-api';
import { PlayPage } from './play-page';
import { cartApiAnswering, ozLottoOffer, powerballOffer } from './play-test-data';

const powerballFavourites = {
  lotteryKey: 'powerball',
  numbers: [[3, 8, 13, 21, 27, 30, 34], [11]],
};
const ozLottoFavourites = { lotteryKey: 'oz_lotto', numbers: [[1, 2, 3, 4, 5, 6, 7]] };

function favouritesApi(overrides: Partial<FavouriteNumbersApi> = {}) {
  return {
    isSignedIn: jest.fn(() => true),
    readStored: jest.fn((): Promise<FavouriteNumbers | null> => Promise.resolve(null)),
    writeStored: jest.fn((_favourites: FavouriteNumbers | null) => Promise.resolve()),
    isTooltipClosed: jest.fn(() => Promise.resolve(false)),
    closeTooltip: jest.fn(() => Promise.resolve()),
    fetchFavouriteNumbers: jest.fn(() =>
      Promise.resolve<FavouriteNumbers>([ozLottoFavourites, powerballFavourites]),
    ),
    saveLotteryFavourites: jest.fn(
      (current: FavouriteNumbers, lotteryKey: string, numbers: number[][]) =>
        Promise.resolve([
          ...current.filter((entry) => entry.lotteryKey !== lotteryKey),
          { lotteryKey, numbers },
        ]),
    ),
    ...overrides,
  } satisfies FavouriteNumbersApi;
}

function renderPlay(path: string, favourites = favouritesApi()) {
  const cart = cartApiAnswering({ isSignedIn: jest.fn(() => true) });
  const store = makeStore(
    undefined,
    {
      api: homeApiAnswering([powerballOffer, ozLottoOffer]),
      cart,
      favourites,
      resources: resourceFetchersAnswering(),
    },
    playFeatures,
  );
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:offerUrl" element={<PlayPage />} />
          <Route path="/my-account/favourite-numbers" element={<p>My favourites</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { cart, favourites, user: userEvent.setup() };
}

const gameOne = () => screen.getByRole('region', { name: 'Game 1' });
const setOfGameOne = (name: string) =>
  within(gameOne()).getByRole('group', { name: new RegExp(`^${name}`) });

describe('favourite numbers on the play page', () => {
  it('fills game 1 with them, and the cart item says the ticket has favourite numbers', async () => {
    const { cart, user } = renderPlay('/powerball');
    const use = await screen.findByRole('button', { name: 'Use my favourite numbers' });
    expect(use).toHaveAccessibleDescription(
      'Fills game 1 with Numbers 3, 8, 13, 21, 27, 30, 34; Powerball 11.',
    );
    await user.click(use);
    expect(
      within(gameOne()).getByText('Numbers 3, 8, 13, 21, 27, 30, 34; Powerball 11'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(cart.buildCartTicket).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        lottery: 'powerball',
        games: [{ Numbers: [3, 8, 13, 21, 27, 30, 34], Powerball: [11] }],
        hasFavouriteNumbers: true,
      }),
      expect.anything(),
    );
  });

  it('does not mark the ticket once the favourite game is changed', async () => {
    const { cart, user } = renderPlay('/powerball');
    await user.click(await screen.findByRole('button', { name: 'Use my favourite numbers' }));
    await user.click(within(setOfGameOne('Numbers')).getByRole('button', { name: 'Number 3' }));
    await user.click(within(setOfGameOne('Numbers')).getByRole('button', { name: 'Number 4' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(cart.buildCartTicket).toHaveBeenCalledWith(
      expect.anything(),
      expect.not.objectContaining({ hasFavouriteNumbers: true }),
      expect.anything(),
    );
  });

  it('fills them at once with ?favourite_numbers=true, from session storage before the server answers', async () => {
    const favourites = favouritesApi({
      readStored: jest.fn(() => Promise.resolve<FavouriteNumbers | null>([powerballFavourites])),
      fetchFavouriteNumbers: jest.fn(() => new Promise<FavouriteNumbers>(() => undefined)),
    });
    renderPlay('/powerball?favourite_numbers=true', favourites);
    expect(
      await within(await screen.findByRole('region', { name: 'Game 1' })).findByText(
        'Numbers 3, 8, 13, 21, 27, 30, 34; Powerball 11',
      ),
    ).toBeVisible();
  });

  it('keeps what the server answers in session storage', async () => {
    const { favourites } = renderPlay('/powerball?favourite_numbers=true');
    expect(
      await within(await screen.findByRole('region', { name: 'Game 1' })).findByText(
        /^Numbers 3, 8/,
      ),
    ).toBeVisible();
    expect(favourites.writeStored).toHaveBeenCalledWith([ozLottoFavourites, powerballFavourites]);
  });

  it('tells a customer without favourites where to save some, until the tip is closed', async () => {
    const favourites = favouritesApi({
      fetchFavouriteNumbers: jest.fn(() => Promise.resolve<FavouriteNumbers>([ozLottoFavourites])),
    });
    const { user } = renderPlay('/powerball', favourites);
    const tip = await screen.findByRole('complementary', {
      name: /save your favourite Powerball numbers/,
    });
    expect(
      within(tip).getByRole('link', { name: 'My account → Favourite numbers' }),
    ).toHaveAttribute('href', '/my-account/favourite-numbers');
    expect(screen.queryByRole('button', { name: 'Use my favourite numbers' })).toBeNull();
    await user.click(within(tip).getByRole('button', { name: 'Close the favourite numbers tip' }));
    expect(screen.queryByRole('complementary', { name: /favourite/ })).toBeNull();
    expect(favourites.closeTooltip).toHaveBeenCalled();
  });

  it('does not show the tip once it was closed in this session', async () => {
    renderPlay(
      '/powerball',
      favouritesApi({
        isTooltipClosed: jest.fn(() => Promise.resolve(true)),
        fetchFavouriteNumbers: jest.fn(() => Promise.resolve<FavouriteNumbers>([])),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Powerball' });
    await screen.findByRole('region', { name: 'Game 1' });
    expect(screen.queryByRole('complementary', { name: /favourite/ })).toBeNull();
  });

  it('saves a complete game 1 as the favourite numbers, keeping other lotteries', async () => {
    const favourites = favouritesApi({
      fetchFavouriteNumbers: jest.fn(() => Promise.resolve<FavouriteNumbers>([ozLottoFavourites])),
    });
    const { user } = renderPlay('/powerball', favourites);
    await screen.findByRole('complementary', { name: /favourite/ });
    expect(
      screen.queryByRole('button', { name: 'Save game 1 as my favourite numbers' }),
    ).toBeNull();
    for (const number of [1, 2, 3, 4, 5, 6, 7]) {
      await user.click(
        within(setOfGameOne('Numbers')).getByRole('button', { name: `Number ${number}` }),
      );
    }
    await user.click(within(setOfGameOne('Powerball')).getByRole('button', { name: 'Number 9' }));
    await user.click(screen.getByRole('button', { name: 'Save game 1 as my favourite numbers' }));

    expect(await screen.findByText('Saved as your favourite Powerball numbers.')).toBeVisible();
    expect(favourites.saveLotteryFavourites).toHaveBeenCalledWith(
      [ozLottoFavourites],
      'powerball',
      [[1, 2, 3, 4, 5, 6, 7], [9]],
    );
    expect(screen.getByRole('button', { name: 'Use my favourite numbers' })).toBeVisible();
  });

  it('offers nothing to a signed-out visitor and drops favourites kept in this tab', async () => {
    const favourites = favouritesApi({ isSignedIn: jest.fn(() => false) });
    renderPlay('/powerball?favourite_numbers=true', favourites);
    await screen.findByRole('region', { name: 'Game 1' });
    expect(favourites.writeStored).toHaveBeenCalledWith(null);
    expect(favourites.fetchFavouriteNumbers).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Use my favourite numbers' })).toBeNull();
  });
});
