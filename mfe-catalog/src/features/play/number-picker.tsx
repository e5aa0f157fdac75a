import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'remote-kit';
import { catalogTexts } from 'shared-kernel/contract/texts';
import {
  favouritesSetName,
  gameHasNumber,
  numbersSetName,
  type TicketGame,
  type TicketOffer,
} from 'shared-kernel/contract/tickets';
import { numberMoved, numberToggled, type MoveTarget } from './play-slice';

function rangeOf(min: number, max: number): number[] {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => min + index);
}

/** One set's numbers as toggle buttons, under a heading naming the set. */
function NumberSetPicker({
  game,
  gameIndex,
  set,
}: {
  game: TicketGame;
  gameIndex: number;
  set: TicketOffer['numberSets'][number];
}) {
  const dispatch = useDispatch();
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const slots = game[set.name] ?? [];
  const chosen = slots.filter((slot) => slot !== null);
  const isFull = chosen.length >= set.count;
  return (
    <div className="number-set" role="group" aria-labelledby={headingId}>
      <h4 className="number-set__heading" id={headingId}>
        {set.name}{' '}
        <span className="number-set__count">
          {t('catalog.picker_chosen_count', { chosen: chosen.length, count: set.count })}
        </span>
      </h4>
      <ul className="number-set__grid">
        {rangeOf(set.min, set.max).map((number) => {
          const isPressed = chosen.includes(number);
          // A number picked in the other set of its pool (Numbers and Favourites) is taken.
          const isTaken = !isPressed && gameHasNumber(game, set.name, number);
          return (
            <li key={number}>
              <button
                type="button"
                className="number-button"
                aria-pressed={isPressed}
                aria-label={t('catalog.picker_number', { number })}
                aria-disabled={(!isPressed && isFull) || isTaken ? true : undefined}
                onClick={() => dispatch(numberToggled(gameIndex, set.name, number))}
              >
                {number}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function pickedOf(game: TicketGame, setName: string): number[] {
  return (game[setName] ?? []).filter((slot): slot is number => slot !== null);
}

/**
 * Buttons that move a picked number between Numbers and Favourites (product.md §5: moving swaps
 * entries when the target is full). Buttons, so the keyboard and screen readers reach them.
 */
function FavouritesMover({ game, gameIndex }: { game: TicketGame; gameIndex: number }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const movesTo = (sourceSetName: string, target: MoveTarget) =>
    pickedOf(game, sourceSetName).map((number) => ({ number, target }));
  const moves = [
    ...movesTo(numbersSetName, favouritesSetName),
    ...movesTo(favouritesSetName, numbersSetName),
  ];
  return (
    <div className="favourites" role="group" aria-labelledby={headingId}>
      <h4 className="number-set__heading" id={headingId}>
        {t('catalog.picker_move_heading')}
      </h4>
      {moves.length === 0 ? (
        <p>{t('catalog.picker_move_empty')}</p>
      ) : (
        <ul className="favourites__list">
          {moves.map(({ number, target }) => (
            <li key={`${target}-${number}`}>
              <button
                type="button"
                onClick={() => dispatch(numberMoved(gameIndex, number, target))}
              >
                {t('catalog.picker_move', { number, target })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The number sets of one game. */
export function NumberPicker({
  game,
  gameIndex,
  offer,
}: {
  game: TicketGame;
  gameIndex: number;
  offer: TicketOffer;
}) {
  const setNames = offer.numberSets.map((set) => set.name);
  const hasFavourites = setNames.includes(numbersSetName) && setNames.includes(favouritesSetName);
  return (
    <div className="number-picker">
      {offer.numberSets.map((set) => (
        <NumberSetPicker key={set.name} game={game} gameIndex={gameIndex} set={set} />
      ))}
      {hasFavourites ? <FavouritesMover game={game} gameIndex={gameIndex} /> : null}
    </div>
  );
}
