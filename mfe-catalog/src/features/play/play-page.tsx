import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import {
  formatCurrency,
  formatDrawDayAndTime,
  formatDrawWeekday,
  formatJackpot,
  pageErrorMessageFor,
} from 'shared-kernel/contract/format';
import {
  isGameComplete,
  isGameEmpty,
  ticketOfferOf,
  type TicketGame,
  type TicketOffer,
} from 'shared-kernel/contract/tickets';
import { type DrawCount } from 'shared-kernel/contract/cart';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { nextDrawOf } from '../home/home-selectors';
import { homePageOpened } from '../home/home-slice';
import { CmsPage } from '../content/content-pages';
import { NotFoundPage, PageLoading } from 'remote-kit';
import { useProductOffers } from '../shared/use-product-offers';
import { NumberPicker } from './number-picker';
import { FavouriteNumbersPanel } from './favourite-numbers-panel';
import { PrecartDrawer } from '../cart/precart-drawer';
import { PageTitle } from '../content/page-metadata';
import stylesheet from './play-page.css';
import {
  gameTypeOfSuffix,
  offerOfUrl,
  playPathOf,
  positiveIntegerOf,
} from '../shared/offer-routes';
import {
  selectCompleteGameCount,
  selectPlay,
  selectPriceCents,
  selectShownErrors,
} from './play-selectors';
import {
  addToCartRequested,
  causeChosen,
  dayChosen,
  drawsChosen,
  gameRemoved,
  gamesAdded,
  gamesCleared,
  entryCountChosen,
  precartDrawerClosed,
  quickpicked,
  sharesChosen,
  ticketBookChosen,
  ticketStarted,
} from './play-slice';

const gameTypeNames: Readonly<Record<string, string>> = {
  standard: 'Standard',
  reduced_system: 'Systems',
  powerhit: 'PowerHit',
  powerpik: 'PowerPik',
  random: 'Quick Pick',
  strike_boxed: 'Boxed',
  mega_combo: 'Super Combos',
  deferred: 'Subscriptions',
  syndicate: 'Syndicates',
  lotto_party: 'Lotto Party',
};

function gameSummary(game: TicketGame): string {
  const parts = Object.entries(game).map(([name, slots]) => {
    const numbers = slots
      .filter((slot): slot is number => slot !== null)
      .sort((first, second) => first - second);
    return numbers.length > 0 ? `${name} ${numbers.join(', ')}` : '';
  });
  const text = parts.filter(Boolean).join('; ');
  return text || 'No numbers chosen';
}

function countText(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}

/** The first listed draw on each weekday ('Monday' → draw number), Sydney time. */
function firstDrawNoByDayOf(productOffer: ProductOffer): Record<string, number> {
  const byDay: Record<string, number> = {};
  for (const draw of productOffer.draws) {
    byDay[formatDrawWeekday(draw.stop)] ??= draw.drawNo;
  }
  return byDay;
}

function GameRow({
  game,
  gameIndex,
  offer,
  isOpen,
  onToggle,
  canRemove,
}: {
  game: TicketGame;
  gameIndex: number;
  offer: TicketOffer;
  isOpen: boolean;
  onToggle: () => void;
  canRemove: boolean;
}) {
  const dispatch = useDispatch();
  const headingId = useId();
  const pickerId = useId();
  const label = `Game ${gameIndex + 1}`;
  const state = isGameComplete(game, offer)
    ? 'complete'
    : isGameEmpty(game)
      ? 'empty'
      : 'incomplete';
  return (
    <li className={`game game--${state}`}>
      <section aria-labelledby={headingId}>
        <div className="game__header">
          <h3 className="game__heading" id={headingId}>
            <button
              type="button"
              className="game__toggle"
              aria-expanded={isOpen}
              aria-controls={pickerId}
              onClick={onToggle}
            >
              {label}
            </button>
          </h3>
          <p className="game__summary">{gameSummary(game)}</p>
          <div className="game__actions">
            <button type="button" onClick={() => dispatch(quickpicked(gameIndex))}>
              Quickpick <span className="visually-hidden">{label}</span>
            </button>
            <button type="button" onClick={() => dispatch(gamesCleared(gameIndex))}>
              Clear <span className="visually-hidden">{label}</span>
            </button>
            {canRemove ? (
              <button type="button" onClick={() => dispatch(gameRemoved(gameIndex))}>
                Remove <span className="visually-hidden">{label}</span>
              </button>
            ) : null}
          </div>
        </div>
        <div id={pickerId} hidden={!isOpen}>
          {isOpen ? <NumberPicker game={game} gameIndex={gameIndex} offer={offer} /> : null}
        </div>
      </section>
    </li>
  );
}

