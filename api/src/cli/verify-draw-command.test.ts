import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectedSignature } from '../plugins/auth-headers';
import { commitmentOf, drawAlgorithmVersion } from '../modules/draw-engine/verifiable/commitment';
import { type DrawPool, drawNumbers } from '../modules/draw-engine/verifiable/number-derivation';
import { wireOfPublishedDraw } from '../modules/draw-engine/verifiable/verify-draw';
import {
  drawVerificationUrlOf,
  runVerifyDraw,
  type VerifyDrawEnvironment,
} from './verify-draw-command';

const seed = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');
const pools: DrawPool[] = [
  { name: 'Numbers', kind: 'barrel', minimum: 1, maximum: 47, pick: 7 },
  { name: 'Supplementary', kind: 'continued', barrel: 'Numbers', pick: 3 },
  { name: 'Powerball', kind: 'barrel', minimum: 1, maximum: 20, pick: 1 },
];
const record = wireOfPublishedDraw({
  algorithmVersion: drawAlgorithmVersion,
  commitment: commitmentOf(seed, drawAlgorithmVersion),
  seed: seed.toString('hex'),
  beacon: null,
  drawKey: 'powerball:1500',
  pools,
  numbers: drawNumbers({ seed, drawKey: 'powerball:1500', pools }),
  ticketsRoot: 'ab'.repeat(32),
});

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'shop-verify-draw-test-'));
});

afterAll(() => rm(directory, { recursive: true, force: true }));

async function verify(
  args: string[],
  fetch: VerifyDrawEnvironment['fetch'] = () => Promise.reject(new Error('no network in tests')),
): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runVerifyDraw(args, {
    publicUrl: 'http://localhost:8080',
    appKey: 'shop-web',
    appSecret: 'shop-web-public-secret',
    fetch,
    readFile: (file) => readFile(file, 'utf8'),
    write: (text) => lines.push(text),
  });
  return { code, output: lines.join('\n') };
}

async function fileOf(name: string, content: unknown): Promise<string> {
  const file = path.join(directory, name);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('npm run verify-draw', () => {
  it('confirms a published draw read from a file', async () => {
    const result = await verify(['--file', await fileOf('honest.json', { result: record })]);

    expect(result.code).toBe(0);
    expect(result.output).toContain('Draw powerball:1500 (hmac-sha256-fy-v1)');
    expect(result.output).toContain('Commitment: matches the revealed seed');
    expect(result.output).toContain('Numbers: match the published numbers');
    expect(result.output).toContain('  Numbers: 15 3 46 39 42 28 24');
    expect(result.output).toContain('  Supplementary: 23 36 31');
    expect(result.output).toContain('  Powerball: 20');
    expect(result.output).toContain('The draw is verified.');
  });

  it('says so when the numbers or the commitment do not match', async () => {
    const otherNumbers = record.numbers.map((set) => ({
      ...set,
      numbers: [...set.numbers].reverse(),
    }));
    const changedNumbers = await verify([
      '--file',
      await fileOf('numbers.json', { ...record, numbers: otherNumbers }),
    ]);
    const changedCommitment = await verify([
      '--file',
      await fileOf('commitment.json', { ...record, commitment: 'cd'.repeat(32) }),
    ]);

    expect(changedNumbers.code).toBe(1);
    expect(changedNumbers.output).toContain('Numbers: DO NOT MATCH the published numbers');
    expect(changedNumbers.output).toContain('The draw is NOT verified.');
    expect(changedCommitment.code).toBe(1);
    expect(changedCommitment.output).toContain('Commitment: DOES NOT MATCH the revealed seed');
    expect(changedCommitment.output).toContain('The draw is NOT verified.');
  });

  it('refuses files that hold no verification record, and bad usage', async () => {
    const notRecord = await verify(['--file', await fileOf('other.json', { result: { id: 1 } })]);
    const notJson = await verify(['--file', await fileOf('text.json', 'not json')]);
    const missing = await verify(['--file', path.join(directory, 'missing.json')]);
    const usage = await verify(['powerball']);

    expect(notRecord).toEqual({
      code: 2,
      output: expect.stringContaining('holds no draw verification record') as string,
    });
    expect(notJson.code).toBe(2);
    expect(missing.code).toBe(2);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage: npm run verify-draw -- <offerKey> <drawNo>');
  });

  it('fetches the draw from the shop, signing the call as the shop pages do', async () => {
    const asked: Array<{ url: string; headers: Record<string, string> }> = [];
    const result = await verify(['powerball', '1500'], (url, init) => {
      asked.push({ url, headers: init.headers });
      return Promise.resolve(new Response(JSON.stringify({ result: record }), { status: 200 }));
    });
    const headers = asked[0]?.headers ?? {};

    expect(result.code).toBe(0);
    expect(asked.map((call) => call.url)).toEqual([
      'http://localhost:8080/v2/draws/powerball/1500/verification',
    ]);
    expect(headers['x-signature']).toBe(
      expectedSignature({
        appKey: 'shop-web',
        appSecret: 'shop-web-public-secret',
        timestamp: Number(headers['x-timestamp']),
        customerToken: '',
      }),
    );
  });

  it('reports a draw the shop does not answer for', async () => {
    const result = await verify(['powerball', '9999'], () =>
      Promise.resolve(new Response('{}', { status: 404 })),
    );

    expect(result).toEqual({
      code: 2,
      output: 'http://localhost:8080/v2/draws/powerball/9999/verification answered 404.',
    });
    const early = await verify(['powerball', '9998'], () =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            result: null,
            error: { id: 'draw_not_drawn', message: 'This draw has not been drawn yet.' },
          }),
          { status: 404 },
        ),
      ),
    );
    expect(early.output).toBe(
      'http://localhost:8080/v2/draws/powerball/9998/verification answered 404: This draw has not been drawn yet.',
    );
    expect(drawVerificationUrlOf('https://shop.example/', 'a b', 3)).toBe(
      'https://shop.example/v2/draws/a%20b/3/verification',
    );
  });
});
