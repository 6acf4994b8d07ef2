import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { User } from '@moodcraft/core/accounts/accounts';
import { api, NetworkError, onUnauthorised } from '../lib/api-client';
import { announceSignedOut } from '../lib/session-events';
import { forgetPushOnThisDevice } from '../lib/push';

const USER_KEY = 'user';

/** `unknown` while a page rendered at build time is taken over, before the browser's storage is read. */
type AuthStatus = 'unknown' | 'loading' | 'signedIn' | 'signedOut';

type AuthContextValue = {
  user: User | null;
  status: AuthStatus;
  /** after login or registration: remember the profile (never the token: that is an HttpOnly cookie) */
  signedIn: (user: User) => void;
  /** replace the stored profile after an edit */
  updateUser: (user: User) => void;
  /** ends the session on the server, then forgets everything held in the browser */
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

function readStoredUser(): User | null {
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as User;
    if (parsed && typeof parsed.id === 'string') return parsed;
  } catch {
    /* unparseable: cleared below */
  }
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem('token');
  return null;
}

/** True when this browser remembers a signed-in person (the session itself is an HttpOnly cookie). */
export const hasStoredSession = () => readStoredUser() !== null;

const noSubscription = () => () => undefined;

/**
 * False while the page is rendered at build time and while the browser takes that page over, so
 * both draw the same (signed-out) page; true from the render after.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function AuthProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [user, setUser] = useState<User | null>(readStoredUser);
  const [status, setStatus] = useState<AuthStatus>(() => (user ? 'loading' : 'signedOut'));

  const forget = useCallback(() => {
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem('token');
    // the copy of the safety plan the service worker kept for offline use goes with the session
    if (typeof caches !== 'undefined')
      void caches.delete('moodcraft-personal').catch(() => undefined);
    announceSignedOut();
    setUser(null);
    setStatus('signedOut');
  }, []);

  // Start-up: a stored profile is refreshed from the server; a dead session signs out cleanly.
  useEffect(() => {
    if (status !== 'loading') return;
    const controller = new AbortController();
    api<User>('/users/profile', { signal: controller.signal, expectUnauthorised: true })
      .then((fresh) => {
        localStorage.setItem(USER_KEY, JSON.stringify(fresh));
        // the page is already open: its redraw with the fresh profile happens in the background
        startTransition(() => {
          setUser(fresh);
          setStatus('signedIn');
        });
      })
      .catch((error: Error) => {
        if (error.name === 'AbortError') return;
        // Offline: keep the stored profile so saved articles stay readable; any other failure signs out.
        if (error instanceof NetworkError) setStatus('signedIn');
        else forget();
      });
    return () => controller.abort();
  }, [status, forget]);

  useEffect(() => onUnauthorised(forget), [forget]);

  const signedIn = useCallback((next: User) => {
    localStorage.setItem(USER_KEY, JSON.stringify(next));
    setUser(next);
    setStatus('signedIn');
  }, []);

  const signOut = useCallback(async () => {
    // this browser stops getting the person's reminders
    await forgetPushOnThisDevice();
    try {
      await api('/users/logout', { method: 'POST', expectUnauthorised: true });
    } catch {
      /* the session is forgotten here either way */
    }
    forget();
  }, [forget]);

  const value = useMemo(
    () => ({
      user: hydrated ? user : null,
      status: hydrated ? status : ('unknown' as const),
      signedIn,
      updateUser: signedIn,
      signOut,
    }),
    [hydrated, user, status, signedIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
