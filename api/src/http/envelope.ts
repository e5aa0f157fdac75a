import { type MessageWire, type PageInfoWire } from 'shared-kernel/wire/envelope';

/** Builders for the response envelope of api.md §7.1; routes return these, never bare data. */
export interface SuccessEnvelope<Result, Entity> {
  result: Result;
  entities: Entity[];
  page_info: PageInfoWire | null;
  links: Record<string, string>;
  messages: MessageWire[];
  errors: MessageWire[];
  error: null;
}

export interface ErrorEnvelope {
  result: null;
  entities: never[];
  page_info: null;
  links: Record<string, string>;
  messages: MessageWire[];
  errors: MessageWire[] | Record<string, string[]>;
  error: { id: string; message: string };
}

export function resultEnvelope<Result>(result: Result): SuccessEnvelope<Result, never> {
  return {
    result,
    entities: [],
    page_info: null,
    links: {},
    messages: [],
    errors: [],
    error: null,
  };
}

export function entitiesEnvelope<Entity>(
  entities: Entity[],
  pageInfo: PageInfoWire | null = null,
): SuccessEnvelope<null, Entity> {
  return {
    result: null,
    entities,
    page_info: pageInfo,
    links: {},
    messages: [],
    errors: [],
    error: null,
  };
}

/**
 * A failure the caller should see as it is: HTTP status, a stable code (`error.id` and the first
 * message's code) and a sentence for people. `fieldErrors` become the `errors` map.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export function errorEnvelope(
  code: string,
  message: string,
  fieldErrors?: Record<string, string[]>,
): ErrorEnvelope {
  const fieldMessages: MessageWire[] = Object.entries(fieldErrors ?? {}).flatMap(
    ([target, texts]) =>
      texts.map((text) => ({ code, level: 'error' as const, message: text, target })),
  );
  return {
    result: null,
    entities: [],
    page_info: null,
    links: {},
    messages: fieldMessages.length > 0 ? fieldMessages : [{ code, level: 'error', message }],
    errors: fieldErrors ?? [],
    error: { id: code, message },
  };
}
