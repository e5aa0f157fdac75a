import { type FastifyError, type FastifySchemaValidationError } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ApiError, errorEnvelope } from '../http/envelope';

/** Request field → messages, from ajv's validation issues. */
function fieldErrorsOf(
  issues: FastifySchemaValidationError[],
  context: string,
): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const missing = issue.params.missingProperty;
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field =
      typeof missing === 'string'
        ? path === ''
          ? missing
          : `${path}.${missing}`
        : path || context;
    (fieldErrors[field] ??= []).push(issue.message ?? 'is not valid');
  }
  return fieldErrors;
}

const codesByStatus: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/**
 * One error handler for the whole app: every failure leaves as the error envelope of api.md
 * §8.1 with the right status. Unexpected errors are logged and answered with the generic text.
 */
export const errorsPlugin = fastifyPlugin(
  (app, _options, done) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        return reply
          .status(error.statusCode)
          .send(errorEnvelope(error.code, error.message, error.fieldErrors));
      }
      if (error.validation) {
        const fieldErrors = fieldErrorsOf(error.validation, error.validationContext ?? 'request');
        return reply
          .status(422)
          .send(errorEnvelope('validation_failed', 'The request is not valid.', fieldErrors));
      }
      if (
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
      ) {
        return reply
          .status(422)
          .send(errorEnvelope('invalid_json', 'The request body is not valid JSON.'));
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        return reply
          .status(statusCode)
          .send(errorEnvelope(codesByStatus[statusCode] ?? 'bad_request', error.message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorEnvelope('server_error', 'Something went wrong'));
    });
    done();
  },
  { name: 'errors', fastify: '5.x' },
);
