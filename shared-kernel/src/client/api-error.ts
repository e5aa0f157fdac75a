import { toCamelCase } from './case-conversion';
import { type ApiErrorShape, type ApiMessage, type ApiResponse } from './types';

/** api.md §8.1: what the customer reads when a call fails without a usable answer. */
export const errorMessageFallback = 'Something went wrong';

/** Where `groupServerErrorsByTarget` puts messages that name no field. */
export const generalErrorTarget = 'general';

/** api.md §8.1: bank account fields whose server names differ from the form's. */
export const bankFieldNames: Readonly<Record<string, string>> = {
  account_number: 'accountNumber',
  accountNumber: 'accountNumber',
  bsb: 'bankCode',
  swift: 'bankCode',
};

/** The form field a server target refers to (`date_of_birth` → `dateOfBirth`, `bsb` → `bankCode`). */
export function fieldNameOf(target: string): string {
  return bankFieldNames[target] ?? toCamelCase(target);
}

export interface ServerError {
  code?: string;
  message: string;
}

/** Server messages grouped by their (form) target; untargeted ones under `general`. */
export function groupServerErrorsByTarget(
  messages: readonly ApiMessage[],
): Record<string, ServerError[]> {
  const groups: Record<string, ServerError[]> = {};
  for (const message of messages) {
    const target = message.target ? fieldNameOf(message.target) : generalErrorTarget;
    const entry: ServerError = { message: message.message };
    if (message.code !== undefined) entry.code = message.code;
    (groups[target] ??= []).push(entry);
  }
  return groups;
}

interface ApiErrorInit {
  status: number;
  message: string;
  code?: string;
  errors?: ApiMessage[] | Record<string, string[]>;
  result?: unknown;
  messages?: ApiMessage[];
  errorId?: string;
  url?: string;
  /** True when the services answered (false for client-side failures). */
  isResponse?: boolean;
  cause?: unknown;
}

/** The error model of api.md §8.1. Every failed call rejects with one (except aborts). */
export class ApiError extends Error implements ApiErrorShape {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The first message's code. */
  readonly code?: string;
  /** Per-field messages (`{ email: ['…'] }`) or a general list. */
  readonly errors: ApiMessage[] | Record<string, string[]>;
  readonly result?: unknown;
  /** Every message of the answer, as sent. */
  readonly messages: ApiMessage[];
  /** `error.id` of the answer, e.g. `2fa_required`. */
  readonly errorId?: string;
  readonly url?: string;
  readonly isResponse: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    this.errors = init.errors ?? [];
    if (init.result !== undefined) this.result = init.result;
    this.messages = init.messages ?? [];
    if (init.errorId !== undefined) this.errorId = init.errorId;
    if (init.url !== undefined) this.url = init.url;
    this.isResponse = init.isResponse ?? false;
  }

  /** First message per field, ready for a form's field errors. */
  get fieldErrors(): Record<string, string> {
    if (Array.isArray(this.errors)) return {};
    const fields: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.errors)) {
      if (messages[0] !== undefined) fields[field] = messages[0];
    }
    return fields;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function defaultErrorMessage(status: number, url: string): string {
  return `The API responded with a ${status} error when requesting the following url: ${url}`;
}

/**
 * api.md §8.1 for an answer with an error status: code and message from the first message;
 * errors are the per-field map (the `errors` map plus targeted messages, bank fields renamed) or,
 * when no field is named, a general list built from the single `error` (else the messages).
 */
export function apiErrorFromResponse(response: ApiResponse, url: string): ApiError {
  const first = response.messages[0];
  const fieldErrors: Record<string, string[]> = {};
  if (!Array.isArray(response.errors)) {
    for (const [field, messages] of Object.entries(response.errors)) {
      const list = Array.isArray(messages) ? messages : [String(messages)];
      (fieldErrors[fieldNameOf(field)] ??= []).push(...list);
    }
  }
  for (const message of response.messages) {
    if (message.target) (fieldErrors[fieldNameOf(message.target)] ??= []).push(message.message);
  }
  let errors: ApiMessage[] | Record<string, string[]> = fieldErrors;
  if (Object.keys(fieldErrors).length === 0) {
    if (response.error?.message) {
      const general: ApiMessage = { level: 'error', message: response.error.message };
      const code = response.error.id ?? response.error.code;
      if (code !== undefined) general.code = code;
      errors = [general];
    } else if (Array.isArray(response.errors) && response.errors.length > 0) {
      errors = response.errors;
    } else {
      errors = response.messages.filter((message) => !message.target);
    }
  }
  const init: ApiErrorInit = {
    status: response.status,
    message: first?.message || defaultErrorMessage(response.status, url),
    errors,
    result: response.result,
    messages: response.messages,
    url,
    isResponse: true,
  };
  if (first?.code !== undefined) init.code = first.code;
  if (response.error?.id !== undefined) init.errorId = response.error.id;
  return new ApiError(init);
}

/** api.md §8.1: an answer whose body is not JSON. */
export function unparseableBodyError(url: string, cause: unknown): ApiError {
  return new ApiError({
    status: 422,
    message: `The API responded with a body that is not JSON when requesting the following url: ${url}`,
    url,
    isResponse: true,
    cause,
  });
}

const requestTimeoutKeywords = [
  /timeout/,
  /network request/,
  /load/,
  /loading/,
  /aborted/,
  // Safari words it "The network connection was lost."
  /network connection (was )?lost/,
  // fetch's network failure: "Failed to fetch" (Chromium), "NetworkError when attempting to
  // fetch resource." (Firefox), "fetch failed" (Node); Safari's "Load failed" is matched above.
  /failed to fetch/,
  /networkerror/,
  /fetch failed/,
];
const blockedKeywords = [/blocked a frame/, /illegal invocation/];

/**
 * api.md §8.1: status for a call that got no answer, from the failure's message
 * (case-insensitive): 408 for timeouts and network failures, 418 for blocked frames and illegal
 * invocations, else 500.
 */
export function clientSideFailureStatus(message: string): 408 | 418 | 500 {
  const text = message.toLowerCase();
  if (requestTimeoutKeywords.some((keyword) => keyword.test(text))) return 408;
  if (blockedKeywords.some((keyword) => keyword.test(text))) return 418;
  return 500;
}

/**
 * Transport codes (the transport's timeout, Node's sockets) in the words browsers use for the same
 * failure, so that the keyword rules above see them.
 */
const transportCodeWording: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'network request failed',
  ECONNRESET: 'network connection lost',
  ENOTFOUND: 'network request failed',
  EAI_AGAIN: 'network request failed',
  ECONNABORTED: 'timeout',
  ETIMEDOUT: 'timeout',
};

/** A call that failed before an answer arrived; the message is the fallback text. */
export function clientSideApiError(failure: unknown, url?: string): ApiError {
  const message = failure instanceof Error ? failure.message : String(failure);
  const code: unknown = failure instanceof Error ? (failure as { code?: unknown }).code : undefined;
  const wording = typeof code === 'string' ? transportCodeWording[code] : undefined;
  const detail = wording ? `${message} (${wording})` : message;
  const init: ApiErrorInit = {
    status: clientSideFailureStatus(detail),
    message: errorMessageFallback,
    isResponse: false,
    cause: failure,
  };
  if (url !== undefined) init.url = url;
  return new ApiError(init);
}

/** 408 and 418 are expected in the wild (flaky networks, embedded frames) and are not reported. */
export function isReportable(error: ApiError): boolean {
  return error.status !== 408 && error.status !== 418;
}
