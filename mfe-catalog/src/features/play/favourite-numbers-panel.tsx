import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { catalogTexts } from 'shared-kernel/contract/texts';
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
  const { t } = useTranslation(catalogTexts);
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
            {t('catalog.favourites_use')}
          </button>{' '}
          <span id={`${tipId}-numbers`}>
            {t('catalog.favourites_fills', { numbers: numbersText(offer, saved) })}
          </span>
        </p>
      ) : saved.length === 0 && !isTooltipClosed ? (
        <aside className="favourite-numbers__tip" aria-labelledby={tipId}>
          <p id={tipId}>
            {t('catalog.favourites_tip', { lottery: lotteryName })}{' '}
            <Link to={favouriteNumbersPath}>{t('catalog.favourites_tip_link')}</Link>,{' '}
            {t('catalog.favourites_tip_end')}
          </p>
          <button type="button" onClick={() => dispatch(favouriteTooltipClosed())}>
            {t('catalog.favourites_tip_close')}{' '}
            <span className="visually-hidden">{t('catalog.favourites_tip_close_what')}</span>
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
            {t('catalog.favourites_save')}
          </button>
        </p>
      ) : null}
      <p role="status" className="favourite-numbers__status">
        {saveStatus === 'saved' && isFirstGameSaved
          ? t('catalog.favourites_saved', { lottery: lotteryName })
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
