import { type FastifyPluginCallback, type FastifyRequest } from 'fastify';
import {
  EventCreatedEnvelopeWire,
  ClientEventWire,
  LocationEnvelopeWire,
  TipsEnvelopeWire,
} from 'shared-kernel/wire/content';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { ContentRepository } from './repository';

/** Headers a CDN in front of the shop sets with the visitor's country and region. */
export const locationHeaders = {
  country: ['cloudfront-viewer-country', 'cf-ipcountry', 'x-country-code'],
  state: ['cloudfront-viewer-country-region', 'x-country-region'],
} as const;

const australianStates = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);

function firstHeader(request: FastifyRequest, names: readonly string[]): string | null {
  for (const name of names) {
    const value = request.headers[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    if (text) return text;
  }
  return null;
}

/** The visitor's country (AU unless a header says otherwise) and Australian state when known. */
export function locationOf(request: FastifyRequest): { country: string; state: string | null } {
  const header = firstHeader(request, locationHeaders.country);
  const country = header && /^[A-Z]{2}$/.test(header) ? header : 'AU';
  const state = firstHeader(request, locationHeaders.state);
  return {
    country,
    state: country === 'AU' && state && australianStates.has(state) ? state : null,
  };
}

/** Largest client event body: a 2,000-character comment or 50 short properties fit easily. */
export const eventBodyLimitBytes = 16 * 1024;

/** Tips, the visitor's location and client events (api.md §7.2). */
export const contentRoutes: FastifyPluginCallback = (app, _options, done) => {
  const repository = new ContentRepository(app.database);

  app.get(
    '/v2/tips',
    {
      schema: { response: responses(TipsEnvelopeWire) },
      config: { access: 'anonymous', cache: 'tips' },
    },
    async () =>
      entitiesEnvelope(
        (await repository.findTips()).map((tip) => ({
          key: tip.key,
          product_offer_key: tip.productOfferKey,
          title: tip.title,
          text: tip.text,
        })),
      ),
  );

  app.get(
    '/v2/locate',
    { config: { access: 'anonymous' }, schema: { response: responses(LocationEnvelopeWire) } },
    (request) => Promise.resolve(resultEnvelope(locationOf(request))),
  );

  // The client sends feedback (a feedback_event) and customer-data events (an analytics_event).
  // Anyone may post them: the body is small and bounded, and the rate limits cover the route.
  app.post<{ Body: ClientEventWire }>(
    '/v2/event',
    {
      config: { access: 'anonymous' },
      bodyLimit: eventBodyLimitBytes,
      schema: { body: ClientEventWire, response: responses(EventCreatedEnvelopeWire, 201) },
    },
    async (request, reply) => {
      const id = await repository.insertEvent(request.body.event_type, request.body);
      return reply.status(201).send(resultEnvelope({ id }));
    },
  );
  done();
};
