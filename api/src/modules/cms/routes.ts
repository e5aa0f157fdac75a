import { type Static, Type } from '@sinclair/typebox';
import { type FastifyPluginCallback } from 'fastify';
import {
  CmsFileEnvelopeWire,
  CmsItemCreateWire,
  CmsItemEnvelopeWire,
  CmsItemsEnvelopeWire,
  CmsItemsQueryWire,
  type CmsItemWire,
} from 'shared-kernel/wire/cms';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { type CmsItem, CmsRepository } from './repository';
import { CmsService } from './service';
import { requireDraftReader } from './draft-access';

function itemToWire(item: CmsItem): CmsItemWire {
  return {
    ...item.data,
    id: item.id,
    status: item.status,
    published_at: item.publishedAt?.toISOString() ?? null,
  };
}

const collectionPattern = '^[a-z][a-z0-9_]{0,63}$';
const CollectionParams = Type.Object({ collection: Type.String({ pattern: collectionPattern }) });
const ItemParams = Type.Object({
  collection: Type.String({ pattern: collectionPattern }),
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }),
});
const FileParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }) });
const StatusQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('draft'), Type.Literal('archived'), Type.Literal('all')]),
  ),
  clear_cache: Type.Optional(Type.String()),
});

/**
 * The content service under /cms (version 1, api.md §7.2): collections of items (blog, blog
 * categories, pages, theme, site config), files, and item creation by operators with the content_editor role.
 */
export const cmsRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = new CmsService(new CmsRepository(app.database), () => app.config.now());

  for (const singleton of ['theme', 'site_config']) {
    app.get(
      `/cms/items/${singleton}`,
      {
        schema: { response: responses(CmsItemEnvelopeWire) },
        config: { access: 'anonymous', cache: singleton === 'theme' ? 'theme' : 'cms_items' },
      },
      async () => resultEnvelope(itemToWire(await service.findSingleton(singleton))),
    );
  }

  app.get<{ Params: Static<typeof CollectionParams>; Querystring: CmsItemsQueryWire }>(
    '/cms/items/:collection',
    {
      schema: {
        params: CollectionParams,
        querystring: CmsItemsQueryWire,
        response: responses(CmsItemsEnvelopeWire),
      },
      config: { access: 'anonymous', cache: 'cms_items' },
    },
    async (request, reply) => {
      const { query } = request;
      await requireDraftReader(request, reply, query.status);
      const { items, total, limit, offset } = await service.find(request.params.collection, {
        path: query['filter[path]'],
        slug: query['filter[slug]'],
        category: query['filter[category]'],
        status: query.status,
        limit: query.limit,
        offset: query.offset,
        page: query.page,
      });
      return entitiesEnvelope(items.map(itemToWire), { limit, offset, total });
    },
  );

  app.get<{ Params: Static<typeof ItemParams>; Querystring: Static<typeof StatusQuery> }>(
    '/cms/items/:collection/:id',
    {
      schema: {
        params: ItemParams,
        querystring: StatusQuery,
        response: responses(CmsItemEnvelopeWire),
      },
      config: { access: 'anonymous', cache: 'cms_items' },
    },
    async (request, reply) => {
      const { collection, id } = request.params;
      await requireDraftReader(request, reply, request.query.status);
      return resultEnvelope(
        itemToWire(await service.findById(collection, id, request.query.status)),
      );
    },
  );

  app.post<{ Params: Static<typeof CollectionParams>; Body: CmsItemCreateWire }>(
    '/cms/items/:collection',
    {
      config: { access: { operator: 'content_editor' } },
      schema: {
        params: CollectionParams,
        body: CmsItemCreateWire,
        response: responses(CmsItemEnvelopeWire, 201),
      },
    },
    async (request, reply) => {
      const item = await service.create(request.params.collection, request.body);
      // Cached lists and items would hide the new item.
      await app.responseCache.clear();
      return reply.status(201).send(resultEnvelope(itemToWire(item)));
    },
  );

  app.get<{ Params: Static<typeof FileParams> }>(
    '/cms/files/:id',
    {
      config: { access: 'anonymous' },
      schema: { params: FileParams, response: responses(CmsFileEnvelopeWire) },
    },
    async (request) => {
      const file = await service.findFile(request.params.id);
      return resultEnvelope({
        id: file.id,
        title: file.title,
        type: file.type,
        filename_download: file.filenameDownload,
        url: file.url,
        width: file.width,
        height: file.height,
      });
    },
  );
  done();
};
