import { webcrypto } from 'node:crypto';
import { type DrawVerificationView } from 'shared-kernel/contract/draws';
import { bytesOfHex, commitmentOf, type DrawPool, drawNumbers } from './draw-derivation';
import { verifyPublishedDraw } from './verify-published-draw';

/**
 * Golden vectors of the services' reference implementation (verifiable/commitment.ts and
 * number-derivation.ts, whose own tests assert the first ones): the browser must give the same.
 */

const seed = bytesOfHex('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f')!;
const otherSeed = bytesOfHex('f0e0d0c0b0a090807060504030201000ffeeddccbbaa99887766554433221100')!;

const powerballPools: DrawPool[] = [
  { name: 'Numbers', kind: 'barrel', minimum: 1, maximum: 47, pick: 7 },
  { name: 'Supplementary', kind: 'continued', barrel: 'Numbers', pick: 3 },
  { name: 'Powerball', kind: 'barrel', minimum: 1, maximum: 20, pick: 1 },
];

const saturdayPools: DrawPool[] = [
  { name: 'Numbers', kind: 'barrel', minimum: 1, maximum: 45, pick: 6 },
  { name: 'Supplementary', kind: 'continued', barrel: 'Numbers', pick: 2 },
];

beforeAll(() => {
  // jsdom has no crypto.subtle; the platform's is the one browsers implement.
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

describe('the browser derivation gives the reference implementation’s results', () => {
  it('for the commitment', async () => {
    await expect(commitmentOf(seed, 'hmac-sha256-fy-v1')).resolves.toBe(
      '2c0da9c44be7a8e1800afd3681b399f2cdaca700c7f167345021af4aedb52d3f',
    );
    await expect(commitmentOf(otherSeed, 'hmac-sha256-fy-v1')).resolves.toBe(
      '8d59bc7f72e49455262617223e2bab9198094e10442028831f6533b19ab393ab',
    );
  });

  it('for Powerball with supplementaries, without and with a beacon', async () => {
    await expect(
      drawNumbers({ seed, beacon: null, drawKey: 'powerball:1500', pools: powerballPools }),
    ).resolves.toEqual([
      { name: 'Numbers', numbers: [15, 3, 46, 39, 42, 28, 24] },
      { name: 'Supplementary', numbers: [23, 36, 31] },
      { name: 'Powerball', numbers: [20] },
    ]);
    const beacon = new Uint8Array(32).fill(0xab);
    await expect(
      drawNumbers({ seed, beacon, drawKey: 'powerball:1500', pools: powerballPools }),
    ).resolves.toEqual([
      { name: 'Numbers', numbers: [38, 2, 43, 40, 26, 33, 14] },
      { name: 'Supplementary', numbers: [31, 4, 9] },
      { name: 'Powerball', numbers: [10] },
    ]);
  });

  it('for a lottery with two supplementaries, without and with a short beacon', async () => {
    const drawKey = 'saturday_lotto:4610';
    await expect(
      drawNumbers({ seed: otherSeed, beacon: null, drawKey, pools: saturdayPools }),
    ).resolves.toEqual([
      { name: 'Numbers', numbers: [17, 27, 6, 25, 36, 1] },
      { name: 'Supplementary', numbers: [40, 45] },
    ]);
    await expect(
      drawNumbers({ seed: otherSeed, beacon: bytesOfHex('8f3c'), drawKey, pools: saturdayPools }),
    ).resolves.toEqual([
      { name: 'Numbers', numbers: [16, 9, 12, 31, 3, 14] },
      { name: 'Supplementary', numbers: [19, 45] },
    ]);
  });

  it('for raffle ticket positions from large barrels, without and with a beacon', async () => {
    await expect(
      drawNumbers({
        seed,
        beacon: null,
        drawKey: 'raffle:7',
        pools: [
          { name: 'Winning tickets', kind: 'barrel', minimum: 1, maximum: 1_000_000, pick: 5 },
        ],
      }),
    ).resolves.toEqual([
      { name: 'Winning tickets', numbers: [51029, 227788, 18352, 925084, 818346] },
    ]);
    await expect(
      drawNumbers({
        seed: otherSeed,
        beacon: new Uint8Array(48).fill(0x11),
        drawKey: 'hearts_raffle:301',
        pools: [{ name: 'Winning tickets', kind: 'barrel', minimum: 1, maximum: 250_000, pick: 3 }],
      }),
    ).resolves.toEqual([{ name: 'Winning tickets', numbers: [56265, 33068, 181201] }]);
  });

  it('where rejection sampling discards about half the values (a range of 2^31 + 1)', async () => {
    await expect(
      drawNumbers({
        seed,
        beacon: null,
        drawKey: 'wide:1',
        pools: [{ name: 'Wide', kind: 'barrel', minimum: 0, maximum: 2 ** 31, pick: 6 }],
      }),
    ).resolves.toEqual([
      {
        name: 'Wide',
        numbers: [541825360, 1271490109, 1596136544, 934193770, 1831082561, 1092556595],
      },
    ]);
  });

  it('over many blocks of the stream, with a non-ASCII draw key', async () => {
    const [all] = await drawNumbers({
      seed,
      beacon: null,
      drawKey: 'strike:€1',
      pools: [{ name: 'All', kind: 'barrel', minimum: 1, maximum: 40, pick: 40 }],
    });
    expect(all?.numbers).toEqual([
      8, 30, 10, 36, 28, 40, 37, 22, 3, 34, 6, 39, 25, 13, 33, 12, 1, 17, 14, 2, 20, 19, 31, 15, 4,
      18, 26, 21, 24, 9, 27, 23, 16, 38, 29, 32, 7, 11, 5, 35,
    ]);
  });
});

/** The Powerball golden draw as the verification route publishes it. */
const published: DrawVerificationView = {
  algorithmVersion: 'hmac-sha256-fy-v1',
  commitment: '2c0da9c44be7a8e1800afd3681b399f2cdaca700c7f167345021af4aedb52d3f',
  seed: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  beacon: null,
  drawKey: 'powerball:1500',
  pools: powerballPools,
  numbers: [
    { name: 'Numbers', numbers: [15, 3, 46, 39, 42, 28, 24] },
    { name: 'Supplementary', numbers: [23, 36, 31] },
    { name: 'Powerball', numbers: [20] },
  ],
  ticketsRoot: 'cd'.repeat(32),
};

describe('verifyPublishedDraw', () => {
  it('confirms an honest draw and gives the numbers it derived', async () => {
    await expect(verifyPublishedDraw(published)).resolves.toEqual({
      commitmentMatches: true,
      numbersMatch: true,
      numbersDerived: published.numbers,
      problem: null,
    });
  });

  it('reports a tampered seed or number as not matching', async () => {
    const tamperedSeed = { ...published, seed: `${published.seed.slice(0, 63)}e` };
    await expect(verifyPublishedDraw(tamperedSeed)).resolves.toMatchObject({
      commitmentMatches: false,
      numbersMatch: false,
    });
    const tamperedNumbers = {
      ...published,
      numbers: [
        { name: 'Numbers', numbers: [15, 3, 46, 39, 42, 28, 25] },
        ...published.numbers.slice(1),
      ],
    };
    await expect(verifyPublishedDraw(tamperedNumbers)).resolves.toMatchObject({
      commitmentMatches: true,
      numbersMatch: false,
    });
    const withBeacon = {
      ...published,
      beacon: { key: 'drand:x', round: 9, value: 'ab'.repeat(32) },
    };
    await expect(verifyPublishedDraw(withBeacon)).resolves.toMatchObject({ numbersMatch: false });
  });

  it('says why a record cannot be re-derived', async () => {
    await expect(verifyPublishedDraw({ ...published, seed: 'abc' })).resolves.toMatchObject({
      commitmentMatches: false,
      problem: 'The seed is not 32 bytes of lowercase hex.',
    });
    await expect(
      verifyPublishedDraw({ ...published, algorithmVersion: 'other-v9' }),
    ).resolves.toMatchObject({
      commitmentMatches: false,
      problem: 'Unknown algorithm version other-v9.',
    });
    await expect(
      verifyPublishedDraw({
        ...published,
        pools: [{ name: 'Numbers', kind: 'barrel', minimum: 1, maximum: 5, pick: 6 }],
      }),
    ).resolves.toMatchObject({ problem: 'Pool Numbers cannot pick 6 of 5 balls.' });
  });
});
