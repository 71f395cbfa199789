import type { Language } from '@/config/languages';
import { apiRequest, shape } from './client';

export type UserProfile = {
  id: string | number;
  email: string;
  name: string;
  position: string;
  phone: string;
};

function parseUserProfile(result: unknown): UserProfile | undefined {
  if (!shape.isRecord(result) || !shape.id(result.id)) return undefined;
  return {
    id: result.id,
    email: shape.text(result.email),
    name: shape.text(result.name),
    position: shape.text(result.position),
    phone: shape.text(result.phone),
  };
}

/** api.md call 1: who is logged in, from the session cookie. */
export function getUserInfo(lang: Language) {
  return apiRequest<UserProfile>('/api/v1/user/info', {
    lang,
    credentials: true,
    parse: parseUserProfile,
  });
}
