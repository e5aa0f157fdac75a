import { createTestClient, type RecordedCall } from '../../client/recording-fetch.test-support';
import { fetchCmsItems } from './endpoints';

function serve(answer: (call: RecordedCall) => unknown) {
  return createTestClient((call) => ({ body: answer(call) }));
}

describe('cms endpoint helpers', () => {
  it('fetchCmsItems asks the content service with its filters', async () => {
    const { client, calls } = serve(() => ({ entities: [{ id: 'post-1', slug: 'winning' }] }));
    const page = await fetchCmsItems('blog', { slug: 'winning', limit: 1 }, { client });
    expect(page.entities).toEqual([{ id: 'post-1', slug: 'winning' }]);
    const call = calls.find((recorded) => recorded.target.startsWith('/cms/'));
    expect(decodeURIComponent(call?.target ?? '')).toBe(
      '/cms/items/blog?filter[slug]=winning&limit=1',
    );
  });
});
