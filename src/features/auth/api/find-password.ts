import type { Language } from '@/config/languages';
import { safeInternalPath } from '@/config/paths';
import { apiRequest, shape } from '@/lib/api/client';

/** Only the demo API answers with the link it would have mailed (there is no mail in the demo). */
type FindPasswordResult = { demoResetPath?: string };

function parseFindPassword(result: unknown): FindPasswordResult | undefined {
  if (!shape.isRecord(result)) return undefined;
  // A link from data is followed only when it is an internal path of this site.
  const demoResetPath = safeInternalPath(shape.text(result.demoResetPath));
  return demoResetPath ? { demoResetPath } : undefined;
}

/** api.md call 8: the backend mails `<site>/<lang>/reset/password/<token>`. */
export function findPassword(input: { email: string; lang: Language }) {
  return apiRequest('/api/v1/auth/find-password', {
    lang: input.lang,
    method: 'POST',
    body: input,
    parse: parseFindPassword,
  });
}
