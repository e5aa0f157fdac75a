/**
 * Communication preferences (product.md §3 Customer): features (methodsEnabled, methods with
 * names) and preferences keyed by channel (email, phone, sms, directmail; push is ignored), each a
 * map of preference id to enabled. `options` lists the catalogue the screen shows, in order.
 */

export const communicationChannels = ['email', 'phone', 'sms', 'directmail'] as const;
export type CommunicationChannel = (typeof communicationChannels)[number];

export const communicationChannelNames: Record<CommunicationChannel, string> = {
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
  directmail: 'Direct mail',
};

/** One switch of the catalogue. Service messages (account_updates) cannot be switched off. */
export interface CommunicationPreferenceOption {
  channel: CommunicationChannel;
  id: string;
  name: string;
  description: string;
  switchable: boolean;
  /** Set for a preference about one product offer (its news and results). */
  productOfferKey: string | null;
  enabled: boolean;
}

export interface CommunicationPreferences {
  features: {
    methodsEnabled: boolean;
    methods: Array<{ name: CommunicationChannel; enabled?: boolean }>;
  };
  /** Preference id → enabled, per channel (push is ignored). */
  preferences: Partial<Record<CommunicationChannel, Record<string, boolean>>>;
  /** The catalogue in display order; absent on older services. */
  options?: CommunicationPreferenceOption[];
  /** The marketing email subscription (email offers_and_news). */
  isSubscribedToMarketingEmail?: boolean;
}

/** The reasons an unsubscribe page offers; `other` comes with the customer's own words. */
export const unsubscribeReasons = [
  'too_many_emails',
  'not_interested',
  'never_signed_up',
  'other',
] as const;
export type UnsubscribeReason = (typeof unsubscribeReasons)[number];

export const unsubscribeReasonLabels: Record<UnsubscribeReason, string> = {
  too_many_emails: 'I get too many emails',
  not_interested: 'I am not interested any more',
  never_signed_up: 'I never signed up for these emails',
  other: 'Other',
};

/** The longest text an "other" reason may carry. */
export const unsubscribeReasonTextLengthMax = 500;

/** What an unsubscribe link is about: every marketing email, or one product offer's emails. */
export interface UnsubscribeLink {
  productOfferKey: string | null;
  productOfferName: string | null;
}

/** API version of the communication preference calls (api.md §7.4). */
export const communicationPreferencesApiVersion = '3.2';

export const communicationPreferencesMessages = {
  saved: 'Your communication preferences have been saved.',
  invalid: 'Please check your communication preferences.',
  unknownPreference: 'There is no such preference.',
  notBoolean: 'Choose on or off.',
  notSwitchable: 'Service messages about your account cannot be turned off.',
  unknownReason: 'Choose one of the reasons offered.',
  reasonTextTooLong: `Please keep your reason under ${unsubscribeReasonTextLengthMax} characters.`,
  emailMustBeFalse: 'An unsubscribe turns email off.',
  emailLinkInvalid: 'Email link no longer valid',
  unsubscribed: "You're unsubscribed",
} as const;
