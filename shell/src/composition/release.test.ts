import { parseRelease } from './release';

const entryOf = (version: string) => `http://x/remotes/mfe-catalog/${version}/remoteEntry.js`;
const versionOf = (version: string) => ({
  version,
  entryUrl: entryOf(version),
  integrity: `sha384-${version}`,
});

describe('parseRelease', () => {
  it('reads each remote with its version, track and fallbacks, and the preview', () => {
    expect(
      parseRelease({
        environment: 'local',
        revision: 7,
        remotes: [
          {
            remote: 'mfe-catalog',
            ...versionOf('0.2.0-b'),
            track: 'canary',
            fallbacks: [versionOf('0.1.0-a')],
          },
        ],
        preview: { operator: 'ops@example.com', expiresAt: '2026-11-27T01:00:00.000Z' },
      }),
    ).toEqual({
      environment: 'local',
      revision: 7,
      remotes: [
        {
          remote: 'mfe-catalog',
          ...versionOf('0.2.0-b'),
          track: 'canary',
          fallbacks: [versionOf('0.1.0-a')],
        },
      ],
      preview: { operator: 'ops@example.com', expiresAt: '2026-11-27T01:00:00.000Z' },
    });
  });

  it('drops entries without a usable address or integrity, and remotes it does not know', () => {
    const release = parseRelease({
      environment: 'local',
      remotes: [
        { remote: 'mfe-cart-checkout', version: '0.1.0-c', integrity: 'sha384-c' },
        { remote: 'mfe-wallet', ...versionOf('0.1.0-w'), integrity: '' },
        { remote: 'mfe-account', ...versionOf('0.1.0-x'), entryUrl: 'javascript:alert(1)' },
        { remote: 'mfe-unknown', ...versionOf('0.1.0-u') },
        'nonsense',
      ],
    });
    expect(release.remotes).toEqual([]);
  });

  it('keeps usable fallbacks in order, without repeats or the chosen version', () => {
    const [catalog] = parseRelease({
      remotes: [
        {
          remote: 'mfe-catalog',
          ...versionOf('0.3.0-c'),
          track: 'preview',
          fallbacks: [
            versionOf('0.2.0-b'),
            { version: '0.1.9-z', entryUrl: entryOf('0.1.9-z') },
            versionOf('0.3.0-c'),
            versionOf('0.2.0-b'),
            null,
            versionOf('0.1.0-a'),
          ],
        },
      ],
    }).remotes;
    expect(catalog?.fallbacks.map(({ version }) => version)).toEqual(['0.2.0-b', '0.1.0-a']);
  });

  it('reads a document without revision, track or preview as revision 0, stable, no preview', () => {
    const release = parseRelease({
      environment: 'local',
      remotes: [{ remote: 'mfe-catalog', ...versionOf('0.1.0-a'), track: 'beta' }],
      preview: { operator: 'ops@example.com', expiresAt: 'soon' },
    });
    expect(release.revision).toBe(0);
    expect(release.preview).toBeNull();
    expect(release.remotes[0]).toMatchObject({ track: 'stable', fallbacks: [] });
  });

  it('refuses an answer without a result', () => {
    expect(() => parseRelease(null)).toThrow('The release document has no result.');
  });
});
