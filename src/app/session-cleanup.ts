import { useEffect } from 'react';
import { clearRequestDraft, sweepRequestDraft } from '@/features/courses/lib/request-draft';
import { onSessionEnd } from '@/stores/session';

/**
 * What a feature keeps for a visitor in this tab (the course request's draft) goes when it
 * expires and when a member logs out. The app wires it: the session store is shared code and
 * cannot import a feature, and the feature's page may not be loaded when the logout happens.
 */
export function useSessionCleanup(): void {
  useEffect(() => {
    sweepRequestDraft();
    return onSessionEnd(clearRequestDraft);
  }, []);
}
