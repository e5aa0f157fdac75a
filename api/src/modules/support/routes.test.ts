import { TestClock } from '../auth/test-support';
import { CustomerChanges } from '../customer/changes';
import { accountTestApp, detailsVersion } from '../customer/details-test-support';
import { signInOperator, type TestOperator } from '../operators/test-support';

const clock = new TestClock();
let account: Awaited<ReturnType<typeof accountTestApp>>;
let support: TestOperator;

beforeAll(async () => {
  account = await accountTestApp(clock);
  support = await signInOperator(account.testApp.app, ['support']);
});

afterAll(() => account.testApp.close());

const page = (url: string, operator: TestOperator = support) =>
  account.testApp.app.inject({
    method: 'GET',
    url,
    headers: { cookie: operator.cookie, accept: 'text/html' },
  });

async function customerIdOf(email: string): Promise<string> {
  const row = await account.testApp.app.database
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The path of the customer the search page links to. */
function linkOf(body: string): string {
  const path = /href="(\/ops\/customers\/[^"]+)"/.exec(body)?.[1];
  if (path === undefined) throw new Error(`no customer link in: ${body}`);
  return path;
}

describe('finding a customer (GET /ops/customers)', () => {
  it('shows the search form, and is on the home page of support operators', async () => {
    const search = await page('/ops/customers');
    const home = await page('/ops');

    expect(search.statusCode).toBe(200);
    expect(search.headers['cache-control']).toBe('no-store');
    expect(search.body).toContain('<label for="email">Customer email</label>');
    expect(search.body).not.toContain('/ops/customers/');
    expect(home.body).toContain('<a href="/ops/customers">Customers</a>');
  });

  it('finds a customer by exact email, whatever the case and spaces', async () => {
    const found = await page('/ops/customers?email=%20Demo%40LottoShop.test%20');

    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('Dana Demo (demo@lottoshop.test)');
    expect(linkOf(found.body)).toBe(`/ops/customers/${await customerIdOf('demo@lottoshop.test')}`);
  });

  it('says when no customer has the email, and never lists customers by part of one', async () => {
    const partial = await page('/ops/customers?email=lottoshop.test');
    const unknown = await page('/ops/customers?email=nobody%40lottoshop.test');

    expect(partial.body).toContain('No customer has the email lottoshop.test.');
    expect(partial.body).not.toContain('/ops/customers/');
    expect(unknown.body).toContain('No customer has the email nobody@lottoshop.test.');
  });
});

