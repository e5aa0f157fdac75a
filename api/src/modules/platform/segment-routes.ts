import { Type } from '@sinclair/typebox';
import { type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { type CapabilityName, capabilityNames } from 'shared-kernel/contract/platform';
import { ApiError } from '../../http/envelope';
import { acceptFormBodies } from '../auth/form-body';
import { type Operator } from '../operators/service';
import { segmentNotFoundPage, segmentPage, segmentsPage } from './segment-pages';
import { SegmentService } from './segment-service';
import { createStandardSegments } from './standard-segments';

/** Segments are site configuration, edited by those who edit the site's content. */
const segmentEditors = { operator: 'content_editor' } as const;

const SegmentParams = Type.Object({ name: Type.String({ maxLength: 100 }) });
const SegmentForm = Type.Object({
  segment_name: Type.Optional(Type.String({ maxLength: 100 })),
  capabilities: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
});
const DoneQuery = Type.Object({
  done: Type.Optional(
    Type.Union([Type.Literal('created'), Type.Literal('saved'), Type.Literal('deleted')]),
  ),
});

interface SegmentFormBody {
  segment_name?: string;
  capabilities?: string[];
}

const doneText = {
  created: 'Segment created.',
  saved: 'Capabilities saved.',
  deleted: 'Segment deleted.',
} as const;

const knownCapabilities = (ticked: readonly string[] = []): CapabilityName[] =>
  capabilityNames.filter((name) => ticked.includes(name));

/**
 * /ops/segments: list the capability segments, create one, tick what it grants, delete an
 * unused one (a shop without segments first gets the standard ones). Plain pages and form posts; the operator session cookie is SameSite=Strict, so
 * another site cannot post these forms. Refusals show on the page with the reason.
 */
export const segmentRoutes: FastifyPluginAsync = async (app) => {
  await createStandardSegments(app.database);
  acceptFormBodies(app);
  app.addHook('onSend', (_request, reply, payload, next) => {
    void reply.header('cache-control', 'no-store');
    next(null, payload);
  });
  const service = new SegmentService(app.database, {
    now: () => app.config.now(),
    changed: () => app.responseCache.clear(),
  });
  const html = (reply: FastifyReply, text: string) =>
    reply.type('text/html; charset=utf-8').send(text);
  const editorOf = (operator: Operator | null) => ({ email: (operator as Operator).email });

  app.get<{ Querystring: { done?: keyof typeof doneText } }>(
    '/ops/segments',
    { config: { access: segmentEditors }, schema: { querystring: DoneQuery } },
    async (request, reply) => {
      const notice = request.query.done
        ? { kind: 'status' as const, text: doneText[request.query.done] }
        : null;
      return html(reply, segmentsPage(await service.list(), { notice }));
    },
  );

  app.post<{ Body: SegmentFormBody }>(
    '/ops/segments',
    { config: { access: segmentEditors }, schema: { body: SegmentForm } },
    async (request, reply) => {
      const segmentName = (request.body.segment_name ?? '').trim();
      try {
        await service.create(
          segmentName,
          request.body.capabilities ?? [],
          editorOf(request.operator),
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const draft = { segmentName, capabilities: knownCapabilities(request.body.capabilities) };
        return html(
          reply.status(error.statusCode),
          segmentsPage(await service.list(), {
            notice: { kind: 'alert', text: error.message },
            draft,
          }),
        );
      }
      return reply.redirect(`/ops/segments/${encodeURIComponent(segmentName)}?done=created`, 303);
    },
  );

  app.get<{ Params: { name: string }; Querystring: { done?: keyof typeof doneText } }>(
    '/ops/segments/:name',
    {
      config: { access: segmentEditors },
      schema: { params: SegmentParams, querystring: DoneQuery },
    },
    async (request, reply) => {
      const segment = await service.find(request.params.name);
      if (segment === null) {
        return html(
          reply.status(404),
          segmentNotFoundPage(`There is no segment named ${request.params.name}.`),
        );
      }
      const notice = request.query.done
        ? { kind: 'status' as const, text: doneText[request.query.done] }
        : null;
      return html(reply, segmentPage(segment, notice));
    },
  );

  /** Runs the change, else shows the segment's page (or not-found page) with the reason. */
  const attempt = async (
    reply: FastifyReply,
    segmentName: string,
    run: () => Promise<string>,
  ): Promise<FastifyReply> => {
    try {
      return reply.redirect(await run(), 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const segment = await service.find(segmentName);
      return html(
        reply.status(error.statusCode),
        segment === null
          ? segmentNotFoundPage(error.message)
          : segmentPage(segment, { kind: 'alert', text: error.message }),
      );
    }
  };

  app.post<{ Params: { name: string }; Body: SegmentFormBody }>(
    '/ops/segments/:name',
    { config: { access: segmentEditors }, schema: { params: SegmentParams, body: SegmentForm } },
    (request, reply) =>
      attempt(reply, request.params.name, async () => {
        await service.setCapabilities(
          request.params.name,
          request.body.capabilities ?? [],
          editorOf(request.operator),
        );
        return `/ops/segments/${encodeURIComponent(request.params.name)}?done=saved`;
      }),
  );

  app.post<{ Params: { name: string } }>(
    '/ops/segments/:name/delete',
    { config: { access: segmentEditors }, schema: { params: SegmentParams } },
    (request, reply) =>
      attempt(reply, request.params.name, async () => {
        await service.delete(request.params.name, editorOf(request.operator));
        return '/ops/segments?done=deleted';
      }),
  );
};
