import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';
import { keysNotSnakeCase } from '../../testing/wire-assertions';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

async function get(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: await signedHeaders() });
}

interface CauseWire {
  key: string;
  url_slug: string;
  name: string;
  product_offer_keys: string[];
}

describe('GET /v2/causes', () => {
  it('lists the causes by name, ten a page, each with the offers that support it', async () => {
    const response = await get('/v2/causes');
    const body = response.json();

    expect(response.statusCode).toBe(200);
    expect(keysNotSnakeCase(body)).toEqual([]);
    expect(body.entities).toHaveLength(10);
    expect(body.page_info.total).toBeGreaterThanOrEqual(13);
    const names = (body.entities as CauseWire[]).map((cause) => cause.name);
    expect(names).toEqual([...names].sort((first, second) => first.localeCompare(second)));
    for (const cause of body.entities as CauseWire[]) {
      expect(cause.product_offer_keys).toContain('hearts_raffle');
    }
  });

  it('finds one cause by its slug', async () => {
    const response = await get('/v2/causes?slug=reef-restoration-project&limit=1');

    expect(response.json().entities).toEqual([
      expect.objectContaining({
        key: 'reef_restoration_project',
        url_slug: 'reef-restoration-project',
        name: 'Reef Restoration Project',
        state: 'QLD',
      }),
    ]);
    expect(response.json().page_info).toEqual({ limit: 1, offset: 0, total: 1 });
  });

  it('answers an empty list for an unknown slug and 422 for a bad limit', async () => {
    const unknown = await get('/v2/causes?slug=no-such-cause&limit=1');
    const badLimit = await get('/v2/causes?limit=-1');

    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().entities).toEqual([]);
    expect(badLimit.statusCode).toBe(422);
    expect(badLimit.json().error.id).toBe('validation_failed');
  });

  it('lists the causes of one offer', async () => {
    const response = await get('/v2/causes?product_offer_key=powerball');
    expect(response.json().entities).toEqual([]);
  });
});

describe('GET /v2/causes/{key}', () => {
  it('finds a cause by its slug with underscores', async () => {
    const response = await get('/v2/causes/heart_health_foundation');

    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      key: 'heart_health_foundation',
      url_slug: 'heart-health-foundation',
      description: expect.stringContaining('Heart Health Foundation'),
    });
  });

  it('answers 404 with the error envelope for an unknown cause', async () => {
    const response = await get('/v2/causes/no_such_cause');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      result: null,
      error: { id: 'cause_not_found' },
    });
  });
});
