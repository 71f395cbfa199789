import { demoMember } from '@/demo-api/db';

/** Logs the demo member in through the demo API, as the login page would (sets the cookie). */
export async function logInDemoMember(): Promise<void> {
  const response = await fetch('http://localhost:3000/api/v1/auth/login', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoMember.email, password: demoMember.password }),
  });
  if (!response.ok) throw new Error(`Demo login failed: ${response.status}`);
}
