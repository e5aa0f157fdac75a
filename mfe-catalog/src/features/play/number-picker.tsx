import { useId } from 'react';
import { useDispatch } from 'react-redux';
import type { TicketGame, TicketOffer } from 'shared-kernel';
import { numberToggled } from './play-slice';

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
  const slots = game[set.name] ?? [];
  const chosen = slots.filter((slot) => slot !== null);
  const isFull = chosen.length >= set.count;
  return (
    <div className="number-set" role="group" aria-labelledby={headingId}>
      <h4 className="number-set__heading" id={headingId}>
        {set.name}{' '}
        <span className="number-set__count">
          ({chosen.length} of {set.count} chosen)
        </span>
      </h4>
      <ul className="number-set__grid">
        {rangeOf(set.min, set.max).map((number) => {
          const isPressed = chosen.includes(number);
          return (
            <li key={number}>
              <button
                type="button"
                className="number-button"
                aria-pressed={isPressed}
                aria-label={`Number ${number}`}
                aria-disabled={!isPressed && isFull ? true : undefined}
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
  return (
    <div className="number-picker">
      {offer.numberSets.map((set) => (
        <NumberSetPicker key={set.name} game={game} gameIndex={gameIndex} set={set} />
      ))}
    </div>
  );
}
