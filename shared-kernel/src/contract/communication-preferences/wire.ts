import { type Static, Type } from '@sinclair/typebox';
import { ResultEnvelopeWire } from '../envelope/wire';
import { communicationChannels, unsubscribeReasons } from './model';

/**
 * Communication preferences and unsubscribe (api.md §7.4, v3.2): GET and PUT
 * /customer/{id}/communication-preferences; PUT …/communication-preferences/unsubscribe with the
 * emailed token, `email: false` and the reasons, unsubscribes (signed out).
 */

export const CommunicationChannelWire = Type.Union(
  communicationChannels.map((name) => Type.Literal(name)),
);
export type CommunicationChannelWire = Static<typeof CommunicationChannelWire>;

export const CommunicationPreferenceOptionWire = Type.Object({
  channel: CommunicationChannelWire,
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  switchable: Type.Boolean(),
  product_offer_key: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
});
export type CommunicationPreferenceOptionWire = Static<typeof CommunicationPreferenceOptionWire>;

const PreferencesByChannelWire = Type.Object({
  email: Type.Record(Type.String(), Type.Boolean()),
  phone: Type.Record(Type.String(), Type.Boolean()),
  sms: Type.Record(Type.String(), Type.Boolean()),
  directmail: Type.Record(Type.String(), Type.Boolean()),
});

export const CommunicationPreferencesWire = Type.Object({
  features: Type.Object({
    methods_enabled: Type.Boolean(),
    methods: Type.Array(Type.Object({ name: CommunicationChannelWire, enabled: Type.Boolean() })),
  }),
  preferences: PreferencesByChannelWire,
  options: Type.Array(CommunicationPreferenceOptionWire),
  is_subscribed_to_marketing_email: Type.Boolean(),
});
export type CommunicationPreferencesWire = Static<typeof CommunicationPreferencesWire>;

export const CommunicationPreferencesEnvelopeWire = ResultEnvelopeWire(
  CommunicationPreferencesWire,
);

export const CommunicationPreferencesParamsWire = Type.Object({ id: Type.String() });
export type CommunicationPreferencesParamsWire = Static<typeof CommunicationPreferencesParamsWire>;

/**
 * `PUT /v2/customer/{id}/communication-preferences`: preference id → enabled, per channel. Values
 * are checked by the service (ids against the catalogue, values strictly boolean), so a wrong one
 * answers a message on its own field.
 */
export const UpdateCommunicationPreferencesRequestWire = Type.Object({
  preferences: Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown())),
});
export type UpdateCommunicationPreferencesRequestWire = Static<
  typeof UpdateCommunicationPreferencesRequestWire
>;

export const UnsubscribeReasonWire = Type.Union(
  unsubscribeReasons.map((name) => Type.Literal(name)),
);

/** `GET …/communication-preferences/unsubscribe?token=`: is the link still good, and about what. */
export const UnsubscribeQueryWire = Type.Object({ token: Type.String({ maxLength: 200 }) });
export type UnsubscribeQueryWire = Static<typeof UnsubscribeQueryWire>;

/** `PUT …/communication-preferences/unsubscribe`: the emailed token, email false, the reasons. */
export const UnsubscribeRequestWire = Type.Object({
  token: Type.String({ maxLength: 200 }),
  email: Type.Unknown(),
  unsubscribe_reasons: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 10 })),
  other_reason: Type.Optional(Type.String()),
});
export type UnsubscribeRequestWire = Static<typeof UnsubscribeRequestWire>;

export const UnsubscribeLinkWire = Type.Object({
  product_offer_key: Type.Union([Type.String(), Type.Null()]),
  product_offer_name: Type.Union([Type.String(), Type.Null()]),
});
export type UnsubscribeLinkWire = Static<typeof UnsubscribeLinkWire>;

export const UnsubscribeLinkEnvelopeWire = ResultEnvelopeWire(UnsubscribeLinkWire);
