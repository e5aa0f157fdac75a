import { createHash } from 'node:crypto';
import {
  BeaconUnavailableError,
  drandBeacon,
  drandQuicknet,
  drandRoundAtOrAfter,
  noBeacon,
} from './randomness-beacon';

const signature = 'ab'.repeat(48);
const randomness = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');

/** A stand-in for drand's HTTP API: answers from a table, records what was asked. */
function fakeFetch(answer: (url: string) => Response | Error) {
  const asked: string[] = [];
  const fetch = (url: string) => {
    asked.push(url);
    const response = answer(url);
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  };
  return { fetch, asked };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('randomness beacon', () => {
  it('built in: none gives no round', async () => {
    expect(noBeacon.key).toBe('none');
    await expect(noBeacon.roundFor(new Date())).resolves.toBeNull();
  });

  it('picks the first drand round published at or after the draw time', () => {
    const genesis = new Date(drandQuicknet.genesisTime * 1000);

    expect(drandRoundAtOrAfter(drandQuicknet, genesis)).toBe(1);
    expect(drandRoundAtOrAfter(drandQuicknet, new Date(genesis.getTime() + 1))).toBe(2);
    expect(drandRoundAtOrAfter(drandQuicknet, new Date(genesis.getTime() + 3000))).toBe(2);
    expect(drandRoundAtOrAfter(drandQuicknet, new Date(genesis.getTime() + 3001))).toBe(3);
    expect(drandRoundAtOrAfter(drandQuicknet, new Date(0))).toBe(1);
  });

  it('fetches the round from drand and gives its randomness', async () => {
    const drawTime = new Date((drandQuicknet.genesisTime + 30) * 1000);
    const { fetch, asked } = fakeFetch(() => json({ round: 11, randomness, signature }));
    const beacon = drandBeacon({ fetch, baseUrl: 'https://drand.example/' });

    const round = await beacon.roundFor(drawTime);

    expect(beacon.key).toBe(`drand:${drandQuicknet.chainHash}`);
    expect(asked).toEqual([`https://drand.example/${drandQuicknet.chainHash}/public/11`]);
    expect(round).toEqual({ round: 11, value: Buffer.from(randomness, 'hex') });
  });

  it.each([
    ['another round', { round: 12, randomness, signature }],
    [
      'randomness that is not its signature hash',
      { round: 11, randomness: 'cd'.repeat(32), signature },
    ],
    ['short randomness', { round: 11, randomness: 'ab', signature }],
    ['no signature', { round: 11, randomness }],
    ['uppercase hex', { round: 11, randomness: randomness.toUpperCase(), signature }],
  ])('refuses an answer with %s', async (_, body) => {
    const { fetch } = fakeFetch(() => json(body));
    const drawTime = new Date((drandQuicknet.genesisTime + 30) * 1000);

    await expect(drandBeacon({ fetch }).roundFor(drawTime)).rejects.toThrow(BeaconUnavailableError);
  });

  it('says the round is unavailable when drand has not published it or cannot be reached', async () => {
    const drawTime = new Date((drandQuicknet.genesisTime + 30) * 1000);
    const notYet = fakeFetch(() => json({ error: 'not found' }, 404));
    const unreachable = fakeFetch(() => new Error('getaddrinfo ENOTFOUND'));
    const notJson = fakeFetch(() => new Response('<html>', { status: 200 }));

    await expect(drandBeacon({ fetch: notYet.fetch }).roundFor(drawTime)).rejects.toThrow(
      'drand round 11 answered 404',
    );
    await expect(drandBeacon({ fetch: unreachable.fetch }).roundFor(drawTime)).rejects.toThrow(
      'drand round 11 could not be fetched: getaddrinfo ENOTFOUND',
    );
    await expect(drandBeacon({ fetch: notJson.fetch }).roundFor(drawTime)).rejects.toThrow(
      'unexpected body',
    );
  });
});
