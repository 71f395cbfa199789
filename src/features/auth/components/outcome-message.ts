import type { TFunction } from 'i18next';
import { NETWORK_ERROR } from '@/lib/api/client';

/**
 * The message for a failed call: "cannot reach the server" for code 0, else the call's own
 * message from api.md's outcome table.
 */
export function failureMessage(
  t: TFunction<['auth', 'common']>,
  code: number,
  byCode: () => string,
): string {
  return code === NETWORK_ERROR ? t('api.unreachable', { ns: 'common' }) : byCode();
}
