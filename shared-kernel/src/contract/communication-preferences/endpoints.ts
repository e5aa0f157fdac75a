import { clientOf, encode, type CallOptions } from '../call';
import {
  type CommunicationChannel,
  communicationChannels,
  type CommunicationPreferenceOption,
  type CommunicationPreferences,
  communicationPreferencesApiVersion,
  type UnsubscribeLink,
  type UnsubscribeReason,
} from './model';

// Communication preferences and unsubscribe links (api.md §7.4, v3.2).

type PreferencesAnswer = Omit<CommunicationPreferences, 'options'> & {
  options?: CommunicationPreferenceOption[];
};

/**
 * The client camelCases every key, the preference ids of the `preferences` map among them; the
 * ids are rebuilt from `options`, whose ids are values and arrive as the service wrote them.
 */
function preferencesOf(answer: PreferencesAnswer): CommunicationPreferences {
  const options = answer.options ?? [];
  if (options.length === 0) return answer;
  const preferences: Partial<Record<CommunicationChannel, Record<string, boolean>>> = {};
  for (const channel of communicationChannels) preferences[channel] = {};
  for (const option of options) {
    const channelPreferences = preferences[option.channel] ?? {};
    channelPreferences[option.id] = option.enabled;
    preferences[option.channel] = channelPreferences;
  }
  return { ...answer, preferences, options };
}

/** GET /v2/customer/{id}/communication-preferences: the signed-in customer's preferences. */
export async function fetchCommunicationPreferences(
  customerId: string,
  options: CallOptions = {},
): Promise<CommunicationPreferences> {
  const response = await clientOf(options).request<PreferencesAnswer>({
    path: `/customer/${encode(customerId)}/communication-preferences`,
    version: communicationPreferencesApiVersion,
    cache: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return preferencesOf(response.result);
}

/**
 * PUT /v2/customer/{id}/communication-preferences: preference id → enabled, per channel (only the
 * ones that change need be sent). Ids are snake_case, which the client sends as they are.
 */
export async function updateCommunicationPreferences(
  customerId: string,
  preferences: Partial<Record<CommunicationChannel, Record<string, boolean>>>,
  options: CallOptions = {},
): Promise<CommunicationPreferences> {
  const response = await clientOf(options).request<PreferencesAnswer>({
    method: 'PUT',
    path: `/customer/${encode(customerId)}/communication-preferences`,
    version: communicationPreferencesApiVersion,
    body: { preferences },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return preferencesOf(response.result);
}

/** GET …/communication-preferences/unsubscribe?token=: what a still-valid link is about. */
export async function fetchUnsubscribeLink(
  input: { customerId: string; token: string },
  options: CallOptions = {},
): Promise<UnsubscribeLink> {
  const response = await clientOf(options).request<UnsubscribeLink>({
    path: `/customer/${encode(input.customerId)}/communication-preferences/unsubscribe`,
    query: { token: input.token },
    version: communicationPreferencesApiVersion,
    cache: false,
    skipAuthRefresh: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return response.result;
}

/**
 * PUT …/communication-preferences/unsubscribe: with the emailed token (one use), turns email off
 * (every marketing email, or the link's product offer) and keeps the reasons given.
 */
export async function unsubscribe(
  input: {
    customerId: string;
    token: string;
    unsubscribeReasons: UnsubscribeReason[];
    otherReason?: string;
  },
  options: CallOptions = {},
): Promise<UnsubscribeLink> {
  const response = await clientOf(options).request<UnsubscribeLink>({
    method: 'PUT',
    path: `/customer/${encode(input.customerId)}/communication-preferences/unsubscribe`,
    version: communicationPreferencesApiVersion,
    body: {
      token: input.token,
      email: false,
      unsubscribeReasons: input.unsubscribeReasons,
      ...(input.otherReason ? { otherReason: input.otherReason } : {}),
    },
    skipAuthRefresh: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return response.result;
}
