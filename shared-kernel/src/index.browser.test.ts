/** @jest-environment ./src/client/jsdom-with-fetch.test-environment.cjs */
import * as kernel from './';
import { createTestClient } from './client/recording-fetch.test-support';

/**
 * The shell and remotes test in jsdom, which lacks TextEncoder, TextDecoder, crypto.subtle and
 * structuredClone: the kernel must load and work there too.
 */

it('loads in jsdom and exports what must be one per page', () => {
  for (const name of [
    'bus',
    'createApiClient',
    'getApiClient',
    'configureApiClient',
    'ApiError',
    'apiVersions',
    'cacheDurationsSeconds',
    'errorMessageFallback',
    'groupServerErrorsByTarget',
    'getSession',
    'updateSession',
    'subscribeSession',
    'ownerOf',
    'readRuntimeConfig',
    'kernelInstanceId',
    'computeSignature',
    'headerNames',
  ]) {
    expect(kernel).toHaveProperty(name);
  }
});

it('keeps the stateless contract out of the page singleton', () => {
  for (const name of [
    'fetchConfig',
    'fetchProductOffers',
    'purchaseCart',
    'formatCurrency',
    'validateForm',
    'capabilityNames',
  ]) {
    expect(kernel).not.toHaveProperty(name);
  }
});

it('signs, sends, caches and reads a call in jsdom', async () => {
  const { client, apiCalls } = createTestClient(
    () => ({ body: { result: { site_name: 'Lotto Shop' } } }),
    {
      session: { customerToken: 'customer-token-1' },
      now: () => 1_700_000_000_000,
    },
  );

  const first = await client.request<{ siteName: string }>({ path: '/config' });
  const second = await client.request<{ siteName: string }>({ path: '/config' });

  expect(first.result.siteName).toBe('Lotto Shop');
  expect(second).toEqual(first);
  expect(second).not.toBe(first);
  expect(apiCalls()).toHaveLength(1);
  expect(apiCalls()[0]!.headers['x-signature']).toBe(
    '4532e31360e3009812500a88a75376003dfe80e6cf2a5b64c50bd0141b145714',
  );
});
