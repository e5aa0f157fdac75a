/**
 * The browser's check of a published draw, with Web Crypto: the same algorithm, byte for byte, as
 * the services' reference (verifiable/commitment.ts and number-derivation.ts), which specifies it:
 *
 * - Encoding: `uint32(n)` is 4 bytes big-endian, `field(bytes)` is uint32(length) || bytes, a text
 *   is field(its UTF-8 bytes).
 * - Commitment: SHA-256(text("lottery-shop/draw-commitment") || text(algorithmVersion) ||
 *   field(seed)), as 64 lowercase hex digits.
 * - Key: the seed; with a beacon value B, HMAC-SHA-256(seed, text("lottery-shop/draw-beacon") ||
 *   field(B)).
 * - Byte stream: HMAC-SHA-256(key, text("lottery-shop/draw-numbers") || text(drawKey) ||
 *   uint32(c)) for c = 0, 1, …, read 4 bytes at a time as unsigned big-endian integers.
 * - Uniform integer below r: x mod r when x < 2^32 − (2^32 mod r), otherwise the next 4 bytes.
 * - Barrels: forward Fisher–Yates over minimum..maximum; a `continued` pool draws on from an
 *   earlier pool's barrel; pools in order, all from the one stream.
 */

export type DrawPool =
  | { name: string; kind: 'barrel'; minimum: number; maximum: number; pick: number }
  | { name: string; kind: 'continued'; barrel: string; pick: number };

export interface DrawnSet {
  name: string;
  numbers: number[];
}

export const drawAlgorithmVersion = 'hmac-sha256-fy-v1';

const seedBytes = 32;
const uint32Range = 2 ** 32;
const commitmentTag = 'lottery-shop/draw-commitment';
const beaconTag = 'lottery-shop/draw-beacon';
const numbersTag = 'lottery-shop/draw-numbers';

/** Web Crypto's digest and HMAC; absent on pages served over plain http (and in jsdom). */
export function subtleCrypto(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null;
}

function requireSubtle(): SubtleCrypto {
  const subtle = subtleCrypto();
  if (subtle === null) throw new Error('This browser cannot compute SHA-256 on this page.');
  return subtle;
}

function uint32(value: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

function concat(...parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

function field(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return concat(uint32(bytes.length), bytes);
}

function textField(text: string): Uint8Array<ArrayBuffer> {
  return field(new TextEncoder().encode(text));
}

/** The bytes of lowercase hex text (exactly `length` bytes when given); null for anything else. */
export function bytesOfHex(text: string, length?: number): Uint8Array<ArrayBuffer> | null {
  if (text.length % 2 !== 0 || !/^[0-9a-f]*$/.test(text)) return null;
  if (length !== undefined && text.length !== length * 2) return null;
  const bytes = new Uint8Array(text.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(text.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

export function hexOf(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function hmacSha256(
  key: Uint8Array<ArrayBuffer>,
  message: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const subtle = requireSubtle();
  const cryptoKey = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await subtle.sign('HMAC', cryptoKey, message));
}

/** The commitment published for a seed before sales close. */
export async function commitmentOf(
  seed: Uint8Array<ArrayBuffer>,
  algorithmVersion: string,
): Promise<string> {
  if (seed.length !== seedBytes) {
    throw new RangeError(`A draw seed has ${seedBytes} bytes, not ${seed.length}`);
  }
  const message = concat(textField(commitmentTag), textField(algorithmVersion), field(seed));
  return hexOf(await requireSubtle().digest('SHA-256', message));
}

/** Whether the revealed seed is the one the published commitment was made for. */
export async function commitmentMatches(
  seed: Uint8Array<ArrayBuffer>,
  algorithmVersion: string,
  commitment: string,
): Promise<boolean> {
  if (bytesOfHex(commitment, 32) === null || seed.length !== seedBytes) return false;
  return (await commitmentOf(seed, algorithmVersion)) === commitment;
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

/** The stream's unsigned 32-bit values, in order, one HMAC block (8 values) at a time. */
function byteStreamOf(key: Uint8Array<ArrayBuffer>, drawKey: string): () => Promise<number> {
  const prefix = concat(textField(numbersTag), textField(drawKey));
  let block = new DataView(new ArrayBuffer(0));
  let offset = 0;
  let counter = 0;
  return async () => {
    if (offset + 4 > block.byteLength) {
      const bytes = await hmacSha256(key, concat(prefix, uint32(counter)));
      block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      counter += 1;
      offset = 0;
    }
    const value = block.getUint32(offset);
    offset += 4;
    return value;
  };
}

async function uniformBelow(range: number, next: () => Promise<number>): Promise<number> {
  const limit = uint32Range - (uint32Range % range);
  for (;;) {
    const value = await next();
    if (value < limit) return value % range;
  }
}

async function derivationKeyOf(
  seed: Uint8Array<ArrayBuffer>,
  beacon: Uint8Array<ArrayBuffer> | null,
): Promise<Uint8Array<ArrayBuffer>> {
  if (seed.length !== seedBytes) {
    throw new RangeError(`A draw seed has ${seedBytes} bytes, not ${seed.length}`);
  }
  if (beacon === null) return seed;
  return hmacSha256(seed, concat(textField(beaconTag), field(beacon)));
}

/** A barrel of consecutive integers, drawn by partial Fisher–Yates; sparse for raffle sizes. */
class Barrel {
  private readonly swapped = new Map<number, number>();
  private drawnCount = 0;

  constructor(
    private readonly minimum: number,
    private readonly size: number,
  ) {}

  async draw(next: () => Promise<number>): Promise<number> {
    const position = this.drawnCount;
    const chosen = position + (await uniformBelow(this.size - position, next));
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

export interface DrawInput {
  seed: Uint8Array<ArrayBuffer>;
  beacon: Uint8Array<ArrayBuffer> | null;
  /** `{offerKey}:{drawNo}`. */
  drawKey: string;
  pools: readonly DrawPool[];
}

/** The numbers a seed, beacon, draw key and pools give, in the order drawn. */
export async function drawNumbers(input: DrawInput): Promise<DrawnSet[]> {
  checkPools(input.pools);
  const next = byteStreamOf(await derivationKeyOf(input.seed, input.beacon), input.drawKey);
  const barrels = new Map<string, Barrel>();
  const sets: DrawnSet[] = [];
  for (const pool of input.pools) {
    let barrel: Barrel;
    if (pool.kind === 'barrel') {
      barrel = new Barrel(pool.minimum, pool.maximum - pool.minimum + 1);
      barrels.set(pool.name, barrel);
    } else {
      barrel = barrels.get(pool.barrel) as Barrel;
    }
    const numbers: number[] = [];
    for (let drawn = 0; drawn < pool.pick; drawn += 1) numbers.push(await barrel.draw(next));
    sets.push({ name: pool.name, numbers });
  }
  return sets;
}