describe('a customer (GET /ops/customers/:id)', () => {
  it('shows the account, flags and verification, and never a secret', async () => {
    const path = linkOf((await page('/ops/customers?email=address%40lottoshop.test')).body);
    const response = await page(path);
    const secrets = await account.testApp.app.database
      .selectFrom('customers')
      .select(['password_hash', 'customer_token'])
      .where('email', '=', 'address@lottoshop.test')
      .executeTakeFirstOrThrow();

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1>Adam Address</h1>');
    expect(response.body).toContain('<dt>Email</dt><dd>address@lottoshop.test</dd>');
    expect(response.body).toContain('<dt>Account</dt><dd>Active</dd>');
    expect(response.body).toContain('<dt>Address confirmation required</dt><dd>Yes</dd>');
    expect(response.body).toContain('<dt>Force password change</dt><dd>No</dd>');
    expect(response.body).toContain('Automatic check: ');
    expect(response.body).not.toContain(secrets.password_hash);
    expect(response.body).not.toContain(secrets.customer_token);
    expect(response.body).not.toContain('scrypt$');
  });

  it("shows the customer's own change, latest first, with who and from → to", async () => {
    const session = await account.logIn('demo@lottoshop.test');
    const customerId = await customerIdOf('demo@lottoshop.test');
    const reviewer = await signInOperator(account.testApp.app, ['reviewer']);
    const reviewerId = (await account.testApp.app.operators.operatorOfSession(reviewer.token))?.id;
    await new CustomerChanges(account.testApp.app.database).record(customerId, {
      kind: 'verification',
      actor: { kind: 'operator', operatorId: reviewerId ?? '' },
      changes: { decision: 'approved' },
    });
    // Changes of one transaction share a time; the customer's change comes a moment later.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const saved = await account.client.call('POST', '/v2/customer/details', {
      session,
      ...detailsVersion,
      payload: { phone_number: '0298765432' },
    });
    expect(saved.statusCode).toBe(200);

    const response = await page(`/ops/customers/${customerId}`);

    expect(response.body).toContain('customer · <strong>Details</strong>');
    expect(response.body).toContain('<li>Phone number: 0412 345 678 → 0298765432</li>');
    expect(response.body).toContain(`operator ${reviewer.email} · <strong>Verification</strong>`);
    expect(response.body).toContain('<li>Decision: approved</li>');
    expect(response.body.indexOf('Phone number:')).toBeLessThan(
      response.body.indexOf('Decision: approved'),
    );
  });

  it('escapes what the customer typed, such as a name with a <script>', async () => {
    const { email } = await account.signUp();
    await account.testApp.app.database
      .updateTable('customers')
      .set({ firstname: '<script>alert("x")</script>' })
      .where('email', '=', email)
      .execute();

    const found = await page(`/ops/customers?email=${encodeURIComponent(email)}`);
    const details = await page(linkOf(found.body));

    for (const body of [found.body, details.body]) {
      expect(body).not.toContain('<script>');
      expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    }
  });

  it('answers a not-found page for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'%20or%201=1"]) {
      const response = await page(`/ops/customers/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Customer not found');
    }
  });
});

describe('moving a customer to a segment (POST /ops/customers/:id/segment)', () => {
  const move = (customerId: string, form: string) =>
    account.testApp.app.inject({
      method: 'POST',
      url: `/ops/customers/${customerId}/segment`,
      headers: { cookie: support.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });

  it('offers every segment, moves the customer, and logs who moved them from where', async () => {
    const { email } = await account.signUp();
    const customerId = await customerIdOf(email);
    const before = await page(`/ops/customers/${customerId}`);
    expect(before.body).toContain('<label for="segment">Segment</label>');
    expect(before.body).toContain('<option value="customer" selected>customer</option>');
    expect(before.body).toContain('<option value="vip">vip</option>');

    const moved = await move(customerId, 'segment_name=vip');
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`/ops/customers/${customerId}?done=segment`);

    const after = await page(`/ops/customers/${customerId}?done=segment`);
    expect(after.body).toContain('<p role="status">Moved to the segment vip.</p>');
    expect(after.body).toContain('<option value="vip" selected>vip</option>');
    expect(after.body).toContain(`operator ${support.email} · <strong>Segment</strong>`);
    expect(after.body).toContain('<li>Segment: customer → vip</li>');
  });

  it('refuses a segment that does not exist, changing nothing', async () => {
    const { email } = await account.signUp();
    const customerId = await customerIdOf(email);

    const refused = await move(customerId, 'segment_name=nowhere');

    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('<p role="alert">There is no segment named nowhere.</p>');
    expect(refused.body).toContain('<option value="customer" selected>customer</option>');
  });
});

describe('who may look', () => {
  it('refuses anonymous callers, customers and operators without the support role', async () => {
    const customerId = await customerIdOf('demo@lottoshop.test');
    const session = await account.logIn('demo@lottoshop.test');
    const others = await signInOperator(account.testApp.app, ['reviewer', 'release_manager']);

    for (const url of [
      '/ops/customers?email=demo%40lottoshop.test',
      `/ops/customers/${customerId}`,
    ]) {
      const anonymous = await account.testApp.app.inject({ method: 'GET', url });
      const browser = await account.testApp.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      const customer = await account.client.call('GET', url, { session });
      const otherRole = await page(url, others);

      expect(anonymous.statusCode).toBe(401);
      expect(browser.statusCode).toBe(303);
      expect(browser.headers.location).toBe('/ops/login');
      expect(customer.statusCode).toBe(401);
      expect(otherRole.statusCode).toBe(403);
      for (const refused of [anonymous, customer, otherRole]) {
        expect(refused.body).not.toContain('Dana');
      }
    }
  });
});
