import { createHash } from 'node:crypto';
import { commitmentMatches, commitmentOf, drawAlgorithmVersion, newDrawSeed } from './commitment';

const seed = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');

describe('draw commitment', () => {
  it('makes fresh 32-byte seeds', () => {
    const first = newDrawSeed();
    const second = newDrawSeed();

    expect(first).toHaveLength(32);
    expect(first.equals(second)).toBe(false);
  });

  it('is SHA-256 over tag, algorithm version and seed, each length-prefixed (golden vector)', () => {
    const prefixed = (bytes: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(bytes.length);
      return Buffer.concat([length, bytes]);
    };
    const expected = createHash('sha256')
      .update(prefixed(Buffer.from('lottery-shop/draw-commitment')))
      .update(prefixed(Buffer.from('hmac-sha256-fy-v1')))
      .update(prefixed(seed))
      .digest('hex');

    expect(commitmentOf(seed, drawAlgorithmVersion)).toBe(expected);
    expect(expected).toBe('2c0da9c44be7a8e1800afd3681b399f2cdaca700c7f167345021af4aedb52d3f');
  });

  it('matches only the seed and algorithm version it was made for', () => {
    const commitment = commitmentOf(seed, drawAlgorithmVersion);
    const otherSeed = Buffer.from(seed);
    otherSeed[31] = 0x20;

    expect(commitmentMatches(seed, drawAlgorithmVersion, commitment)).toBe(true);
    expect(commitmentMatches(otherSeed, drawAlgorithmVersion, commitment)).toBe(false);
    expect(commitmentMatches(seed, 'hmac-sha256-fy-v2', commitment)).toBe(false);
    expect(commitmentMatches(seed, drawAlgorithmVersion, commitment.toUpperCase())).toBe(false);
    expect(commitmentMatches(seed, drawAlgorithmVersion, 'not hex')).toBe(false);
  });

  it('refuses a seed of the wrong size', () => {
    expect(() => commitmentOf(Buffer.alloc(31), drawAlgorithmVersion)).toThrow(
      'A draw seed has 32 bytes, not 31',
    );
  });
});
