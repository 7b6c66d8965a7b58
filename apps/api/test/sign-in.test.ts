import { apiPaths, sessionSchema, storeAccessibilityCodes, internalAccessibilityCodes, type Session } from '@seller-portal/contracts/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/modules/session/schema';
import { hashSessionToken } from '../src/modules/session/session-token';
import { drivers } from './support/test-database';
import { demo, sessionCookieOf, startTestServer, useTestServer } from './support/test-server';

const codesOf = (session: Session) => session.accessibilities.map((a) => a.code).sort();
const menuCodes = (session: Session) => session.menus.flatMap((m) => [m.code, ...(m.subs ?? []).map((s) => s.code)]);

describe.each(drivers)('sign-in (%s)', (driver) => {
  // The tests' peer, 127.0.0.1, stands for a reverse proxy named in TRUST_PROXY.
  const server = useTestServer(driver, { trustProxy: 'loopback' });

  async function sessionOf(account: { username: string; password: string }): Promise<Session> {
    const cookie = await server.signIn(account.username, account.password);
    const answer = await server.call<Session>('GET', apiPaths.session, { cookie });
    expect(answer.status).toBe(200);
    return sessionSchema.parse(answer.body.value);
  }

  it('answers the username and SESSION, and sets an HttpOnly SameSite=Lax session cookie holding 32 random bytes', async () => {
    const answer = await server.call('POST', apiPaths.signIn, { body: demo.seller });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, status: 'OK', value: { username: 'seller@demo.test', next: 'SESSION' } });
    const line = answer.setCookies.find((c) => c.startsWith('sp_session='));
    expect(line).toBeDefined();
    expect(line).toMatch(/^sp_session=[A-Za-z0-9_-]{43};/);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/');
    expect(line).not.toContain('Secure');
  });

  it('marks the browser as signed in for the pages (§3): has-login-history for 365 days and ever-logged-in for the browser session, readable, no secret', async () => {
    const answer = await server.call('POST', apiPaths.signIn, { body: demo.seller });
    const history = answer.setCookies.find((c) => c.startsWith('has-login-history='));
    expect(history).toMatch(/^has-login-history=true;/);
    expect(history).toContain('Max-Age=31536000');
    expect(history).not.toContain('HttpOnly');
    expect(history).toContain('SameSite=Lax');
    const ever = answer.setCookies.find((c) => c.startsWith('ever-logged-in='));
    expect(ever).toMatch(/^ever-logged-in=true;/);
    expect(ever).not.toMatch(/Max-Age|Expires/);
    // A refused sign-in marks nothing.
    const refused = await server.call('POST', apiPaths.signIn, { body: { ...demo.seller, password: 'wrong' } });
    expect(refused.setCookies.filter((c) => /^(has-login-history|ever-logged-in)=/.test(c))).toEqual([]);
  });

  it('stores only the SHA-256 of the cookie value', async () => {
    const answer = await server.call('POST', apiPaths.signIn, { body: demo.seller });
    const token = sessionCookieOf(answer.setCookies)?.split('=')[1] ?? '';
    const byHash = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionToken(token)));
    const byToken = await server.database.db.select().from(sessions).where(eq(sessions.idHash, token));
    expect(byHash).toHaveLength(1);
    expect(byToken).toHaveLength(0);
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const answer = await server.call('POST', apiPaths.signIn, { body: demo.seller, headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.status).toBe(200);
    expect(answer.setCookies.find((c) => c.startsWith('sp_session='))).toContain('Secure');
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const answer = await server.call('POST', apiPaths.signIn, { body: { username: '  Seller@Demo.TEST ', password: demo.seller.password } });
    expect(answer.status).toBe(200);
  });

  it('rotates the session: the cookie sent with a new sign-in stops working', async () => {
    const first = await server.signIn(demo.seller.username, demo.seller.password);
    const again = await server.call('POST', apiPaths.signIn, { body: demo.staff, cookie: first });
    const second = sessionCookieOf(again.setCookies);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect((await server.call('GET', apiPaths.session, { cookie: first })).status).toBe(401);
    const current = await server.call<Session>('GET', apiPaths.session, { cookie: second ?? '' });
    expect(current.body.value?.username).toBe('staff@demo.test');
  });

  it('gives the seller STORE mode on DEMO-60001 as owner, every STORE code, two pickup points and the store fields', async () => {
    const session = await sessionOf(demo.seller);
    expect(session.mode).toEqual({ type: 'STORE', code: 'DEMO-60001', state: null });
    expect(session.modes).toEqual(['STORE']);
    expect(session.switchableMode).toBe(false);
    expect(codesOf(session)).toEqual([...storeAccessibilityCodes].sort());
    expect(session.pickupPoints).toHaveLength(2);
    expect(session.customFields).toMatchObject({
      isOwner: true,
      storeName: 'Toko Demo Sejahtera',
      postliveStatus: 'APPROVED',
      isPhoneNumberVerified: true,
      isEmailVerified: true,
      channelId: 'Web',
    });
    // The menus of the features that are built (their declarations in contracts): Finance holds the wallet and the
    // settlements, Promotion the ads, Store its information, the pickup points, the storefront, the official store, the
    // contract and the inbound orders; none yet for learning.
    expect(menuCodes(session)).toEqual([
      'dashboard',
      'orders',
      'chat',
      'products',
      'finance',
      'wallet',
      'settlements',
      'promotion',
      'bliklan',
      'bliklanv2',
      'store',
      'store-info',
      'pickup-points',
      'store-layout',
      'store-staff',
      'store-catalog',
      'official-store',
      'contract',
      'ipo',
      'performance',
    ]);
    expect(session.menus.every((m) => m.name.startsWith('menu.'))).toBe(true);
  });

  it('gives the staff member only view-only chat, orders and products (no review replies), and no wallet menu', async () => {
    const session = await sessionOf(demo.staff);
    expect(session.mode).toMatchObject({ type: 'STORE', code: 'DEMO-60001' });
    // §6: every chat call needs STORE_CONVERSATION; VIEW-ONLY without _WRITE is what keeps the staff from sending.
    expect(codesOf(session)).toEqual(['STORE_CONVERSATION', 'STORE_CONVERSATION_VIEW-ONLY', 'STORE_ORDER', 'STORE_PRODUCT']);
    expect(session.customFields.isOwner).toBe(false);
    expect(menuCodes(session)).toEqual(expect.arrayContaining(['orders', 'chat', 'products']));
    expect(menuCodes(session)).not.toContain('wallet');
    expect(menuCodes(session)).not.toContain('finance');
  });

  it('shows chat-only staff no products menu (no STORE_PRODUCT)', async () => {
    const session = await sessionOf(demo.chatStaff);
    expect(menuCodes(session)).toContain('chat');
    expect(menuCodes(session)).not.toContain('products');
  });

  it('gives internal staff INTERNAL mode with every INTERNAL code and the internal menus', async () => {
    const session = await sessionOf(demo.internal);
    expect(session.mode).toEqual({ type: 'INTERNAL', code: null, state: null });
    expect(codesOf(session)).toEqual([...internalAccessibilityCodes].sort());
    expect(session.pickupPoints).toEqual([]);
    expect(menuCodes(session)).toEqual([
      'store-reviews',
      'official-store-review',
      'identity-review',
      'category-tree',
      'announcement',
      'partners-notification',
      'api-center',
      'mobile-config',
      'cms-content',
      'learning-studio',
      'chat-banned-words',
    ]);
  });

  it('gives the vendor VENDOR mode', async () => {
    const session = await sessionOf(demo.vendor);
    expect(session.mode).toEqual({ type: 'VENDOR', code: null, state: null });
    expect(session.modes).toEqual(['VENDOR']);
    expect(session.accessibilities).toEqual([]);
  });

  it('leaves the amphibi user without a mode and switchable', async () => {
    const session = await sessionOf(demo.amphibi);
    expect(session.mode).toBeNull();
    expect(session.modes).toEqual(['STORE', 'INTERNAL']);
    expect(session.switchableMode).toBe(true);
    expect(session.menus).toEqual([]);
  });

  it('answers MULTI_FACTOR for the multi-factor user and creates no session', async () => {
    const before = await server.database.db.select().from(sessions);
    const answer = await server.call('POST', apiPaths.signIn, { body: demo.mfa });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ username: 'mfa@demo.test', next: 'MULTI_FACTOR' });
    expect(sessionCookieOf(answer.setCookies)).toBeNull();
    expect(await server.database.db.select().from(sessions)).toHaveLength(before.length);
  });

  it.each([
    ['a wrong password', { username: demo.vendor.username, password: 'not-the-password' }],
    ['an unknown user', { username: 'nobody@demo.test', password: 'not-the-password' }],
  ])('answers 401 PE401007 for %s, identically', async (_, body) => {
    const answer = await server.call('POST', apiPaths.signIn, { body });
    expect(answer.status).toBe(401);
    expect({ ...answer.body, requestId: null }).toEqual({
      success: false,
      status: 'UNAUTHORIZED',
      value: null,
      errorCode: 'PE401007',
      errorMessage: 'Email and/or password is incorrect.',
      requestId: null,
    });
    expect(sessionCookieOf(answer.setCookies)).toBeNull();
  });

  it.each([
    ['blank username', { username: '   ', password: 'x' }, 'PMA400001'],
    ['missing username', { password: 'x' }, 'PMA400001'],
    ['blank password', { username: 'seller@demo.test', password: '' }, 'PMA400002'],
    ['missing password', { username: 'seller@demo.test' }, 'PMA400002'],
    ['both blank', { username: '', password: '' }, 'PMA400001'],
  ])('answers 400 %s with %s', async (_, body, code) => {
    const answer = await server.call('POST', apiPaths.signIn, { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: code });
  });
});

describe.each(drivers)('sign-in rate limit (%s)', (driver) => {
  it('answers 429 TOO_MANY_REQUESTS past the per-IP limit', async () => {
    const server = await startTestServer(driver, { signInRateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      let last = null;
      for (let i = 0; i < 4; i++) {
        last = await server.call('POST', apiPaths.signIn, { body: { username: 'nobody@demo.test', password: 'x' } });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(last?.body).toMatchObject({ success: false, status: 'TOO_MANY_REQUESTS', errorCode: 'TOO_MANY_REQUESTS' });
    } finally {
      await server.close();
    }
  });
});
