import { useId, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'remote-kit';
import { formatCurrency, type TextFunction, type TextKey } from 'shared-kernel/contract/format';
import {
  type GiveawayDraw,
  type MembershipConfig,
  type MembershipTierInfo,
} from 'shared-kernel/contract/membership';
import { membershipTexts, type MembershipTextKey } from 'shared-kernel/contract/texts';
import { GiveawayArticle } from '../../shared/giveaway-article';
import { selectUnlocks, unlockRequested } from '../../shared/unlock-feature';

export function priceTextOf(
  tier: MembershipTierInfo,
  t: TextFunction<MembershipTextKey | TextKey>,
): string {
  if (!tier.price || tier.price.amount === 0) return t('membership.free');
  const price = formatCurrency(tier.price.amount, tier.price.currency);
  return tier.period === 'monthly' ? t('membership.price_a_month', { price }) : price;
}

/** The tiers side by side: name, price and benefits, with what each card offers below it. */
export function TierList({
  tiers,
  headingLevel,
  actionOf,
}: {
  tiers: MembershipTierInfo[];
  headingLevel: 2 | 3;
  actionOf?: (tier: MembershipTierInfo) => ReactNode;
}) {
  const { t } = useTranslation(membershipTexts);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="tier-list">
      {tiers.map((tier) => (
        <li key={tier.tier} className={`tier-list__tier tier-list__tier--${tier.tier}`}>
          <Heading>{tier.name}</Heading>
          <p className="tier-list__price">{priceTextOf(tier, t)}</p>
          <ul>
            {tier.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          {actionOf?.(tier)}
        </li>
      ))}
    </ul>
  );
}

/** The FAQs as disclosures: each question a button that shows and hides its answer. */
export function FaqList({ faqs }: { faqs: MembershipConfig['faqs'] }) {
  const { t } = useTranslation(membershipTexts);
  const headingId = useId();
  const idPrefix = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <section aria-labelledby={headingId} className="faq-list">
      <h2 id={headingId}>{t('membership.faq_heading')}</h2>
      {faqs.map((faq, index) => {
        const answerId = `${idPrefix}-answer-${index}`;
        const isOpen = open.has(index);
        return (
          <div key={faq.question} className="faq-list__item">
            <h3>
              <button
                type="button"
                className="faq-list__question"
                aria-expanded={isOpen}
                aria-controls={answerId}
                onClick={() => toggle(index)}
              >
                {faq.question}
              </button>
            </h3>
            <div id={answerId} hidden={!isOpen} className="faq-list__answer">
              <p>{faq.answer}</p>
            </div>
          </div>
        );
      })}
    </section>
  );
}

/** One kind of giveaway (daily, monthly, special): a heading and an article per giveaway. */
export function GiveawaySection({
  title,
  draws,
  showEntry,
}: {
  title: string;
  draws: GiveawayDraw[];
  showEntry: boolean;
}) {
  const { t } = useTranslation(membershipTexts);
  const headingId = useId();
  const dispatch = useDispatch();
  const unlocks = useSelector(selectUnlocks);
  return (
    <section aria-labelledby={headingId} className="giveaway-section">
      <h2 id={headingId}>{title}</h2>
      {draws.length === 0 ? (
        <p>{t('membership.no_giveaway_open')}</p>
      ) : (
        <div className="giveaway-section__list">
          {draws.map((draw) => (
            <GiveawayArticle
              key={draw.id}
              draw={draw}
              headingLevel={3}
              showEntry={showEntry}
              unlock={unlocks[draw.id]}
              onUnlock={(drawId) => dispatch(unlockRequested(drawId))}
            />
          ))}
        </div>
      )}
    </section>
  );
}
