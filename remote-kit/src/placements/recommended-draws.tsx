import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { type CapabilityRequirement } from 'shared-kernel';
import { formatDrawDayAndTime, formatJackpot } from 'shared-kernel/contract/format';
import { fetchPlacements, type PlacementEntry } from 'shared-kernel/contract/placements';
import { useCapabilities } from '../capabilities/use-capabilities';
import { useTranslation } from '../texts/use-translation';

export interface RecommendedDrawsProps {
  heading: string;
  /** The placement shown: `recommended_for_you`, `cart_recommended`… */
  placementKey: string;
  /** Product offer keys in the cart: the cart's placements leave them out. */
  cart?: readonly string[];
  /** Default the placements capability. */
  capability?: CapabilityRequirement;
  /** Called when a recommended draw's link is followed (a drawer closes itself). */
  onNavigate?: () => void;
  /** The placement call; tests pass their own. */
  load?: typeof fetchPlacements;
}

/**
 * A block of recommended draws from a placement (product.md §3 placements: key, entries): each
 * offer's next draw, its jackpot and a link to play. Nothing shows without the capability, while
 * loading, or when the placement is empty (a failed placement call is an empty one, api.md §8.2).
 */
export function RecommendedDraws({
  heading,
  placementKey,
  cart = [],
  capability = 'placements',
  onNavigate,
  load = fetchPlacements,
}: RecommendedDrawsProps) {
  const headingId = useId();
  const { t } = useTranslation();
  const isGranted = useCapabilities(capability);
  const [entries, setEntries] = useState<PlacementEntry[]>([]);
  const cartKey = [...cart].sort().join(',');

  useEffect(() => {
    if (isGranted !== true) {
      setEntries([]);
      return;
    }
    const controller = new AbortController();
    load(
      { keys: [placementKey], ...(cartKey ? { cart: cartKey.split(',') } : {}) },
      { signal: controller.signal },
    ).then(
      (placements) =>
        setEntries(placements.find((placement) => placement.key === placementKey)?.entries ?? []),
      () => setEntries([]),
    );
    return () => controller.abort();
  }, [isGranted, load, placementKey, cartKey]);

  if (entries.length === 0) return null;
  return (
    <section className="recommended-draws" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="recommended-draws__list">
        {entries.map((entry) => (
          <li key={entry.productOfferKey} className="recommended-draws__entry">
            <Link to={entry.url} className="recommended-draws__link" onClick={onNavigate}>
              {entry.name}
            </Link>
            <p className="recommended-draws__jackpot">{formatJackpot(entry.jackpot)}</p>
            <p className="recommended-draws__draw">
              {t('ui.recommended_draw', {
                drawNo: entry.drawNo,
                closes: formatDrawDayAndTime(entry.drawDate),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
