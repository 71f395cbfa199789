import { apiRequest } from './client';

/** api.md call 3: ends the session on the server; the answer is not used. */
export function logout() {
  return apiRequest('/api/v1/auth/logout', { credentials: true });
}
