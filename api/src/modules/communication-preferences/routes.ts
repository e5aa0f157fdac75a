import { type FastifyPluginCallback } from 'fastify';
import {
  type CommunicationPreferenceOption,
  communicationPreferencesApiVersion,
  communicationPreferencesMessages,
  type UnsubscribeLink,
} from 'shared-kernel/contract/communication-preferences';
import {
  CommunicationPreferencesEnvelopeWire,
  CommunicationPreferencesParamsWire,
  type CommunicationPreferencesWire,
  UnsubscribeLinkEnvelopeWire,
  type UnsubscribeLinkWire,
  UnsubscribeQueryWire,
  UnsubscribeRequestWire,
  UpdateCommunicationPreferencesRequestWire,
} from 'shared-kernel/wire/communication-preferences';
import { requireApiVersion } from '../../http/api-version';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { preferencesByChannel } from './catalogue';
import { communicationPreferencesOf, preferencesNotFound } from './service';

const what = 'Communication preferences';

function preferencesToWire(options: CommunicationPreferenceOption[]): CommunicationPreferencesWire {
  return {
    features: {
      methods_enabled: true,
      methods: (['email', 'phone', 'sms', 'directmail'] as const).map((name) => ({
        name,
        enabled: true,
      })),
    },
    preferences: preferencesByChannel(options),
    options: options.map((option) => ({
      channel: option.channel,
      id: option.id,
      name: option.name,
      description: option.description,
      switchable: option.switchable,
      product_offer_key: option.productOfferKey,
      enabled: option.enabled,
    })),
    is_subscribed_to_marketing_email: options.some(
      (option) => option.channel === 'email' && option.id === 'offers_and_news' && option.enabled,
    ),
  };
}

const linkToWire = (link: UnsubscribeLink): UnsubscribeLinkWire => ({
  product_offer_key: link.productOfferKey,
  product_offer_name: link.productOfferName,
});

type Params = { id: string };

/**
 * Communication preferences (api.md §7.4, v3.2): the signed-in customer's own only (another id
 * answers 404), and the signed-out unsubscribe of an emailed link, which carries its own token.
 */
export const communicationPreferencesRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = communicationPreferencesOf(app);
  const ownCustomerId = (request: Parameters<typeof customerOf>[0], id: string): string => {
    const { customerId } = customerOf(request);
    if (id !== customerId) throw preferencesNotFound();
    return customerId;
  };

  app.get<{ Params: Params }>(
    '/v2/customer/:id/communication-preferences',
    {
      config: { access: 'customer', capability: 'manage_notification_settings' },
      schema: {
        params: CommunicationPreferencesParamsWire,
        response: responses(CommunicationPreferencesEnvelopeWire),
      },
    },
    async (request) => {
      requireApiVersion(request, communicationPreferencesApiVersion, what);
      const customerId = ownCustomerId(request, request.params.id);
      return resultEnvelope(preferencesToWire(await service.preferencesOf(customerId)));
    },
  );

  app.put<{ Params: Params; Body: UpdateCommunicationPreferencesRequestWire }>(
    '/v2/customer/:id/communication-preferences',
    {
      config: { access: 'customer', capability: 'manage_notification_settings' },
      schema: {
        params: CommunicationPreferencesParamsWire,
        body: UpdateCommunicationPreferencesRequestWire,
        response: responses(CommunicationPreferencesEnvelopeWire),
      },
    },
    async (request) => {
      requireApiVersion(request, communicationPreferencesApiVersion, what);
      const customerId = ownCustomerId(request, request.params.id);
      const options = await service.update(customerId, request.body.preferences);
      return {
        ...resultEnvelope(preferencesToWire(options)),
        messages: [
          {
            code: 'success',
            level: 'info' as const,
            message: communicationPreferencesMessages.saved,
          },
        ],
      };
    },
  );

  app.get<{ Params: Params; Querystring: UnsubscribeQueryWire }>(
    '/v2/customer/:id/communication-preferences/unsubscribe',
    {
      config: { access: 'anonymous' },
      schema: {
        params: CommunicationPreferencesParamsWire,
        querystring: UnsubscribeQueryWire,
        response: responses(UnsubscribeLinkEnvelopeWire),
      },
    },
    async (request) => {
      requireApiVersion(request, communicationPreferencesApiVersion, what);
      const link = await service.unsubscribeLinkOf(request.params.id, request.query.token);
      return resultEnvelope(linkToWire(link));
    },
  );

  app.put<{ Params: Params; Body: UnsubscribeRequestWire }>(
    '/v2/customer/:id/communication-preferences/unsubscribe',
    {
      config: { access: 'anonymous' },
      schema: {
        params: CommunicationPreferencesParamsWire,
        body: UnsubscribeRequestWire,
        response: responses(UnsubscribeLinkEnvelopeWire),
      },
    },
    async (request) => {
      requireApiVersion(request, communicationPreferencesApiVersion, what);
      const body = request.body;
      const link = await service.unsubscribe(request.params.id, {
        token: body.token,
        email: body.email,
        reasons: body.unsubscribe_reasons ?? [],
        otherReason: body.other_reason,
      });
      return {
        ...resultEnvelope(linkToWire(link)),
        messages: [
          {
            code: 'success',
            level: 'info' as const,
            message: communicationPreferencesMessages.unsubscribed,
          },
        ],
      };
    },
  );
  done();
};
