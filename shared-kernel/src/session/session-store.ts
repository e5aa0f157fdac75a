/**
 * The page's session snapshot: written by the shell (login, refresh, logout), read by the API
 * client for its headers and by anyone who needs to know who is signed in.
 */
export interface SessionSnapshot {
  customerId: string | null;
  /** Signs requests (see api/signature.ts); null when anonymous. */
  customerToken: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  sessionId: string | null;
  deviceId: string | null;
  subVariant: string | null;
  pricingId: string | null;
  segmentName: string | null;
  isAuthenticated: boolean;
  /** Whether the customer asked to remember this device (sent with a token refresh). */
  saveDevice: boolean;
  /** Device fingerprint returned by login, sent with a token refresh when known. */
  fingerprint: string | null;
}

export type SessionListener = (session: SessionSnapshot, previous: SessionSnapshot) => void;

export interface SessionStore {
  getSession: () => SessionSnapshot;
  /** Merges `partial` into the snapshot; listeners hear about it only if something changed. */
  updateSession: (partial: Partial<SessionSnapshot>) => void;
  /** Returns the function that unsubscribes. */
  subscribeSession: (listener: SessionListener) => () => void;
}

/** What the API client needs of a session store. */
export type SessionAccessor = Pick<SessionStore, 'getSession' | 'updateSession'>;

export const emptySession: SessionSnapshot = Object.freeze({
  customerId: null,
  customerToken: null,
  accessToken: null,
  refreshToken: null,
  sessionId: null,
  deviceId: null,
  subVariant: null,
  pricingId: null,
  segmentName: null,
  isAuthenticated: false,
  saveDevice: false,
  fingerprint: null,
});

export function createSessionStore(initial: Partial<SessionSnapshot> = {}): SessionStore {
  let session: SessionSnapshot = Object.freeze({ ...emptySession, ...initial });
  const listeners = new Set<SessionListener>();

  return {
    getSession: () => session,
    updateSession(partial) {
      const next = { ...session, ...partial };
      const keys = Object.keys(next) as Array<keyof SessionSnapshot>;
      if (keys.every((key) => next[key] === session[key])) return;
      const previous = session;
      session = Object.freeze(next);
      for (const listener of [...listeners]) {
        try {
          listener(session, previous);
        } catch (error) {
          // One failing listener must not keep the others from hearing the change.
          console.error('session listener failed', error);
        }
      }
    },
    subscribeSession(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const globalKey = '__SHOP_SESSION__';
type SessionHolder = { [globalKey]?: SessionStore };

/** The page's one session store, anchored on globalThis like the bus. */
export const sessionStore: SessionStore = ((globalThis as SessionHolder)[globalKey] ??=
  createSessionStore());

export function getSession(): SessionSnapshot {
  return sessionStore.getSession();
}

export function updateSession(partial: Partial<SessionSnapshot>): void {
  sessionStore.updateSession(partial);
}

export function subscribeSession(listener: SessionListener): () => void {
  return sessionStore.subscribeSession(listener);
}
