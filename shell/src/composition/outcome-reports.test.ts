import { webcrypto } from 'node:crypto';
import { createOutcomeReporter, newPageLoadId } from './outcome-reports';

const pageLoad = '4f3c2a1b-0000-4000-8000-000000000001';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createOutcomeReporter', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("sends each outcome of a remote version once, under the page load's id", () => {
    const send = jest.fn(() => Promise.resolve());
    const reporter = createOutcomeReporter({ pageLoad, send });
    reporter.report('mfe-catalog', '0.2.0-b', 'rendered');
    reporter.report('mfe-catalog', '0.2.0-b', 'rendered');
    reporter.report('mfe-catalog', '0.2.0-b', 'render_failed');
    reporter.report('mfe-catalog', '0.1.0-a', 'rendered');
    expect(send.mock.calls).toEqual([
      [{ pageLoad, remotes: [{ remote: 'mfe-catalog', version: '0.2.0-b', outcome: 'rendered' }] }],
      [
        {
          pageLoad,
          remotes: [{ remote: 'mfe-catalog', version: '0.2.0-b', outcome: 'render_failed' }],
        },
      ],
      [{ pageLoad, remotes: [{ remote: 'mfe-catalog', version: '0.1.0-a', outcome: 'rendered' }] }],
    ]);
  });

  it('only logs a report that fails, whether it rejects or throws', async () => {
    const reporter = createOutcomeReporter({
      pageLoad,
      send: jest
        .fn()
        .mockRejectedValueOnce(new Error('429'))
        .mockImplementationOnce(() => {
          throw new Error('offline');
        }),
    });
    expect(() => reporter.report('mfe-catalog', '0.2.0-b', 'rendered')).not.toThrow();
    expect(() => reporter.report('mfe-wallet', '0.2.0-w', 'load_failed')).not.toThrow();
    await flush();
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});

describe('newPageLoadId', () => {
  it('makes a version 4 UUID even where randomUUID is missing', () => {
    const withoutRandomUuid = {
      getRandomValues: (bytes: Uint8Array) => webcrypto.getRandomValues(bytes),
    } as unknown as Crypto;
    const id = newPageLoadId(withoutRandomUuid);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newPageLoadId(withoutRandomUuid)).not.toBe(id);
  });
});
