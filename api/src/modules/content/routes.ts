import { type FastifyPluginCallback, type FastifyRequest } from 'fastify';
import { LocationEnvelopeWire, TipsEnvelopeWire } from 'shared-kernel/wire/content';
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

/** Tips and the visitor's location (api.md §7.2); client events live in the events module. */
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
  done();
};
