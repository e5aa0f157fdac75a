import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from 'shared-kernel';
import { type FavouriteNumbers } from 'shared-kernel/contract/customer';
import { makeStore } from '../../store';
import { favouriteNumbersFeature } from './favourite-numbers-screens';
import { type FavouriteNumbersApi, type Lottery } from './favourite-numbers-api';
import { FavouriteNumbersPage } from './favourite-numbers-page';

const powerball: Lottery = {
  key: 'powerball',
  name: 'Powerball',
  numberSets: [
    { name: 'Numbers', count: 7, min: 1, max: 35 },
    { name: 'Powerball', count: 1, min: 1, max: 20 },
  ],
};
const ozLotto: Lottery = {
  key: 'oz_lotto',
  name: 'Oz Lotto',
  numberSets: [{ name: 'Numbers', count: 7, min: 1, max: 47 }],
};
const savedOzLotto = { lotteryKey: 'oz_lotto', numbers: [[1, 2, 3, 4, 5, 6, 7]] };

function fakeApi(overrides: Partial<FavouriteNumbersApi> = {}): FavouriteNumbersApi {
  return {
    fetchLotteries: () => Promise.resolve([powerball, ozLotto]),
    fetchFavouriteNumbers: () => Promise.resolve([savedOzLotto]),
    // The server keeps what it is sent (sorted), as the real one does.
    saveFavouriteNumbers: (favourites) => Promise.resolve(favourites),
    publishChanged: jest.fn(),
    ...overrides,
  };
}

function renderPage(api: FavouriteNumbersApi) {
  const store = makeStore(undefined, { favouriteNumbersApi: api }, [favouriteNumbersFeature]);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/my-account/favourite-numbers']}>
        <FavouriteNumbersPage />
      </MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup() };
}

async function sectionOf(name: string) {
  return screen.findByRole('region', { name });
}

/** Presses each number's button from the keyboard: Tab lands on it, Space toggles it. */
async function chooseByKeyboard(
  user: ReturnType<typeof userEvent.setup>,
  section: HTMLElement,
  setName: string,
  numbers: number[],
) {
  for (const number of numbers) {
    const button = within(section).getByRole('button', { name: `${setName} ${number}` });
    button.focus();
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}

describe('FavouriteNumbersPage', () => {
  it('saves numbers chosen with the keyboard and leaves another lottery as it was', async () => {
    const saveFavouriteNumbers = jest.fn((favourites: FavouriteNumbers) =>
      Promise.resolve(favourites),
    );
    const api = fakeApi({ saveFavouriteNumbers });
    const { user } = renderPage(api);
    const section = await sectionOf('Powerball');
    expect(within(section).getByText('No favourites saved.')).toBeVisible();

    await chooseByKeyboard(user, section, 'Numbers', [7, 1, 3, 4, 5, 6, 2]);
    // A full set takes no more.
    const eighth = within(section).getByRole('button', { name: 'Numbers 8' });
    expect(eighth).toHaveAttribute('aria-disabled', 'true');
    await user.click(eighth);
    expect(eighth).toHaveAttribute('aria-pressed', 'false');
    await chooseByKeyboard(user, section, 'Powerball', [20]);
    within(section).getByRole('button', { name: 'Save Powerball favourites' }).focus();
    await user.keyboard('{Enter}');

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your Powerball favourites are saved.',
    );
    expect(saveFavouriteNumbers).toHaveBeenCalledWith([
      savedOzLotto,
      { lotteryKey: 'powerball', numbers: [[1, 2, 3, 4, 5, 6, 7], [20]] },
    ]);
    expect(
      within(section).getByText('Saved: Numbers 1, 2, 3, 4, 5, 6, 7; Powerball 20'),
    ).toBeVisible();
    expect(
      within(await sectionOf('Oz Lotto')).getByText('Saved: Numbers 1, 2, 3, 4, 5, 6, 7'),
    ).toBeVisible();
    expect(api.publishChanged).toHaveBeenCalled();
  });

  it('does not save an incomplete choice', async () => {
    const saveFavouriteNumbers = jest.fn((favourites: FavouriteNumbers) =>
      Promise.resolve(favourites),
    );
    const { user } = renderPage(fakeApi({ saveFavouriteNumbers }));
    const section = await sectionOf('Powerball');
    await chooseByKeyboard(user, section, 'Numbers', [1, 2, 3]);
    const save = within(section).getByRole('button', { name: 'Save Powerball favourites' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    expect(saveFavouriteNumbers).not.toHaveBeenCalled();
  });

  it("clears one lottery's favourites and keeps the others", async () => {
    const saveFavouriteNumbers = jest.fn((favourites: FavouriteNumbers) =>
      Promise.resolve(favourites),
    );
    const powerballSaved = { lotteryKey: 'powerball', numbers: [[1, 2, 3, 4, 5, 6, 7], [9]] };
    const { user } = renderPage(
      fakeApi({
        saveFavouriteNumbers,
        fetchFavouriteNumbers: () => Promise.resolve([savedOzLotto, powerballSaved]),
      }),
    );
    const section = await sectionOf('Oz Lotto');
    expect(within(section).getByRole('button', { name: 'Numbers 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(section).getByRole('button', { name: 'Clear Oz Lotto favourites' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your Oz Lotto favourites are cleared.',
    );
    expect(saveFavouriteNumbers).toHaveBeenCalledWith([powerballSaved]);
    expect(within(section).getByText('No favourites saved.')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Numbers 4' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(await sectionOf('Powerball')).getByText(/^Saved: Numbers 1, 2/)).toBeVisible();
  });

  it("shows the server's refusal beside the lottery and keeps what was saved", async () => {
    const refusal = new ApiError({
      status: 422,
      message: 'Please check your favourite numbers.',
      errors: { 'favouriteNumbers.1.numbers': ['Choose 1 Powerball number from 1 to 20.'] },
      isResponse: true,
    });
    const { user } = renderPage(fakeApi({ saveFavouriteNumbers: () => Promise.reject(refusal) }));
    const section = await sectionOf('Powerball');
    await chooseByKeyboard(user, section, 'Numbers', [1, 2, 3, 4, 5, 6, 7]);
    await chooseByKeyboard(user, section, 'Powerball', [5]);
    await user.click(within(section).getByRole('button', { name: 'Save Powerball favourites' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Choose 1 Powerball number from 1 to 20.',
    );
    expect(within(section).getByText('No favourites saved.')).toBeVisible();
    // The choice stays on screen to correct.
    expect(within(section).getByRole('button', { name: 'Powerball 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(await sectionOf('Oz Lotto')).queryByRole('alert')).toBeNull();
  });

  it('offers to try again when the favourites cannot be loaded', async () => {
    let calls = 0;
    const { user } = renderPage(
      fakeApi({
        fetchFavouriteNumbers: () => {
          calls += 1;
          return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve([]);
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await sectionOf('Powerball')).toBeVisible();
  });
});
