import { totpCodeAt } from '../modules/two-factor/totp';

/** How the operator commands sign in (`npm run ops -- draw …`, `npm run release -- …`). */
export const operatorCredentialsUsage = `OPS_SESSION_TOKEN, or OPS_EMAIL and OPS_PASSWORD with an authenticator
  code (OPS_TOTP_CODE, or computed from OPS_TOTP_SECRET); asked for on a terminal when missing.`;

export interface OperatorCredentialsEnvironment {
  OPS_SESSION_TOKEN?: string | undefined;
  OPS_EMAIL?: string | undefined;
  OPS_PASSWORD?: string | undefined;
  OPS_TOTP_CODE?: string | undefined;
  OPS_TOTP_SECRET?: string | undefined;
}

/** What a command needs to reach the running shop as an operator, and to talk to a person. */
export interface ShopClientEnvironment {
  publicUrl: string;
  credentials: OperatorCredentialsEnvironment;
  fetch: (
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ) => Promise<Response>;
  /** Asks on the terminal (hidden when secret); absent when there is no terminal. */
  ask?: ((question: string, secret: boolean) => Promise<string>) | undefined;
  write: (text: string) => void;
  now?: () => Date;
}

const sydney = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});
/** A time as the shop's operators read it (Sydney), or `-` when there is none. */
export const sydneyTime = (iso: string | null) =>
  iso === null ? '-' : sydney.format(new Date(iso));

/** A failure to tell the person, with the exit code it ends with. */
export class CommandFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/**
 * The sentences of an error envelope: `error.message`, then each field error that says more
 * (a refused release names one problem per field message).
 */
async function refusalOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as {
      error?: { message?: unknown };
      errors?: unknown;
    } | null;
    const message = body?.error?.message;
    if (typeof message !== 'string' || message === '') return null;
    const fieldMessages =
      body?.errors !== null && typeof body?.errors === 'object' && !Array.isArray(body.errors)
        ? Object.values(body.errors as Record<string, unknown>)
            .flat()
            .filter((text): text is string => typeof text === 'string' && text !== message)
        : [];
    return [message, ...fieldMessages.map((text) => `  - ${text}`)].join('\n');
  } catch {
    return null;
  }
}

interface ShopRequest {
  method: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A call to the shop at `baseUrl`: JSON in and out; a refusal becomes a CommandFailure. */
export async function requestShop(
  environment: ShopClientEnvironment,
  baseUrl: string,
  path: string,
  init: ShopRequest,
): Promise<{ status: number; body: unknown }> {
  const url = `${baseUrl}${path}`;
  let response: Response;
  try {
    response = await environment.fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CommandFailure(`Could not reach ${baseUrl} (${reason}). Is the shop running?`, 1);
  }
  if (!response.ok) {
    const message = await refusalOf(response);
    throw new CommandFailure(message ?? `${url} answered ${response.status}.`, 1);
  }
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

/** The body of a call to the shop (see requestShop). */
export async function callShop(
  environment: ShopClientEnvironment,
  baseUrl: string,
  path: string,
  init: ShopRequest,
): Promise<unknown> {
  return (await requestShop(environment, baseUrl, path, init)).body;
}

async function given(
  environment: ShopClientEnvironment,
  value: string | undefined,
  question: string,
  secret: boolean,
): Promise<string> {
  if (value) return value;
  if (!environment.ask) {
    throw new CommandFailure(
      'Operator credentials are missing: set OPS_SESSION_TOKEN, or OPS_EMAIL, OPS_PASSWORD and OPS_TOTP_CODE (or OPS_TOTP_SECRET).',
      2,
    );
  }
  return (await environment.ask(question, secret)).trim();
}

/** The operator session to call with, and whether this command opened it (and closes it). */
async function sessionOf(
  environment: ShopClientEnvironment,
  baseUrl: string,
): Promise<{ token: string; opened: boolean }> {
  const credentials = environment.credentials;
  if (credentials.OPS_SESSION_TOKEN) return { token: credentials.OPS_SESSION_TOKEN, opened: false };
  const email = await given(environment, credentials.OPS_EMAIL, 'Operator email: ', false);
  const password = await given(environment, credentials.OPS_PASSWORD, 'Password: ', true);
  const code = credentials.OPS_TOTP_SECRET
    ? totpCodeAt(credentials.OPS_TOTP_SECRET, environment.now?.() ?? new Date())
    : await given(environment, credentials.OPS_TOTP_CODE, 'Authenticator code: ', false);
  try {
    const answer = (await callShop(environment, baseUrl, '/ops/session', {
      method: 'POST',
      body: { email, password, code },
    })) as { result: { token: string } };
    return { token: answer.result.token, opened: true };
  } catch (error) {
    if (!(error instanceof CommandFailure) || error.message.startsWith('Could not reach')) {
      throw error;
    }
    throw new CommandFailure(
      `Sign-in refused: ${error.message} (an authenticator code opens one session: after a sign-in, wait for the next code.)`,
      1,
    );
  }
}

/**
 * Runs `work` with the headers of an operator session: the given token, or a session opened with
 * the operator's credentials and ended afterwards, whatever `work` does.
 */
export async function asOperator<Result>(
  environment: ShopClientEnvironment,
  baseUrl: string,
  work: (headers: { authorization: string }) => Promise<Result>,
): Promise<Result> {
  const session = await sessionOf(environment, baseUrl);
  const headers = { authorization: `Bearer ${session.token}` };
  try {
    return await work(headers);
  } finally {
    if (session.opened) {
      await callShop(environment, baseUrl, '/ops/session', { method: 'DELETE', headers }).catch(
        () => undefined,
      );
    }
  }
}
