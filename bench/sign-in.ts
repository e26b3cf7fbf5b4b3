import { DEMO_PASSWORD } from '../apps/server/src/modules/seed/demo-world.data.ts';

/** A demo user's session from POST /api/auth/login: the bearer token and when it ends. */
export async function signIn(base: string, username: string): Promise<{ token: string; expires_at: string }> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; expires_at: string };
}
