import { object, type InferType } from 'yup';
import type { Language } from '@/config/languages';
import { apiRequest, shape } from '@/lib/api/client';
import { safeInternalPath } from '@/lib/safe-url';
import { emailRule } from '@/lib/validation';

export const findPasswordSchema = object({ email: emailRule() });

export type FindPasswordInput = InferType<typeof findPasswordSchema>;

/** Only the demo API answers with the link it would have mailed (there is no mail in the demo). */
type FindPasswordResult = { demoResetPath?: string };

function parseFindPassword(result: unknown): FindPasswordResult | undefined {
  if (!shape.isRecord(result)) return undefined;
  // A link from data is followed only when it is an internal path of this site.
  const demoResetPath = safeInternalPath(shape.text(result.demoResetPath));
  return demoResetPath ? { demoResetPath } : undefined;
}

/** api.md call 8: the backend mails `<site>/<lang>/reset/password/<token>`. */
export function findPassword(values: FindPasswordInput, lang: Language) {
  return apiRequest('/api/v1/auth/find-password', {
    lang,
    method: 'POST',
    body: { ...findPasswordSchema.cast(values, { stripUnknown: true }), lang },
    parse: parseFindPassword,
  });
}
