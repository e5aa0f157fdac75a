import { Form, Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormAlert, SelectField } from 'remote-kit';
import { formatCurrency } from 'shared-kernel/contract/format';
import { type GameOffer, type ProductOffer } from 'shared-kernel/contract/product-offers';
import {
  type Subscription,
  type SubscriptionPatch,
  type SubscriptionPeriod,
  subscriptionPeriods,
} from 'shared-kernel/contract/recurring';
import { createFormValidator, required } from 'shared-kernel/contract/validation';
import { selectOffers } from '../recurring-slice';
import { offerRequested } from '../shared/offers-slice';
import { periodText } from '../shared/recurring-text';

interface SubscriptionValues {
  gameOffer: string;
  causeKey: string;
  numGames: string;
  period: string;
}

/** The offers call carries each game offer's name; the model leaves it out. */
const gameOfferNameOf = (gameOffer: GameOffer) =>
  (gameOffer as GameOffer & { name?: string }).name ?? gameOffer.key;

const gameOffersOf = (offer: ProductOffer) =>
  offer.gameTypes.flatMap((gameType) => gameType.gameOffers);

/** The counts the chosen game offer sells, with their price per purchase. */
function GameCountField({ offer, isRaffle }: { offer: ProductOffer; isRaffle: boolean }) {
  const { values, setFieldValue } = useFormikContext<SubscriptionValues>();
  const gameOffer = gameOffersOf(offer).find((candidate) => candidate.key === values.gameOffer);
  const prices = gameOffer?.prices ?? [];
  const noun = isRaffle ? 'tickets' : 'games';
  // A count the new game offer does not sell is no choice at all.
  useEffect(() => {
    const isSold = (gameOffer?.prices ?? []).some(
      (price) => String(price.games) === values.numGames,
    );
    if (values.numGames && !isSold) void setFieldValue('numGames', '');
  }, [gameOffer, values.numGames, setFieldValue]);
  return (
    <SelectField
      name="numGames"
      label={isRaffle ? 'Number of tickets' : 'Number of games'}
      options={prices.map((price) => ({
        value: String(price.games),
        label: `${price.games} ${price.games === 1 ? noun.slice(0, -1) : noun} – ${formatCurrency(price.price)}`,
      }))}
    />
  );
}

const validateSubscription = createFormValidator<SubscriptionValues>({
  gameOffer: required('Please choose a game'),
  numGames: required('Please choose how many'),
  period: required('Please choose how often'),
});

interface SubscriptionFormProps {
  subscription: Subscription;
  isBusy: boolean;
  serverError: string | null;
  onSave: (patch: SubscriptionPatch) => void;
  onClose: () => void;
}

function LoadedForm({
  subscription,
  offer,
  isBusy,
  serverError,
  onSave,
  onClose,
}: SubscriptionFormProps & { offer: ProductOffer }) {
  const hasCauses = offer.causes.length > 0;
  return (
    <Formik<SubscriptionValues>
      initialValues={{
        gameOffer: subscription.gameOffer,
        causeKey: subscription.causeKey ?? '',
        numGames: String(subscription.numGames),
        period: subscription.period,
      }}
      validate={(values) => ({
        ...validateSubscription(values),
        ...(hasCauses && !values.causeKey ? { causeKey: 'Please choose a cause' } : {}),
      })}
      onSubmit={(values) => {
        if (isBusy) return;
        onSave({
          gameOffer: values.gameOffer,
          numGames: Number(values.numGames),
          period: values.period as SubscriptionPeriod,
          ...(hasCauses ? { causeKey: values.causeKey } : {}),
        });
      }}
    >
      <Form noValidate className="recurring-form" aria-label="Change subscription">
        <FormAlert message={serverError} />
        <SelectField
          name="gameOffer"
          label="Game"
          options={gameOffersOf(offer).map((gameOffer) => ({
            value: gameOffer.key,
            label: gameOfferNameOf(gameOffer),
          }))}
        />
        <GameCountField offer={offer} isRaffle={offer.type === 'raffle_ticket'} />
        {hasCauses ? (
          <SelectField
            name="causeKey"
            label="Cause"
            options={offer.causes.map((cause) => ({
              value: cause.key,
              label: cause.name ?? cause.key,
            }))}
          />
        ) : null}
        <SelectField
          name="period"
          label="How often"
          options={subscriptionPeriods.map((period) => ({
            value: period,
            label: periodText(period),
          }))}
        />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={isBusy || undefined}>
            Save changes
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel editing
          </button>
        </div>
      </Form>
    </Formik>
  );
}

/** Changes what a subscription buys and how often, from the offer's own choices. */
export function SubscriptionForm(props: SubscriptionFormProps) {
  const dispatch = useDispatch();
  const { productOfferKey } = props.subscription;
  const load = useSelector(selectOffers)[productOfferKey];
  useEffect(() => {
    dispatch(offerRequested(productOfferKey));
  }, [dispatch, productOfferKey]);
  if (!load || load.status === 'loading') return <p role="status">Loading the choices…</p>;
  if (!load.offer) {
    return (
      <div>
        <FormAlert
          message={
            load.status === 'failed'
              ? 'The choices cannot be loaded just now. Please try again.'
              : 'This game is no longer on sale, so the subscription cannot be changed.'
          }
        />
        <button type="button" className="button button--secondary" onClick={props.onClose}>
          Cancel editing
        </button>
      </div>
    );
  }
  return <LoadedForm {...props} offer={load.offer} />;
}
