import type { TFunction } from 'i18next';
import { NETWORK_ERROR } from '@/lib/api/client';

/**
 * The alert for an answer of the certification request (api.md call 10): 200 is the success
 * message, code 0 the common "cannot reach the server", anything else "Invalid access.". For 401
 * the cause is known (the session ended), so a second sentence says it and what to do.
 */
export function requestOutcomeMessage(t: TFunction<['course-request', 'common']>, code: number) {
  if (code === 200) return t('request.outcomes.completed');
  if (code === NETWORK_ERROR) return t('api.unreachable', { ns: 'common' });
  if (code === 401) {
    return `${t('request.outcomes.invalidAccess')} ${t('request.outcomes.sessionEnded')}`;
  }
  return t('request.outcomes.invalidAccess');
}
