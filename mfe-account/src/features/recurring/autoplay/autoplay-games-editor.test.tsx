import { screen, within } from '@testing-library/react';
import { ApiError } from 'shared-kernel';
import { type AutoplayPatch } from 'shared-kernel/contract/recurring';
import { autoplayOf, fakeRecurringApi, renderRecurring } from '../recurring.test-support';
import { type RecurringApi } from '../recurring-api';
import { AutoplayDetailPage } from './autoplay-detail-page';

const id = 'a1000000-0000-4000-8000-000000000001';

async function openEditor(api: RecurringApi) {
  const rendered = renderRecurring(<AutoplayDetailPage />, {
    route: '/my-account/autoplay/:page/ticket/:id',
    path: `/my-account/autoplay/1/ticket/${id}`,
    api,
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit games' }));
  const form = await screen.findByRole('form', { name: 'Edit games' });
  return { ...rendered, form };
}

describe('editing the games of an autoplay', () => {
  it('checks the games with the offer’s number sets, then saves the complete ones', async () => {
    const updateAutoplay = jest.fn((_id: string, patch: AutoplayPatch) =>
      Promise.resolve(
        autoplayOf({ games: patch.games ?? [], numGames: 1, description: '1 x Standard game' }),
      ),
    );
    const api = fakeRecurringApi({ updateAutoplay });
    const { user, form, notices } = await openEditor(api);
    expect(api.fetchProductOffer).toHaveBeenCalledWith('saturday_lotto');
    const gameOne = within(form).getByRole('group', { name: 'Game 1' });

    // 5 of 6 numbers: not a game yet.
    await user.click(within(gameOne).getByRole('button', { name: 'Game 1 Numbers 6' }));
    expect(within(gameOne).getByText('Numbers: choose 6 (5 chosen)')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save games' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please complete or clear the unfinished games',
    );
    expect(updateAutoplay).not.toHaveBeenCalled();

    // A full set takes no more.
    await user.click(within(gameOne).getByRole('button', { name: 'Game 1 Numbers 40' }));
    expect(within(gameOne).getByRole('button', { name: 'Game 1 Numbers 41' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(form).getByRole('button', { name: 'Remove game 2' }));
    await user.click(within(form).getByRole('button', { name: 'Save games' }));

    expect(await screen.findByRole('button', { name: 'Edit games' })).toBeVisible();
    expect(updateAutoplay).toHaveBeenCalledWith(id, {
      games: [{ Numbers: [1, 2, 3, 4, 5, 40] }],
      numGames: 1,
    });
    expect(screen.getByRole('list', { name: 'Games of Saturday Lotto' })).toHaveTextContent(
      'Game 1: Numbers 1, 2, 3, 4, 5, 40',
    );
    expect(notices).toContainEqual(
      expect.objectContaining({ message: 'Your AutoPlay has been updated' }),
    );
  });

  it('adds a Quick Pick game and keeps the form open with the server’s refusal', async () => {
    const refusal = new ApiError({
      status: 422,
      message: 'Please check your games.',
      errors: { games: ['A ticket can hold at most 2 games'] },
      isResponse: true,
    });
    const updateAutoplay = jest.fn(() => Promise.reject(refusal));
    const { user, form } = await openEditor(fakeRecurringApi({ updateAutoplay }));

    await user.click(within(form).getByRole('button', { name: 'Add a game' }));
    const gameThree = within(form).getByRole('group', { name: 'Game 3' });
    await user.click(within(gameThree).getByRole('button', { name: 'Quick Pick game 3' }));
    expect(within(gameThree).getByText('Numbers: choose 6 (6 chosen)')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save games' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A ticket can hold at most 2 games',
    );
    const [, patch] = (updateAutoplay.mock.calls as unknown as Array<[string, AutoplayPatch]>)[0]!;
    expect(patch.numGames).toBe(3);
    await user.click(within(form).getByRole('button', { name: 'Cancel editing' }));
    expect(screen.getByRole('button', { name: 'Edit games' })).toBeVisible();
  });

  it('says so when the lottery is no longer on sale', async () => {
    const { user } = renderRecurring(<AutoplayDetailPage />, {
      route: '/my-account/autoplay/:page/ticket/:id',
      path: `/my-account/autoplay/1/ticket/${id}`,
      api: fakeRecurringApi({ fetchProductOffer: jest.fn(() => Promise.resolve(null)) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit games' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This game is no longer on sale, so its games cannot be changed.',
    );
    expect(screen.queryByRole('form', { name: 'Edit games' })).toBeNull();
  });
});
