import { useEffect, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { type ReceiptTicketView } from 'shared-kernel/contract/purchase';
import { type TicketBuild } from 'shared-kernel/contract/cart';
import { cartTexts } from 'shared-kernel/contract/texts';
import { useTranslation } from 'remote-kit';
import { kernelCheckoutApi, type CheckoutApi } from '../../checkout-api';
import { messageOf } from '../cart/cart-sagas';
import { cartFetchRequested } from '../cart/cart-slice';
import { useIsSignedIn } from '../payment/payment-page';

/** A bought ticket as the build call takes it again: same lottery, games and draws. */
export function ticketBuildOf(ticket: ReceiptTicketView): TicketBuild {
  return {
    lottery: ticket.lotteryKey,
    gameType: ticket.gameType,
    gameOffer: ticket.gameOffer,
    numDraws: ticket.recurringPurchaseEnabled ? 'autoplay' : ticket.numDraws,
    numWeeks: ticket.numWeeks,
    quickpick: ticket.quickpick,
    hasFavouriteNumbers: ticket.hasFavouriteNumbers,
    ...(ticket.games.length > 0 ? { games: ticket.games, numGames: ticket.numGames } : {}),
    ...(ticket.causeKey !== null ? { causeKey: ticket.causeKey } : {}),
    ...(ticket.day !== null ? { day: ticket.day } : {}),
    ...(ticket.numRaffleTickets !== null
      ? { numGames: ticket.numRaffleTickets, numRaffleTickets: ticket.numRaffleTickets }
      : {}),
    ...(ticket.numShares !== null ? { syndicate: { numShares: ticket.numShares } } : {}),
  };
}

/** Rebuilds every ticket of a checkout in the customer's cart, one after another. */
export async function replayCheckout(api: CheckoutApi, checkoutId: string): Promise<void> {
  const checkout = await api.fetchCheckout(checkoutId, {});
  for (const ticket of checkout.tickets) {
    await api.buildCartTicket({ kind: 'customer' }, ticketBuildOf(ticket), {});
  }
}

/** /cart/replay/{replayID} (protected): buy the same tickets again, then the cart. */
export function ReplayPage({ api = kernelCheckoutApi }: { api?: CheckoutApi }) {
  const { t } = useTranslation(cartTexts);
  const headingId = useId();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  const { replayId = '' } = useParams();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!isSignedIn || !replayId) return;
    let isCurrent = true;
    replayCheckout(api, replayId).then(
      () => {
        if (!isCurrent) return;
        dispatch(cartFetchRequested(true));
        void navigate('/cart', { replace: true });
      },
      (error: unknown) => {
        if (isCurrent) setErrorMessage(messageOf(error));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [api, dispatch, isSignedIn, navigate, replayId]);

  if (!isSignedIn) {
    return <Navigate to="/login" replace state={{ from: `/cart/replay/${replayId}` }} />;
  }
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('cart.replay_heading')}</h1>
      {errorMessage ? (
        <p role="alert">{errorMessage}</p>
      ) : (
        <p role="status">{t('cart.replay_working')}</p>
      )}
    </section>
  );
}
