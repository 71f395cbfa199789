import { object, type InferType } from 'yup';
import type { Language } from '@/config/languages';
import { apiRequest, shape } from '@/lib/api/client';
import { maxLengths, phoneRule, requiredText } from '@/lib/validation';

export const findEmailSchema = object({
  name: requiredText(maxLengths.name),
  phone: phoneRule(),
});

export type FindEmailInput = InferType<typeof findEmailSchema>;

function parseFoundEmail(result: unknown): { email: string } | undefined {
  if (!shape.isRecord(result) || typeof result.email !== 'string' || result.email === '')
    return undefined;
  return { email: result.email };
}

/** api.md call 7. */
export function findEmail(values: FindEmailInput, lang: Language) {
  return apiRequest('/api/v1/auth/find-email', {
    lang,
    method: 'POST',
    body: findEmailSchema.cast(values, { stripUnknown: true }),
    parse: parseFoundEmail,
  });
}
