import { parseArgs } from 'node:util';
import {
  type OpsBuyRecurringWire,
  type OpsDrawOutcomeWire,
  type OpsDrawWire,
} from '../modules/draw-operations/ops-wire';
import {
  asOperator,
  callShop,
  CommandFailure,
  operatorCredentialsUsage,
  type ShopClientEnvironment,
  sydneyTime,
} from './shop-client';

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
  with the draws role: ${operatorCredentialsUsage}`;

/** How the draw commands reach the running shop. */
export type DrawCommandEnvironment = ShopClientEnvironment;

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
  const toFulfil = outcome.prizes_to_fulfil ?? 0;
  if (toFulfil > 0) {
    lines.push(`${toFulfil} physical prize(s) to deliver: see /ops/prize-fulfilments.`);
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
    return await asOperator(environment, baseUrl, async (headers) => {
      if (command === 'draws') {
        const query = new URLSearchParams();
        if (values.offer) query.set('offer', values.offer);
        if (values.status) query.set('status', values.status);
        if (page !== undefined) query.set('page', String(page));
        const search = query.toString();
        const answer = (await callShop(
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
        const bought = (await callShop(environment, baseUrl, '/ops/draws/buy-recurring', {
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
      const answer = (await callShop(environment, baseUrl, '/ops/draws/draw-now', {
        method: 'POST',
        headers,
        body: { offerKey, ...(drawNo === undefined ? {} : { drawNo }) },
      })) as { result: OpsDrawOutcomeWire };
      write(outcomeLines(answer.result).join('\n'));
      return answer.result.failures.length === 0 ? 0 : 1;
    });
  } catch (error) {
    if (!(error instanceof CommandFailure)) throw error;
    write(error.exitCode === 2 ? `${error.message}\n\n${usage}` : error.message);
    return error.exitCode;
  }
}
