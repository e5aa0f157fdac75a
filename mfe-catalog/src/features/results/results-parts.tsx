import { type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { sortedNumberSets } from 'shared-kernel/contract/format';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { NotFoundPage, PageLoading } from 'remote-kit';
import { useProductOffers } from '../shared/use-product-offers';
import { offerOfUrl } from '../shared/offer-routes';

/** Drawn numbers in ascending order, each set (main, bonus, supplementary) on its own. */
export function DrawnNumbers({ results }: { results: Record<string, number[]> }) {
  const sets = sortedNumberSets(results).filter(({ numbers }) => numbers.length > 0);
  if (sets.length === 0) return null;
  return (
    <dl className="drawn-numbers">
      {sets.map(({ name, numbers }) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>
            <ul className="balls" aria-label={`${name}: ${numbers.join(', ')}`}>
              {numbers.map((number) => (
                <li key={number} className="ball" aria-hidden="true">
                  {number}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The offer of the route's `offerUrl`, or what to show while it loads or when there is none. */
export function useRouteOffer(): { offer: ProductOffer | null; fallback: ReactNode } {
  const { offerUrl } = useParams();
  const { productOffers, status } = useProductOffers();
  const offer = offerOfUrl(productOffers, offerUrl);
  if (offer) return { offer, fallback: null };
  if (status === 'loaded' || status === 'failed')
    return { offer: null, fallback: <NotFoundPage /> };
  return { offer: null, fallback: <PageLoading /> };
}
