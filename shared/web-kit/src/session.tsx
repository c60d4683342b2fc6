import {
  type AssuranceLevel,
  identityApi,
  type SessionResponse,
  type SignOutRequest,
  sessionHintCookieName,
  sessionRefreshLockName,
  type UserProfile,
} from '@gbc/contracts/identity';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { apiSend } from './api-client.js';
import { ApiError } from './api-error.js';
import { logError } from './log-error.js';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  /** `loading` until the first refresh has answered (on the server, always). */
  status: SessionStatus;
  user: UserProfile | null;
  /** Bearer token for API calls; kept in memory only (the refresh token is an httpOnly cookie). */
  accessToken: string | null;
  aal: AssuranceLevel | null;
  /** Stores the session a sign-in, link or reset answered with, and tells the other tabs. */
  signIn(session: SessionResponse): void;
  /** Signs out this device, the others, or all (the spec's default is global); never fails. */
  signOut(scope?: SignOutRequest['scope']): Promise<void>;
  /** Refreshes now (e.g. after a role change); resolves once the answer is in. */
  refresh(): Promise<void>;
}

/** The identity calls the provider makes; tests pass a fake. */
export interface SessionClient {
  refresh(): Promise<SessionResponse>;
  signOut(scope: SignOutRequest['scope']): Promise<void>;
}

/** What tabs tell each other (BroadcastChannel): a new session, or signed out. */
export type SessionMessage = { type: 'session'; session: SessionResponse } | { type: 'signed-out' };

export interface SessionChannel {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SessionMessage>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<SessionMessage>) => void): void;
  close(): void;
}

export const sessionChannelName = 'gbc-session';

/** Whether identity left its session hint cookie, i.e. whether a refresh cookie may be there to use. */
function hasSessionHint(): boolean {
  return document.cookie.split('; ').includes(`${sessionHintCookieName}=1`);
}

/** Refresh this long before the access token expires. */
export const refreshMarginMs = 60_000;
/** Retryable refresh failures back off from 200 ms, doubling (spec 1 §7), up to this. */
export const refreshRetryCapMs = 30_000;

export const identitySessionClient: SessionClient = {
  refresh: () =>
    apiSend('POST', identityApi.refresh, undefined, {
      // Loaded with the first refresh: schemas stay out of every page's first load.
      schema: async () => (await import('@gbc/contracts/identity')).sessionResponseSchema,
    }),
  async signOut(scope) {
    try {
      await apiSend('POST', identityApi.signOut, { scope });
    } catch (error) {
      // The spec's sign-out ignores 401, 403 and 404: the session is gone either way.
      if (!(error instanceof ApiError) || ![401, 403, 404].includes(error.status)) throw error;
    }
  },
};

/** Network failures, timeouts, 429 and 5xx may pass; anything else means the session is over. */
const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

function defaultChannel(): SessionChannel | null {
  return typeof BroadcastChannel === 'undefined'
    ? null
    : (new BroadcastChannel(sessionChannelName) as unknown as SessionChannel);
}

/**
 * Runs `work` while no other tab refreshes: they share one rotating refresh cookie, and two
 * concurrent uses of it would look like token theft to the server and end the session.
 */
function withRefreshLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(sessionRefreshLockName, () => work()).then(() => undefined) : work();
}

interface SessionState {
  status: SessionStatus;
  session: SessionResponse | null;
}

const noop = async () => {};
const serverSession: Session = {
  status: 'loading',
  user: null,
  accessToken: null,
  aal: null,
  signIn: () => {},
  signOut: noop,
  refresh: noop,
};

const SessionContext = createContext<Session>(serverSession);

export interface SessionProviderProps {
  children: ReactNode;
  client?: SessionClient;
  /** Cross-tab channel; default a BroadcastChannel when the browser has one. */
  channel?: SessionChannel | null;
}

/**
 * The signed-in session for every remote: refreshes ahead of expiry, pauses while the page is
 * hidden and catches up when it is shown again (spec 1 §4), and shares sign-in and sign-out across tabs.
 */
