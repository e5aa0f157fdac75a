import { Type } from '@sinclair/typebox';
import { type FastifyPluginCallback, type FastifyReply } from 'fastify';
import { ApiError } from '../../http/envelope';
import { acceptFormBodies } from '../auth/form-body';
import { type Operator } from '../operators/service';
import { reviewDetailsPage, reviewQueuePage } from './review-pages';
import { type ReviewService } from './review-service';

const reviewer = { operator: 'reviewer' } as const;
const ReviewParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const DocumentParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  documentId: Type.String({ format: 'uuid' }),
});
const RejectBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 2000 })) });

function html(reply: FastifyReply, page: string) {
  return reply.type('text/html; charset=utf-8').send(page);
}

/**
 * The manual review queue for operators with the reviewer role: plain pages and form posts.
 * The operator session cookie is SameSite=Strict, so another site cannot post these forms.
 */
export const reviewRoutes: FastifyPluginCallback<{
  reviews: ReviewService;
  verifierName: string;
}> = (app, { reviews, verifierName }, done) => {
  acceptFormBodies(app);
  app.addHook('onSend', (_request, reply, payload, next) => {
    void reply.header('cache-control', 'no-store');
    next(null, payload);
  });
  const operatorIdOf = (operator: Operator | null) => (operator as Operator).id;

  app.get<{ Querystring: { decided?: string } }>(
    '/ops/reviews',
    {
      config: { access: reviewer },
      schema: {
        querystring: Type.Object({ decided: Type.Optional(Type.String({ maxLength: 20 })) }),
      },
    },
    async (request, reply) =>
      html(
        reply,
        reviewQueuePage(await reviews.pending(), { decided: request.query.decided, verifierName }),
      ),
  );

  app.get<{ Params: { id: string } }>(
    '/ops/reviews/:id',
    { config: { access: reviewer }, schema: { params: ReviewParams } },
    async (request, reply) =>
      html(reply, reviewDetailsPage(await reviews.details(request.params.id))),
  );

  app.get<{ Params: { id: string; documentId: string } }>(
    '/ops/reviews/:id/documents/:documentId',
    { config: { access: reviewer }, schema: { params: DocumentParams } },
    async (request, reply) => {
      const document = await reviews.document(request.params.id, request.params.documentId);
      return reply
        .type(document.contentType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .send(document.bytes);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/ops/reviews/:id/approve',
    { config: { access: reviewer }, schema: { params: ReviewParams } },
    async (request, reply) => {
      await reviews.approve(request.params.id, operatorIdOf(request.operator));
      return reply.redirect('/ops/reviews?decided=approved', 303);
    },
  );

  app.post<{ Params: { id: string }; Body: { reason?: string } | undefined }>(
    '/ops/reviews/:id/reject',
    { config: { access: reviewer }, schema: { params: ReviewParams, body: RejectBody } },
    async (request, reply) => {
      try {
        await reviews.reject(
          request.params.id,
          operatorIdOf(request.operator),
          request.body?.reason ?? '',
        );
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 422) throw error;
        const details = await reviews.details(request.params.id);
        return html(
          reply.status(422),
          reviewDetailsPage(details, { error: error.fieldErrors?.reason?.[0] ?? error.message }),
        );
      }
      return reply.redirect('/ops/reviews?decided=rejected', 303);
    },
  );
  done();
};
