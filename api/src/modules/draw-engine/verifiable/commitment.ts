import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { bytesOfHex, field, textField } from './byte-encoding';

/**
 * Commit-reveal of a draw's secret seed. Before sales close the engine publishes the commitment;
 * at the draw it reveals the seed, and anyone can check that the seed is the one committed to.
 *
 *   commitment = SHA-256( text("lottery-shop/draw-commitment")
 *                         || text(algorithmVersion)
 *                         || field(seed) )
 *
 * (encoding in byte-encoding.ts), published as 64 lowercase hex digits. The algorithm version
 * is committed too, so the rules of derivation cannot change after the commitment.
 */

/** The derivation this module implements: HMAC-SHA-256 expansion, Fisher–Yates. */
export const drawAlgorithmVersion = 'hmac-sha256-fy-v1';

export const drawSeedBytes = 32;

const commitmentTag = 'lottery-shop/draw-commitment';

/** A fresh secret seed from the operating system's CSPRNG. */
export function newDrawSeed(): Buffer {
  return randomBytes(drawSeedBytes);
}

export function commitmentOf(seed: Buffer, algorithmVersion: string): string {
  if (seed.length !== drawSeedBytes) {
    throw new RangeError(`A draw seed has ${drawSeedBytes} bytes, not ${seed.length}`);
  }
  return createHash('sha256')
    .update(textField(commitmentTag))
    .update(textField(algorithmVersion))
    .update(field(seed))
    .digest('hex');
}

/** Whether the revealed seed is the one the published commitment was made for. */
export function commitmentMatches(
  seed: Buffer,
  algorithmVersion: string,
  commitment: string,
): boolean {
  const published = bytesOfHex(commitment, 32);
  if (published === null || seed.length !== drawSeedBytes) return false;
  return timingSafeEqual(Buffer.from(commitmentOf(seed, algorithmVersion), 'hex'), published);
}
