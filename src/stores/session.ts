import { create } from 'zustand';
import type { Language } from '@/config/languages';
import { NETWORK_ERROR } from '@/lib/api/client';
import { getUserInfo, type UserProfile } from '@/lib/api/get-user-info';
import { logout as logoutCall } from '@/lib/api/logout';

type SessionState = {
  userId: string | number | null;
  profile: UserProfile | null;
  /** True once the first user/info answer (or failure) is in. */
  initialized: boolean;
};

type SessionActions = {
  /** On navigation: asks the API who is logged in, unless a member is already held. */
  sync: (lang: Language) => Promise<void>;
  /** Asks again even for a member (after a profile update). */
  refresh: (lang: Language) => Promise<void>;
  /**
   * Ends the session once the API says it has ended; resolves to false (the member stays
   * logged in) when it could not say so.
   */
  logout: (lang: Language) => Promise<boolean>;
};

const anonymous = { userId: null, profile: null } as const;

let inFlight: Promise<void> | null = null;
let loggingOut: Promise<boolean> | null = null;
const sessionEndListeners = new Set<() => void>();
/** Bumped on logout, so a user/info answer already on its way cannot log the visitor back in. */
let generation = 0;

export const useSession = create<SessionState & SessionActions>()((set, get) => ({
  ...anonymous,
  initialized: false,

  sync: (lang) => (get().userId === null ? get().refresh(lang) : Promise.resolve()),

  refresh: (lang) => {
    if (inFlight) return inFlight;
    const started = generation;
    const call = getUserInfo(lang).then(({ code, result }) => {
      if (started !== generation) return;
      if (code === 200 && result) set({ userId: result.id, profile: result, initialized: true });
      else set({ ...anonymous, initialized: true });
    });
    inFlight = call;
    void call.finally(() => {
      if (inFlight === call) inFlight = null;
    });
    return call;
  },

  logout: (lang) => {
    loggingOut ??= logoutCall(lang)
      .then(({ code }) => {
        if (!sessionHasEnded(code)) return false;
        generation += 1;
        inFlight = null;
        set({ ...anonymous, initialized: true });
        for (const listener of sessionEndListeners) listener();
        return true;
      })
      .finally(() => {
        loggingOut = null;
      });
    return loggingOut;
  },
}));

/**
 * api.md row 3: 200, or a 4xx (the session had already ended). Code 0 or a 5xx says nothing
 * about the session cookie, which may still work: clearing the state then would show a logged
 * out header while the next user/info logs the member back in, maybe as the next person at a
 * shared computer. Any other answer is as unsure.
 */
function sessionHasEnded(code: number): boolean {
  return code !== NETWORK_ERROR && (code === 200 || (code >= 400 && code < 500));
}

/**
 * Calls `listener` each time a member's session ends on this page (a successful logout), so
 * what was kept for them (a course request's draft) goes with it. Returns the unsubscribe.
 * Shared code cannot know the features: the app subscribes them (src/app).
 */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => {
    sessionEndListeners.delete(listener);
  };
}

/** For tests: a new visitor, with nothing in flight. */
export function resetSession(): void {
  generation += 1;
  inFlight = null;
  loggingOut = null;
  useSession.setState(useSession.getInitialState(), true);
}
