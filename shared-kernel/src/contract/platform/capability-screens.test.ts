import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownerOf, remoteNames, type RemoteName } from '../../routing';
import { capabilityNames, type CapabilityName } from './capabilities';
import {
  capabilitiesOfPath,
  capabilitiesOfRoute,
  capabilityElements,
  capabilityScreens,
  isPathGranted,
  pathMatchesRoute,
} from './capability-screens';

const repositoryRoot = join(__dirname, '..', '..', '..', '..');

/** The routes a remote claims (package.json shop.routes, kept equal to its route table). */
function declaredRoutesOf(remote: RemoteName): string[] {
  const packageJson = JSON.parse(
    readFileSync(join(repositoryRoot, remote, 'package.json'), 'utf8'),
  ) as { shop?: { routes?: string[] } };
  return packageJson.shop?.routes ?? [];
}

const declaredRoutes = new Map(remoteNames.map((remote) => [remote, declaredRoutesOf(remote)]));

/** A concrete path a route pattern answers: parameters filled in, optional parts left out. */
function samplePathOf(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter((segment) => segment !== '' && !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? 'x' : segment));
  return `/${segments.join('/')}`;
}

/** Screens of no capability requirement (product.md §6) below a gated route. */
const openBelowGatedRoutes = [
  '/my-account/withdraw/details/:withdrawID',
  '/my-account/deposit/authorisation/:depositID',
  '/my-account/deposit/details/:depositID',
  '/my-account/deposit/details/:depositID/failure',
  '/communication-preferences/:customerId',
];

const gatedPatterns = [...new Set(Object.values(capabilityScreens).flat())];

describe('the capability screens table', () => {
  it('names every capability of product.md §6, in both maps', () => {
    expect(Object.keys(capabilityScreens).sort()).toEqual([...capabilityNames].sort());
    expect(Object.keys(capabilityElements).sort()).toEqual([...capabilityNames].sort());
  });

  it("lists only routes of the owning remote's route table (or the shell's own)", () => {
    const strays = gatedPatterns.filter((pattern) => {
      const owner = ownerOf(samplePathOf(pattern));
      return owner !== 'shell' && !declaredRoutes.get(owner)?.includes(pattern);
    });

    expect(strays).toEqual([]);
  });

  it('gates every route below a gated route with it, unless the spec leaves that screen open', () => {
    const ungated: string[] = [];
    for (const routes of declaredRoutes.values()) {
      for (const route of routes) {
        if (openBelowGatedRoutes.includes(route)) continue;
        for (const pattern of gatedPatterns) {
          if (!route.startsWith(`${pattern}/`)) continue;
          const missing = capabilitiesOfRoute(pattern).filter(
            (name) => !capabilitiesOfRoute(route).includes(name),
          );
          if (missing.length > 0) ungated.push(`${route} needs ${missing.join(', ')}`);
        }
      }
    }

    expect(ungated).toEqual([]);
  });

  it('leaves the screens of no capability requirement open', () => {
    const open = [
      '/login',
      '/forgot-password',
      '/',
      '/my-account/my-details',
      '/my-account/confirm-address',
      '/my-account/precommitment-limit',
      '/my-account/upgrade-account',
      '/my-account/login-and-security',
      '/change-Password',
      '/my-account/deposit/authorisation/d1',
      '/my-account/deposit/details/d1',
      '/my-account/deposit/details/d1/failure',
      '/my-account/withdraw/details/w1',
      '/unsubscribe/c1',
      '/oz-lotto/buy',
      '/oz-lotto',
      '/oz-lotto/terms-and-conditions',
      '/oz-lotto/results',
      '/oz-lotto/winners',
      '/subscription',
      '/your-support',
      '/receipt/c1',
    ];

    expect(open.filter((path) => capabilitiesOfPath(path).length > 0)).toEqual([]);
  });
});

describe('the capabilities of a path', () => {
  it('are those of every route the path answers', () => {
    expect(capabilitiesOfPath('/my-account/withdraw')).toEqual(['wallet_withdrawal']);
    expect(capabilitiesOfPath('/my-account/current-giveaways/2')).toEqual([
      'membership_program',
      'giveaway_entries',
    ]);
    expect(capabilitiesOfPath('/blog/category/news')).toEqual(['blog']);
    expect(capabilitiesOfPath('/Lotto-Party/')).toEqual(['social_syndicates']);
  });

  it('decide whether a link to the path shows', () => {
    const granted: CapabilityName[] = ['wallet_deposit'];

    expect(isPathGranted('/deposit', granted)).toBe(true);
    expect(isPathGranted('/my-account/withdraw', granted)).toBe(false);
    expect(isPathGranted('/about/contact-us', granted)).toBe(true);
  });

  it('match route patterns by whole segments', () => {
    expect(pathMatchesRoute('/causes/smile', '/causes/:causeSlug')).toBe(true);
    expect(pathMatchesRoute('/causes', '/causes/:causeSlug')).toBe(false);
    expect(pathMatchesRoute('/blog/category/news/2', '/blog/category/:slug/:page?')).toBe(true);
    expect(pathMatchesRoute('/blogs', '/blog')).toBe(false);
    expect(pathMatchesRoute('/my-account/withdraw?x=1', '/my-account/withdraw')).toBe(true);
  });
});
