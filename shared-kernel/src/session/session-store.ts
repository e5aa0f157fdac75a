/**
 * The page's session snapshot: written by the shell (login, refresh, logout), read by the API
 * client for its headers and by anyone who needs to know who is signed in.
 */
export interface SessionSnapshot {
  customerId: string | null;
  /** Signs requests (see client/signature.ts); null when anonymous. */
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

/**
 * The session values every tab of the site shares (the shell keeps them in its cookies, product.md
 * §3 "Cookies kept").
 */
export interface SharedSessionValues {
  customerId: string | null;
  customerToken: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  sessionId: string | null;
}

export interface SharedSessionSource {
  read: () => SharedSessionValues;
  /** Stores a signed-in session where the other tabs read it. */
  write: (session: SessionSnapshot) => void;
}

export interface SessionStore {
  /**
   * The snapshot. While shared (see `shareThrough`), tokens another tab of the same customer
   * has replaced are taken over first, so no one acts on a stale copy.
   */
  getSession: () => SessionSnapshot;
  /**
   * Merges `partial` into the snapshot; listeners hear about it only if something changed. While
   * shared, a signed-in result is written to the shared source at once.
   */
  updateSession: (partial: Partial<SessionSnapshot>) => void;
  /** Returns the function that unsubscribes. */
  subscribeSession: (listener: SessionListener) => () => void;
  /**
   * From now on reads the shared values at every `getSession` and writes every signed-in change
   * to them; returns the function that stops sharing.
   */
  shareThrough: (source: SharedSessionSource) => () => void;
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

/**
 * What a signed-in snapshot takes over from the shared values: the tokens (and ids) of the same
 * customer. Nothing when signed out here, signed out there, or another customer signed in there.
 */
export function sharedValuesToAdopt(
  current: SessionSnapshot,
  shared: SharedSessionValues,
): Partial<SessionSnapshot> | null {
  if (!current.isAuthenticated || !current.customerId) return null;
  if (shared.customerId !== current.customerId) return null;
  if (!shared.accessToken || !shared.refreshToken) return null;
  return {
    accessToken: shared.accessToken,
    refreshToken: shared.refreshToken,
    ...(shared.customerToken ? { customerToken: shared.customerToken } : {}),
    ...(shared.sessionId ? { sessionId: shared.sessionId } : {}),
  };
}

export function createSessionStore(initial: Partial<SessionSnapshot> = {}): SessionStore {
  let session: SessionSnapshot = Object.freeze({ ...emptySession, ...initial });
  const listeners = new Set<SessionListener>();
  let shared: SharedSessionSource | null = null;

  /** Applies `partial`; true when something changed (and the listeners heard of it). */
  function apply(partial: Partial<SessionSnapshot>): boolean {
    const next = { ...session, ...partial };
    const keys = Object.keys(next) as Array<keyof SessionSnapshot>;
    if (keys.every((key) => next[key] === session[key])) return false;
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
    return true;
  }

  function adoptSharedValues(source: SharedSessionSource): void {
    let values: SharedSessionValues;
    try {
      values = source.read();
    } catch (error) {
      console.error('the shared session could not be read', error);
      return;
    }
    const adopted = sharedValuesToAdopt(session, values);
    if (adopted) apply(adopted);
  }

  return {
    getSession() {
      if (shared) adoptSharedValues(shared);
      return session;
    },
    updateSession(partial) {
      if (!apply(partial) || !shared) return;
      if (session.isAuthenticated && session.accessToken && session.refreshToken) {
        shared.write(session);
      }
    },
    subscribeSession(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    shareThrough(source) {
      shared = source;
      return () => {
        if (shared === source) shared = null;
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
