import { readEnvelope, readJsonResponse, UnparseableBodyError } from './envelope';

describe('envelope', () => {
  it('reads every envelope field and defaults missing lists', () => {
    expect(readEnvelope(200, { result: 1 })).toEqual({
      status: 200,
      result: 1,
      entities: [],
      messages: [],
      errors: [],
    });
  });

  it('keeps an errors map and the single error', () => {
    const response = readJsonResponse(
      422,
      JSON.stringify({ errors: { first_name: ['x'] }, error: { id: 'e', message: 'm' } }),
    );
    expect(response.errors).toEqual({ firstName: ['x'] });
    expect(response.error).toEqual({ id: 'e', message: 'm' });
  });

  it('throws UnparseableBodyError for text that is not JSON', () => {
    expect(() => readJsonResponse(200, '<html>')).toThrow(UnparseableBodyError);
  });
});
