import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormAlert, SelectField, useTranslation } from 'remote-kit';
import { formatCurrency } from 'shared-kernel/contract/format';
import { type GameOffer, type ProductOffer } from 'shared-kernel/contract/product-offers';
import {
  type Subscription,
  type SubscriptionPatch,
  type SubscriptionPeriod,
  subscriptionPeriods,
} from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
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
  const { t } = useTranslation(accountPlayTexts);
  const { values, setFieldValue } = useFormikContext<SubscriptionValues>();
  const gameOffer = gameOffersOf(offer).find((candidate) => candidate.key === values.gameOffer);
  const prices = gameOffer?.prices ?? [];
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
      label={
        isRaffle
          ? t('account_play.field_number_of_tickets')
          : t('account_play.field_number_of_games')
      }
      options={prices.map((price) => {
        const filled = { count: price.games, price: formatCurrency(price.price) };
        const isOne = price.games === 1;
        return {
          value: String(price.games),
          label: isRaffle
            ? isOne
              ? t('account_play.count_ticket', filled)
              : t('account_play.count_tickets', filled)
            : isOne
              ? t('account_play.count_game', filled)
              : t('account_play.count_games', filled),
        };
      })}
    />
  );
}

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
  const { t } = useTranslation(accountPlayTexts);
  const hasCauses = offer.causes.length > 0;
  const validateSubscription = useMemo(
    () =>
      createFormValidator<SubscriptionValues>({
        gameOffer: required(t('account_play.choose_game_required')),
        numGames: required(t('account_play.choose_count_required')),
        period: required(t('account_play.choose_period_required')),
      }),
    [t],
  );
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
        ...(hasCauses && !values.causeKey
          ? { causeKey: t('account_play.choose_cause_required') }
          : {}),
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
      <Form
        noValidate
        className="recurring-form"
        aria-label={t('account_play.change_subscription')}
      >
        <FormAlert message={serverError} />
        <SelectField
          name="gameOffer"
          label={t('account_play.field_game')}
          options={gameOffersOf(offer).map((gameOffer) => ({
            value: gameOffer.key,
            label: gameOfferNameOf(gameOffer),
          }))}
        />
        <GameCountField offer={offer} isRaffle={offer.type === 'raffle_ticket'} />
        {hasCauses ? (
          <SelectField
            name="causeKey"
            label={t('account_play.field_cause')}
            options={offer.causes.map((cause) => ({
              value: cause.key,
              label: cause.name ?? cause.key,
            }))}
          />
        ) : null}
        <SelectField
          name="period"
          label={t('account_play.field_how_often')}
          options={subscriptionPeriods.map((period) => ({
            value: period,
            label: periodText(t, period),
          }))}
        />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={isBusy || undefined}>
            {t('account_play.save_changes')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('account_play.cancel_editing')}
          </button>
        </div>
      </Form>
    </Formik>
  );
}

/** Changes what a subscription buys and how often, from the offer's own choices. */
export function SubscriptionForm(props: SubscriptionFormProps) {
  const { t } = useTranslation(accountPlayTexts);
  const dispatch = useDispatch();
  const { productOfferKey } = props.subscription;
  const load = useSelector(selectOffers)[productOfferKey];
  useEffect(() => {
    dispatch(offerRequested(productOfferKey));
  }, [dispatch, productOfferKey]);
  if (!load || load.status === 'loading')
    return <p role="status">{t('account_play.choices_loading')}</p>;
  if (!load.offer) {
    return (
      <div>
        <FormAlert
          message={
            load.status === 'failed'
              ? t('account_play.choices_load_failed')
              : t('account_play.subscription_off_sale')
          }
        />
        <button type="button" className="button button--secondary" onClick={props.onClose}>
          {t('account_play.cancel_editing')}
        </button>
      </div>
    );
  }
  return <LoadedForm {...props} offer={load.offer} />;
}
