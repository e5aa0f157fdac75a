import { pinChanges } from './console-parts';
import { type PublishedVersion, type Revision } from './ports';
import { releasesPage } from './releases-page';
import { remotePage } from './remote-page';
import { revisionsPage } from './revisions-page';

const at = new Date('2026-11-26T22:00:00.000Z');

function revision(environment: string, number: number, pins: Revision['pins']): Revision {
  return {
    environment,
    number,
    createdAt: at,
    author: 'ops@example.test',
    reason: `Reason ${number}`,
    action: 'pin',
    restoredRevision: null,
    pins,
  };
}

function version(name: string, withdrawn = false, liveIn: string[] = []): PublishedVersion {
  return {
    remote: 'mfe-catalog',
    version: name,
    manifest: {
      remote: 'mfe-catalog',
      version: name,
      buildId: name.slice(6),
      commit: 'abc123',
      entry: 'remoteEntry.js',
      integrity: 'sha384-x',
      requires: { 'shared-kernel': '^1.0.0' },
      routes: ['/', '/causes'],
      builtAt: at.toISOString(),
    },
    digest: 'd',
    publishedAt: at,
    publishedBy: 'system',
    withdrawn: withdrawn ? { at, by: 'ops@example.test', reason: 'Broken' } : null,
    liveIn,
  };
}

const staging = {
  name: 'staging',
  live: revision('staging', 4, [
    { remote: 'mfe-catalog', version: '0.1.0-a', canary: { version: '0.2.0-b', percent: 10 } },
  ]),
  health: [
    {
      remote: 'mfe-catalog',
      stable: { version: '0.1.0-a', sessions: 30, failed: 0 },
      candidate: { version: '0.2.0-b', percent: 10, sessions: 4, failed: 1 },
    },
  ],
};
const production = {
  name: 'production',
  live: revision('production', 2, [{ remote: 'mfe-catalog', version: '0.0.9-z', canary: null }]),
  health: [],
};
const remotes = [
  {
    remote: 'mfe-catalog',
    versions: [version('0.2.0-b'), version('0.1.5-w', true), version('0.1.0-a')],
  },
];

describe('the releases page', () => {
  it('shows a viewer every environment and remote, and no action', () => {
    const page = releasesPage({
      environments: [staging, production],
      remotes,
      canManage: false,
      notice: null,
    });
    expect(page).toContain('<h2 id="environment-staging">staging</h2>');
    expect(page.indexOf('environment-staging')).toBeLessThan(
      page.indexOf('environment-production'),
    );
    expect(page).toContain('Live: revision 4 (pin), by ops@example.test');
    expect(page).toContain('<caption>Remotes in staging</caption>');
    expect(page).toContain('0.2.0-b at 10 %<br>Candidate: 1 of 4 sessions failed (25%)');
    expect(page).toContain('Stable 0.1.0-a: 0 of 30 sessions failed (0%)');
    expect(page).toContain('href="/ops/releases/staging/revisions"');
    expect(page).not.toContain('<form');
    expect(page).not.toContain('Actions');
    expect(page).not.toContain('<script');
  });

  it('gives a manager limited to staging the actions of staging only', () => {
    const page = releasesPage({
      environments: [staging, production],
      remotes,
      canManage: true,
      managedEnvironments: ['staging'],
      notice: null,
    });
    expect(page).toContain('action="/ops/releases/staging/pins/mfe-catalog"');
    expect(page).not.toContain('action="/ops/releases/production/');
  });

  it('gives a manager pin, canary and promote forms carrying the revision read', () => {
    const page = releasesPage({
      environments: [staging, production],
      remotes,
      canManage: true,
      notice: { kind: 'alert', text: 'Refused.' },
    });
    expect(page).toContain('<p role="alert">Refused.</p>');
    expect(page).toContain('action="/ops/releases/staging/pins/mfe-catalog"');
    expect(page).toContain('action="/ops/releases/production/canaries/mfe-catalog"');
    expect(page).toContain('<input type="hidden" name="expectedRevision" value="4">');
    expect(page).toContain('<input type="hidden" name="expectedRevision" value="2">');
    // A withdrawn version is never offered.
    expect(page).toContain('<option value="0.2.0-b">');
    expect(page).not.toContain('<option value="0.1.5-w">');
    // Production promotes from staging (the one before it); staging has nothing before it.
    expect(page).toContain('Promote mfe-catalog 0.1.0-a from staging to production');
    expect(page).not.toContain('to staging</button>');
    expect(page).toContain('<label for="staging-mfe-catalog-pin-reason">');
    expect(page).toContain('id="staging-mfe-catalog-pin-reason" name="reason" required');
  });
});

