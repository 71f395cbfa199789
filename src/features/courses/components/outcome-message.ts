import type { TFunction } from 'i18next';
import { NETWORK_ERROR } from '@/lib/api/client';

/**
 * The alert for an answer of the certification request (api.md call 10): 200 is the success
 * message, code 0 the common "cannot reach the server", anything else "Invalid access.".
 */
export function requestOutcomeMessage(t: TFunction<['certificate', 'common']>, code: number) {
  if (code === 200) return t('request.outcomes.completed');
  if (code === NETWORK_ERROR) return t('api.unreachable', { ns: 'common' });
  return t('request.outcomes.invalidAccess');
}
