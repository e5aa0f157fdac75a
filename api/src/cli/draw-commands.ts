import { parseArgs } from 'node:util';
import {
  type OpsBuyRecurringWire,
  type OpsDrawOutcomeWire,
  type OpsDrawWire,
} from '../modules/draw-operations/ops-wire';
import { totpCodeAt } from '../modules/two-factor/totp';
import { errorMessageOf } from './verify-draw-command';

export const drawCommandsUsage = `  draw <offerKey> [--draw <drawNo>] [--url <shop URL>]
      Closes and draws the offer's next open draw now (or draw <drawNo>), then scores, pays and
      emails it, on the running shop; prints the numbers, winners and prizes paid.
  draws [--offer <offerKey>] [--status <DRAW_…>] [--page <n>] [--url <shop URL>]
      Lists draws, newest first, with their status and last error.
  buy-recurring <offerKey> [--draw <drawNo>] [--url <shop URL>]
      Buys the autoplays, subscriptions and pre-orders of the offer's next open draw now (or
      draw <drawNo>), as the engine does before its sales close; prints how many were bought,
      skipped and failed.

  draw, draws and buy-recurring call the running shop (PUBLIC_URL, default http://localhost:8080) as an operator
  with the draws role: OPS_SESSION_TOKEN, or OPS_EMAIL and OPS_PASSWORD with an authenticator
  code (OPS_TOTP_CODE, or computed from OPS_TOTP_SECRET); asked for on a terminal when missing.`;

export interface OperatorCredentialsEnvironment {
  OPS_SESSION_TOKEN?: string | undefined;
  OPS_EMAIL?: string | undefined;
  OPS_PASSWORD?: string | undefined;
  OPS_TOTP_CODE?: string | undefined;
  OPS_TOTP_SECRET?: string | undefined;
}

export interface DrawCommandEnvironment {
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

/** A failure to tell the person, with the exit code it ends with. */
class CommandFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

const sydney = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});
const sydneyTime = (iso: string | null) => (iso === null ? '-' : sydney.format(new Date(iso)));

async function call(
  environment: DrawCommandEnvironment,
  baseUrl: string,
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown },
): Promise<unknown> {
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
    const message = await errorMessageOf(response);
    throw new CommandFailure(message ?? `${url} answered ${response.status}.`, 1);
  }
  return response.json();
}

