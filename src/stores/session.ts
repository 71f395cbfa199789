import { create } from 'zustand';
import type { Language } from '@/config/languages';
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
  logout: (lang: Language) => Promise<void>;
};

const anonymous = { userId: null, profile: null } as const;

let inFlight: Promise<void> | null = null;
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

  logout: async (lang) => {
    generation += 1;
    inFlight = null;
    set({ ...anonymous, initialized: true });
    await logoutCall(lang);
  },
}));

/** For tests: a new visitor, with nothing in flight. */
export function resetSession(): void {
  generation += 1;
  inFlight = null;
  useSession.setState(useSession.getInitialState(), true);
}
