import { createSessionStore, emptySession, type SessionSnapshot } from './session-store';

describe('session store', () => {
  it('starts anonymous and merges updates', () => {
    const store = createSessionStore();
    expect(store.getSession()).toEqual(emptySession);

    store.updateSession({ customerId: 'c1', accessToken: 'a1', isAuthenticated: true });

    expect(store.getSession()).toMatchObject({
      customerId: 'c1',
      accessToken: 'a1',
      isAuthenticated: true,
      refreshToken: null,
    });
  });

  it('tells subscribers about changes with the previous snapshot, and not about no-ops', () => {
    const store = createSessionStore({ subVariant: 'NSW' });
    const heard: Array<[SessionSnapshot, SessionSnapshot]> = [];
    const unsubscribe = store.subscribeSession((session, previous) =>
      heard.push([session, previous]),
    );

    store.updateSession({ subVariant: 'NSW' });
    store.updateSession({ subVariant: 'SA' });
    unsubscribe();
    store.updateSession({ subVariant: 'VIC' });

    expect(heard).toHaveLength(1);
    expect(heard[0]![0].subVariant).toBe('SA');
    expect(heard[0]![1].subVariant).toBe('NSW');
  });

  it('hands out frozen snapshots', () => {
    const store = createSessionStore();
    expect(Object.isFrozen(store.getSession())).toBe(true);
  });

  it('is one store per page, anchored on globalThis', () => {
    let first: unknown;
    let second: unknown;
    jest.isolateModules(() => {
      first = jest.requireActual<{ sessionStore: unknown }>('./session-store').sessionStore;
    });
    jest.isolateModules(() => {
      const copy = jest.requireActual<{
        sessionStore: unknown;
        updateSession: (partial: Partial<SessionSnapshot>) => void;
        getSession: () => SessionSnapshot;
      }>('./session-store');
      second = copy.sessionStore;
      copy.updateSession({ deviceId: 'device-9' });
      expect(copy.getSession().deviceId).toBe('device-9');
    });
    expect(second).toBe(first);
  });
});
