import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL, e2eOperator } from '../playwright.config';

const run = promisify(execFile);
const repositoryRoot = path.resolve(__dirname, '../..');

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as an authenticator app computes it. */
export function totp(secretBase32: string, atMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of secretBase32.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  }
  const bytes = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)));
  const digest = createHmac('sha1', bytes).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** The e2e operator's session on each server (by its base URL): each has its own database. */
const sessionTokens = new Map<string, string>();

/**
 * A session of the e2e operator on the server at `shopURL`, opened once and kept: an
 * authenticator code opens one session, so a second sign-in within the same 30 seconds would
 * have to wait for the next code.
 */
export async function operatorSessionToken(
  request: APIRequestContext,
  shopURL: string = baseURL,
): Promise<string> {
  const known = sessionTokens.get(shopURL);
  if (known) return known;
  let signIn = await request.post(`${shopURL}/ops/session`, {
    data: { ...e2eOperator, code: totp(e2eOperator.totpSecret, Date.now()) },
  });
  if (signIn.status() === 401) {
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
    signIn = await request.post(`${shopURL}/ops/session`, {
      data: { ...e2eOperator, code: totp(e2eOperator.totpSecret, Date.now()) },
    });
  }
  expect(signIn.status(), 'the operator signs in').toBe(200);
  const token = ((await signIn.json()) as { result: { token: string } }).result.token;
  sessionTokens.set(shopURL, token);
  return token;
}

/** The email outbox as a support operator reads it at /ops/outbox. */
export async function readOutbox(request: APIRequestContext): Promise<string> {
  const outbox = await request.get('/ops/outbox', {
    headers: { authorization: `Bearer ${await operatorSessionToken(request)}` },
  });
  expect(outbox.status(), 'the outbox viewer is on').toBe(200);
  return outbox.text();
}

/** Signs the page in as the e2e operator of `shopURL`: the operator apps under /ops open as theirs. */
export async function signInOperator(page: Page, shopURL: string = baseURL): Promise<void> {
  const token = await operatorSessionToken(page.request, shopURL);
  // As the sign-in page sets it: for the operator apps and for the content service's drafts.
  await page.context().addCookies(
    ['/ops', '/cms'].map((path) => ({
      name: 'ops_session',
      value: token,
      url: `${shopURL}${path}`,
      httpOnly: true,
      sameSite: 'Strict' as const,
    })),
  );
  await page.goto(`${shopURL}/ops`);
  await expect(page.getByRole('heading', { name: 'Operator apps' })).toBeVisible();
}

/** Runs `npm run ops -- …` as an operator types it beside the running shop; answers its output. */
export async function runOps(token: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(
      'npm',
      ['run', '--silent', 'ops', '--', ...args, '--url', baseURL],
      {
        cwd: repositoryRoot,
        env: { ...process.env, PUBLIC_URL: baseURL, OPS_SESSION_TOKEN: token },
        timeout: 120_000,
      },
    );
    return `${stdout}${stderr}`;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`ops ${args.join(' ')} failed: ${failed.stdout ?? ''}${failed.stderr ?? ''}`, {
      cause: error,
    });
  }
}
