import { createHmac } from 'node:crypto';
import { drawSeedBytes } from './commitment';
import { field, textField, uint32 } from './byte-encoding';

/**
 * Number derivation of algorithm `hmac-sha256-fy-v1`, byte for byte (encoding in byte-encoding.ts),
 * so that anyone holding the published seed, beacon value, draw key and pools can redo it:
 *
 * 1. Key. Without a beacon, key = seed (32 bytes). With a beacon value B,
 *      key = HMAC-SHA-256(key: seed, message: text("lottery-shop/draw-beacon") || field(B)).
 * 2. Byte stream. block(c) = HMAC-SHA-256(key, text("lottery-shop/draw-numbers")
 *                                              || text(drawKey) || uint32(c)),
 *    for c = 0, 1, 2, …; the stream is block(0) || block(1) || …, read from the start, in order.
 * 3. Uniform integer below r (1 ≤ r ≤ 2^32), by rejection sampling: read the next 4 bytes of the
 *    stream as an unsigned big-endian x; with limit = 2^32 − (2^32 mod r), accept x mod r when
 *    x < limit, otherwise discard x and read the next 4 bytes. (No modulo bias.)
 * 4. Barrels. A `barrel` pool starts a new barrel holding minimum..maximum in ascending order
 *    (position i holds minimum + i, N = maximum − minimum + 1). Drawing one ball from a barrel of
 *    which t balls are already drawn (forward Fisher–Yates): j = t + uniform(N − t); swap the balls
 *    at positions t and j; the ball now at position t is drawn. A `continued` pool keeps drawing from
 *    the barrel of an earlier pool (supplementaries from the remaining mains).
 * 5. Pools are drawn in the order listed, each ball in turn, all from the one stream. The result
 *    keeps the order of drawing (for raffles: first ticket position drawn wins first prize).
 */

export type DrawPool =
  | {
      /** The set's name as published (`Numbers`, `Supplementary`, `Powerball`). */
      name: string;
      kind: 'barrel';
      minimum: number;
      maximum: number;
      pick: number;
    }
  | {
      name: string;
      kind: 'continued';
      /** The name of an earlier `barrel` pool whose remaining balls this pool draws. */
      barrel: string;
      pick: number;
    };

export interface DrawnSet {
  name: string;
  numbers: number[];
}

export interface DrawInput {
  seed: Buffer;
  /** A public randomness beacon's value for the draw, mixed into the key; null for none. */
  beacon?: Buffer | null;
  /** Names the draw (`{offerKey}:{drawNo}`), so one seed never gives two draws the same numbers. */
  drawKey: string;
  pools: readonly DrawPool[];
}

const beaconTag = 'lottery-shop/draw-beacon';
const numbersTag = 'lottery-shop/draw-numbers';
const uint32Range = 2 ** 32;

/** The bytes of step 2, four at a time. */
export function byteStreamOf(key: Buffer, drawKey: string): () => number {
  const prefix = Buffer.concat([textField(numbersTag), textField(drawKey)]);
  let block = Buffer.alloc(0);
  let offset = 0;
  let counter = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', key).update(prefix).update(uint32(counter)).digest();
      counter += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
}

/** Step 3 for one 4-byte value: the integer below `range` it gives, or null when rejected. */
export function acceptedSample(value: number, range: number): number | null {
  const limit = uint32Range - (uint32Range % range);
  return value < limit ? value % range : null;
}

export function uniformBelow(range: number, next: () => number): number {
  if (!Number.isInteger(range) || range < 1 || range > uint32Range) {
    throw new RangeError(`Cannot draw uniformly below ${range}`);
  }
  for (;;) {
    const sample = acceptedSample(next(), range);
    if (sample !== null) return sample;
  }
}

/** Step 1. */
export function derivationKeyOf(seed: Buffer, beacon: Buffer | null | undefined): Buffer {
  if (seed.length !== drawSeedBytes) {
    throw new RangeError(`A draw seed has ${drawSeedBytes} bytes, not ${seed.length}`);
  }
  if (beacon === null || beacon === undefined) return seed;
  return createHmac('sha256', seed).update(textField(beaconTag)).update(field(beacon)).digest();
}

/** A barrel of consecutive integers, drawn by partial Fisher–Yates; sparse, so 10^9 balls fit. */
class Barrel {
  private readonly swapped = new Map<number, number>();
  private drawnCount = 0;

  constructor(
    private readonly minimum: number,
    private readonly size: number,
  ) {}

  draw(next: () => number): number {
    const position = this.drawnCount;
    const chosen = position + uniformBelow(this.size - position, next);
    const ball = this.ballAt(chosen);
    this.swapped.set(chosen, this.ballAt(position));
    this.swapped.set(position, ball);
    this.drawnCount += 1;
    return ball;
  }

  private ballAt(position: number): number {
    return this.swapped.get(position) ?? this.minimum + position;
  }
}

function checkPick(pool: DrawPool, available: number): void {
  if (!Number.isInteger(pool.pick) || pool.pick < 0 || pool.pick > available) {
    throw new RangeError(`Pool ${pool.name} cannot pick ${pool.pick} of ${available} balls`);
  }
}

/** Checks the pools describe a possible draw; throws a RangeError saying what is wrong. */
export function checkPools(pools: readonly DrawPool[]): void {
  const remaining = new Map<string, number>();
  const names = new Set<string>();
  for (const pool of pools) {
    if (names.has(pool.name)) throw new RangeError(`Pool ${pool.name} appears twice`);
    names.add(pool.name);
    if (pool.kind === 'barrel') {
      const { minimum, maximum } = pool;
      const valid = Number.isSafeInteger(minimum) && Number.isSafeInteger(maximum);
      if (!valid || maximum < minimum || maximum - minimum + 1 > uint32Range) {
        throw new RangeError(`Pool ${pool.name} has no valid range ${minimum}..${maximum}`);
      }
      checkPick(pool, maximum - minimum + 1);
      remaining.set(pool.name, maximum - minimum + 1 - pool.pick);
    } else {
      const left = remaining.get(pool.barrel);
      if (left === undefined) {
        throw new RangeError(`Pool ${pool.name} continues ${pool.barrel}, no earlier barrel`);
      }
      checkPick(pool, left);
      remaining.set(pool.barrel, left - pool.pick);
    }
  }
}

/** The numbers of a draw, deterministic for its seed, beacon, draw key and pools. */
export function drawNumbers(input: DrawInput): DrawnSet[] {
  checkPools(input.pools);
  const next = byteStreamOf(derivationKeyOf(input.seed, input.beacon), input.drawKey);
  const barrels = new Map<string, Barrel>();
  return input.pools.map((pool) => {
    let barrel: Barrel;
    if (pool.kind === 'barrel') {
      barrel = new Barrel(pool.minimum, pool.maximum - pool.minimum + 1);
      barrels.set(pool.name, barrel);
    } else {
      barrel = barrels.get(pool.barrel) as Barrel;
    }
    const numbers: number[] = [];
    for (let drawn = 0; drawn < pool.pick; drawn += 1) numbers.push(barrel.draw(next));
    return { name: pool.name, numbers };
  });
}
