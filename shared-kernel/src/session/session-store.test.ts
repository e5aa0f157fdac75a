import {
  createSessionStore,
  emptySession,
  type SessionSnapshot,
  type SharedSessionValues,
} from './session-store';

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

describe('a session shared by the tabs of the site', () => {
  const signedIn = {
    customerId: 'c1',
    customerToken: 'ct1',
    accessToken: 'a1',
    refreshToken: 'r1',
    sessionId: 's1',
    isAuthenticated: true,
  };

  function sharedValues(values: Partial<SharedSessionValues> = {}) {
    let current: SharedSessionValues = { ...signedIn, ...values };
    const written: SessionSnapshot[] = [];
    return {
      written,
      replace: (next: Partial<SharedSessionValues>) => {
        current = { ...current, ...next };
      },
      source: {
        read: () => current,
        write: (session: SessionSnapshot) => {
          written.push(session);
          current = { ...current, ...session };
        },
      },
    };
  }

  it('reads the tokens another tab replaced at the moment they are used, and says so', () => {
    const store = createSessionStore(signedIn);
    const shared = sharedValues();
    store.shareThrough(shared.source);
    const heard: string[] = [];
    store.subscribeSession((next) => heard.push(next.refreshToken ?? ''));

    shared.replace({ accessToken: 'a2', refreshToken: 'r2' });

    expect(store.getSession()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    expect(heard).toEqual(['r2']);
    expect(shared.written).toEqual([]);
  });

  it('shares what it is told at once, and only while signed in', () => {
    const store = createSessionStore(signedIn);
    const shared = sharedValues();
    store.shareThrough(shared.source);

    store.updateSession({ accessToken: 'a3', refreshToken: 'r3' });
    store.updateSession({ ...emptySession });

    expect(shared.written.map((session) => session.refreshToken)).toEqual(['r3']);
  });

  it('keeps its own tokens when another customer, or nobody, is signed in elsewhere', () => {
    const store = createSessionStore(signedIn);
    const shared = sharedValues({ customerId: 'c2', accessToken: 'other', refreshToken: 'other' });
    store.shareThrough(shared.source);
    expect(store.getSession().refreshToken).toBe('r1');

    shared.replace({ customerId: 'c1', accessToken: null, refreshToken: null });
    expect(store.getSession().refreshToken).toBe('r1');
  });

  it('stops sharing when told', () => {
    const store = createSessionStore(signedIn);
    const shared = sharedValues();
    const stop = store.shareThrough(shared.source);
    stop();
    shared.replace({ accessToken: 'a2', refreshToken: 'r2' });
    expect(store.getSession().refreshToken).toBe('r1');
  });
});
