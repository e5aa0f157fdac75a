import {
  type CommunicationChannel,
  type CommunicationPreferenceOption,
} from 'shared-kernel/contract/communication-preferences';
import { monthlyStatementPreference } from 'shared-kernel/contract/responsible-play';
import { type OfferForPreferences, type StoredPreference } from './repository';

/** The marketing email subscription: `customers.email_opt_in` holds it, not a preference row. */
export const marketingEmailPreference = { channel: 'email', id: 'offers_and_news' } as const;

/** Service messages about the account: always sent, not switchable. */
export const accountUpdatesPreferenceId = 'account_updates';

/** The preference id of one product offer's news and results by email. */
export function offerPreferenceId(productOfferKey: string): string {
  return `offer_${productOfferKey}`;
}

type CatalogueEntry = Omit<CommunicationPreferenceOption, 'enabled'>;

const entry = (
  channel: CommunicationChannel,
  id: string,
  name: string,
  description: string,
  switchable = true,
): CatalogueEntry => ({ channel, id, name, description, switchable, productOfferKey: null });

/**
 * The preferences the shop offers, per channel, in display order. Everything switchable starts
 * off (product.md §5: granular communication preferences off at signup); account updates are on.
 */
export function catalogueOf(offers: OfferForPreferences[]): CatalogueEntry[] {
  return [
    entry(
      'email',
      accountUpdatesPreferenceId,
      'Account updates',
      'Receipts, security notices and other service messages about your account.',
      false,
    ),
    entry('email', 'offers_and_news', 'Offers and news', 'Lotto Shop news and special offers.'),
    entry('email', 'draw_results', 'Draw results', 'Results of the draws you have entered.'),
    entry(
      'email',
      monthlyStatementPreference.id,
      'Monthly statement',
      'On the 1st of each month, what you spent, deposited, won and withdrew the month before.',
    ),
    entry('email', 'jackpot_alerts', 'Jackpot alerts', 'When a jackpot grows big.'),
    ...offers.map((offer): CatalogueEntry => ({
      ...entry(
        'email',
        offerPreferenceId(offer.productOfferKey),
        offer.name,
        `News and results of ${offer.name}.`,
      ),
      productOfferKey: offer.productOfferKey,
    })),
    entry('sms', 'draw_results', 'Draw results', 'A text when a draw you entered has results.'),
    entry('sms', 'jackpot_alerts', 'Jackpot alerts', 'A text when a jackpot grows big.'),
    entry('sms', 'offers_and_news', 'Offers and news', 'Special offers by text message.'),
    entry('phone', 'offers_and_news', 'Offers and news', 'A call about special offers.'),
    entry('directmail', 'offers_and_news', 'Offers and news', 'Special offers by post.'),
  ];
}

/**
 * Marketing: offers and news, jackpot alerts and a product offer's news, on any channel. None of
 * it reaches a customer taking a break (draw results, statements and account updates still do).
 */
export function isMarketing(option: Pick<CommunicationPreferenceOption, 'id' | 'productOfferKey'>) {
  return (
    option.id === marketingEmailPreference.id ||
    option.id === 'jackpot_alerts' ||
    option.productOfferKey !== null
  );
}

/** The catalogue with each preference's current value. */
export function optionsOf(
  catalogue: CatalogueEntry[],
  stored: StoredPreference[],
  emailOptIn: boolean,
): CommunicationPreferenceOption[] {
  const storedValue = new Map(
    stored.map((preference) => [`${preference.channel}.${preference.preferenceId}`, preference]),
  );
  return catalogue.map((option) => {
    let enabled = storedValue.get(`${option.channel}.${option.id}`)?.enabled ?? false;
    if (!option.switchable) enabled = true;
    if (option.channel === marketingEmailPreference.channel) {
      if (option.id === marketingEmailPreference.id) enabled = emailOptIn;
    }
    return { ...option, enabled };
  });
}

export function preferencesByChannel(
  options: CommunicationPreferenceOption[],
): Record<CommunicationChannel, Record<string, boolean>> {
  const preferences: Record<CommunicationChannel, Record<string, boolean>> = {
    email: {},
    phone: {},
    sms: {},
    directmail: {},
  };
  for (const option of options) preferences[option.channel][option.id] = option.enabled;
  return preferences;
}
