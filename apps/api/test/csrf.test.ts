import { accountPaths } from '@seller-portal/contracts/accounts';
import { announcementPaths } from '@seller-portal/contracts/announcements';
import { apiPaths } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../src/http/define-route';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';

describe.each(drivers)('cross-site request protection (%s)', (driver) => {
  // The tests' peer, 127.0.0.1, stands for a reverse proxy named in TRUST_PROXY.
  const server = useTestServer(driver, { trustProxy: 'loopback' });

  it('refuses a mutation whose Origin is another site with 403 PE403001', async () => {
    const answer = await server.call('POST', apiPaths.signIn, { body: demo.seller, headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, status: 'FORBIDDEN', errorCode: 'PE403001' });
    expect(answer.setCookies).toEqual([]);
  });

  it('refuses a cross-site sign-out, so the session survives', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const answer = await server.call('POST', apiPaths.signOut, { cookie, headers: { origin: 'null' } });
    expect(answer.status).toBe(403);
    expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(200);
  });

  it('accepts a mutation from its own origin', async () => {
    const answer = await server.call('POST', apiPaths.signIn, { body: demo.seller, headers: { origin: server.baseUrl } });
    expect(answer.status).toBe(200);
  });

  it('accepts its own origin as a trusted proxy presents it (x-forwarded-proto and x-forwarded-host)', async () => {
    const answer = await server.call('POST', apiPaths.signIn, {
      body: demo.seller,
      headers: { origin: 'https://seller.example.com', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'seller.example.com' },
    });
    expect(answer.status).toBe(200);
  });

  it('declares exactly the GETs that change state, and refuses each when another site sends it', async () => {
    const stateChanging = listRoutes(server.app).filter((route) => route.stateChanging);
    // §7 keeps these as GET (Fastify answers HEAD with the same handler); every other GET only reads.
    expect(stateChanging.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [announcementPaths.approveAgreement, accountPaths.resetSession].flatMap((url) => [`GET ${url}`, `HEAD ${url}`]).sort(),
    );
    const cookie = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    for (const { method, url } of stateChanging) {
      const answer = await fetch(server.baseUrl + url, { method, headers: { cookie, 'sec-fetch-site': 'cross-site' } });
      expect([method, url, answer.status]).toEqual([method, url, 403]);
    }
  });

  it('lets reads through whatever their Origin', async () => {
    const answer = await server.call('GET', apiPaths.config, { headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(200);
  });

  it('sets nosniff and the referrer policy on answers', async () => {
    for (const path of [apiPaths.config, '/healthz', '/backend/unknown']) {
      const answer = await fetch(server.baseUrl + path);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});
