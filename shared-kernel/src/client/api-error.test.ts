import {
  ApiError,
  clientSideFailureStatus,
  errorMessageFallback,
  groupServerErrorsByTarget,
} from './api-error';
import { createTestClient, testOrigin } from './recording-fetch.test-support';
import { CanceledError } from './transport';

function failing(status: number, body: unknown) {
  return createTestClient(() => ({ status, body }));
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('errors from answers (api.md §8.1)', () => {
  it('takes status, code and message from the first message, and keeps the result', async () => {
    const { client } = failing(409, {
      result: { group_id: 'g1' },
      entities: [],
      messages: [
        { code: 'duplicate_name', level: 'error', message: 'That name is taken' },
        { code: 'other', level: 'error', message: 'Second' },
      ],
      errors: [],
      error: { id: 'conflict', message: 'Conflict' },
    });

    const error = await failureOf(client.request({ method: 'POST', path: '/group' }));

    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(409);
    expect(error.code).toBe('duplicate_name');
    expect(error.message).toBe('That name is taken');
    expect(error.result).toEqual({ groupId: 'g1' });
    expect(error.errorId).toBe('conflict');
  });

  it('falls back to the status-and-url message when no message is given', async () => {
    const { client } = failing(404, { result: null, messages: [], errors: [] });

    const error = await failureOf(client.request({ path: '/causes', query: { slug: 'x' } }));

    expect(error.code).toBeUndefined();
    expect(error.message).toBe(
      `The API responded with a 404 error when requesting the following url: ${testOrigin}/v2/causes?slug=x`,
    );
  });

  it('builds a general error list from a single error', async () => {
    const { client } = failing(401, {
      result: null,
      messages: [],
      errors: [],
      error: {
        id: '2fa_incorrect',
        message: 'Code is incorrect or expired. Try again or contact support',
      },
    });

    const error = await failureOf(
      client.request({ method: 'POST', path: '/login', skipAuthRefresh: true }),
    );

    expect(error.errors).toEqual([
      {
        code: '2fa_incorrect',
        level: 'error',
        message: 'Code is incorrect or expired. Try again or contact support',
      },
    ]);
  });

  it('keeps the errors map and turns field-level messages into per-field errors', async () => {
    const { client } = failing(422, {
      result: null,
      messages: [
        { code: 'invalid', level: 'error', message: 'Email is taken', target: 'email' },
        { code: 'invalid', level: 'error', message: 'Too young', target: 'date_of_birth' },
      ],
      errors: { first_name: ['This field is required'], email: ['Not an email'] },
    });

    const error = await failureOf(
      client.request({ method: 'POST', path: '/signup', skipAuthRefresh: true }),
    );

    expect(error.errors).toEqual({
      firstName: ['This field is required'],
      email: ['Not an email', 'Email is taken'],
      dateOfBirth: ['Too young'],
    });
    expect(error.fieldErrors).toEqual({
      firstName: 'This field is required',
      email: 'Not an email',
      dateOfBirth: 'Too young',
    });
    expect(error.code).toBe('invalid');
  });

  it('maps bank fields: account_number to accountNumber, bsb and swift to bankCode', async () => {
    const { client } = failing(422, {
      result: null,
      messages: [{ code: 'invalid', level: 'error', message: 'Bad SWIFT', target: 'swift' }],
      errors: { account_number: ['Bad account number'], bsb: ['Bad BSB'] },
    });

    const error = await failureOf(client.request({ method: 'POST', path: '/funds/bank-account' }));

    expect(error.errors).toEqual({
      accountNumber: ['Bad account number'],
      bankCode: ['Bad BSB', 'Bad SWIFT'],
    });
  });

  it('gives status 422 when the body is not JSON', async () => {
    const { client, reports } = createTestClient(() => ({
      status: 200,
      body: '<html>oops</html>',
      headers: { 'content-type': 'text/html' },
    }));

    const error = await failureOf(client.request({ path: '/config' }));

    expect(error.status).toBe(422);
    expect(reports).toEqual([error]);
  });
});

describe('client-side failures (api.md §8.1)', () => {
  it.each([
    ['timeout of 10000ms exceeded', 408],
    ['Network request failed', 408],
    ['Load failed', 408],
    ['Loading chunk 3 failed', 408],
    ['The operation was ABORTED', 408],
    ['The network connection was lost.', 408],
    ['Network Connection Lost', 408],
    ['Blocked a frame with origin "https://x" from accessing a cross-origin frame.', 418],
    ['Illegal invocation', 418],
    ['Something odd', 500],
  ])('maps "%s" to %i', (message, status) => {
    expect(clientSideFailureStatus(message)).toBe(status);
  });

  it.each([
    ['Failed to fetch: load failed', 408, false],
    ['Illegal invocation', 418, false],
    ['Cannot read properties of undefined', 500, true],
  ])(
    'rejects "%s" with status %i and the fallback message (reported: %s)',
    async (message, status, isReported) => {
      const { client, reports, events } = createTestClient(() => ({
        failure: new TypeError(message),
      }));

      const error = await failureOf(client.request({ path: '/config' }));

      expect(error.status).toBe(status);
      expect(error.message).toBe(errorMessageFallback);
      expect(error.cause).toBeInstanceOf(TypeError);
      expect(reports).toHaveLength(isReported ? 1 : 0);
      expect(events('app/unrecoverableErrorRaised')).toEqual([]);
    },
  );

  it.each([
    ['Failed to fetch'],
    ['NetworkError when attempting to fetch resource.'],
    ['Load failed'],
    ['fetch failed'],
  ])('reads the network failure "%s" of fetch as a 408, not reported', async (message) => {
    const { client, reports } = createTestClient(() => ({ failure: new TypeError(message) }));

    const error = await failureOf(client.request({ path: '/config' }));

    expect(error.status).toBe(408);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(reports).toEqual([]);
  });

  it('reads transport codes as the browser wording: a refused connection is a 408', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
    });
    const { client, reports } = createTestClient(() => ({ failure: refused }));

    const error = await failureOf(client.request({ path: '/config' }));

    expect(error.status).toBe(408);
    expect(reports).toEqual([]);
  });

  it('names the fallback message', () => {
    expect(errorMessageFallback).toBe('Something went wrong');
  });
});

