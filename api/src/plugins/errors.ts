import {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchemaValidationError,
} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { headerNames } from 'shared-kernel';
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
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

interface DatabaseRefusal {
  statusCode: number;
  code: string;
  message: string;
}

const invalidValue: DatabaseRefusal = {
  statusCode: 422,
  code: 'validation_failed',
  message: 'The request holds a value the shop cannot store.',
};

/**
 * PostgreSQL errors (by SQLSTATE) that only bad input causes: integrity constraints and data
 * exceptions. Routes validate before they write, so these are a safety net, not the way input is
 * checked; each one is logged, since it points at a check a route is missing.
 */
const databaseRefusals: Record<string, DatabaseRefusal> = {
  '23502': { ...invalidValue, message: 'The request is missing a value.' },
  '23503': { ...invalidValue, message: 'The request refers to something that does not exist.' },
  /** 23503 of a delete: the row is still referenced (detail "is still referenced from"). */
  '23503-referenced': { statusCode: 409, code: 'conflict', message: 'This is still in use.' },
  '23505': { statusCode: 409, code: 'conflict', message: 'This already exists.' },
  '23514': invalidValue,
  '22001': { ...invalidValue, message: 'A value of the request is too long.' },
  '22003': { ...invalidValue, message: 'A number of the request is out of range.' },
  '22007': invalidValue,
  '22008': invalidValue,
  '22021': invalidValue,
  '22023': invalidValue,
  '2201W': invalidValue,
  '2201X': invalidValue,
  '22P02': invalidValue,
  '22P05': invalidValue,
};

interface DatabaseErrorFields {
  code: string;
  column?: string | undefined;
  detail?: string | undefined;
}

/** The fields of a PostgreSQL error from pg or PGlite (a five-character SQLSTATE, a severity). */
function databaseErrorOf(error: unknown): DatabaseErrorFields | null {
  const fields = error as Partial<Record<'code' | 'severity' | 'column' | 'detail', unknown>>;
  if (
    typeof fields.code !== 'string' ||
    !/^[0-9A-Z]{5}$/.test(fields.code) ||
    typeof fields.severity !== 'string'
  ) {
    return null;
  }
  return {
    code: fields.code,
    column: typeof fields.column === 'string' ? fields.column : undefined,
    detail: typeof fields.detail === 'string' ? fields.detail : undefined,
  };
}

/** The request field a database error names: its column, or the key of a constraint's detail. */
function fieldOfDatabaseError(error: DatabaseErrorFields): string | null {
  if (error.column) return error.column;
  return /^Key \(([a-z_][a-z0-9_]*)\)=/.exec(error.detail ?? '')?.[1] ?? null;
}

/** Sentences for Fastify's refusals before routing, by error code. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The path of the request is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the path of the request is too long.',
};

/**
 * Fastify's own refusals that happen before a request reaches a route and its error handler
 * (Fastify's `frameworkErrors` option): a path with a broken percent-escape, a path parameter
 * over the length limit, a route constraint that failed. They leave in the error envelope like
 * every other answer.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.header(headerNames.requestId, request.id);
  void sendByStatus(
    error,
    frameworkMessages[error.code] ?? 'The request is not valid.',
    request,
    reply,
  );
}

/**
 * A client error (4xx) with the code of its status and `message`; anything else is logged and
 * answered 500 with the generic text.
 */
function sendByStatus(
  error: FastifyError,
  message: string,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply
      .status(statusCode)
      .send(errorEnvelope(codesByStatus[statusCode] ?? 'bad_request', message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorEnvelope('server_error', 'Something went wrong'));
}

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
      const databaseError = databaseErrorOf(error);
      if (databaseError) {
        const { code, detail } = databaseError;
        const stillReferenced = /is still referenced from/.test(detail ?? '');
        const refusal = databaseRefusals[stillReferenced ? `${code}-referenced` : code];
        if (refusal) {
          request.log.warn({ err: error }, 'the database refused the input of a request');
          const field = fieldOfDatabaseError(databaseError);
          return reply
            .status(refusal.statusCode)
            .send(
              errorEnvelope(
                refusal.code,
                refusal.message,
                field === null ? undefined : { [field]: [refusal.message] },
              ),
            );
        }
      }
      return sendByStatus(error, error.message, request, reply);
    });
    done();
  },
  { name: 'errors', fastify: '5.x' },
);
