import { headerNames } from 'shared-kernel';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedHeaders } from '../testing/signed-headers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false });
});

afterAll(() => testApp.close());

/**
 * Every route of the API with the access it declares (method, path, access). A new route, or a
 * changed access, shows up here for a reviewer to see.
 */
const expectedRoutes: Array<[string, string, string]> = [
  ['GET', '/', 'anonymous'],
  ['GET', '/*', 'anonymous'],
  ['POST', '/auth/refresh', 'anonymous'],
  ['GET', '/blank.html', 'anonymous'],
  ['GET', '/cms/files/:id', 'anonymous'],
  ['GET', '/cms/items/:collection', 'anonymous'],
  ['POST', '/cms/items/:collection', 'operator:content_editor'],
  ['GET', '/cms/items/:collection/:id', 'anonymous'],
  ['GET', '/cms/items/site_config', 'anonymous'],
  ['GET', '/cms/items/theme', 'anonymous'],
  ['GET', '/discover', 'anonymous'],
  ['GET', '/health', 'anonymous'],
  ['GET', '/index.html', 'anonymous'],
  ['GET', '/ops', 'operator:any'],
  ['GET', '/ops/audit', 'operator:draws|support'],
  ['GET', '/ops/customers', 'operator:support'],
  ['GET', '/ops/customers/:id', 'operator:support'],
  ['GET', '/ops/deposits', 'operator:payments'],
  ['POST', '/ops/deposits/:id/settle', 'operator:payments'],
  ['POST', '/ops/deposits/:id/void', 'operator:payments'],
  ['GET', '/ops/draws', 'operator:draws'],
  ['GET', '/ops/draws.json', 'operator:draws'],
  ['GET', '/ops/draws/:id/draw-now', 'operator:draws'],
  ['POST', '/ops/draws/:id/retry', 'operator:draws'],
  ['POST', '/ops/draws/draw-now', 'operator:draws'],
  ['GET', '/ops/login', 'anonymous'],
  ['GET', '/ops/prize-claims', 'operator:draws'],
  ['POST', '/ops/prize-claims/:drawId/:ticketId/approve', 'operator:draws'],
  ['POST', '/ops/prize-claims/:drawId/:ticketId/reject', 'operator:draws'],
  ['GET', '/ops/reviews', 'operator:reviewer'],
  ['GET', '/ops/reviews/:id', 'operator:reviewer'],
  ['POST', '/ops/reviews/:id/approve', 'operator:reviewer'],
  ['GET', '/ops/reviews/:id/documents/:documentId', 'operator:reviewer'],
  ['POST', '/ops/reviews/:id/reject', 'operator:reviewer'],
  ['DELETE', '/ops/session', 'anonymous'],
  ['POST', '/ops/session', 'anonymous'],
  ['POST', '/ops/sign-out', 'anonymous'],
  ['GET', '/ops/withdrawals', 'operator:payments'],
  ['POST', '/ops/withdrawals/:id/approve', 'operator:payments'],
  ['POST', '/ops/withdrawals/:id/check', 'operator:payments'],
  ['POST', '/ops/withdrawals/:id/paid', 'operator:payments'],
  ['POST', '/ops/withdrawals/:id/reject', 'operator:payments'],
  ['POST', '/ops/withdrawals/:id/returned', 'operator:payments'],
  ['PUT', '/registry/:environment/pins/:remote', 'operator:release_manager'],
  ['GET', '/registry/:environment/release', 'anonymous'],
  ['GET', '/registry/remotes', 'anonymous'],
  ['POST', '/registry/remotes/:remote/versions', 'operator:release_manager'],
  ['GET', '/remotes/*', 'anonymous'],
  ['GET', '/test-gateway/3ds/:challengeId', 'anonymous'],
  ['POST', '/test-gateway/3ds/:challengeId', 'anonymous'],
  ['GET', '/test-gateway/paypal/:orderId', 'anonymous'],
  ['POST', '/test-gateway/paypal/:orderId/approve', 'anonymous'],
  ['POST', '/test-gateway/paypal/:orderId/cancel', 'anonymous'],
  ['POST', '/test-gateway/paypal/account-nonces', 'anonymous'],
  ['POST', '/test-gateway/tokens', 'anonymous'],
  ['POST', '/test-gateway/wallet-tokens', 'anonymous'],
  ['GET', '/v2/:locale/items', 'anonymous'],
  ['POST', '/v2/anon-cart', 'anonymous'],
  ['GET', '/v2/anon-cart/:token', 'anonymous'],
  ['POST', '/v2/anon-cart/:token/build', 'anonymous'],
  ['POST', '/v2/anon-cart/:token/convert', 'customer'],
  ['POST', '/v2/anon-cart/:token/items', 'anonymous'],
  ['DELETE', '/v2/anon-cart/:token/items/:id', 'anonymous'],
  ['PUT', '/v2/anon-cart/:token/items/:id', 'anonymous'],
  ['POST', '/v2/anon-cart/:token/promotion', 'anonymous'],
  ['POST', '/v2/anon-cart/partner/:slug', 'anonymous'],
  ['GET', '/v2/autologin', 'anonymous'],
  ['GET', '/v2/branding', 'anonymous'],
  ['GET', '/v2/capabilities', 'anonymous'],
  ['POST', '/v2/cart/build', 'customer'],
  ['GET', '/v2/cart/items', 'customer'],
  ['POST', '/v2/cart/items', 'customer'],
  ['DELETE', '/v2/cart/items/:id', 'customer'],
  ['PUT', '/v2/cart/items/:id', 'customer'],
  ['POST', '/v2/cart/partner/:slug', 'customer'],
  ['POST', '/v2/cart/partner/:slug/purchase', 'customer'],
  ['POST', '/v2/cart/promotion', 'customer'],
  ['POST', '/v2/cart/purchase', 'customer'],
  ['GET', '/v2/causes', 'anonymous'],
  ['GET', '/v2/causes/:key', 'anonymous'],
  ['POST', '/v2/check-email', 'anonymous'],
  ['GET', '/v2/checkout/:checkout_id', 'customer'],
  ['GET', '/v2/config', 'anonymous'],
  ['DELETE', '/v2/customer', 'customer'],
  ['GET', '/v2/customer', 'customer'],
  ['GET', '/v2/customer/:id/communication-preferences', 'customer'],
  ['PUT', '/v2/customer/:id/communication-preferences', 'customer'],
  ['GET', '/v2/customer/:id/communication-preferences/unsubscribe', 'anonymous'],
  ['PUT', '/v2/customer/:id/communication-preferences/unsubscribe', 'anonymous'],
  ['POST', '/v2/customer/autologin-token', 'elevated'],
  ['POST', '/v2/customer/change-password', 'customer'],
  ['PATCH', '/v2/customer/confirm-address', 'anonymous'],
  ['PATCH', '/v2/customer/confirm-email-address', 'anonymous'],
  ['GET', '/v2/customer/details', 'customer'],
  ['POST', '/v2/customer/details', 'customer'],
  ['POST', '/v2/customer/details/email-confirmation', 'customer'],
  ['POST', '/v2/customer/terms-and-conditions', 'customer'],
  ['POST', '/v2/customer/terms-and-conditions/location', 'customer'],
  ['DELETE', '/v2/customer/two-factor-auth', 'customer'],
  ['GET', '/v2/customer/two-factor-auth', 'customer'],
  ['POST', '/v2/customer/two-factor-auth/authenticator', 'customer'],
  ['POST', '/v2/customer/two-factor-auth/email', 'customer'],
  ['POST', '/v2/customer/two-factor-auth/prompt-acknowledged', 'customer'],
  ['GET', '/v2/customer/verification', 'customer'],
  ['POST', '/v2/customer/verification', 'customer'],
  ['POST', '/v2/customer/verification/connectid', 'customer'],
  ['POST', '/v2/customer/verification/connectid/callback', 'customer'],
  ['POST', '/v2/customer/verification/licence', 'customer'],
  ['POST', '/v2/customer/verify', 'customer'],
  ['GET', '/v2/customer/withdrawable-funds', 'customer'],
  ['POST', '/v2/deposits/deposit_purchase', 'customer'],
  ['GET', '/v2/draw/details/:offerKey/:drawNo', 'anonymous'],
  ['GET', '/v2/draw/details/:offerKey/:drawNo/prizes', 'anonymous'],
  ['GET', '/v2/draw/details/:offerKey/:drawNo/winners', 'anonymous'],
  ['GET', '/v2/draw/full_result', 'anonymous'],
  ['GET', '/v2/draw/full_result_customer/:offerKey/:drawNo', 'anonymous'],
  ['GET', '/v2/draw/preview/:offerKey/:drawNo', 'anonymous'],
  ['GET', '/v2/draws/:offerKey/:drawNo/commitment', 'anonymous'],
  ['GET', '/v2/draws/:offerKey/:drawNo/tickets/:ticketId/proof', 'customer'],
  ['GET', '/v2/draws/:offerKey/:drawNo/verification', 'anonymous'],
  ['GET', '/v2/draws/past/archived/:offerKey/:year/:month', 'anonymous'],
  ['GET', '/v2/draws/past_customer/:offerKey', 'anonymous'],
  ['GET', '/v2/draws/pricing/:pricingId/past/:offerKey', 'anonymous'],
  ['GET', '/v2/draws/pricing/:pricingId/past/result_keys', 'anonymous'],
  ['POST', '/v2/event', 'anonymous'],
  ['PUT', '/v2/favourite-numbers', 'customer'],
  ['GET', '/v2/funds', 'customer'],
  ['GET', '/v2/funds/:gateway', 'customer'],
  ['DELETE', '/v2/funds/:id', 'elevated'],
  ['POST', '/v2/funds/:id/default', 'customer'],
  ['GET', '/v2/funds/:id/deposit', 'customer'],
  ['POST', '/v2/funds/:id/deposit', 'customer'],
  ['POST', '/v2/funds/:id/deposit/cancel', 'customer'],
  ['POST', '/v2/funds/:method/:gatewayKey/deposit', 'customer'],
  ['POST', '/v2/funds/bank-account', 'elevated'],
  ['POST', '/v2/funds/bd/deposit', 'customer'],
  ['POST', '/v2/funds/bp/deposit', 'customer'],
  ['GET', '/v2/funds/card_gateways', 'customer'],
  ['POST', '/v2/funds/cc/:gateway', 'customer'],
  ['POST', '/v2/funds/dd/deposit', 'customer'],
  ['POST', '/v2/funds/pl/braintree', 'elevated'],
  ['POST', '/v2/funds/stripe/setup', 'customer'],
  ['POST', '/v2/funds/td/deposit', 'customer'],
  ['GET', '/v2/locate', 'anonymous'],
  ['POST', '/v2/login', 'anonymous'],
  ['GET', '/v2/logout', 'anonymous'],
  ['POST', '/v2/migration/migrate', 'customer'],
  ['GET', '/v2/orders', 'customer'],
  ['GET', '/v2/orders/:id', 'customer'],
  ['GET', '/v2/partners/:slug', 'anonymous'],
  ['POST', '/v2/password/force-change', 'customer'],
  ['POST', '/v2/password/forgot', 'anonymous'],
  ['POST', '/v2/password/reset', 'anonymous'],
  ['GET', '/v2/payment_methods', 'customer'],
  ['GET', '/v2/payment_resolutions', 'customer'],
  ['DELETE', '/v2/precommitment', 'customer'],
  ['GET', '/v2/precommitment', 'customer'],
  ['POST', '/v2/precommitment', 'customer'],
  ['GET', '/v2/pricing/:pricingId/product_offers', 'anonymous'],
  ['POST', '/v2/process_recurring_purchases/sync', 'customer'],
  ['GET', '/v2/scheduled-purchases', 'customer'],
  ['GET', '/v2/scheduled-purchases/:id', 'customer'],
  ['PATCH', '/v2/scheduled-purchases/:id/cancel', 'customer'],
  ['POST', '/v2/signup', 'anonymous'],
  ['GET', '/v2/spend-limits', 'customer'],
  ['DELETE', '/v2/spend-limits/:id', 'customer'],
  ['POST', '/v2/spend-limits/:period', 'customer'],
  ['PUT', '/v2/spend-limits/:period', 'customer'],
  ['GET', '/v2/statistics/:key', 'anonymous'],
  ['GET', '/v2/tips', 'anonymous'],
  ['GET', '/v2/transactions', 'customer'],
  ['POST', '/v2/transfer', 'anonymous'],
  ['GET', '/v2/withdrawals', 'customer'],
  ['GET', '/v2/withdrawals/:id', 'customer'],
  ['POST', '/v2/withdrawals/:id/withdraw', 'elevated'],
];

describe('declared route access', () => {
  it('is declared by every route, as listed', () => {
    const declared = testApp.app
      .declaredRoutes()
      .map(({ method, url, access }): [string, string, string] => [method, url, access])
      .sort(([methodA, urlA], [methodB, urlB]) =>
        urlA === urlB ? methodA.localeCompare(methodB) : urlA < urlB ? -1 : 1,
      );
    expect(declared).toEqual(expectedRoutes);
  });

  it('answers a customer route called without a customer with 401, before reading its input', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/precommitment',
      headers: await signedHeaders(),
      payload: { not: 'a form' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ id: 'unauthorized' });
  });

  it('answers an operator route called without an operator session with 401', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/ops',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ id: 'operator_unauthorized' });
  });

  it('lets anyone call an anonymous route', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers[headerNames.requestId]).toBeDefined();
  });
});
