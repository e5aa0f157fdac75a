import { type ApiClient } from 'shared-kernel';
import { createShellApi } from './shell-api';

const releaseWire = {
  environment: 'local',
  revision: 4,
  remotes: [
    {
      remote: 'mfe-catalog',
      version: '0.1.0-abc',
      entry_url: 'http://localhost:8080/remotes/mfe-catalog/0.1.0-abc/remoteEntry.js',
      integrity: 'sha384-abc',
      track: 'stable',
      fallbacks: [],
    },
  ],
  preview: null,
};

afterEach(() => {
  delete (globalThis as { __SHOP__?: unknown }).__SHOP__;
});

describe('the release the shell composes', () => {
  it('is the one the page came with, without asking the registry', async () => {
    (globalThis as { __SHOP__?: unknown }).__SHOP__ = {
      environment: 'local',
      release: releaseWire,
    };
    const request = jest.fn();
    const api = createShellApi({ request } as unknown as ApiClient);

    const release = await api.fetchRelease('local');

    expect(request).not.toHaveBeenCalled();
    expect(release.remotes).toEqual([
      expect.objectContaining({
        remote: 'mfe-catalog',
        version: '0.1.0-abc',
        entryUrl: releaseWire.remotes[0]?.entry_url,
        integrity: 'sha384-abc',
      }),
    ]);
    expect(release.revision).toBe(4);
  });

  it("is asked of the registry for another environment than the page's", async () => {
    (globalThis as { __SHOP__?: unknown }).__SHOP__ = {
      environment: 'local',
      release: releaseWire,
    };
    const request = jest
      .fn()
      .mockResolvedValue({ result: { ...releaseWire, environment: 'staging' } });
    const api = createShellApi({ request } as unknown as ApiClient);

    await api.fetchRelease('staging');

    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ service: 'registry', path: '/staging/release' }),
    );
  });

  it('is always asked of the registry when the page checks for a newer one', async () => {
    (globalThis as { __SHOP__?: unknown }).__SHOP__ = {
      environment: 'local',
      release: releaseWire,
    };
    const request = jest.fn().mockResolvedValue({ result: { ...releaseWire, revision: 5 } });
    const api = createShellApi({ request } as unknown as ApiClient);

    await expect(api.checkRelease('local')).resolves.toMatchObject({ revision: 5 });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ service: 'registry', path: '/local/release' }),
    );
  });
});
