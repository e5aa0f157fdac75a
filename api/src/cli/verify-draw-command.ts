import { computeSignature, headerNames } from 'shared-kernel/signature';
import {
  type DrawVerification,
  publishedDrawOfJson,
  verifyDraw,
} from '../modules/draw-engine/verifiable/verify-draw';

/** Where a draw publishes its verification data, below the shop's public URL. */
export const drawVerificationPath = '/v2/draws/{offerKey}/{drawNo}/verification';

export function drawVerificationUrlOf(publicUrl: string, offerKey: string, drawNo: number): string {
  const path = drawVerificationPath
    .replace('{offerKey}', encodeURIComponent(offerKey))
    .replace('{drawNo}', String(drawNo));
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

export interface VerifyDrawEnvironment {
  publicUrl: string;
  /** The app key and secret the shop's pages sign their calls with (public by nature). */
  appKey: string;
  appSecret: string;
  fetch: (url: string, init: { headers: Record<string, string> }) => Promise<Response>;
  readFile: (path: string) => Promise<string>;
  write: (text: string) => void;
  now?: () => Date;
}

const usage = [
  'Usage: npm run verify-draw -- <offerKey> <drawNo>',
  '       npm run verify-draw -- --file <verification.json>',
].join('\n');

async function fetchPublished(
  offerKey: string,
  drawNo: number,
  environment: VerifyDrawEnvironment,
): Promise<unknown> {
  const url = drawVerificationUrlOf(environment.publicUrl, offerKey, drawNo);
  const timestamp = Math.floor((environment.now?.() ?? new Date()).getTime() / 1000);
  const { appKey, appSecret } = environment;
  const headers = {
    accept: 'application/json',
    [headerNames.appKey]: appKey,
    [headerNames.timestamp]: String(timestamp),
    [headerNames.signature]: await computeSignature({ appKey, appSecret, timestamp }),
  };
  let response: Response;
  try {
    response = await environment.fetch(url, { headers });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not reach ${url} (${reason}). Is the shop running?`, {
      cause: error,
    });
  }
  if (!response.ok) {
    const message = await errorMessageOf(response);
    throw new Error(`${url} answered ${response.status}${message ? `: ${message}` : '.'}`);
  }
  return response.json();
}

/** The sentence of an error envelope (`{ error: { message } }`), if the answer is one. */
export async function errorMessageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } } | null;
    const message = body?.error?.message;
    return typeof message === 'string' && message !== '' ? message : null;
  } catch {
    return null;
  }
}

function report(verification: DrawVerification): string[] {
  const lines = [
    `Commitment: ${verification.commitmentMatches ? 'matches the revealed seed' : 'DOES NOT MATCH the revealed seed'}`,
  ];
  if (verification.problem !== null) {
    lines.push(`Numbers: cannot be derived: ${verification.problem}`);
  } else {
    lines.push(
      `Numbers: ${verification.numbersMatch ? 'match the published numbers' : 'DO NOT MATCH the published numbers'}`,
    );
    for (const set of verification.numbersDerived ?? []) {
      lines.push(`  ${set.name}: ${set.numbers.join(' ')}`);
    }
  }
  const verified = verification.commitmentMatches && verification.numbersMatch;
  lines.push(verified ? 'The draw is verified.' : 'The draw is NOT verified.');
  return lines;
}

/**
 * `npm run verify-draw`: re-derives a draw's numbers from its published data (fetched from the
 * shop, or read from a file) and says whether the commitment and the numbers match. Exit code 0
 * when both match, 1 when they do not, 2 on bad usage or unreadable data.
 */
export async function runVerifyDraw(
  args: readonly string[],
  environment: VerifyDrawEnvironment,
): Promise<number> {
  let json: unknown;
  let source: string;
  try {
    if (args[0] === '--file' && args.length === 2 && args[1] !== undefined) {
      source = args[1];
      json = JSON.parse(await environment.readFile(source)) as unknown;
    } else if (args.length === 2 && args[0] !== undefined && /^[0-9]+$/.test(args[1] ?? '')) {
      const drawNo = Number(args[1]);
      source = drawVerificationUrlOf(environment.publicUrl, args[0], drawNo);
      json = await fetchPublished(args[0], drawNo, environment);
    } else {
      environment.write(usage);
      return 2;
    }
  } catch (error) {
    environment.write(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const published = publishedDrawOfJson(json);
  if (published === null) {
    environment.write(`${source} holds no draw verification record.`);
    return 2;
  }
  environment.write(`Draw ${published.drawKey} (${published.algorithmVersion})`);
  const verification = verifyDraw(published);
  for (const line of report(verification)) environment.write(line);
  return verification.commitmentMatches && verification.numbersMatch ? 0 : 1;
}