describe('reporting and unrecoverable errors', () => {
  it('reports 4xx answers without marking the app unrecoverable', async () => {
    const { client, reports, events } = failing(400, {
      messages: [{ code: 'bad', level: 'error', message: 'Bad' }],
      errors: [],
    });

    const error = await failureOf(client.request({ method: 'POST', path: '/event' }));

    expect(reports).toEqual([error]);
    expect(events('app/unrecoverableErrorRaised')).toEqual([]);
  });

  it('reports answers of 500 and above and marks the app unrecoverable', async () => {
    const { client, reports, events, bus } = failing(503, { messages: [], errors: [] });

    const error = await failureOf(client.request({ path: '/config' }));

    expect(reports).toEqual([error]);
    expect(events('app/unrecoverableErrorRaised')).toEqual([
      { status: 503, message: error.message },
    ]);
    expect(bus.last('app/unrecoverableErrorRaised')).toEqual({
      status: 503,
      message: error.message,
    });
  });

  it('does not report 408 and 418 answers', async () => {
    for (const status of [408, 418]) {
      const { client, reports } = failing(status, { messages: [], errors: [] });
      await failureOf(client.request({ path: '/config' }));
      expect(reports).toEqual([]);
    }
  });

  it('survives a failing reporter', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = createTestClient(() => ({ status: 400, body: {} }), {
      reportError: () => {
        throw new Error('reporter down');
      },
    });

    await expect(client.request({ path: '/config' })).rejects.toBeInstanceOf(ApiError);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('aborted calls', () => {
  it('rethrows an abort through an AbortSignal as is, silently', async () => {
    const { client, reports } = createTestClient(() => ({ body: {} }));
    await client.discover();
    const controller = new AbortController();
    controller.abort();

    const outcome = client.request({ path: '/config', signal: controller.signal });

    await expect(outcome).rejects.toBeInstanceOf(CanceledError);
    expect(reports).toEqual([]);
  });

  it('rethrows a CanceledError from the transport as is, silently', async () => {
    const cancelled = new CanceledError('user left the page');
    const { client, reports } = createTestClient(() => ({ failure: cancelled }));

    await expect(client.request({ path: '/config' })).rejects.toBe(cancelled);
    expect(reports).toEqual([]);
  });

  it('rejects with a CanceledError when the signal aborts a call in flight, silently', async () => {
    const controller = new AbortController();
    const { client, reports, apiCalls } = createTestClient(() => {
      setTimeout(() => controller.abort(), 0);
      return new Promise(() => undefined);
    });

    const outcome = client.request({ path: '/config', signal: controller.signal });

    await expect(outcome).rejects.toBeInstanceOf(CanceledError);
    expect(apiCalls()[0]!.signal?.aborted).toBe(true);
    expect(reports).toEqual([]);
  });
});

describe('groupServerErrorsByTarget', () => {
  it('groups messages by field, with code and message; untargeted ones under general', () => {
    expect(
      groupServerErrorsByTarget([
        { code: 'required', level: 'error', message: 'Required', target: 'first_name' },
        { code: 'invalid', level: 'error', message: 'Bad BSB', target: 'bsb' },
        { level: 'error', message: 'Try again' },
        { code: 'short', level: 'error', message: 'Too short', target: 'first_name' },
      ]),
    ).toEqual({
      firstName: [
        { code: 'required', message: 'Required' },
        { code: 'short', message: 'Too short' },
      ],
      bankCode: [{ code: 'invalid', message: 'Bad BSB' }],
      general: [{ message: 'Try again' }],
    });
  });
});