async function given(
  environment: DrawCommandEnvironment,
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
  environment: DrawCommandEnvironment,
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
    const answer = (await call(environment, baseUrl, '/ops/session', {
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

function outcomeLines(outcome: OpsDrawOutcomeWire): string[] {
  const lines = [
    `${outcome.offer_name} draw ${outcome.draw_no} (${outcome.offer_key}): ${outcome.status}`,
  ];
  for (const step of outcome.steps) {
    lines.push(`  ${step.step}: ${step.outcome === 'done' ? 'done' : 'waiting'} → ${step.status}`);
  }
  for (const failure of outcome.failures) lines.push(`  ${failure.step}: FAILED: ${failure.error}`);
  if (outcome.tickets_root !== null) {
    lines.push(`Ticket lines frozen: ${outcome.ticket_lines ?? 0} (root ${outcome.tickets_root})`);
  }
  if (outcome.numbers !== null) {
    lines.push(
      `Numbers: ${outcome.numbers.map((set) => `${set.name} ${set.numbers.join(' ')}`).join(' | ')}`,
    );
  }
  lines.push(
    `Winners: ${outcome.winners} ticket(s); ${outcome.payouts_paid} prize(s) paid, A$${outcome.prizes_paid.amount} in all.`,
  );
  if (outcome.awaiting_claim > 0) {
    lines.push(`${outcome.awaiting_claim} prize(s) wait for a claim check at /ops/prize-claims.`);
  }
  const last = outcome.steps[outcome.steps.length - 1];
  if (last?.outcome === 'waiting' && outcome.failures.length === 0) {
    lines.push(
      `The ${last.step} step waits (for a claim check, say): the engine tries it again on its next run.`,
    );
  }
  if (outcome.last_error !== null && outcome.failures.length === 0) {
    lines.push(`Last error: ${outcome.last_error}`);
  }
  return lines;
}

function drawLine(draw: OpsDrawWire): string {
  const error = draw.last_error === null ? '' : `  last error: ${draw.last_error}`;
  return `${draw.offer_key}  ${draw.draw_no}  ${draw.status}  stop ${sydneyTime(draw.stop)}  draw ${sydneyTime(draw.draw_at)}${error}`;
}

function parsed(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    options: {
      draw: { type: 'string' },
      offer: { type: 'string' },
      status: { type: 'string' },
      page: { type: 'string' },
      url: { type: 'string' },
    },
    allowPositionals: true,
  });
}

/**
 * `npm run ops -- draw …` and `draws …`: operator actions on the running shop through its
 * operator API (no database of its own, so it works beside `npm start` on the embedded
 * database). Exit code 0 done, 1 refused or failed, 2 usage.
 */
export async function runDrawCommand(
  args: readonly string[],
  environment: DrawCommandEnvironment,
  usage: string,
): Promise<number> {
  const { write } = environment;
  let options: ReturnType<typeof parsed>;
  try {
    options = parsed(args);
  } catch (error) {
    write(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  const [command, offerKey, ...rest] = options.positionals;
  const { values } = options;
  const wholeNumber = (text: string | undefined) =>
    text === undefined ? undefined : /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : Number.NaN;
  const drawNo = wholeNumber(values.draw);
  const page = wholeNumber(values.page);
  const badDraw =
    (command === 'draw' || command === 'buy-recurring') &&
    (offerKey === undefined || rest.length > 0 || Number.isNaN(drawNo));
  const badList = command === 'draws' && (offerKey !== undefined || Number.isNaN(page));
  if (badDraw || badList) {
    write(usage);
    return 2;
  }
  const baseUrl = (values.url ?? environment.publicUrl).replace(/\/+$/, '');
  try {
    const session = await sessionOf(environment, baseUrl);
    const headers = { authorization: `Bearer ${session.token}` };
    try {
      if (command === 'draws') {
        const query = new URLSearchParams();
        if (values.offer) query.set('offer', values.offer);
        if (values.status) query.set('status', values.status);
        if (page !== undefined) query.set('page', String(page));
        const search = query.toString();
        const answer = (await call(
          environment,
          baseUrl,
          `/ops/draws.json${search ? `?${search}` : ''}`,
          {
            method: 'GET',
            headers,
          },
        )) as { entities: OpsDrawWire[]; page_info: { total: number } | null };
        write(
          answer.entities.length === 0
            ? 'No draw matches.'
            : answer.entities.map(drawLine).join('\n'),
        );
        write(
          `(${answer.entities.length} of ${answer.page_info?.total ?? answer.entities.length})`,
        );
        return 0;
      }
      if (command === 'buy-recurring') {
        const bought = (await call(environment, baseUrl, '/ops/draws/buy-recurring', {
          method: 'POST',
          headers,
          body: { offer_key: offerKey, ...(drawNo === undefined ? {} : { draw_no: drawNo }) },
        })) as { result: OpsBuyRecurringWire };
        const { draw_no: boughtDrawNo, purchased, skipped, failed } = bought.result;
        write(
          `${offerKey} draw ${boughtDrawNo}: ${purchased} bought, ${skipped} skipped, ${failed} failed.`,
        );
        return 0;
      }
      const answer = (await call(environment, baseUrl, '/ops/draws/draw-now', {
        method: 'POST',
        headers,
        body: { offerKey, ...(drawNo === undefined ? {} : { drawNo }) },
      })) as { result: OpsDrawOutcomeWire };
      write(outcomeLines(answer.result).join('\n'));
      return answer.result.failures.length === 0 ? 0 : 1;
    } finally {
      if (session.opened) {
        await call(environment, baseUrl, '/ops/session', { method: 'DELETE', headers }).catch(
          () => undefined,
        );
      }
    }
  } catch (error) {
    if (!(error instanceof CommandFailure)) throw error;
    write(error.exitCode === 2 ? `${error.message}\n\n${usage}` : error.message);
    return error.exitCode;
  }
}
