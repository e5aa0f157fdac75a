import { randomUUID } from 'node:crypto';
import {
  type CapabilityName,
  capabilitiesOfCall,
  capabilityCalls,
  capabilityNames,
} from 'shared-kernel/contract/platform';
import { clientHeaders, TestClock, type TestSession } from '../modules/auth/test-support';
import { capabilityUnavailableMessages } from '../modules/platform/capability-messages';
import { newCustomer } from '../modules/purchase/test-support';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const clock = new TestClock();
let testApp: TestApp;
let customer: TestSession;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  customer = await newCustomer(testApp.app, clock);
});

afterAll(() => testApp.close());

const callOf = (method: string, url: string) => `${method} ${url}`;

/** A path of the route with every parameter filled in (the hook runs before they are read). */
function pathOf(url: string): string {
  return url.replace(/:[A-Za-z]+/g, (parameter) =>
    parameter === ':gateway' ? 'stripe' : parameter === ':period' ? 'weekly' : randomUUID(),
  );
}

async function moveTo(segmentName: string): Promise<void> {
  await testApp.app.database
    .updateTable('customers')
    .set({ segment_name: segmentName })
    .where('id', '=', customer.customerId)
    .execute();
}

/** The first demo segment granting the capability (customers sign up into `customer`). */
async function demoSegmentGranting(capability: CapabilityName): Promise<string | null> {
  const rows = await testApp.app.database
    .selectFrom('capability_segments')
    .select('segment_name')
    .where('capability', '=', capability)
    .where('segment_name', 'in', ['customer', 'vip'])
    .orderBy('segment_name')
    .execute();
  return rows[0]?.segment_name ?? null;
}

async function call(method: string, url: string) {
  return testApp.app.inject({
    method: method as 'GET',
    url: pathOf(url),
    headers: await clientHeaders({
      session: customer,
      at: clock.now(),
      version: url.startsWith('/social/') ? '3.0' : '3.5',
    }),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('declared route capabilities', () => {
  it('are exactly those of the kernel table, for every route', () => {
    const routes = testApp.app.capabilityRoutes();
    const declared = routes
      .filter((route) => route.capabilities.length > 0)
      .map((route) => [callOf(route.method, route.url), [...route.capabilities].sort()]);
    const listed = routes
      .filter((route) => capabilitiesOfCall(route.method, route.url).length > 0)
      .map((route) => [
        callOf(route.method, route.url),
        capabilitiesOfCall(route.method, route.url).sort(),
      ]);
    expect(declared).toEqual(listed);
  });

  it('lists only calls the API has', () => {
    const registered = new Set(
      testApp.app.capabilityRoutes().map((route) => callOf(route.method, route.url)),
    );
    const unknown = Object.values(capabilityCalls)
      .flat()
      .filter((listed) => !registered.has(listed));
    expect(unknown).toEqual([]);
  });
});

/** One call per gated capability that a signed-in customer may make without a second factor. */
function sampleCalls(): Array<[CapabilityName, string, string]> {
  const accessOf = new Map(
    testApp.app
      .declaredRoutes()
      .map((route) => [callOf(route.method, route.url), route.access] as const),
  );
  return capabilityNames.flatMap((capability): Array<[CapabilityName, string, string]> => {
    const sample = capabilityCalls[capability].find((listed) =>
      ['customer', 'anonymous'].includes(accessOf.get(listed) ?? ''),
    );
    if (sample === undefined) return [];
    const [method = '', url = ''] = sample.split(' ');
    return [[capability, method, url]];
  });
}

describe('a customer whose segment lacks a capability', () => {
  it('is refused every gated capability, naming it, while the demo segment passes', async () => {
    const samples = sampleCalls();
    expect(samples.map(([capability]) => capability)).toEqual(
      expect.arrayContaining(['wallet_withdrawal', 'social_syndicates', 'viewing_orders']),
    );
    for (const [capability, method, url] of samples) {
      const segmentName = `without_${capability}`;
      await testApp.app.database
        .insertInto('capability_segments')
        .values(
          capabilityNames
            .filter((granted) => granted !== capability)
            .map((granted) => ({ segment_name: segmentName, capability: granted })),
        )
        .execute();
      await moveTo(segmentName);
      const refused = await call(method, url);
      expect([capability, refused.statusCode, refused.json().error]).toEqual([
        capability,
        422,
        { id: 'capability_unavailable', message: capabilityUnavailableMessages[capability] },
      ]);

      const granting = await demoSegmentGranting(capability);
      if (granting === null) continue;
      await moveTo(granting);
      const allowed = await call(method, url);
      // Whatever else it answers (a 404 for a made-up id, an empty 204), it is not this refusal.
      expect([capability, allowed.body.includes('capability_unavailable')]).toEqual([
        capability,
        false,
      ]);
    }
    await moveTo('customer');
  });

  it('reads "Withdrawals are not available for your account." on a withdrawal', async () => {
    await testApp.app.database
      .insertInto('capability_segments')
      .values({ segment_name: 'no_withdrawals', capability: 'wallet_balance' })
      .execute();
    await moveTo('no_withdrawals');
    try {
      const response = await call('GET', '/v2/withdrawals');
      expect(response.statusCode).toBe(422);
      expect(response.json().error.message).toBe('Withdrawals are not available for your account.');
    } finally {
      await moveTo('customer');
    }
  });
});

describe('a visitor', () => {
  it('gets the default segment: the causes directory, not the withdrawals', async () => {
    const headers = await clientHeaders({ at: clock.now() });
    const causes = await testApp.app.inject({ method: 'GET', url: '/v2/causes', headers });
    expect(causes.statusCode).toBe(200);

    await testApp.app.database
      .deleteFrom('capability_segments')
      .where('segment_name', '=', 'default')
      .where('capability', '=', 'causes_directory')
      .execute();
    try {
      const refused = await testApp.app.inject({ method: 'GET', url: '/v2/causes', headers });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe(
        'The causes directory is not available for your account.',
      );
    } finally {
      await testApp.app.database
        .insertInto('capability_segments')
        .values({ segment_name: 'default', capability: 'causes_directory' })
        .execute();
    }
  });
});
