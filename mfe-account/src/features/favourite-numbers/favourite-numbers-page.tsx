import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { FormAlert, LoadState, useTranslation } from 'remote-kit';
import { favouriteNumbersOf } from 'shared-kernel/contract/customer';
import { accountTexts } from 'shared-kernel/contract/texts';
import { type Lottery } from './favourite-numbers-api';
import stylesheet from './favourite-numbers-page.css';
import {
  favouriteNumbersPageOpened,
  favouriteNumbersSaveRequested,
  type LotteryNotice,
  selectFavouriteNumbers,
} from './favourite-numbers-slice';

/** Picks in one number set: a number toggles; a full set takes no more until one is removed. */
function toggled(chosen: number[], number: number, count: number): number[] {
  if (chosen.includes(number)) return chosen.filter((item) => item !== number);
  return chosen.length < count ? [...chosen, number].sort((a, b) => a - b) : chosen;
}

function NumberSetPicker({
  name,
  count,
  min,
  max,
  chosen,
  onToggle,
}: {
  name: string;
  count: number;
  min: number;
  max: number;
  chosen: number[];
  onToggle: (number: number) => void;
}) {
  const numbers = Array.from({ length: max - min + 1 }, (_item, index) => min + index);
  const isFull = chosen.length >= count;
  const { t } = useTranslation(accountTexts);
  return (
    <fieldset className="favourite-set">
      <legend>
        {t('account.favourites_set_choose', { name, count })}{' '}
        <span className="favourite-set__count">
          {t('account.favourites_set_chosen', { count: chosen.length })}
        </span>
      </legend>
      <div className="favourite-set__grid">
        {numbers.map((number) => {
          const isChosen = chosen.includes(number);
          return (
            <button
              key={number}
              type="button"
              className="favourite-set__number"
              aria-pressed={isChosen}
              aria-label={t('account.favourites_number_label', { name, number })}
              // A full set takes no more: say so rather than ignore the press.
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

function LotteryFavourites({
  lottery,
  saved,
  notice,
  isSaving,
}: {
  lottery: Lottery;
  saved: number[][];
  notice: LotteryNotice | null;
  isSaving: boolean;
}) {
  const dispatch = useDispatch();
  const headingId = useId();
  const { t } = useTranslation(accountTexts);
  const picksOf = (numbers: number[][]) =>
    lottery.numberSets.map((_set, index) => numbers[index] ?? []);
  const [chosen, setChosen] = useState<number[][]>(() => picksOf(saved));
  // What is saved changed (a save or a clear): the picks start again from it.
  const savedText = JSON.stringify(saved);
  const [shownSavedText, setShownSavedText] = useState(savedText);
  if (shownSavedText !== savedText) {
    setShownSavedText(savedText);
    setChosen(picksOf(saved));
  }
  const isComplete = lottery.numberSets.every(
    (set, index) => (chosen[index] ?? []).length === set.count,
  );
  const save = (numbers: number[][]) => {
    if (!isSaving) dispatch(favouriteNumbersSaveRequested({ lottery, numbers }));
  };
  return (
    <section aria-labelledby={headingId} className="favourite-lottery">
      <h2 id={headingId}>{lottery.name}</h2>
      <p className="favourite-lottery__saved">
        {saved.length > 0
          ? t('account.favourites_saved', {
              numbers: lottery.numberSets
                .map((set, index) => `${set.name} ${(saved[index] ?? []).join(', ')}`)
                .join('; '),
            })
          : t('account.favourites_none_saved')}
      </p>
      {lottery.numberSets.map((set, setIndex) => (
        <NumberSetPicker
          key={set.name}
          name={set.name}
          count={set.count}
          min={set.min ?? 1}
          max={set.max ?? set.min ?? 1}
          chosen={chosen[setIndex] ?? []}
          onToggle={(number) =>
            setChosen((current) =>
              current.map((numbers, index) =>
                index === setIndex ? toggled(numbers, number, set.count) : numbers,
              ),
            )
          }
        />
      ))}
      {notice && !notice.isError ? (
        <p role="status" className="form-notice">
          {notice.text}
        </p>
      ) : null}
      <FormAlert message={notice?.isError ? notice.text : null} />
      <div className="favourite-lottery__actions">
        <button
          type="button"
          className="button"
          aria-disabled={!isComplete || isSaving}
          onClick={() => {
            if (isComplete) save(chosen);
          }}
        >
          {t('account.favourites_save', { lottery: lottery.name })}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={isSaving}
          onClick={() => {
            setChosen(lottery.numberSets.map(() => []));
            if (saved.length > 0) save([]);
          }}
        >
          {t('account.favourites_clear', { lottery: lottery.name })}
        </button>
      </div>
    </section>
  );
}

/** /my-account/favourite-numbers: favourite numbers per lottery, for the play pages to fill in. */
export function FavouriteNumbersPage() {
  const dispatch = useDispatch();
  const { status, lotteries, favourites, savingLotteryKey, notice } =
    useSelector(selectFavouriteNumbers);
  const { t } = useTranslation(accountTexts);
  useEffect(() => {
    dispatch(favouriteNumbersPageOpened());
  }, [dispatch]);
  return (
    <section className="account-page favourite-numbers" aria-labelledby="favourite-numbers-heading">
      <style href="mfe-account/favourite-numbers" precedence="default">
        {stylesheet}
      </style>
      <h1 id="favourite-numbers-heading">{t('account.favourites_heading')}</h1>
      <p>
        {t('account.favourites_intro_before')} <q>{t('account.favourites_intro_button')}</q>{' '}
        {t('account.favourites_intro_after')}
      </p>
      {status !== 'loaded' ? (
        <LoadState
          status={status}
          failureStatus={null}
          retry={() => dispatch(favouriteNumbersPageOpened())}
          what={t('account.favourites_loading')}
        />
      ) : lotteries.length === 0 ? (
        <p>
          {t('account.favourites_no_lotteries')}{' '}
          <Link to="/my-account">{t('account.dashboard_heading')}</Link>
        </p>
      ) : (
        lotteries.map((lottery) => {
          const saved = favouriteNumbersOf(favourites, lottery.key);
          return (
            <LotteryFavourites
              key={lottery.key}
              lottery={lottery}
              saved={saved}
              notice={notice?.lotteryKey === lottery.key ? notice : null}
              isSaving={savingLotteryKey !== null}
            />
          );
        })
      )}
    </section>
  );
}
