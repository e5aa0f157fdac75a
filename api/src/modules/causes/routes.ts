import { type Static, Type } from '@sinclair/typebox';
import { type FastifyPluginCallback } from 'fastify';
import {
  type CauseDetailWire,
  CauseEnvelopeWire,
  CausesEnvelopeWire,
  CausesQueryWire,
} from 'shared-kernel/wire/causes';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { type Cause, CauseRepository } from './repository';
import { CauseService } from './service';

function causeToWire(cause: Cause): CauseDetailWire {
  return {
    key: cause.key,
    url_slug: cause.urlSlug,
    name: cause.name,
    description: cause.description,
    category: cause.category,
    state: cause.state,
    logo: cause.logo,
    website: cause.website,
    product_offer_keys: cause.productOfferKeys,
  };
}

const CauseParams = Type.Object({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{1,200}$' }) });

/**
 * The causes directory (api.md §7.6): `GET /v2/causes?slug=…&limit=1`, and
 * `GET /v2/causes/{key}` for the slug with underscores.
 */
export const causeRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = new CauseService(new CauseRepository(app.database));

  app.get<{ Querystring: CausesQueryWire }>(
    '/v2/causes',
    {
      config: { access: 'anonymous', capability: 'causes_directory' },
      schema: { querystring: CausesQueryWire, response: responses(CausesEnvelopeWire) },
    },
    async (request) => {
      const { causes, total, limit, offset } = await service.find({
        slug: request.query.slug,
        productOfferKey: request.query.product_offer_key,
        limit: request.query.limit,
        offset: request.query.offset,
      });
      return entitiesEnvelope(causes.map(causeToWire), { limit, offset, total });
    },
  );

  app.get<{ Params: Static<typeof CauseParams> }>(
    '/v2/causes/:key',
    {
      config: { access: 'anonymous', capability: 'causes_directory' },
      schema: { params: CauseParams, response: responses(CauseEnvelopeWire) },
    },
    async (request) => resultEnvelope(causeToWire(await service.findByKey(request.params.key))),
  );
  done();
};
