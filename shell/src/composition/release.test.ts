import { parseRelease } from './release';

describe('parseRelease', () => {
  it('reads each remote with its current and last known good entries', () => {
    expect(
      parseRelease({
        environment: 'local',
        remotes: [
          {
            remote: 'mfe-catalog',
            version: '0.1.0-b',
            entryUrl: 'http://x/remotes/mfe-catalog/0.1.0-b/remoteEntry.js',
            previousVersion: null,
            previousEntryUrl: null,
          },
        ],
      }),
    ).toEqual({
      environment: 'local',
      remotes: [
        {
          remote: 'mfe-catalog',
          version: '0.1.0-b',
          entryUrl: 'http://x/remotes/mfe-catalog/0.1.0-b/remoteEntry.js',
          previousVersion: null,
          previousEntryUrl: null,
        },
      ],
    });
  });

  it('drops an entry without an address instead of failing the whole release', () => {
    const release = parseRelease({
      environment: 'local',
      remotes: [{ remote: 'mfe-cart-checkout', version: '0.1.0-c' }, 'nonsense'],
    });
    expect(release.remotes).toEqual([]);
  });

  it('refuses an answer without a result', () => {
    expect(() => parseRelease(null)).toThrow('The release document has no result.');
  });
});
