import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import {
  formatCurrency,
  formatDrawDayAndTime,
  formatDrawWeekday,
  formatJackpot,
  pageErrorMessageFor,
  pageTextsOf,
  type TextFunction,
  type TextKey,
} from 'shared-kernel/contract/format';
import { catalogTexts } from 'shared-kernel/contract/texts';
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
import { NotFoundPage, PageLoading, useTranslation } from 'remote-kit';
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

type CatalogTextFunction = TextFunction<keyof typeof catalogTexts | TextKey>;

/** The names of the ways to play an offer, by game type. */
function gameTypeNamesOf(t: CatalogTextFunction): Readonly<Record<string, string>> {
  return {
    standard: t('catalog.game_type_standard'),
    reduced_system: t('catalog.game_type_reduced_system'),
    powerhit: t('catalog.game_type_powerhit'),
    powerpik: t('catalog.game_type_powerpik'),
    random: t('catalog.game_type_random'),
    strike_boxed: t('catalog.game_type_strike_boxed'),
    mega_combo: t('catalog.game_type_mega_combo'),
    deferred: t('catalog.game_type_deferred'),
    syndicate: t('catalog.game_type_syndicate'),
    lotto_party: t('catalog.game_type_lotto_party'),
  };
}

function gameSummary(game: TicketGame, emptyText: string): string {
  const parts = Object.entries(game).map(([name, slots]) => {
    const numbers = slots
      .filter((slot): slot is number => slot !== null)
      .sort((first, second) => first - second);
    return numbers.length > 0 ? `${name} ${numbers.join(', ')}` : '';
  });
  const text = parts.filter(Boolean).join('; ');
  return text || emptyText;
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
  const { t } = useTranslation(catalogTexts);
  const label = t('catalog.game_label', { number: gameIndex + 1 });
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
          <p className="game__summary">{gameSummary(game, t('catalog.game_no_numbers'))}</p>
          <div className="game__actions">
            <button type="button" onClick={() => dispatch(quickpicked(gameIndex))}>
              {t('catalog.game_quickpick')} <span className="visually-hidden">{label}</span>
            </button>
            <button type="button" onClick={() => dispatch(gamesCleared(gameIndex))}>
              {t('catalog.game_clear')} <span className="visually-hidden">{label}</span>
            </button>
            {canRemove ? (
              <button type="button" onClick={() => dispatch(gameRemoved(gameIndex))}>
                {t('catalog.game_remove')} <span className="visually-hidden">{label}</span>
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
export function gamesLimitText(
  minGames: number,
  maxGames: number,
  t: CatalogTextFunction = pageTextsOf(catalogTexts),
): string {
  const min = Math.max(1, minGames);
  if (min >= maxGames) {
    return min === 1
      ? t('catalog.games_limit_one')
      : t('catalog.games_limit_fixed', { count: min });
  }
  return t('catalog.games_limit_range', { min, max: maxGames });
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
  const { t } = useTranslation(catalogTexts);
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
          <label htmlFor={bookId}>{t('catalog.option_ticket_book')}</label>
          <select
            id={bookId}
            value={ticket.numGames}

            onChange={(event) => dispatch(ticketBookChosen(Number(event.target.value)))}
          >
            {ticketOffer.prices.map((price) => (
              <option key={price.games} value={price.games}>
                {price.games === 1
                  ? t('catalog.ticket_count_one')
                  : t('catalog.ticket_count_many', { count: price.games })}{' '}
                – {formatCurrency(Number(price.price))}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {ticketOffer.gameType === 'mega_combo' ? (
        <div className="field">
          <label htmlFor={entriesId}>{t('catalog.option_entries')}</label>
          <select
            id={entriesId}
            value={ticket.numGames}
            aria-invalid={errors.entryCount ? true : undefined}
            aria-describedby={errors.entryCount ? `${entriesId}-error` : undefined}
            onChange={(event) => dispatch(entryCountChosen(Number(event.target.value)))}
          >
            {ticketOffer.prices.map((price) => (
              <option key={price.games} value={price.games}>
                {price.games === 1
                  ? t('catalog.entry_count_one')
                  : t('catalog.entry_count_many', { count: price.games })}{' '}
                – {formatCurrency(Number(price.price))}
              </option>
            ))}
          </select>
          <FieldError id={`${entriesId}-error`} message={errors.entryCount} />
        </div>
      ) : null}
      {isSyndicate ? (
        <div className="field">
          <label htmlFor={sharesId}>{t('catalog.option_shares')}</label>
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
                {shares === 1
                  ? t('catalog.share_count_one')
                  : t('catalog.share_count_many', { count: shares })}
              </option>
            ))}
          </select>
          <FieldError id={`${sharesId}-error`} message={errors.numShares} />
        </div>
      ) : null}
      {ticketOffer.causeKeys.length > 0 ? (
        <div className="field">
          <label htmlFor={causeId}>{t('catalog.option_cause')}</label>
          <select
            id={causeId}
            value={ticket.causeKey ?? ''}
            required
            aria-invalid={errors.causeKey ? true : undefined}
            aria-describedby={errors.causeKey ? `${causeId}-error` : undefined}
            onChange={(event) => dispatch(causeChosen(event.target.value || null))}
          >
            <option value="">{t('catalog.option_choose_cause')}</option>
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
          <label htmlFor={dayId}>{t('catalog.option_day')}</label>
          <select
            id={dayId}
            value={ticket.day ?? ''}
            required
            aria-invalid={errors.day ? true : undefined}
            aria-describedby={errors.day ? `${dayId}-error` : undefined}
            onChange={(event) => dispatch(dayChosen(event.target.value || null))}
          >
            <option value="">{t('catalog.option_choose_day')}</option>
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
          <label htmlFor={drawsId}>{t('catalog.option_draws')}</label>
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
                  ? t('catalog.option_autoplay')
                  : option === 1
                    ? t('catalog.draw_count_one')
                    : t('catalog.draw_count_many', { count: option })}
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
  const { t } = useTranslation(catalogTexts);
  if (!ticket) return null;
  return (
    <section className="games" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('catalog.games_heading')}</h2>
      <p className="games__limits">
        {gamesLimitText(ticketOffer.minGames, ticketOffer.maxGames, t)}
      </p>
      <div className="games__actions">
        <button type="button" onClick={() => dispatch(quickpicked(null))}>
          {t('catalog.games_quickpick_all')}
        </button>
        <button type="button" onClick={() => dispatch(gamesCleared(null))}>
          {t('catalog.games_clear_all')}
        </button>
        <button
          type="button"
          disabled={ticket.games.length >= ticketOffer.maxGames}
          onClick={() => dispatch(gamesAdded(1))}
        >
          {t('catalog.games_add')}
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
  const { t } = useTranslation(catalogTexts);
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
        {t('catalog.total_price')} <strong>{formatCurrency(priceCents / 100)}</strong>
        {isMegaCombo && play.ticket ? (
          <span className="add-to-cart__games">
            {' '}
            {play.ticket.numGames === 1
              ? t('catalog.price_for_one_entry')
              : t('catalog.price_for_entries', { count: play.ticket.numGames })}
          </span>
        ) : hasNumbers ? (
          <span className="add-to-cart__games">
            {' '}
            {completeGames === 1
              ? t('catalog.price_for_one_game')
              : t('catalog.price_for_games', { count: completeGames })}
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
        {isAdding ? t('catalog.add_to_cart_adding') : t('catalog.add_to_cart')}
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
  const { t } = useTranslation(catalogTexts);
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
          {t('ui.try_again')}
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
  const gameTypeNames = gameTypeNamesOf(t);

  return (
    <section className="play-page" aria-labelledby={headingId}>
      <style href="mfe-catalog/play-page" precedence="default">
        {stylesheet}
      </style>
      <PageTitle title={t('catalog.play_offer', { offer: productOffer.name })} />
      <h1 id={headingId}>{productOffer.name}</h1>
      {draw ? (
        <p className="play-page__draw">
          {t('catalog.play_draw', { drawNo: draw.drawNo })}{' '}
          <strong>
            {formatJackpot(draw.prizePool, {
              prizePoolSuffix: draw.prizePoolSuffix,
              isPrizePoolUnknown: draw.isPrizePoolUnknown,
            })}
          </strong>
          {drawDate ? <> · {t('catalog.play_sales_close', { date: drawDate })}</> : null}
        </p>
      ) : null}
      {productOffer.gameTypes.length > 1 ? (
        <nav aria-label={t('catalog.play_ways_to_play')} className="play-page__game-types">
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
          <label htmlFor={`${headingId}-game-offer`}>{t('catalog.play_game_offer')}</label>
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
        <p role="status">{t('ui.page_loading')}</p>
      )}
      <nav
        aria-label={t('catalog.play_more_about', { offer: productOffer.name })}
        className="play-page__more"
      >
        <ul>
          <li>
            <Link to={`${playPathOf(productOffer)}/results`}>{t('catalog.play_results')}</Link>
          </li>
          {productOffer.type === 'raffle_ticket' ? (
            <li>
              <Link to={`${playPathOf(productOffer)}/winners`}>{t('catalog.play_winners')}</Link>
            </li>
          ) : (
            <li>
              <Link to={`${playPathOf(productOffer)}/statistics`}>
                {t('catalog.play_statistics')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </section>
  );
}
