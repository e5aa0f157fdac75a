import { useId } from 'react';
import { Markdown, useTranslation } from 'remote-kit';
import { formatCurrency } from 'shared-kernel/contract/format';
import { type MembershipConfig } from 'shared-kernel/contract/membership';
import { membershipTexts } from 'shared-kernel/contract/texts';

/**
 * The join prompts of a visitor or non-member: join free (every member is entered in the daily
 * and special giveaways) or join Premium (only where the segment may buy it).
 */
export function JoinPrompts({
  config,
  canBuyPremium,
  isBusy,
  onJoin,
}: {
  config: MembershipConfig;
  canBuyPremium: boolean;
  isBusy: boolean;
  onJoin: (tier: 'free' | 'premium') => void;
}) {
  const { t } = useTranslation(membershipTexts);
  const headingId = useId();
  const price = config.membershipOffer.price;
  return (
    <section aria-labelledby={headingId} className="join-prompts">
      <h2 id={headingId}>{config.optIn.title}</h2>
      <Markdown source={config.optIn.body} title={config.optIn.title} />
      <div className="join-prompts__choices">
        <div className="join-prompts__choice">
          <h3>{config.joinAll.title}</h3>
          <Markdown source={config.joinAll.body} title={config.joinAll.title} />
          <button
            type="button"
            className="button"
            aria-disabled={isBusy || undefined}
            onClick={() => {
              if (!isBusy) onJoin('free');
            }}
          >
            {t('membership.join_free')}
          </button>
        </div>
        {canBuyPremium ? (
          <div className="join-prompts__choice">
            <h3>{config.joinPremium.title}</h3>
            <Markdown source={config.joinPremium.body} title={config.joinPremium.title} />
            <p className="join-prompts__price">
              {t('membership.price_a_month', {
                price: formatCurrency(price.amount, price.currency),
              })}
            </p>
            <button
              type="button"
              className="button"
              aria-disabled={isBusy || undefined}
              onClick={() => {
                if (!isBusy) onJoin('premium');
              }}
            >
              {t('membership.join_premium')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
