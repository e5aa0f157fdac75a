import { type FastifyRequest, type FastifySchema, type HTTPMethods } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ApiError } from '../http/envelope';

/** One registered route and the schema of what it takes. */
export interface RouteInputs {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the route-inputs plugin, in registration order. */
    readonly routeInputs: readonly RouteInputs[];
  }
}

/** Nesting deeper than this is refused: no request of the API needs more than a few levels. */
export const inputDepthMax = 32;

const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL cannot store: a NUL character, or half of a surrogate pair. */
function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || unpairedSurrogate.test(text);
}

/** Why a single value cannot reach a handler (or the database), or null when it can. */
function problemOf(value: unknown): string | null {
  if (typeof value === 'string') {
    return isUnsafeText(value) ? 'must not contain NUL characters or unpaired surrogates' : null;
  }
  if (typeof value !== 'number') return null;
  if (!Number.isFinite(value)) return 'must be a finite number';
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    return `must be between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`;
  }
  return null;
}

type FieldErrors = Record<string, string[]>;

/**
 * Adds the field errors of one part of the request (body, query, params), walking every nested
 * value and object key. Field names follow the validation errors' (`items.0.quantity`); the part
 * itself is named when the problem is at its root, the top field when nesting is too deep.
 */
function collectProblems(
  value: unknown,
  path: string[],
  part: string,
  fieldErrors: FieldErrors,
): void {
  const field = path.length === 0 ? part : path.join('.');
  if (path.length > inputDepthMax) {
    (fieldErrors[path[0] ?? part] ??= []).push(
      `must not be nested more than ${inputDepthMax} levels deep`,
    );
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      collectProblems(item, [...path, String(index)], part, fieldErrors);
    });
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnsafeText(key)) {
        (fieldErrors[field] ??= []).push(
          'must not have names with NUL characters or unpaired surrogates',
        );
        continue;
      }
      collectProblems(item, [...path, key], part, fieldErrors);
    }
    return;
  }
  const problem = problemOf(value);
  if (problem !== null) (fieldErrors[field] ??= []).push(problem);
}

/** The field errors of a request's body, query string and path parameters. */
export function inputProblemsOf(
  request: Pick<FastifyRequest, 'body' | 'query' | 'params'>,
): FieldErrors {
  const fieldErrors: FieldErrors = {};
  collectProblems(request.params, [], 'params', fieldErrors);
  collectProblems(request.query, [], 'querystring', fieldErrors);
  collectProblems(request.body, [], 'body', fieldErrors);
  return fieldErrors;
}

function unsafeInputErrorOf(request: FastifyRequest): ApiError | undefined {
  const fieldErrors = inputProblemsOf(request);
  return Object.keys(fieldErrors).length > 0
    ? new ApiError(422, 'validation_failed', 'The request is not valid.', fieldErrors)
    : undefined;
}

/**
 * What routes take: records every route with its schema (`app.routeInputs`), and refuses input
 * no handler can store or compute with, before any handler sees it. Strings must not hold NUL
 * characters or unpaired surrogates (PostgreSQL text and jsonb refuse both); numbers must be
 * finite and within the safe integer range (the query-string and body coercion turns "Infinity"
 * and "1e309" into Infinity, which passes a `minimum`); nesting is bounded. The check runs on
 * the raw input before validation and again on the coerced input after it.
 */
export const routeInputsPlugin = fastifyPlugin(
  (app, _options, done) => {
    const routeInputs: RouteInputs[] = [];
    app.decorate('routeInputs', routeInputs);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routeInputs.push({ method, url: route.url, schema: route.schema ?? {} });
      }
    });
    app.addHook('preValidation', (request, _reply, next) => {
      next(unsafeInputErrorOf(request));
    });
    app.addHook('preHandler', (request, _reply, next) => {
      next(unsafeInputErrorOf(request));
    });
    done();
  },
  { name: 'route-inputs', dependencies: ['errors'], fastify: '5.x' },
);
