import { adsPaths } from '@seller-portal/contracts/ads';
import { analyticsPaths } from '@seller-portal/contracts/analytics';
import { accountPaths } from '@seller-portal/contracts/accounts';
import { chatPaths, chatTokenHeader } from '@seller-portal/contracts/chat';
import { contractPaths } from '@seller-portal/contracts/contract';
import {
  apiPaths,
  cookieNames,
  internalAccessibilityCodes,
  storeAccessibilityCodes,
  type AccessibilityCode,
  type Session,
  type SessionModeType,
} from '@seller-portal/contracts/core';
import { orderPaths } from '@seller-portal/contracts/orders';
import { walletPaths } from '@seller-portal/contracts/wallet';
import { partnerNotificationEventPaths } from '@seller-portal/contracts/partner-notifications';
import { storeVerificationRoutePatterns } from '@seller-portal/contracts/store-verification';
import { storefrontPaths } from '@seller-portal/contracts/storefront';
import { cmsPaths, learningPagesPaths, learningPaths, learningStudioPaths } from '@seller-portal/contracts/education';
import { describe, expect, it } from 'vitest';
import { isPublicAccess, type Access } from '../src/http/access';
import { defineRoute, listRoutes, type RegisteredRoute } from '../src/http/define-route';
import { drivers } from './support/test-database';
import { buildApp } from '../src/app';
import { demo, testPublicUrl, useTestServer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

/**
 * The calls anyone may make: config, every way of signing in and its multi-factor step (and whose account a
 * one-time sign-in link opens, asked before using it), forgotten and expired
 * passwords (§6: the sign-in calls, change-password, registration, check-name-availability), and the §2.7 QR capture
 * pages' calls, which prove themselves with their single-use token, and the marketplace buyer app's chat calls, which
 * prove themselves with the customer token (never a portal session), as does its call that places an order, and the
 * marketplace's trigger of a partner notification event and its payout service's report of a withdrawal, which prove
 * themselves with their service tokens, and a store's published storefront with its banner images (§2.7, the public
 * preview: what shoppers see anyway), Seller Learning's published articles, videos and categories and their images, and
 * the published CMS pages (§2.2). Everything else
 * under /backend needs a session.
 */
const publicBackendCalls = [
  `GET ${apiPaths.config}`,
  `POST ${apiPaths.signIn}`,
  `GET ${accountPaths.ssoDomain}`,
  `POST ${accountPaths.singleSignOnAvailable}`,
  `POST ${accountPaths.casSignIn}`,
  `POST ${accountPaths.oneTimeTokenOwner}`,
  `POST ${accountPaths.multiFactorSendOtp}`,
  `POST ${accountPaths.multiFactorVerify}`,
  `PUT ${accountPaths.forgotPassword}`,
  `POST ${accountPaths.emailToken}`,
  `PUT ${accountPaths.resetPassword}`,
  `PUT ${accountPaths.expiredPassword}`,
  `GET ${accountPaths.checkNameAvailability}`,
  // §3 seller social token: what the provider says of the cookie's token, before anyone has an account.
  `GET ${accountPaths.registrationSocial}`,
  `POST ${accountPaths.registration}`,
  `POST ${accountPaths.registrationOtpSend}`,
  `POST ${accountPaths.registrationOtpResend}`,
  `POST ${accountPaths.registrationOtpVerify}`,
  `GET ${storeVerificationRoutePatterns.capture}`,
  `POST ${storeVerificationRoutePatterns.capture}`,
  `POST ${chatPaths.customerMessages}`,
  `GET ${chatPaths.customerHistory}`,
  `PUT ${chatPaths.customerRead}`,
  `POST ${orderPaths.marketplaceOrders}`,
  `POST ${orderPaths.marketplaceDeliveryPattern}`,
  `POST ${orderPaths.marketplaceReceiptPattern}`,
  `POST ${orderPaths.marketplaceCancellationPattern}`,
  `POST ${partnerNotificationEventPaths.triggerPattern}`,
  `POST ${adsPaths.marketplaceEventsPattern}`,
  `POST ${walletPaths.payoutReportPattern}`,
  // §2.7: the contract pages are public; what they read without a session is the marketplace's standard terms and base margins.
  `GET ${contractPaths.standard}`,
  `GET ${contractPaths.baseMarginsPattern}`,
  `GET ${storefrontPaths.publicPattern}`,
  `GET ${storefrontPaths.bannerImagePattern}`,
  // §2.7: Seller Learning is public; its reads answer only published content inside its window.
  `POST ${learningPaths.articles}`,
  `POST ${learningPaths.articlesV2}`,
  `GET ${learningPaths.articlePattern}`,
  `POST ${learningPaths.videos}`,
  `POST ${learningPaths.videosV2}`,
  `GET ${learningPaths.categories}`,
  `GET ${learningStudioPaths.publicAssetPattern}`,
  // §2.2/§2.7 the marketing, help and content pages are public (§6 /backend/py-common); only published pages are answered.
  `GET ${cmsPaths.contentPattern}`,
  `GET ${cmsPaths.commonPages}`,
  `GET ${cmsPaths.commonPagePattern}`,
  `GET ${cmsPaths.activeTextPattern}`,
  `POST ${learningPagesPaths.search}`,
  // §2.7: opened from an analytics report email, signed in or not; the link's HMAC is its authority.
  `GET ${analyticsPaths.reportUnsubscribe}`,
  `POST ${analyticsPaths.reportResubscribe}`,
].sort();

type ModeAccess = Exclude<Access, { public: true }>;

/** A route's path with its parameters filled in (`:kind` → `x`), so the call reaches the route. */
const callablePath = (url: string) => url.replace(/:[^/]+/g, 'x');

/** The same malformed body the signed-out walk sends: access is decided before the body is read. */
const probe = (route: RegisteredRoute, cookie: string, headers: Record<string, string> = {}) => ({
  cookie,
  headers,
  ...(route.method === 'GET' ? {} : { body: '{not json' }),
});

/**
 * §6 chat calls need a chat token besides the session: a STORE session that may chat carries the one generate-token
 * gives it, as the chat pages do, so the walk reaches past it.
 */
async function chatTokenHeaders(server: TestServer, cookie: string): Promise<Record<string, string>> {
  const answer = await server.call<string>('GET', chatPaths.generateToken, { cookie });
  return answer.status === 200 && answer.body.value ? { [chatTokenHeader]: answer.body.value } : {};
}

/** What a demo account of each mode holds: the user to start sessions for, and its codes. */
interface ModeUser {
  userId: string;
  /** null: a switchable user who has not chosen a mode yet. */
  mode: SessionModeType | null;
  storeCode: string | null;
  codes: ReadonlySet<string>;
}

async function modeUser(server: TestServer, account: { username: string; password: string }): Promise<ModeUser> {
  const cookie = await server.signIn(account.username, account.password);
  const session = (await server.call<Session>('GET', apiPaths.session, { cookie })).body.value as Session;
  return {
    userId: session.userId,
    mode: session.mode?.type ?? null,
    storeCode: session.mode?.code ?? null,
    codes: new Set(session.accessibilities.map((a) => a.code)),
  };
}

/**
 * A new session of the user for one call: a GET runs its handler (which may sign out, switch or reset), and no
 * call may depend on what an earlier one did to a shared session.
 */
async function freshCookie(server: TestServer, user: ModeUser): Promise<string> {
  const started = await server.app.accounts.sessions.start(user.userId, 'PASSWORD', user.mode ? { type: user.mode, code: user.storeCode } : null);
  return `${cookieNames.session}=${started.token}`;
}

describe.each(drivers)('access declarations (%s)', (driver) => {
  const server = useTestServer(driver);
  const backendRoutes = () => listRoutes(server.app).filter((r) => r.url.startsWith('/backend') && r.method !== 'HEAD');

  it('every registered /backend route carries an access declaration', () => {
    const routes = backendRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const undeclared = routes.filter((r) => r.access === undefined);
    expect(undeclared).toEqual([]);
  });

  it('only config and sign-in are public', () => {
    const open = backendRoutes()
      .filter((r) => r.access && isPublicAccess(r.access))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual(publicBackendCalls);
  });

  it('every route that is not public answers 401 PE403002 without a session, before looking at the body', async () => {
    const closed = backendRoutes().filter((r) => r.access && !isPublicAccess(r.access));
    for (const route of closed) {
      const answer = await server.call(route.method, route.url, route.method === 'GET' ? {} : { body: '{not json' });
      expect({ route: `${route.method} ${route.url}`, status: answer.status, code: answer.body.errorCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        code: 'PE403002',
      });
    }
  });

  it('refuses to declare a route without an access declaration', () => {
    const undeclared = { method: 'GET', url: '/backend/x', handler: async () => null } as unknown as Parameters<typeof defineRoute>[0];
    expect(() => defineRoute(undeclared)).toThrow(/no access declaration/);
    expect(() => defineRoute({ ...undeclared, access: { modes: [] } })).toThrow(/no access declaration/);
  });

  it('refuses raw Fastify registration of a /backend route without a declaration', async () => {
    const app = await buildApp({ database: server.database, publicUrl: testPublicUrl });
    try {
      expect(() => app.get('/backend/raw', async () => 'no declaration')).toThrow(/no access declaration/);
      expect(() => app.get('/somewhere-else', async () => 'fine')).not.toThrow();
    } finally {
      await app.close();
    }
  });

  describe('every route that is not public, called by each kind of user', () => {
    const closedRoutes = () =>
      backendRoutes().filter((r): r is RegisteredRoute & { access: ModeAccess } => r.access !== undefined && !isPublicAccess(r.access));
    const label = (route: RegisteredRoute) => `${route.method} ${route.url}`;

    /**
     * The demo users of the three modes: the STORE seller (every STORE_* code), INTERNAL (every INTERNAL_* code) and
     * VENDOR; and a switchable user before choosing, for the routes open to any session.
     */
    const users = async () => ({
      STORE: await modeUser(server, demo.seller),
      INTERNAL: await modeUser(server, demo.internal),
      VENDOR: await modeUser(server, demo.vendor),
      unchosen: await modeUser(server, demo.amphibi),
    });

    it('refuses with 403 PE403001 a user whose mode the route does not admit, or who has no mode yet', async () => {
      const byMode = await users();
      const amphibi = await server.signIn(demo.amphibi.username, demo.amphibi.password);
      const seen: unknown[] = [];
      const expected: unknown[] = [];
      for (const route of closedRoutes()) {
        const { modes } = route.access;
        if (modes === 'any') continue;
        const path = callablePath(route.url);
        for (const mode of ['STORE', 'INTERNAL', 'VENDOR'] as const) {
          if (modes.includes(mode)) continue;
          const answer = await server.call(route.method, path, probe(route, await freshCookie(server, byMode[mode])));
          seen.push({ route: label(route), mode, status: answer.status, code: answer.body?.errorCode });
          expected.push({ route: label(route), mode, status: 403, code: 'PE403001' });
        }
        const unchosen = await server.call(route.method, path, probe(route, amphibi));
        seen.push({ route: label(route), mode: null, status: unchosen.status, code: unchosen.body?.errorCode });
        expected.push({ route: label(route), mode: null, status: 403, code: 'PE403001' });
      }
      expect(seen).toEqual(expected);
    });

    it('refuses with 403 PE403001 a user of the right mode who lacks a code the route needs', async () => {
      const seen: unknown[] = [];
      const expected: unknown[] = [];
      for (const route of closedRoutes()) {
        const { modes, accessibilities = [], anyOf = [] } = route.access;
        if (modes === 'any' || (!accessibilities.length && !anyOf.length)) continue;
        for (const mode of modes) {
          // Every code of the mode but each one the route needs, in turn, and but all of those it needs one of.
          const all: readonly AccessibilityCode[] = mode === 'STORE' ? storeAccessibilityCodes : mode === 'INTERNAL' ? internalAccessibilityCodes : [];
          const lacking = [...accessibilities.map((code) => [code]), ...(anyOf.length ? [anyOf] : [])];
          for (const missing of lacking) {
            const user = await createTestUser(server, { mode, codes: all.filter((code) => !missing.includes(code)) });
            const answer = await server.call(route.method, callablePath(route.url), probe(route, user.cookie));
            seen.push({ route: label(route), mode, missing, status: answer.status, code: answer.body?.errorCode });
            expected.push({ route: label(route), mode, missing, status: 403, code: 'PE403001' });
          }
        }
      }
      expect(seen).toEqual(expected);
    });

    it('never refuses by access a user of a mode the route admits who holds its codes (any answer but 401 and 403)', async () => {
      const byMode = await users();
      const refused: unknown[] = [];
      for (const route of closedRoutes()) {
        const { modes, accessibilities = [], anyOf = [] } = route.access;
        const candidates = (modes === 'any' ? (['STORE', 'INTERNAL', 'VENDOR', 'unchosen'] as const) : modes).map((mode) => byMode[mode]);
        const qualified = candidates.filter(
          (user) => accessibilities.every((code) => user.codes.has(code)) && (!anyOf.length || anyOf.some((code) => user.codes.has(code))),
        );
        expect({ route: label(route), qualified: qualified.length > 0 }).toEqual({ route: label(route), qualified: true });
        const answers: { mode: string | null; status: number; code: unknown }[] = [];
        for (const user of qualified) {
          const cookie = await freshCookie(server, user);
          const headers = user.mode === 'STORE' ? await chatTokenHeaders(server, cookie) : {};
          const answer = await server.call(route.method, callablePath(route.url), probe(route, cookie, headers));
          answers.push({ mode: user.mode, status: answer.status, code: answer.body?.errorCode });
        }
        // A route open to any signed-in session may still be for one kind of them (user-vendor is the VENDOR's list):
        // at least one kind passes, and none is taken for signed out.
        const passed = answers.filter((a) => a.status !== 401 && a.status !== 403);
        const signedOut = answers.filter((a) => a.status === 401);
        if ((modes === 'any' ? passed.length === 0 : passed.length !== answers.length) || signedOut.length > 0) refused.push({ route: label(route), answers });
      }
      expect(refused).toEqual([]);
    });
  });
});
