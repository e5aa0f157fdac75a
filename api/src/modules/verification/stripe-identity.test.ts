import {
  outcomeOfSession,
  StripeIdentityVerifier,
  type StripeVerificationSession,
} from './stripe-identity';
import { sniffDocumentType } from './documents';
import { TestIdentities } from './test-identities';
import { type PersonDetails } from './identity-verifier';

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const person: PersonDetails = {
  firstname: 'Alex',
  lastname: 'Nguyen',
  dateOfBirth: '1990-04-12',
  address: {
    street: '12 Ocean Road',
    suburb: 'Bondi',
    postcode: '2026',
    state: 'NSW',
    country: 'AU',
  },
  email: 'alex@example.test',
};

/** A VerificationSession as Stripe answers it (trimmed to the fields the shop reads and a few more). */
function recordedSession(
  overrides: Partial<StripeVerificationSession> = {},
): StripeVerificationSession {
  return {
    id: 'vs_1NuN4zLkdIwHu7ixleE6HvkI',
    object: 'identity.verification_session',
    status: 'requires_input',
    url: 'https://verify.stripe.com/start/test_YWNjdF8xTnVN',
    last_error: null,
    ...overrides,
  };
}

describe('the Stripe Identity adapter', () => {
  it('creates a document session with the return URL and sends the customer to its URL', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchRecorded: typeof fetch = (input, init) => {
      calls.push({ url: urlOf(input), init: init ?? {} });
      return Promise.resolve(new Response(JSON.stringify(recordedSession()), { status: 200 }));
    };
    const verifier = new StripeIdentityVerifier({ secretKey: 'sk_test_123' }, fetchRecorded);

    const start = await verifier.startRedirect({
      customerId: 'customer-1',
      person,
      returnUrl: 'https://shop.example/account-verification?state=abc',
    });

    expect(start).toEqual({
      reference: 'vs_1NuN4zLkdIwHu7ixleE6HvkI',
      redirectUrl: 'https://verify.stripe.com/start/test_YWNjdF8xTnVN',
    });
    expect(calls[0]?.url).toBe('https://api.stripe.com/v1/identity/verification_sessions');
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe(
      'Bearer sk_test_123',
    );
    const form = new URLSearchParams(calls[0]?.init.body as string);
    expect(form.get('type')).toBe('document');
    expect(form.get('return_url')).toBe('https://shop.example/account-verification?state=abc');
    expect(form.get('client_reference_id')).toBe('customer-1');
  });

  it('reads the session back and maps its status', async () => {
    const fetchRecorded: typeof fetch = (input) => {
      expect(urlOf(input)).toBe('https://api.stripe.com/v1/identity/verification_sessions/vs_1');
      return Promise.resolve(new Response(JSON.stringify(recordedSession({ status: 'verified' }))));
    };
    const verifier = new StripeIdentityVerifier({ secretKey: 'sk' }, fetchRecorded);
    expect(await verifier.finishRedirect('vs_1')).toBe('verified');
  });

  it('maps every status: processing pending, canceled failed, document errors failed', () => {
    expect(outcomeOfSession(recordedSession({ status: 'processing' }))).toBe('pending');
    expect(outcomeOfSession(recordedSession({ status: 'canceled' }))).toBe('failed');
    expect(outcomeOfSession(recordedSession())).toBe('not_matched');
    expect(
      outcomeOfSession(
        recordedSession({
          last_error: { code: 'document_expired', reason: 'The document is expired.' },
        }),
      ),
    ).toBe('failed');
  });

  it('throws with Stripe’s message when Stripe refuses', async () => {
    const fetchRefused = () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { message: 'Invalid API Key provided' } }), {
          status: 401,
        }),
      );
    const verifier = new StripeIdentityVerifier({ secretKey: 'bad' }, fetchRefused);
    await expect(verifier.finishRedirect('vs_1')).rejects.toThrow('Invalid API Key provided');
  });
});

describe('the built-in test identities', () => {
  const identities = new TestIdentities();
  const licence = (licenceNumber: string) => ({ licenceNumber, cardNumber: null, state: 'NSW' });

  it('answer by last name and licence number as README.md documents', async () => {
    expect(await identities.checkPerson(person)).toBe('verified');
    expect(await identities.checkPerson({ ...person, lastname: 'Docs-Smith' })).toBe('not_matched');
    expect(await identities.checkPerson({ ...person, lastname: 'Failla' })).toBe('failed');
    expect(await identities.checkLicence(person, licence('12345678'))).toBe('verified');
    expect(await identities.checkLicence(person, licence('12345670'))).toBe('not_matched');
    expect(await identities.checkLicence(person, licence('12345679'))).toBe('failed');
  });
});

describe('documents by content', () => {
  it('knows JPEG, PNG and PDF by their first bytes and nothing else', () => {
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffDocumentType(Buffer.alloc(0))).toBeNull();
  });
});
