import { createHash, createHmac } from 'node:crypto';
import {
  acceptedSample,
  byteStreamOf,
  checkPools,
  type DrawPool,
  drawNumbers,
  uniformBelow,
} from './number-derivation';

const seed = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');

const powerballPools: DrawPool[] = [
  { name: 'Numbers', kind: 'barrel', minimum: 1, maximum: 47, pick: 7 },
  { name: 'Supplementary', kind: 'continued', barrel: 'Numbers', pick: 3 },
  { name: 'Powerball', kind: 'barrel', minimum: 1, maximum: 20, pick: 1 },
];

/** Fixed, distinct seeds, so the statistical tests give the same answer on every run. */
function fixedSeed(index: number): Buffer {
  return createHash('sha256').update(`uniformity seed ${index}`).digest();
}

/** Pearson's statistic of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** Counts one more draw of `number` (1-based). */
function tally(counts: number[], number: number | undefined): void {
  const count = counts[(number ?? 0) - 1];
  if (number === undefined || count === undefined) throw new Error(`${number} is out of range`);
  counts[number - 1] = count + 1;
}

/** Chi-square critical values at significance 0.0001 (a fair derivation fails 1 run in 10,000). */
const chiSquareCritical = { degrees19: 50.8, degrees46: 90.46 };

describe('drawNumbers', () => {
  it('gives the golden numbers for a fixed seed (an outside verifier must get the same)', () => {
    expect(drawNumbers({ seed, drawKey: 'powerball:1500', pools: powerballPools })).toEqual([
      { name: 'Numbers', numbers: [15, 3, 46, 39, 42, 28, 24] },
      { name: 'Supplementary', numbers: [23, 36, 31] },
      { name: 'Powerball', numbers: [20] },
    ]);
    const beacon = Buffer.alloc(32, 0xab);
    expect(drawNumbers({ seed, beacon, drawKey: 'powerball:1500', pools: powerballPools })).toEqual(
      [
        { name: 'Numbers', numbers: [38, 2, 43, 40, 26, 33, 14] },
        { name: 'Supplementary', numbers: [31, 4, 9] },
        { name: 'Powerball', numbers: [10] },
      ],
    );
  });

  it('draws raffle ticket positions in order, without replacement, from a large barrel', () => {
    const pools: DrawPool[] = [
      { name: 'Winning tickets', kind: 'barrel', minimum: 1, maximum: 1_000_000, pick: 5 },
    ];

    expect(drawNumbers({ seed, drawKey: 'raffle:7', pools })).toEqual([
      { name: 'Winning tickets', numbers: [51029, 227788, 18352, 925084, 818346] },
    ]);
  });

  it('is deterministic for a seed, and a null beacon is the same as none', () => {
    const first = drawNumbers({
      seed: fixedSeed(1),
      drawKey: 'oz_lotto:10',
      pools: powerballPools,
    });
    const again = drawNumbers({
      seed: fixedSeed(1),
      beacon: null,
      drawKey: 'oz_lotto:10',
      pools: powerballPools,
    });

    expect(again).toEqual(first);
  });

  it('changes the numbers when the draw key, the seed or the beacon changes', () => {
    const numbersOf = (input: { seed?: Buffer; drawKey?: string; beacon?: Buffer }) =>
      drawNumbers({
        seed: input.seed ?? seed,
        beacon: input.beacon ?? null,
        drawKey: input.drawKey ?? 'powerball:1500',
        pools: powerballPools,
      });
    const base = numbersOf({});

    expect(numbersOf({ drawKey: 'powerball:1501' })).not.toEqual(base);
    expect(numbersOf({ seed: fixedSeed(2) })).not.toEqual(base);
    expect(numbersOf({ beacon: Buffer.alloc(32, 0x01) })).not.toEqual(base);
    expect(numbersOf({ beacon: Buffer.alloc(32, 0x02) })).not.toEqual(
      numbersOf({ beacon: Buffer.alloc(32, 0x01) }),
    );
  });

  it('never draws a number twice from one barrel, and stays within its range', () => {
    for (let index = 0; index < 2000; index += 1) {
      const [numbers, supplementary, powerball] = drawNumbers({
        seed: fixedSeed(index),
        drawKey: `powerball:${index}`,
        pools: powerballPools,
      });
      const barrel = [...(numbers?.numbers ?? []), ...(supplementary?.numbers ?? [])];

      expect(new Set(barrel).size).toBe(10);
      expect(barrel.every((number) => number >= 1 && number <= 47)).toBe(true);
      expect(powerball?.numbers).toHaveLength(1);
      expect(powerball?.numbers[0]).toBeGreaterThanOrEqual(1);
      expect(powerball?.numbers[0]).toBeLessThanOrEqual(20);
    }
  });

  it('draws a whole barrel as a permutation', () => {
    const [all] = drawNumbers({
      seed,
      drawKey: 'all',
      pools: [{ name: 'Numbers', kind: 'barrel', minimum: 1, maximum: 47, pick: 47 }],
    });

    expect([...(all?.numbers ?? [])].sort((left, right) => left - right)).toEqual(
      Array.from({ length: 47 }, (_, index) => index + 1),
    );
  });

  it('draws every number of 1..47 equally often, and the first ball too (chi-square)', () => {
    const counts = new Array<number>(47).fill(0);
    const firstBallCounts = new Array<number>(47).fill(0);
    const powerballCounts = new Array<number>(20).fill(0);
    for (let index = 0; index < 20_000; index += 1) {
      const [numbers, , powerball] = drawNumbers({
        seed: fixedSeed(index),
        drawKey: 'saturday_lotto:4000',
        pools: powerballPools,
      });
      for (const number of numbers?.numbers ?? []) tally(counts, number);
      tally(firstBallCounts, numbers?.numbers[0]);
      tally(powerballCounts, powerball?.numbers[0]);
    }

    expect(chiSquare(counts)).toBeLessThan(chiSquareCritical.degrees46);
    expect(chiSquare(firstBallCounts)).toBeLessThan(chiSquareCritical.degrees46);
    expect(chiSquare(powerballCounts)).toBeLessThan(chiSquareCritical.degrees19);
  });

  it('has a chi-square check that notices a skewed draw', () => {
    // One number in 47 drawn half as often as a fair draw would.
    const counts = new Array<number>(47).fill(3000);
    counts[46] = 1500;

    expect(chiSquare(counts)).toBeGreaterThan(chiSquareCritical.degrees46);
  });

  it('refuses pools that describe no possible draw', () => {
    const refused = (pools: DrawPool[]) => () => drawNumbers({ seed, drawKey: 'x', pools });

    expect(refused([{ name: 'A', kind: 'barrel', minimum: 1, maximum: 5, pick: 6 }])).toThrow(
      'Pool A cannot pick 6 of 5 balls',
    );
    expect(
      refused([
        { name: 'A', kind: 'barrel', minimum: 1, maximum: 10, pick: 7 },
        { name: 'B', kind: 'continued', barrel: 'A', pick: 4 },
      ]),
    ).toThrow('Pool B cannot pick 4 of 3 balls');
    expect(refused([{ name: 'B', kind: 'continued', barrel: 'A', pick: 1 }])).toThrow(
      'Pool B continues A, no earlier barrel',
    );
    expect(refused([{ name: 'A', kind: 'barrel', minimum: 9, maximum: 1, pick: 1 }])).toThrow(
      'no valid range',
    );
    expect(refused([{ name: 'A', kind: 'barrel', minimum: 1, maximum: 2, pick: 1.5 }])).toThrow(
      RangeError,
    );
    expect(() =>
      checkPools([
        { name: 'A', kind: 'barrel', minimum: 1, maximum: 2, pick: 1 },
        { name: 'A', kind: 'barrel', minimum: 1, maximum: 2, pick: 1 },
      ]),
    ).toThrow('Pool A appears twice');
    expect(() =>
      drawNumbers({ seed: Buffer.alloc(16), drawKey: 'x', pools: powerballPools }),
    ).toThrow('A draw seed has 32 bytes, not 16');
  });
});

