import { sortedNumberSets } from 'shared-kernel/contract/format';

interface GameNumbersProps {
  games: ReadonlyArray<Readonly<Record<string, ReadonlyArray<number | null>>>>;
  /** Names the list, e.g. `Games of Saturday Lotto: 2 x Standard games`. */
  label: string;
  className?: string;
}

/** A ticket's games, one per line, numbers sorted and main numbers apart from bonus numbers. */
export function GameNumbers({ games, label, className }: GameNumbersProps) {
  if (games.length === 0) return null;
  return (
    <ol className={className ?? 'game-numbers'} aria-label={label}>
      {games.map((game, index) => (
        <li key={index}>
          Game {index + 1}:{' '}
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
