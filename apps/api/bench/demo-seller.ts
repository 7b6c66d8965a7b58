/** Signs in as the demo seller (seller@demo.test, DEMO-60001) at `baseUrl`; answers the session cookie to send with each call. */
export async function signInDemoSeller(baseUrl: string): Promise<string> {
  const signIn = await fetch(`${baseUrl}/backend/gw/partners-engine/authentication/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'seller@demo.test', password: 'Seller#2026' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);
  return cookie;
}