describe('the byte stream', () => {
  it('is HMAC-SHA-256 keyed by the seed over tag, draw key and a 4-byte counter', () => {
    const next = byteStreamOf(seed, 'powerball:1500');
    const read = Buffer.alloc(64);
    for (let offset = 0; offset < 64; offset += 4) read.writeUInt32BE(next(), offset);
    const block = (counter: number) =>
      createHmac('sha256', seed)
        .update(Buffer.from([0, 0, 0, 25]))
        .update('lottery-shop/draw-numbers')
        .update(Buffer.from([0, 0, 0, 14]))
        .update('powerball:1500')
        .update(Buffer.from([0, 0, 0, counter]))
        .digest();

    expect(read).toEqual(Buffer.concat([block(0), block(1)]));
  });
});

describe('rejection sampling', () => {
  const two32 = 2 ** 32;

  it('accepts up to the largest multiple of the range and rejects from there', () => {
    const limit = two32 - (two32 % 47);

    expect(acceptedSample(0, 47)).toBe(0);
    expect(acceptedSample(limit - 1, 47)).toBe(46);
    expect(acceptedSample(limit, 47)).toBeNull();
    expect(acceptedSample(two32 - 1, 47)).toBeNull();
    expect(acceptedSample(two32 - 2, 3)).toBe((two32 - 2) % 3);
    expect(acceptedSample(two32 - 1, 3)).toBeNull();
  });

  it('never rejects when the range divides 2^32', () => {
    expect(acceptedSample(two32 - 1, 1)).toBe(0);
    expect(acceptedSample(two32 - 1, 256)).toBe(255);
    expect(acceptedSample(two32 - 1, two32)).toBe(two32 - 1);
  });

  it('reads on past rejected values and refuses impossible ranges', () => {
    const limit = two32 - (two32 % 47);
    const values = [limit, two32 - 1, 100];
    const next = () => values.shift() ?? 0;

    expect(uniformBelow(47, next)).toBe(100 % 47);
    expect(values).toEqual([]);
    expect(() => uniformBelow(0, next)).toThrow(RangeError);
    expect(() => uniformBelow(two32 + 1, next)).toThrow(RangeError);
  });
});