export function SessionProvider({ children, client = identitySessionClient, channel }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>({ status: 'loading', session: null });
  const stateRef = useRef(state);
  stateRef.current = state;
  const channelRef = useRef<SessionChannel | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failures = useRef(0);
  // Bumped by every sign-in, sign-out and message, so a refresh that was already under way cannot undo them.
  const generation = useRef(0);

  const apply = useCallback((next: SessionState) => {
    generation.current += 1;
    stateRef.current = next;
    // A transition: an urgent update would make React client-render page sections still waiting to
    // hydrate, replacing their server HTML with loading placeholders (a layout shift on every visit).
    startTransition(() => setState(next));
  }, []);

  const signedOut = useCallback(
    (broadcast: boolean) => {
      apply({ status: 'signed-out', session: null });
      if (broadcast) channelRef.current?.postMessage({ type: 'signed-out' });
    },
    [apply],
  );

  const refresh = useCallback(async () => {
    await withRefreshLock(async () => {
      // Another tab may have refreshed while this one waited for the lock.
      const current = stateRef.current.session;
      if (current && Date.parse(current.expiresAt) - Date.now() > refreshMarginMs && failures.current === 0) {
        return;
      }
      const startedAt = generation.current;
      try {
        const session = await client.refresh();
        if (generation.current !== startedAt) return;
        failures.current = 0;
        apply({ status: 'signed-in', session });
        channelRef.current?.postMessage({ type: 'session', session });
      } catch (error) {
        if (generation.current !== startedAt) return;
        if (isRetryable(error) && stateRef.current.status !== 'loading') {
          failures.current += 1;
          return;
        }
        failures.current = 0;
        signedOut(stateRef.current.status === 'signed-in');
      }
    });
  }, [client, apply, signedOut]);

  const forceRefresh = useCallback(async () => {
    failures.current = Math.max(failures.current, 1);
    await refresh();
  }, [refresh]);

  // The first answer: a refresh cookie from an earlier visit signs the visitor in. Without the
  // session hint there is none to try, and an anonymous page makes no identity call.
  useEffect(() => {
    if (hasSessionHint()) void refresh();
    else apply({ status: 'signed-out', session: null });
  }, [refresh, apply]);

  // Cross-tab messages.
  useEffect(() => {
    const own = channel === undefined ? defaultChannel() : channel;
    channelRef.current = own;
    if (!own) return;
    const onMessage = (event: MessageEvent<SessionMessage>) => {
      const message = event.data;
      if (message.type === 'signed-out') signedOut(false);
      else apply({ status: 'signed-in', session: message.session });
    };
    own.addEventListener('message', onMessage);
    return () => {
      own.removeEventListener('message', onMessage);
      if (channel === undefined) own.close();
      channelRef.current = null;
    };
  }, [channel, apply, signedOut]);

  // Refresh ahead of expiry while the page is visible; when it becomes visible again, catch up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new state reschedules; the timer reads the latest through stateRef.
  useEffect(() => {
    const schedule = () => {
      clearTimeout(timer.current);
      const session = stateRef.current.session;
      if (!session || document.visibilityState === 'hidden') return;
      const retryDelay =
        failures.current > 0 ? Math.min(200 * 2 ** (failures.current - 1), refreshRetryCapMs) : null;
      const dueIn = retryDelay ?? Date.parse(session.expiresAt) - refreshMarginMs - Date.now();
      timer.current = setTimeout(() => void refresh().then(schedule), Math.max(dueIn, 0));
    };
    schedule();
    document.addEventListener('visibilitychange', schedule);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [state, refresh]);

  const signIn = useCallback(
    (session: SessionResponse) => {
      failures.current = 0;
      apply({ status: 'signed-in', session });
      channelRef.current?.postMessage({ type: 'session', session });
    },
    [apply],
  );

  const signOut = useCallback(
    async (scope: SignOutRequest['scope'] = 'global') => {
      try {
        await client.signOut(scope);
      } catch (error) {
        // This device is signed out regardless; the server's copy expires with its refresh token.
        logError('sign-out request failed', error);
      }
      signedOut(true);
    },
    [client, signedOut],
  );

  const value = useMemo<Session>(
    () => ({
      status: state.status,
      user: state.session?.user ?? null,
      accessToken: state.session?.accessToken ?? null,
      aal: state.session?.aal ?? null,
      signIn,
      signOut,
      refresh: forceRefresh,
    }),
    [state, signIn, signOut, forceRefresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session; `loading` and anonymous outside a SessionProvider (server render, embedded widget). */
export function useSession(): Session {
  return useContext(SessionContext);
}
