/** @jest-environment jsdom */
import { computeSignature } from './signature';
import { decodeUtf8, encodeUtf8 } from './utf-8';

/** jsdom has neither crypto.subtle nor TextEncoder: the plain implementations must agree. */

it('runs without Web Crypto and gives the same signature as Node', async () => {
  expect(globalThis.crypto?.subtle).toBeUndefined();

  await expect(
    computeSignature({
      appKey: 'shop-web',
      appSecret: 'shop-web-public-secret',
      timestamp: 1_700_000_000,
      customerToken: 'customer-token-1',
    }),
  ).resolves.toBe('4532e31360e3009812500a88a75376003dfe80e6cf2a5b64c50bd0141b145714');
});

it('encodes and decodes UTF-8 without TextEncoder', () => {
  expect(typeof TextEncoder).toBe('undefined');
  expect([...encodeUtf8('a€🎉')]).toEqual([0x61, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x8e, 0x89]);
  expect(decodeUtf8(encodeUtf8('Lotto – 🎉 ü'))).toBe('Lotto – 🎉 ü');
  expect(decodeUtf8(Uint8Array.from([0x61, 0xff, 0x62]))).toBe('a\ufffdb');
});
