import type { App } from '../../apps/server/src/app';

/** The value at percentile `p` (0–100) of ascending `sorted` samples; NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

/** A new account on an in-process app (`app.inject`), with its id and an ID token for the API. */
export async function signUpInProcess(app: App, origin: string, email = `bench-${Date.now()}@example.org`) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { email, password: 'bench-password-1', name: 'Bench User' },
  });
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  const token = (await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } })).json()
    .token as string;
  return { uid: response.json().user.id as string, token };
}
