import { createTestClient } from '../../client/recording-fetch.test-support';
import { fetchCauseBySlug } from './endpoints';

describe('causes endpoint helpers', () => {
  it('fetchCauseBySlug falls back to the key with underscores', async () => {
    const { client, calls } = createTestClient((call) =>
      call.target.startsWith('/v2/causes?')
        ? { body: { entities: [] } }
        : { body: { result: { key: 'heart_health_foundation', name: 'Heart Health' } } },
    );
    await expect(fetchCauseBySlug('heart-health-foundation', { client })).resolves.toMatchObject({
      key: 'heart_health_foundation',
    });
    expect(calls.map((call) => call.target)).toContain('/v2/causes/heart_health_foundation');
  });
});
