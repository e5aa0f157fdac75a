import { useFormikContext } from 'formik';
import { CheckboxField, TextField } from 'remote-kit';
import { parseMoney } from 'shared-kernel/contract/money';
import {
  checkGroupName,
  checkSharePrice,
  checkWholeNumber,
  type SocialConfig,
  type SocialLottery,
  socialMessages,
  type WizardStep,
} from 'shared-kernel/contract/social';
import {
  drawTimeOf,
  jackpotOf,
  money,
  publicityDescriptions,
  publicityLabels,
} from '../../shared/lotto-party-text';
import { RadioGroupField } from '../../shared/radio-group-field';
import { type WizardValues } from './create-group-slice';

type Errors = Partial<Record<keyof WizardValues, string>>;

/** The checks of the step shown; the other steps' fields wait for their turn. */
export function checkStep(step: WizardStep, values: WizardValues, config: SocialConfig): Errors {
  const errors: Errors = {};
  if (step === 'name_group') {
    const name = checkGroupName(values.groupName, config.groupName);
    if (name) errors.groupName = name;
  } else if (step === 'select_draw') {
    if (!values.drawId) errors.drawId = socialMessages.drawRequired;
  } else if (step === 'set_share_price') {
    const price = checkSharePrice(values.sharePrice, config.sharePrice);
    if (price) errors.sharePrice = price;
    const { min, max } = config.totalShares;
    const total = checkWholeNumber(values.totalShares, min, max);
    if (total) errors.totalShares = total;
  }
  return errors;
}

export function NameGroupStep({ config }: { config: SocialConfig }) {
  return (
    <>
      <TextField
        name="groupName"
        label="Group name"
        hint={`${config.groupName.minLength} to ${config.groupName.maxLength} characters. Members and invitees see it.`}
        autoComplete="off"
      />
      <RadioGroupField
        name="publicityStatus"
        legend="Who can join"
        choices={config.publicityStatuses.map((status) => ({
          value: status,
          label: publicityLabels[status],
          description: publicityDescriptions[status],
        }))}
      />
    </>
  );
}

export function lotteryOfDraw(config: SocialConfig, drawId: string): SocialLottery | undefined {
  return config.lotteries.find((lottery) => lottery.draws.some((draw) => draw.drawId === drawId));
}

export function SelectDrawStep({ config }: { config: SocialConfig }) {
  const lotteries = config.lotteries.filter((lottery) => lottery.draws.length > 0);
  if (lotteries.length === 0) {
    return <p>No draws are open for Lotto Party sessions right now. Please check back later.</p>;
  }
  return (
    <RadioGroupField
      name="drawId"
      legend="Which draw the session plays"
      groups={lotteries.map((lottery) => ({
        legend: `${lottery.lotteryName}, ${money(lottery.gamePrice)} a game`,
        choices: lottery.draws.map((draw) => ({
          value: draw.drawId,
          label: `Draw ${draw.drawNo}, ${drawTimeOf(draw)}`,
          description: `Jackpot ${jackpotOf(draw)}`,
        })),
      }))}
    />
  );
}

/** What the pool buys if every share sells, once the price and the number of shares are fine. */
function PoolSummary({ config }: { config: SocialConfig }) {
  const { values } = useFormikContext<WizardValues>();
  const lottery = lotteryOfDraw(config, values.drawId);
  const isValid =
    !checkSharePrice(values.sharePrice, config.sharePrice) &&
    !checkWholeNumber(values.totalShares, config.totalShares.min, config.totalShares.max);
  let text = '';
  if (isValid && lottery) {
    const poolCents =
      parseMoney(values.sharePrice.trim().replace(/^\$/, '')) * Number(values.totalShares);
    const gamePriceCents = Math.round(lottery.gamePrice.amount * 100);
    const games = gamePriceCents > 0 ? Math.floor(poolCents / gamePriceCents) : 0;
    text = `If every share sells, the pool of ${money({ amount: poolCents / 100 })} buys ${games} ${
      games === 1 ? 'game' : 'games'
    } of ${lottery.lotteryName}.`;
  }
  return (
    <p className="lotto-party__summary" aria-live="polite">
      {text}
    </p>
  );
}

export function SharePriceStep({ config }: { config: SocialConfig }) {
  const { sharePrice, totalShares } = config;
  return (
    <>
      <TextField
        name="sharePrice"
        label="Share price"
        hint={`From ${money(sharePrice.min)} to ${money(sharePrice.max)}.`}
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        name="totalShares"
        label="Total shares"
        hint={`From ${totalShares.min} to ${totalShares.max}.`}
        inputMode="numeric"
        autoComplete="off"
      />
      <PoolSummary config={config} />
    </>
  );
}

export function AutoSessionStep() {
  return (
    <>
      <RadioGroupField
        name="autosessionStatus"
        legend="Auto-session"
        choices={[
          {
            value: 'on',
            label: 'On',
            description: 'When this draw closes, a session opens for the next draw, the same way.',
          },
          { value: 'off', label: 'Off', description: 'The session plays this draw only.' },
        ]}
      />
      <CheckboxField name="inviteAllExistingMembers">
        Invite all existing members (we email them a link to the session)
      </CheckboxField>
    </>
  );
}
