import { FormAlert, LoadState } from 'remote-kit';
import { useCallback, useEffect, useState } from 'react';
import { bus, errorMessageFallback, getSession, isApiError, toCamelCase } from 'shared-kernel';
import {
  fetchCustomerOverview,
  saveFavouriteNumbers,
  type FavouriteNumbers,
} from 'shared-kernel/contract/customer';
import { fetchConfig } from 'shared-kernel/contract/platform';
import {
  fetchProductOffers,
  type NumberSet,
  type ProductOffer,
} from 'shared-kernel/contract/product-offers';

interface Lottery {
  key: string;
  name: string;
  numberSets: NumberSet[];
}

/** The lotteries whose standard game has number sets: favourites are kept per number set. */
export function lotteriesOf(offers: ProductOffer[]): Lottery[] {
  return offers.flatMap((offer) => {
    if (offer.type !== 'lottery_ticket') return [];
    const gameOffers = offer.gameTypes.flatMap((gameType) => gameType.gameOffers);
    const standard = gameOffers.find((gameOffer) => gameOffer.key === 'standard') ?? gameOffers[0];
    return standard && standard.numberSets.length > 0
      ? [{ key: offer.key, name: offer.name, numberSets: standard.numberSets }]
      : [];
  });
}

function LotteryFavourites({
  lottery,
  saved,
  onSave,
}: {
  lottery: Lottery;
  saved: number[][];
  onSave: (numbers: number[][]) => Promise<void>;
}) {
  const [chosen, setChosen] = useState<number[][]>(() =>
    lottery.numberSets.map((_set, index) => saved[index] ?? []),
  );
  const toggle = (setIndex: number, number: number, count: number) =>
    setChosen((current) =>
      current.map((set, index) => {
        if (index !== setIndex) return set;
        if (set.includes(number)) return set.filter((item) => item !== number);
        return set.length < count ? [...set, number].sort((a, b) => a - b) : set;
      }),
    );
  const isComplete = lottery.numberSets.every(
    (set, index) => (chosen[index] ?? []).length === set.count,
  );
  return (
    <section aria-labelledby={`favourites-${lottery.key}`} className="account-notice">
      <h2 id={`favourites-${lottery.key}`}>{lottery.name}</h2>
      {lottery.numberSets.map((set, setIndex) => {
        const min = set.min ?? 1;
        const max = set.max ?? min;
        const numbers = Array.from({ length: max - min + 1 }, (_item, index) => min + index);
        return (
          <fieldset key={set.name}>
            <legend>
              {set.name}: choose {set.count} ({(chosen[setIndex] ?? []).length} chosen)
            </legend>
            <div className="number-grid">
              {numbers.map((number) => (
                <button
                  key={number}
                  type="button"
                  aria-pressed={(chosen[setIndex] ?? []).includes(number)}
                  aria-label={`${set.name} ${number}`}
                  onClick={() => toggle(setIndex, number, set.count)}
                >
                  {number}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={!isComplete}
          onClick={() => void onSave(chosen)}
        >
          Save {lottery.name} favourites
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setChosen(lottery.numberSets.map(() => []));
            void onSave([]);
          }}
        >
          Clear {lottery.name} favourites
        </button>
      </div>
    </section>
  );
}

/** /my-account/favourite-numbers: favourite numbers per lottery, for the play pages to fill in. */
export function FavouriteNumbersPage() {
  const [lotteries, setLotteries] = useState<Lottery[] | null>(null);
  const [favourites, setFavourites] = useState<FavouriteNumbers>({});
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const load = useCallback(() => {
    setStatus('loading');
    const pricing = getSession().pricingId;
    const pricingId = pricing
      ? Promise.resolve(pricing)
      : fetchConfig().then((config) => config.defaultPricingId);
    Promise.all([pricingId.then((id) => fetchProductOffers(id)), fetchCustomerOverview()]).then(
      ([offers, customer]) => {
        setLotteries(lotteriesOf(offers));
        setFavourites(customer.favouriteNumbers ?? {});
        setStatus('loaded');
      },
      () => setStatus('failed'),
    );
  }, []);
  useEffect(load, [load]);

  const save = async (lottery: Lottery, numbers: number[][]) => {
    // The client camelCases the keys it reads and snake_cases those it sends.
    const next = { ...favourites, [toCamelCase(lottery.key)]: numbers };
    setMessage(null);
    try {
      setFavourites(await saveFavouriteNumbers(next));
      setMessage({ text: `Your ${lottery.name} favourites are saved.`, isError: false });
      bus.publish('customer/accountChanged', { reason: 'favourite_numbers' });
    } catch (error) {
      const text = isApiError(error) && error.isResponse ? error.message : errorMessageFallback;
      setMessage({ text, isError: true });
    }
  };

  return (
    <section className="account-page" aria-labelledby="favourite-numbers-heading">
      <h1 id="favourite-numbers-heading">Favourite numbers</h1>
      {message && !message.isError ? <p role="status">{message.text}</p> : null}
      <FormAlert message={message?.isError ? message.text : null} />
      {!lotteries ? (
        <LoadState status={status} failureStatus={null} retry={load} what="your favourites" />
      ) : (
        lotteries.map((lottery) => (
          <LotteryFavourites
            key={lottery.key}
            lottery={lottery}
            saved={favourites[toCamelCase(lottery.key)] ?? []}
            onSave={(numbers) => save(lottery, numbers)}
          />
        ))
      )}
    </section>
  );
}