describe('the revisions page', () => {
  it('lists revisions newest first with their changes, and rollbacks for managers', () => {
    const live = {
      ...revision('staging', 3, [{ remote: 'mfe-catalog', version: '0.2.0-b', canary: null }]),
      action: 'rollback' as const,
      restoredRevision: 1,
    };
    const second = revision('staging', 2, [
      { remote: 'mfe-catalog', version: '0.1.0-a', canary: { version: '0.2.0-b', percent: 5 } },
    ]);
    const first = revision('staging', 1, [
      { remote: 'mfe-catalog', version: '0.1.0-a', canary: null },
    ]);
    const options = {
      environment: 'staging',
      liveNumber: 3,
      revisions: [live, second],
      before: first,
      page: 1,
      pageSize: 20,
      total: 3,
      notice: null,
    };
    const page = revisionsPage({ ...options, canManage: true });
    expect(page).toContain('Revision 3 (live)');
    expect(page).toContain('mfe-catalog: 0.1.0-a → 0.2.0-b');
    expect(page).toContain('mfe-catalog canary: 0.2.0-b at 5 % → none');
    expect(page).toContain('mfe-catalog canary: none → 0.2.0-b at 5 %');
    expect(page).toContain('<dt>Restored</dt><dd>revision 1</dd>');
    expect(page).toContain('Roll back to revision 2</button>');
    expect(page).not.toContain('Roll back to revision 3</button>');
    expect(page).toContain('Page 1 of 1 (3 in all)');
    expect(revisionsPage({ ...options, canManage: false })).not.toContain('<form');
  });

  it('says nothing changed for a revision without changes', () => {
    const pins = [{ remote: 'mfe-catalog', version: '0.1.0-a', canary: null }];
    expect(pinChanges(pins, pins)).toEqual([]);
    expect(pinChanges([], pins)).toEqual(['mfe-catalog: none → 0.1.0-a']);
  });
});

describe('the remote page', () => {
  it('shows every manifest, previews for anyone and withdrawal for managers', () => {
    const options = {
      remote: 'mfe-catalog',
      versions: [
        version('0.2.0-b'),
        version('0.1.5-w', true),
        version('0.1.0-a', false, ['staging']),
      ],
      environments: ['local', 'staging'],
      servedEnvironment: 'local',
      notice: null,
    };
    const page = remotePage({ ...options, canManage: true });
    expect(page).toContain('<dt>Commit</dt><dd><code>abc123</code></dd>');
    expect(page).toContain('<dt>Routes</dt><dd>/, /causes</dd>');
    expect(page).toContain('Try mfe-catalog 0.2.0-b on this browser');
    expect(page).not.toContain('Try mfe-catalog 0.1.5-w');
    expect(page).toContain('Withdraw mfe-catalog 0.2.0-b</button>');
    // A live version cannot be withdrawn, and a withdrawn one only once.
    expect(page).not.toContain('Withdraw mfe-catalog 0.1.0-a</button>');
    expect(page).not.toContain('Withdraw mfe-catalog 0.1.5-w</button>');
    expect(page).toContain('Withdrawn <time');
    expect(page).toContain('Show versions on the shop');
    expect(page).toContain('<option value="local" selected>local</option>');
    const viewer = remotePage({ ...options, canManage: false });
    expect(viewer).toContain('Try mfe-catalog 0.2.0-b on this browser');
    expect(viewer).not.toContain('/withdraw');
  });
});
