import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormAlert, useTranslation } from 'remote-kit';
import { formatCurrency } from 'shared-kernel/contract/format';
import { type Autoplay, type AutoplayPatch } from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
import {
  addGames,
  clearGames,
  quickpick,
  removeGame,
  type Ticket,
  type TicketOffer,
  toggleNumber,
} from 'shared-kernel/contract/tickets';
import { selectOffers } from '../recurring-slice';
import { offerRequested } from '../shared/offers-slice';
import {
  autoplayPatchOf,
  autoplayTicketOffer,
  gamesProblemOf,
  ticketOfAutoplay,
} from './autoplay-ticket';
import { NumberSetGrid } from './number-set-grid';

interface EditorProps {
  autoplay: Autoplay;
  isBusy: boolean;
  serverError: string | null;
  onSave: (patch: AutoplayPatch) => void;
  onClose: () => void;
}

/** The numbers of each game, a game at a time; games can be added, cleared or removed. */
function NumberGames({
  ticket,
  offer,
  onChange,
}: {
  ticket: Ticket;
  offer: TicketOffer;
  onChange: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation(accountPlayTexts);
  return (
    <>
      {ticket.games.map((game, gameIndex) => {
        const number = gameIndex + 1;
        const gameLabel = t('account_play.game_label', { number });
        return (
          <fieldset key={gameIndex} className="games-editor__game">
            <legend>{gameLabel}</legend>
            {offer.numberSets.map((set) => (
              <NumberSetGrid
                key={set.name}
                gameLabel={gameLabel}
                set={set}
                chosen={game[set.name] ?? []}
                onToggle={(number) =>
                  onChange(toggleNumber(ticket, offer, gameIndex, set.name, number))
                }
              />
            ))}
            <div className="form-actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onChange(quickpick(ticket, offer, gameIndex))}
              >
                {t('account_play.game_quickpick', { number })}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onChange(clearGames(ticket, offer, gameIndex))}
              >
                {t('account_play.game_clear', { number })}
              </button>
              {ticket.games.length > 1 ? (
                <button
                  type="button"
                  className="button button--link"
                  onClick={() => onChange(removeGame(ticket, gameIndex))}
                >
                  {t('account_play.game_remove', { number })}
                </button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      {ticket.games.length < offer.maxGames ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange(addGames(ticket, offer))}
        >
          {t('account_play.game_add')}
        </button>
      ) : null}
    </>
  );
}

/** Offers without numbers (raffles) sell books of tickets: the book is what changes. */
function TicketBookChoice({
  ticket,
  offer,
  onChange,
}: {
  ticket: Ticket;
  offer: TicketOffer;
  onChange: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation(accountPlayTexts);
  return (
    <div className="form-field">
      <label htmlFor="autoplay-ticket-book">{t('account_play.ticket_book')}</label>
      <select
        id="autoplay-ticket-book"
        value={ticket.numGames}
        onChange={(event) => onChange({ ...ticket, numGames: Number(event.target.value) })}
      >
        {offer.prices.map((price) => (
          <option key={price.games} value={price.games}>
            {price.games === 1
              ? t('account_play.count_ticket', {
                  count: price.games,
                  price: formatCurrency(Number(price.price)),
                })
              : t('account_play.count_tickets', {
                  count: price.games,
                  price: formatCurrency(Number(price.price)),
                })}
          </option>
        ))}
      </select>
    </div>
  );
}

function Editor({
  autoplay,
  offer,
  isBusy,
  serverError,
  onSave,
  onClose,
}: EditorProps & { offer: TicketOffer }) {
  const { t } = useTranslation(accountPlayTexts);
  const [ticket, setTicket] = useState(() => ticketOfAutoplay(autoplay, offer));
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: Ticket) => {
    setTicket(next);
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found = gamesProblemOf(ticket, offer);
    setProblem(found);
    if (!found) onSave(autoplayPatchOf(ticket, offer));
  };
  return (
    <form
      className="games-editor"
      aria-label={t('account_play.edit_games')}
      noValidate
      onSubmit={submit}
    >
      <FormAlert message={problem ?? serverError} />
      {offer.numberSets.length > 0 ? (
        <NumberGames ticket={ticket} offer={offer} onChange={change} />
      ) : (
        <TicketBookChoice ticket={ticket} offer={offer} onChange={change} />
      )}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={isBusy || undefined}>
          {t('account_play.save_games')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('account_play.cancel_editing')}
        </button>
      </div>
    </form>
  );
}

/** Edits the autoplay's games with the rules of its game offer, loaded from the catalogue. */
export function AutoplayGamesEditor(props: EditorProps) {
  const { t } = useTranslation(accountPlayTexts);
  const dispatch = useDispatch();
  const { productOfferKey, gameOffer } = props.autoplay;
  const load = useSelector(selectOffers)[productOfferKey];
  useEffect(() => {
    dispatch(offerRequested(productOfferKey));
  }, [dispatch, productOfferKey]);
  if (!load || load.status === 'loading')
    return <p role="status">{t('account_play.games_loading')}</p>;
  const offer = load.offer ? autoplayTicketOffer(load.offer, gameOffer) : null;
  if (!offer) {
    return (
      <div>
        <FormAlert
          message={
            load.status === 'failed'
              ? t('account_play.games_load_failed')
              : t('account_play.games_off_sale')
          }
        />
        <button type="button" className="button button--secondary" onClick={props.onClose}>
          {t('account_play.cancel_editing')}
        </button>
      </div>
    );
  }
  return <Editor {...props} offer={offer} />;
}
