import type { Language } from '@/config/languages';
import { apiRequest, shape } from '@/lib/api/client';

export type FindEmailInput = { name: string; phone: string };

function parseFoundEmail(result: unknown): { email: string } | undefined {
  if (!shape.isRecord(result) || typeof result.email !== 'string' || result.email === '')
    return undefined;
  return { email: result.email };
}

/** api.md call 7. */
export function findEmail(input: FindEmailInput, lang: Language) {
  return apiRequest('/api/v1/auth/find-email', {
    lang,
    method: 'POST',
    body: input,
    parse: parseFoundEmail,
  });
}
