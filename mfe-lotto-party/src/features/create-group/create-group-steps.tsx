import { useFormikContext } from 'formik';
import { CheckboxField, TextField, useTranslation } from 'remote-kit';
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
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import {
  autosessionLabelOf,
  drawTimeOf,
  jackpotOf,
  money,
  publicityDescriptionOf,
  publicityLabelOf,
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
  const { t } = useTranslation(lottoPartyTexts);
  return (
    <>
      <TextField
        name="groupName"
        label={t('lotto_party.group_name')}
        hint={t('lotto_party.group_name_hint', {
          minLength: config.groupName.minLength,
          maxLength: config.groupName.maxLength,
        })}
        autoComplete="off"
      />
      <RadioGroupField
        name="publicityStatus"
        legend={t('lotto_party.who_can_join')}
        choices={config.publicityStatuses.map((status) => ({
          value: status,
          label: publicityLabelOf(t, status),
          description: publicityDescriptionOf(t, status),
        }))}
      />
    </>
  );
}

export function lotteryOfDraw(config: SocialConfig, drawId: string): SocialLottery | undefined {
  return config.lotteries.find((lottery) => lottery.draws.some((draw) => draw.drawId === drawId));
}

export function SelectDrawStep({ config }: { config: SocialConfig }) {
  const { t } = useTranslation(lottoPartyTexts);
  const lotteries = config.lotteries.filter((lottery) => lottery.draws.length > 0);
  if (lotteries.length === 0) {
    return <p>{t('lotto_party.no_draws_open')}</p>;
  }
  return (
    <RadioGroupField
      name="drawId"
      legend={t('lotto_party.which_draw')}
      groups={lotteries.map((lottery) => ({
        legend: t('lotto_party.lottery_game_price', {
          lotteryName: lottery.lotteryName,
          price: money(lottery.gamePrice),
        }),
        choices: lottery.draws.map((draw) => ({
          value: draw.drawId,
          label: t('lotto_party.draw_choice', { drawNo: draw.drawNo, time: drawTimeOf(draw) }),
          description: t('lotto_party.draw_choice_jackpot', { jackpot: jackpotOf(draw) }),
        })),
      }))}
    />
  );
}

/** What the pool buys if every share sells, once the price and the number of shares are fine. */
function PoolSummary({ config }: { config: SocialConfig }) {
  const { t } = useTranslation(lottoPartyTexts);
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
    const summary = {
      pool: money({ amount: poolCents / 100 }),
      games,
      lotteryName: lottery.lotteryName,
    };
    text =
      games === 1
        ? t('lotto_party.pool_summary_one', summary)
        : t('lotto_party.pool_summary_other', summary);
  }
  return (
    <p className="lotto-party__summary" aria-live="polite">
      {text}
    </p>
  );
}

export function SharePriceStep({ config }: { config: SocialConfig }) {
  const { t } = useTranslation(lottoPartyTexts);
  const { sharePrice, totalShares } = config;
  return (
    <>
      <TextField
        name="sharePrice"
        label={t('lotto_party.share_price')}
        hint={t('lotto_party.range_hint', {
          min: money(sharePrice.min),
          max: money(sharePrice.max),
        })}
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        name="totalShares"
        label={t('lotto_party.total_shares')}
        hint={t('lotto_party.range_hint', { min: totalShares.min, max: totalShares.max })}
        inputMode="numeric"
        autoComplete="off"
      />
      <PoolSummary config={config} />
    </>
  );
}

export function AutoSessionStep() {
  const { t } = useTranslation(lottoPartyTexts);
  return (
    <>
      <RadioGroupField
        name="autosessionStatus"
        legend={t('lotto_party.autosession')}
        choices={[
          {
            value: 'on',
            label: autosessionLabelOf(t, 'on'),
            description: t('lotto_party.autosession_on_description'),
          },
          {
            value: 'off',
            label: autosessionLabelOf(t, 'off'),
            description: t('lotto_party.autosession_off_description'),
          },
        ]}
      />
      <CheckboxField name="inviteAllExistingMembers">
        {t('lotto_party.invite_all_members')}
      </CheckboxField>
    </>
  );
}
