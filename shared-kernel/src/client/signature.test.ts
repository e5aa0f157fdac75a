import { createHash, createHmac, randomBytes } from 'node:crypto';
import { computeSignature, deriveSigningKey, signaturesEqual } from './signature';
import { hmacSha256, sha256 } from './sha-256';
import { decodeUtf8, encodeUtf8 } from './utf-8';

/** Node's own HMAC over the documented scheme, as an independent reference. */
function referenceSignature(appKey: string, appSecret: string, timestamp: number, token: string) {
  const signingKey = createHash('sha256').update(appSecret).digest();
  return createHmac('sha256', signingKey).update(`${appKey}\n${timestamp}\n${token}`).digest('hex');
}

describe('computeSignature', () => {
  it('is HMAC-SHA-256 keyed by SHA-256(appSecret) over appKey, timestamp and customer token', async () => {
    await expect(
      computeSignature({
        appKey: 'shop-web',
        appSecret: 'shop-web-public-secret',
        timestamp: 1_700_000_000,
        customerToken: 'customer-token-1',
      }),
    ).resolves.toBe(
      referenceSignature('shop-web', 'shop-web-public-secret', 1_700_000_000, 'customer-token-1'),
    );
  });

  it('uses an empty customer token for anonymous visitors', async () => {
    await expect(
      computeSignature({ appKey: 'shop-web', appSecret: 's', timestamp: 1, customerToken: null }),
    ).resolves.toBe(referenceSignature('shop-web', 's', 1, ''));
  });

  it('derives the signing key as SHA-256 of the secret', async () => {
    const key = Buffer.from(await deriveSigningKey('shop-web-public-secret'));
    expect(key.equals(createHash('sha256').update('shop-web-public-secret').digest())).toBe(true);
  });

  it('compares signatures exactly', () => {
    expect(signaturesEqual('abc', 'abc')).toBe(true);
    expect(signaturesEqual('abc', 'abd')).toBe(false);
    expect(signaturesEqual('abc', 'ab')).toBe(false);
  });
});

describe('plain SHA-256 and HMAC (used where Web Crypto is missing)', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
    expect(hex(sha256(encodeUtf8('')))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hex(sha256(encodeUtf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('agrees with Node for inputs of every length around the block boundaries', () => {
    for (let length = 0; length < 200; length += 1) {
      const data = randomBytes(length);
      const key = randomBytes(length % 90);
      expect(Buffer.from(sha256(data)).equals(createHash('sha256').update(data).digest())).toBe(
        true,
      );
      expect(
        Buffer.from(hmacSha256(key, data)).equals(createHmac('sha256', key).update(data).digest()),
      ).toBe(true);
    }
  });
});

describe('UTF-8', () => {
  it('round-trips text with multi-byte characters', () => {
    const text = 'Lotto $ – 🎉 ü';
    expect(Buffer.from(encodeUtf8(text)).equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(decodeUtf8(Buffer.from(text, 'utf8'))).toBe(text);
  });
});
