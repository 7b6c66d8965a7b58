import { accountPaths, apiPaths, storeVerificationRoutePatterns } from '@seller-portal/contracts';
import { describe, expect, it } from 'vitest';
import { isPublicAccess } from '../src/http/access';
import { defineRoute, listRoutes } from '../src/http/define-route';
import { drivers } from './support/test-database';
import { buildApp } from '../src/app';
import { testPublicUrl, useTestServer } from './support/test-server';

/**
 * The calls anyone may make: config, every way of signing in and its multi-factor step (and whose account a
 * one-time sign-in link opens, asked before using it), forgotten and expired
 * passwords (§6: the sign-in calls, change-password, registration, check-name-availability), and the §2.7 QR capture
 * pages' calls, which prove themselves with their single-use token. Everything else under /backend needs a session.
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
  `POST ${accountPaths.registration}`,
  `POST ${accountPaths.registrationOtpSend}`,
  `POST ${accountPaths.registrationOtpResend}`,
  `POST ${accountPaths.registrationOtpVerify}`,
  `GET ${storeVerificationRoutePatterns.capture}`,
  `POST ${storeVerificationRoutePatterns.capture}`,
].sort();

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
});
