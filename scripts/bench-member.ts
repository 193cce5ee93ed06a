// A real member of the server under bench: signs up over HTTP, opens the confirmation link the
// dev outbox printed in the server's log, and returns the signed-in Cookie header.
import { type Server, waitForLine } from './bench-processes';

const PASSWORD = 'Calm-river-Stone9!';

export async function signedInMember(server: Server, label = 'bench'): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await fetch(`${server.base}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ fullName: 'Bench Member', email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const escaped = email.replace(/[.+]/g, '\\$&');
  const link = await waitForLine(server, new RegExp(`${escaped}.*type=signup&token=([^&" ]+)`), 60_000);
  if (!link) throw new Error(`no confirmation link for ${email} in the server's log`);
  const verified = await fetch(`${server.base}/api/auth/verify-email?token=${link[1]}`, { redirect: 'manual' });
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => pair.includes('session_token'))
    .join('; ');
  if (!cookie) throw new Error(`the confirmation link signed nobody in (${verified.status})`);
  return cookie;
}
