import { createContext, type ReactNode, useContext, useMemo } from 'react';

export interface SessionUser {
  id: string;
  email: string;
  roles: string[];
}

export interface Session {
  /** null for anonymous visitors. */
  user: SessionUser | null;
}

const anonymous: Session = { user: null };

const SessionContext = createContext<Session>(anonymous);

export interface SessionProviderProps {
  /** The signed-in user, once the identity service provides one; anonymous when omitted. */
  user?: SessionUser | null;
  children: ReactNode;
}

export function SessionProvider({ user = null, children }: SessionProviderProps) {
  const session = useMemo<Session>(() => ({ user }), [user]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The current session; anonymous outside a SessionProvider (e.g. an embedded widget). */
export function useSession(): Session {
  return useContext(SessionContext);
}
