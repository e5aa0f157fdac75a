import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { type TicketOffer } from 'shared-kernel/contract/tickets';
import { favouritesOfGame, gameOfFavourites, isSameGame } from './favourite-game';
import { favouritesOfLottery } from './favourite-numbers-sagas';
import {
  favouriteNumbersSaveRequested,
  favouritePlayPageOpened,
  favouriteTooltipClosed,
  selectFavouriteNumbers,
} from './favourite-numbers-slice';
import { favouriteNumbersUsed } from './play-slice';
import { selectPlay } from './play-selectors';

const favouriteNumbersPath = '/my-account/favourite-numbers';

function numbersText(offer: TicketOffer, numbers: number[][]): string {
  return offer.numberSets
    .map((set, index) => `${set.name} ${(numbers[index] ?? []).join(', ')}`)
    .join('; ');
}

/**
 * A signed-in customer's favourite numbers on the play page (product.md §4 ticket editing
 * "favourites"): fill game 1 with them, or keep game 1 as them; without any, a tip (closed for the
 * session) says where to save some. `?favourite_numbers=true` fills game 1 at once.
 */
export function FavouriteNumbersPanel({
  lotteryKey,
  lotteryName,
  offer,
  isFillWanted,
}: {
  lotteryKey: string;
  lotteryName: string;
  offer: TicketOffer;
  isFillWanted: boolean;
}) {
  const dispatch = useDispatch();
  const tipId = useId();
  const { isSignedIn, favourites, isTooltipClosed, saveStatus, saveMessage } =
    useSelector(selectFavouriteNumbers);
  const { ticket, gameTypeKey } = useSelector(selectPlay);
  useEffect(() => {
    dispatch(favouritePlayPageOpened(lotteryKey, isFillWanted));
  }, [dispatch, lotteryKey, isFillWanted]);

  if (!isSignedIn || favourites === null || !ticket) return null;
  const saved = favouritesOfLottery(favourites, lotteryKey);
  const savedGame = gameOfFavourites(offer, saved);
  const firstGame = ticket.games[0];
  const firstGameNumbers = gameTypeKey === 'standard' ? favouritesOfGame(offer, firstGame) : null;
  const isFirstGameSaved =
    savedGame !== null && firstGame !== undefined && isSameGame(firstGame, savedGame);
  return (
    <div className="favourite-numbers">
      {savedGame ? (
        <p className="favourite-numbers__saved">
          <button
            type="button"
            aria-describedby={`${tipId}-numbers`}
            onClick={() => dispatch(favouriteNumbersUsed(saved))}
          >
            Use my favourite numbers
          </button>{' '}
          <span id={`${tipId}-numbers`}>Fills game 1 with {numbersText(offer, saved)}.</span>
        </p>
      ) : saved.length === 0 && !isTooltipClosed ? (
        <aside className="favourite-numbers__tip" aria-labelledby={tipId}>
          <p id={tipId}>
            Play the same numbers every time: save your favourite {lotteryName} numbers in{' '}
            <Link to={favouriteNumbersPath}>My account → Favourite numbers</Link>, then fill a game
            with them in one go.
          </p>
          <button type="button" onClick={() => dispatch(favouriteTooltipClosed())}>
            Close <span className="visually-hidden">the favourite numbers tip</span>
          </button>
        </aside>
      ) : null}
      {/* Kept (and turned off) right after a save, so the focus it holds is not lost. */}
      {firstGameNumbers && (!isFirstGameSaved || saveStatus === 'saved') ? (
        <p className="favourite-numbers__keep">
          <button
            type="button"
            aria-disabled={saveStatus === 'saving' || isFirstGameSaved}
            onClick={() => {
              if (saveStatus !== 'saving' && !isFirstGameSaved) {
                dispatch(favouriteNumbersSaveRequested(lotteryKey, firstGameNumbers));
              }
            }}
          >
            Save game 1 as my favourite numbers
          </button>
        </p>
      ) : null}
      <p role="status" className="favourite-numbers__status">
        {saveStatus === 'saved' && isFirstGameSaved
          ? `Saved as your favourite ${lotteryName} numbers.`
          : ''}
      </p>
      {saveStatus === 'failed' && saveMessage ? (
        <p role="alert" className="field-error">
          {saveMessage}
        </p>
      ) : null}
    </div>
  );
}