/** product.md §2 play page: how many games a ticket may have. */
export function gamesLimitText(minGames: number, maxGames: number): string {
  const min = Math.max(1, minGames);
  if (min >= maxGames)
    return min === 1 ? 'This ticket has 1 game.' : `This ticket has ${min} games.`;
  return `Play from ${min} to ${maxGames} games.`;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" id={id}>
      {message}
    </p>
  );
}

function drawOptionsOf(productOffer: ProductOffer, ticketOffer: TicketOffer): DrawCount[] {
  const count = Math.max(1, Math.min(ticketOffer.maxDraws ?? 1, 10));
  const options: DrawCount[] = Array.from({ length: count }, (_, index) => index + 1);
  if (productOffer.recurringPurchase && productOffer.recurringPurchase.availability !== 'never') {
    options.push('autoplay');
  }
  return options;
}

function TicketOptions({
  productOffer,
  ticketOffer,
  errors,
}: {
  productOffer: ProductOffer;
  ticketOffer: TicketOffer;
  errors: Record<string, string>;
}) {
  const dispatch = useDispatch();
  const { ticket } = useSelector(selectPlay);
  const drawsId = useId();
  const causeId = useId();
  const dayId = useId();
  const bookId = useId();
  const sharesId = useId();
  const entriesId = useId();
  if (!ticket) return null;
  const isSyndicate = ticketOffer.gameType === 'syndicate';
  const hasNumbers = ticketOffer.numberSets.length > 0;
  const drawOptions = drawOptionsOf(productOffer, ticketOffer);
  return (
    <div className="ticket-options">
      {!hasNumbers && !isSyndicate ? (
        <div className="field">
          <label htmlFor={bookId}>Ticket book</label>
          <select
            id={bookId}
            value={ticket.numGames}

            onChange={(event) => dispatch(ticketBookChosen(Number(event.target.value)))}
          >
            {ticketOffer.prices.map((price) => (
              <option key={price.games} value={price.games}>
                {price.games === 1 ? '1 ticket' : `${price.games} tickets`} –{' '}
                {formatCurrency(Number(price.price))}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {ticketOffer.gameType === 'mega_combo' ? (
        <div className="field">
          <label htmlFor={entriesId}>Entries</label>
          <select
            id={entriesId}
            value={ticket.numGames}
            aria-invalid={errors.entryCount ? true : undefined}
            aria-describedby={errors.entryCount ? `${entriesId}-error` : undefined}
            onChange={(event) => dispatch(entryCountChosen(Number(event.target.value)))}
          >
            {ticketOffer.prices.map((price) => (
              <option key={price.games} value={price.games}>
                {countText(price.games, 'entry', 'entries')} – {formatCurrency(Number(price.price))}
              </option>
            ))}
          </select>
          <FieldError id={`${entriesId}-error`} message={errors.entryCount} />
        </div>
      ) : null}
      {isSyndicate ? (
        <div className="field">
          <label htmlFor={sharesId}>Shares</label>
          <select
            id={sharesId}
            value={ticket.numShares ?? 1}
            aria-invalid={errors.numShares ? true : undefined}
            aria-describedby={errors.numShares ? `${sharesId}-error` : undefined}
            onChange={(event) => dispatch(sharesChosen(Number(event.target.value)))}
          >
            {Array.from(
              { length: Math.max(1, ticketOffer.maxGames - ticketOffer.minGames + 1) },
              (_, index) => Math.max(1, ticketOffer.minGames) + index,
            ).map((shares) => (
              <option key={shares} value={shares}>
                {shares === 1 ? '1 share' : `${shares} shares`}
              </option>
            ))}
          </select>
          <FieldError id={`${sharesId}-error`} message={errors.numShares} />
        </div>
      ) : null}
      {ticketOffer.causeKeys.length > 0 ? (
        <div className="field">
          <label htmlFor={causeId}>Cause</label>
          <select
            id={causeId}
            value={ticket.causeKey ?? ''}
            required
            aria-invalid={errors.causeKey ? true : undefined}
            aria-describedby={errors.causeKey ? `${causeId}-error` : undefined}
            onChange={(event) => dispatch(causeChosen(event.target.value || null))}
          >
            <option value="">Choose a cause</option>
            {productOffer.causes.map((cause) => (
              <option key={cause.key} value={cause.key}>
                {cause.name ?? cause.key}
              </option>
            ))}
          </select>
          <FieldError id={`${causeId}-error`} message={errors.causeKey} />
        </div>
      ) : null}
      {ticketOffer.selectableDays.length > 0 ? (
        <div className="field">
          <label htmlFor={dayId}>Day</label>
          <select
            id={dayId}
            value={ticket.day ?? ''}
            required
            aria-invalid={errors.day ? true : undefined}
            aria-describedby={errors.day ? `${dayId}-error` : undefined}
            onChange={(event) => dispatch(dayChosen(event.target.value || null))}
          >
            <option value="">Choose a day</option>
            {ticketOffer.selectableDays.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
          <FieldError id={`${dayId}-error`} message={errors.day} />
        </div>
      ) : null}
      {!isSyndicate ? (
        <div className="field">
          <label htmlFor={drawsId}>Draws</label>
          <select
            id={drawsId}
            value={String(ticket.numDraws)}
            aria-invalid={errors.numDraws ? true : undefined}
            aria-describedby={errors.numDraws ? `${drawsId}-error` : undefined}
            onChange={(event) => {
              const value = event.target.value;
              dispatch(drawsChosen(value === 'autoplay' ? 'autoplay' : Number(value)));
            }}
          >
            {drawOptions.map((option) => (
              <option key={option} value={String(option)}>
                {option === 'autoplay'
                  ? 'Autoplay (every draw)'
                  : option === 1
                    ? '1 draw'
                    : `${option} draws`}
              </option>
            ))}
          </select>
          <FieldError id={`${drawsId}-error`} message={errors.numDraws} />
        </div>
      ) : null}
    </div>
  );
}

function Games({ ticketOffer, favourites }: { ticketOffer: TicketOffer; favourites: ReactNode }) {
  const dispatch = useDispatch();
  const { ticket } = useSelector(selectPlay);
  const [openGame, setOpenGame] = useState<number | null>(0);
  const headingId = useId();
  if (!ticket) return null;
  return (
    <section className="games" aria-labelledby={headingId}>
      <h2 id={headingId}>Your games</h2>
      <p className="games__limits">{gamesLimitText(ticketOffer.minGames, ticketOffer.maxGames)}</p>
      <div className="games__actions">
        <button type="button" onClick={() => dispatch(quickpicked(null))}>
          Quickpick all games
        </button>
        <button type="button" onClick={() => dispatch(gamesCleared(null))}>
          Clear all games
        </button>
        <button
          type="button"
          disabled={ticket.games.length >= ticketOffer.maxGames}
          onClick={() => dispatch(gamesAdded(1))}
        >
          Add a game
        </button>
      </div>
      {favourites}
      <ol className="games__list">
        {ticket.games.map((game, gameIndex) => (
          <GameRow
            // Games are edited in place and never reordered.
            key={gameIndex}
            game={game}
            gameIndex={gameIndex}
            offer={ticketOffer}
            isOpen={openGame === gameIndex}
            onToggle={() => setOpenGame(openGame === gameIndex ? null : gameIndex)}
            canRemove={ticket.games.length > Math.max(1, ticketOffer.minGames)}
          />
        ))}
      </ol>
    </section>
  );
}

function AddToCart() {
  const dispatch = useDispatch();
  const { search } = useLocation();
  const play = useSelector(selectPlay);
  const priceCents = useSelector(selectPriceCents);
  const errors = useSelector(selectShownErrors);
  const completeGames = useSelector(selectCompleteGameCount);
  const hasNumbers = (play.offer?.numberSets.length ?? 0) > 0;
  const isMegaCombo = play.offer?.gameType === 'mega_combo';
  const isAdding = play.addToCartStatus === 'adding';
  return (
    <div className="add-to-cart">
      <p className="add-to-cart__price" role="status" aria-live="polite">
        Total price: <strong>{formatCurrency(priceCents / 100)}</strong>
        {isMegaCombo && play.ticket ? (
          <span className="add-to-cart__games">
            {' '}
            for {countText(play.ticket.numGames, 'entry', 'entries')}
          </span>
        ) : hasNumbers ? (
          <span className="add-to-cart__games">
            {' '}
            for {countText(completeGames, 'game', 'games')}
          </span>
        ) : null}
      </p>
      {errors.this || errors.games ? (
        <div className="add-to-cart__errors" role="alert">
          {errors.this ? <p>{errors.this}</p> : null}
          {errors.games ? <p>{errors.games}</p> : null}
        </div>
      ) : null}
      <button
        type="button"
        className="add-to-cart__button"
        aria-disabled={isAdding}
        onClick={() => {
          if (!isAdding) dispatch(addToCartRequested());
        }}
      >
        {isAdding ? 'Adding to cart…' : 'Add to cart'}
      </button>
      {play.isPrecartDrawerOpen && play.precart ? (
        <PrecartDrawer
          summary={play.precart}
          search={search}
          productOfferKey={play.productOfferKey}
          onClose={() => dispatch(precartDrawerClosed())}
        />
      ) : null}
    </div>
  );
}

/**
 * The play page of an offer: /{offer}/{gameTypeSuffix?}, /{offer}/buy, /{offer}/draw/{drawNo}
 * and /{offer}/draw/{drawNo}/buy (a later draw also by ?firstDrawNo=).
 */
export function PlayPage({ causeKey }: { causeKey?: string } = {}) {
  const dispatch = useDispatch();
  const headingId = useId();
  const { offerUrl, gameTypeSuffix, drawNo } = useParams();
  const [searchParams] = useSearchParams();
  const { productOffers, status, failureStatus } = useProductOffers();
  const play = useSelector(selectPlay);
  const errors = useSelector(selectShownErrors);
  const productOffer = offerOfUrl(productOffers, offerUrl);
  const suffixGameType = gameTypeOfSuffix(gameTypeSuffix);
  const gameType =
    (gameTypeSuffix
      ? productOffer?.gameTypes.find((candidate) => candidate.key === suffixGameType)
      : (productOffer?.gameTypes.find((candidate) => candidate.key === 'standard') ??
        productOffer?.gameTypes[0])) ?? null;
  const [chosenGameOfferKey, setChosenGameOfferKey] = useState<string | null>(null);
  const gameOffer =
    gameType?.gameOffers.find((candidate) => candidate.key === chosenGameOfferKey) ??
    gameType?.gameOffers[0] ??
    null;
  const firstDrawNo =
    positiveIntegerOf(drawNo) ?? positiveIntegerOf(searchParams.get('firstDrawNo'));
  const ticketOffer = useMemo(
    () =>
      productOffer && gameType && gameOffer
        ? ticketOfferOf(productOffer, gameType.key, gameOffer.key)
        : null,
    [productOffer, gameType, gameOffer],
  );

  const isCurrent =
    play.productOfferKey === productOffer?.key &&
    play.gameTypeKey === gameType?.key &&
    play.gameOfferKey === gameOffer?.key &&
    play.firstDrawNo === firstDrawNo;
  useEffect(() => {
    if (!productOffer || !gameType || !gameOffer || !ticketOffer || isCurrent) return;
    dispatch(
      ticketStarted({
        productOfferKey: productOffer.key,
        gameTypeKey: gameType.key,
        gameOfferKey: gameOffer.key,
        offer: ticketOffer,
        defaultGames: gameOffer.defaultGames,
        firstDrawNo,
        firstDrawNoByDay: firstDrawNoByDayOf(productOffer),
      }),
    );
  }, [dispatch, productOffer, gameType, gameOffer, ticketOffer, isCurrent, firstDrawNo]);
  // A cause page's offer starts with that cause chosen, once: the customer may change it.
  const presetTicket = useRef<unknown>(null);
  const isCauseWanted =
    isCurrent &&
    causeKey !== undefined &&
    play.ticket?.causeKey === null &&
    (ticketOffer?.causeKeys.includes(causeKey) ?? false);
  useEffect(() => {
    if (!isCauseWanted || !causeKey || presetTicket.current === play.productOfferKey) return;
    presetTicket.current = play.productOfferKey;
    dispatch(causeChosen(causeKey));
  }, [dispatch, isCauseWanted, causeKey, play.productOfferKey]);

  if (status === 'failed' && !productOffer) {
    return (
      <div role="alert">
        <p>{pageErrorMessageFor(failureStatus)}</p>
        <button type="button" onClick={() => dispatch(homePageOpened())}>
          Try again
        </button>
      </div>
    );
  }
  if (!productOffer) {
    // A path that names no offer may be a content page.
    if (status === 'loaded') return <CmsPage />;
    return <PageLoading />;
  }
  if (gameTypeSuffix && !gameType) return <NotFoundPage />;

  const draw =
    (firstDrawNo !== null
      ? productOffer.draws.find((candidate) => candidate.drawNo === firstDrawNo)
      : null) ?? nextDrawOf(productOffer, new Date());
  const drawDate = draw ? formatDrawDayAndTime(draw.stop) : null;

  return (
    <section className="play-page" aria-labelledby={headingId}>
      <style href="mfe-catalog/play-page" precedence="default">
        {stylesheet}
      </style>
      <PageTitle title={`Play ${productOffer.name}`} />
      <h1 id={headingId}>{productOffer.name}</h1>
      {draw ? (
        <p className="play-page__draw">
          Draw {draw.drawNo}:{' '}
          <strong>
            {formatJackpot(draw.prizePool, {
              prizePoolSuffix: draw.prizePoolSuffix,
              isPrizePoolUnknown: draw.isPrizePoolUnknown,
            })}
          </strong>
          {drawDate ? <> · sales close {drawDate}</> : null}
        </p>
      ) : null}
      {productOffer.gameTypes.length > 1 ? (
        <nav aria-label="Ways to play" className="play-page__game-types">
          <ul>
            {productOffer.gameTypes.map((candidate) => (
              <li key={candidate.key}>
                <Link
                  to={playPathOf(productOffer, candidate.key)}
                  aria-current={candidate.key === gameType?.key ? 'page' : undefined}
                >
                  {gameTypeNames[candidate.key] ?? candidate.key}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {gameType && gameType.gameOffers.length > 1 ? (
        <div className="field">
          <label htmlFor={`${headingId}-game-offer`}>Game</label>
          <select
            id={`${headingId}-game-offer`}
            value={gameOffer?.key ?? ''}
            onChange={(event) => setChosenGameOfferKey(event.target.value)}
          >
            {gameType.gameOffers.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {(candidate as { name?: string }).name ?? candidate.key}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {ticketOffer && isCurrent && play.ticket ? (
        <>
          {ticketOffer.numberSets.length > 0 ? (
            <Games
              ticketOffer={ticketOffer}
              favourites={
                <FavouriteNumbersPanel
                  lotteryKey={productOffer.key}
                  lotteryName={productOffer.name}
                  offer={ticketOffer}
                  isFillWanted={searchParams.get('favourite_numbers') === 'true'}
                />
              }
            />
          ) : null}
          <TicketOptions productOffer={productOffer} ticketOffer={ticketOffer} errors={errors} />
          <AddToCart />
        </>
      ) : (
        <p role="status">Loading…</p>
      )}
      <nav aria-label={`More about ${productOffer.name}`} className="play-page__more">
        <ul>
          <li>
            <Link to={`${playPathOf(productOffer)}/results`}>Results</Link>
          </li>
          {productOffer.type === 'raffle_ticket' ? (
            <li>
              <Link to={`${playPathOf(productOffer)}/winners`}>Winners</Link>
            </li>
          ) : (
            <li>
              <Link to={`${playPathOf(productOffer)}/statistics`}>Statistics</Link>
            </li>
          )}
        </ul>
      </nav>
    </section>
  );
}
