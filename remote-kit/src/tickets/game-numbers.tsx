import { sortedNumberSets } from 'shared-kernel/contract/format';
import { useTranslation } from '../texts/use-translation';

interface GameNumbersProps {
  games: ReadonlyArray<Readonly<Record<string, ReadonlyArray<number | null>>>>;
  /** Names the list, e.g. `Games of Saturday Lotto: 2 x Standard games`. */
  label: string;
  className?: string;
}

/** A ticket's games, one per line, numbers sorted and main numbers apart from bonus numbers. */
export function GameNumbers({ games, label, className }: GameNumbersProps) {
  const { t } = useTranslation();
  if (games.length === 0) return null;
  return (
    <ol className={className ?? 'game-numbers'} aria-label={label}>
      {games.map((game, index) => (
        <li key={index}>
          {t('ui.game_numbered', { number: index + 1 })}{' '}
          {sortedNumberSets(game).map(({ name, numbers }, setIndex) => (
            <span key={name} className="game-numbers__set">
              {setIndex > 0 ? ' · ' : ''}
              {name} {numbers.join(', ')}
            </span>
          ))}
        </li>
      ))}
    </ol>
  );
}
