import { useTranslation } from 'remote-kit';
import { type TicketNumberSet } from 'shared-kernel/contract/tickets';
import { accountPlayTexts } from 'shared-kernel/contract/texts';

/**
 * One number set of one game as a grid of toggle buttons: a pressed number is chosen; a full set
 * says it takes no more rather than ignoring the press.
 */
export function NumberSetGrid({
  gameLabel,
  set,
  chosen,
  onToggle,
}: {
  /** 'Game 1': each button is named '{gameLabel} {set} {number}'. */
  gameLabel: string;
  set: TicketNumberSet;
  chosen: ReadonlyArray<number | null>;
  onToggle: (number: number) => void;
}) {
  const { t } = useTranslation(accountPlayTexts);
  const picked = chosen.filter((slot): slot is number => slot !== null);
  const isFull = picked.length >= set.count;
  const numbers = Array.from({ length: set.max - set.min + 1 }, (_item, index) => set.min + index);
  return (
    <fieldset className="games-editor__set">
      <legend>
        {t('account_play.number_set_legend', {
          set: set.name,
          count: set.count,
          chosen: picked.length,
        })}
      </legend>
      <div className="games-editor__grid">
        {numbers.map((number) => {
          const isChosen = picked.includes(number);
          return (
            <button
              key={number}
              type="button"
              className="games-editor__number"
              aria-pressed={isChosen}
              aria-label={`${gameLabel} ${set.name} ${number}`}
              aria-disabled={!isChosen && isFull ? true : undefined}
              onClick={() => onToggle(number)}
            >
              {number}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
