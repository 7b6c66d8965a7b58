import { apiPaths, type Envelope, type Session } from '@seller-portal/contracts/core';
import {
  storeVerificationApiPaths,
  type CaptureToken,
  type CaptureTokenInfo,
  type IdentityPhotoKind,
  type StoreVerificationStatus,
} from '@seller-portal/contracts/store-verification';
import { identityPhotoMaxBytes } from '@seller-portal/contracts/store-verification';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { identityCaptureTokens, identityPhotos } from '../src/modules/store-verification/schema';
import { stores } from '../src/db/schema';
import { captureTokenLifetimeMs } from '../src/modules/store-verification/service';
import { pixelFloodPng } from './support/pixel-flood';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';

const idVerify = { username: 'idverify@demo.test', password: 'Idverify#2026', store: 'DEMO-60004' } as const;
const sellerStore = 'DEMO-60001';

// A real 1×1 PNG, and the first bytes of a JPEG and a WebP: the server judges the type by these magic numbers.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

interface Upload {
  content: Buffer;
  name?: string;
  type?: string;
  field?: string;
}

/** Sends one file as a browser form would: the name and type the client claims are whatever the test says. */
async function upload(server: TestServer, path: string, file: Upload, cookie?: string): Promise<{ status: number; body: Envelope<StoreVerificationStatus> }> {
  const form = new FormData();
  form.append(file.field ?? 'photo', new Blob([file.content], { type: file.type ?? 'image/jpeg' }), file.name ?? 'photo.jpg');
  const response = await fetch(server.baseUrl + path, { method: 'POST', body: form, headers: cookie ? { cookie } : {} });
  return { status: response.status, body: (await response.json()) as Envelope<StoreVerificationStatus> };
}

async function photosOf(server: TestServer, storeCode: string) {
  return server.database.db.select().from(identityPhotos).where(eq(identityPhotos.storeCode, storeCode));
}

async function fraudStatusOf(server: TestServer, storeCode: string) {
  const [store] = await server.database.db.select({ fraudStatus: stores.fraudStatus }).from(stores).where(eq(stores.code, storeCode));
  return store?.fraudStatus;
}

async function newToken(server: TestServer, cookie: string, kind: IdentityPhotoKind): Promise<string> {
  const answer = await server.call<CaptureToken>('POST', storeVerificationApiPaths.captureToken, { cookie, body: { kind } });
  expect(answer.status).toBe(200);
  // The desktop waits for a photo sent after this moment (server time).
  expect(answer.body.value?.issuedAt).toBe(server.clock.now().getTime());
  return answer.body.value?.token ?? '';
}

const captureUrl = (kind: IdentityPhotoKind, token: string) => `${storeVerificationApiPaths.capture(kind)}?token=${encodeURIComponent(token)}`;

describe.each(drivers)('identity verification of a store (§4.5) (%s)', (driver) => {
  const server = useTestServer(driver);

  // Every test starts from the seeded state: DEMO-60004 waiting for both photos, none kept.
  beforeEach(async () => {
    const { db } = server.database;
    await db.delete(identityPhotos);
    await db.delete(identityCaptureTokens);
    await db.update(stores).set({ fraudStatus: 'WAITING_IDENTITY_PHOTO' }).where(eq(stores.code, idVerify.store));
    await db.update(stores).set({ fraudStatus: null }).where(eq(stores.code, sellerStore));
  });

  describe('the owner sends the photos', () => {
    it('keeps a PNG named .jpg as a PNG (the content decides), then the selfie moves the store to IDENTITY_PHOTO_CHECKING', async () => {
      const cookie = await server.signIn(idVerify.username, idVerify.password);
      const before = await server.call<Session>('GET', apiPaths.session, { cookie });
      expect(before.body.value?.customFields?.fraudStatus).toBe('WAITING_IDENTITY_PHOTO');

      const first = await upload(server, storeVerificationApiPaths.photo('identity'), { content: png, name: 'ktp.jpg', type: 'image/jpeg' }, cookie);
      expect(first.status).toBe(200);
      expect(first.body.value).toMatchObject({ fraudStatus: 'WAITING_IDENTITY_PHOTO', identity: true, selfie: false });
      const [kept] = await photosOf(server, idVerify.store);
      expect(kept).toMatchObject({ kind: 'identity', mediaType: 'image/png', sizeBytes: png.length });
      expect(Buffer.from(kept.content).equals(png)).toBe(true);

      const second = await upload(server, storeVerificationApiPaths.photo('selfie'), { content: jpeg, name: 'selfie.png', type: 'image/png' }, cookie);
      expect(second.status).toBe(200);
      expect(second.body.value).toMatchObject({ fraudStatus: 'IDENTITY_PHOTO_CHECKING', identity: true, selfie: true });
      expect(await fraudStatusOf(server, idVerify.store)).toBe('IDENTITY_PHOTO_CHECKING');

      // The session cache was evicted: the very next read shows the new status.
      const after = await server.call<Session>('GET', apiPaths.session, { cookie });
      expect(after.body.value?.customFields?.fraudStatus).toBe('IDENTITY_PHOTO_CHECKING');
      const status = await server.call<StoreVerificationStatus>('GET', storeVerificationApiPaths.status, { cookie });
      expect(status.body.value).toMatchObject({ fraudStatus: 'IDENTITY_PHOTO_CHECKING', identity: true, selfie: true });
    });

    it('accepts a photo of exactly 5 MB', async () => {
      const cookie = await server.signIn(idVerify.username, idVerify.password);
      const answer = await upload(
        server,
        storeVerificationApiPaths.photo('identity'),
        { content: Buffer.concat([png, Buffer.alloc(identityPhotoMaxBytes - png.length)]) },
        cookie,
      );
      expect(answer.status).toBe(200);
      const [kept] = await photosOf(server, idVerify.store);
      expect(kept.sizeBytes).toBe(identityPhotoMaxBytes);
    });

    it('accepts WebP and replaces an earlier photo of the same kind', async () => {
      const cookie = await server.signIn(idVerify.username, idVerify.password);
      expect((await upload(server, storeVerificationApiPaths.photo('identity'), { content: png }, cookie)).status).toBe(200);
      expect((await upload(server, storeVerificationApiPaths.photo('identity'), { content: webp, name: 'x' }, cookie)).status).toBe(200);
      const rows = await photosOf(server, idVerify.store);
      expect(rows.map((row) => [row.kind, row.mediaType])).toEqual([['identity', 'image/webp']]);
      expect(await fraudStatusOf(server, idVerify.store)).toBe('WAITING_IDENTITY_PHOTO');
    });

    it.each<[string, Upload, number, string]>([
      [
        'a text file called .jpg',
        { content: Buffer.from('not a photo at all, just text'), name: 'ktp.jpg', type: 'image/jpeg' },
        400,
        'IDENTITY_PHOTO_TYPE_NOT_ACCEPTED',
      ],
      [
        'a GIF',
        { content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), name: 'ktp.gif', type: 'image/gif' },
        400,
        'IDENTITY_PHOTO_TYPE_NOT_ACCEPTED',
      ],
      ['an empty file', { content: Buffer.alloc(0) }, 400, 'IDENTITY_PHOTO_MISSING'],
      ['a file in another field', { content: png, field: 'file' }, 400, 'IDENTITY_PHOTO_MISSING'],
      ['a photo one byte over 5 MB', { content: Buffer.concat([png, Buffer.alloc(identityPhotoMaxBytes + 1 - png.length)]) }, 413, 'IDENTITY_PHOTO_TOO_LARGE'],
      ['a body far over the limit', { content: Buffer.concat([jpeg, Buffer.alloc(8 * 1024 * 1024)]) }, 413, 'IDENTITY_PHOTO_TOO_LARGE'],
      ['a PNG declaring 60,000 × 60,000 pixels', { content: pixelFloodPng(png) }, 400, 'IDENTITY_PHOTO_DIMENSIONS_TOO_LARGE'],
    ])('refuses %s with %i %s and keeps nothing', async (_, file, status, code) => {
      const cookie = await server.signIn(idVerify.username, idVerify.password);
      const answer = await upload(server, storeVerificationApiPaths.photo('identity'), file, cookie);
      expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
      expect(answer.body.success).toBe(false);
      expect(await photosOf(server, idVerify.store)).toEqual([]);
    });

    it('answers 400 to a JSON body and 404 to an unknown kind', async () => {
      const cookie = await server.signIn(idVerify.username, idVerify.password);
      const json = await server.call('POST', storeVerificationApiPaths.photo('identity'), { cookie, body: { photo: png.toString('base64') } });
      expect([json.status, json.body.errorCode]).toEqual([400, 'IDENTITY_PHOTO_MISSING']);
      const unknown = await upload(server, '/backend/bp/store-verification/identity-photo/passport', { content: png }, cookie);
      expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'NOT_FOUND']);
      expect(await photosOf(server, idVerify.store)).toEqual([]);
    });
  });

  describe('who may send', () => {
    it('refuses a signed-out caller with 401 PE403002', async () => {
      const answer = await upload(server, storeVerificationApiPaths.photo('identity'), { content: png });
      expect([answer.status, answer.body.errorCode]).toEqual([401, 'PE403002']);
      const token = await server.call('POST', storeVerificationApiPaths.captureToken, { body: { kind: 'identity' } });
      expect(token.status).toBe(401);
    });

    it('refuses staff who is not the owner with 403 PE403001, even when their store waits for photos', async () => {
      await server.database.db.update(stores).set({ fraudStatus: 'WAITING_IDENTITY_PHOTO' }).where(eq(stores.code, sellerStore));
      const cookie = await server.signIn(demo.staff.username, demo.staff.password);
      const answer = await upload(server, storeVerificationApiPaths.photo('identity'), { content: png }, cookie);
      expect([answer.status, answer.body.errorCode]).toEqual([403, 'PE403001']);
      const token = await server.call('POST', storeVerificationApiPaths.captureToken, { cookie, body: { kind: 'identity' } });
      expect([token.status, token.body.errorCode]).toEqual([403, 'PE403001']);
      expect(await photosOf(server, sellerStore)).toEqual([]);
    });

    it("sends only for the session's own store: another store's owner writes nothing to DEMO-60004", async () => {
      const cookie = await server.signIn(demo.seller.username, demo.seller.password);
      const answer = await upload(server, storeVerificationApiPaths.photo('identity'), { content: png }, cookie);
      // DEMO-60001 is not waiting for photos; DEMO-60004 is never reachable from this session.
      expect([answer.status, answer.body.errorCode]).toEqual([409, 'IDENTITY_VERIFICATION_NOT_WAITING']);
      expect(await photosOf(server, idVerify.store)).toEqual([]);
      expect(await photosOf(server, sellerStore)).toEqual([]);
    });

    it('refuses an INTERNAL session with 403 PE403001', async () => {
      const cookie = await server.signIn(demo.internal.username, demo.internal.password);
      const answer = await upload(server, storeVerificationApiPaths.photo('selfie'), { content: png }, cookie);
      expect([answer.status, answer.body.errorCode]).toEqual([403, 'PE403001']);
    });

    it('refuses more photos once the store is being checked (409)', async () => {
      await server.database.db.update(stores).set({ fraudStatus: 'IDENTITY_PHOTO_CHECKING' }).where(eq(stores.code, idVerify.store));
      const cookie = await server.signIn(idVerify.username, idVerify.password);
      const answer = await upload(server, storeVerificationApiPaths.photo('identity'), { content: png }, cookie);
      expect([answer.status, answer.body.errorCode]).toEqual([409, 'IDENTITY_VERIFICATION_NOT_WAITING']);
      expect(await photosOf(server, idVerify.store)).toEqual([]);
    });
  });

  describe('the QR hand-off to a phone', () => {
    it('lets a phone without a session send one photo with the token, which is then spent', async () => {
      const cookie = await server.signIn(idVerify.username, idVerify.password);
      const token = await newToken(server, cookie, 'identity');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only the hash is kept.
      const [row] = await server.database.db.select().from(identityCaptureTokens);
      expect(row.tokenHash).not.toContain(token);

      const info = await server.call<CaptureTokenInfo>('GET', captureUrl('identity', token));
      expect(info.status).toBe(200);
      expect(info.body.value).toMatchObject({ kind: 'identity', storeName: 'Toko Demo Verifikasi' });

      server.clock.advance(30_000);
      const sent = await upload(server, captureUrl('identity', token), { content: png });
      expect(sent.status).toBe(200);
      expect(sent.body.value).toMatchObject({ identity: true, selfie: false, sentAt: { identity: server.clock.now().getTime(), selfie: null } });
      const status = await server.call<StoreVerificationStatus>('GET', storeVerificationApiPaths.status, { cookie });
      expect(status.body.value).toMatchObject({ identity: true, selfie: false });

      const again = await upload(server, captureUrl('identity', token), { content: jpeg });
      expect([again.status, again.body.errorCode]).toEqual([410, 'CAPTURE_TOKEN_USED']);
      const checked = await server.call('GET', captureUrl('identity', token));
      expect([checked.status, checked.body.errorCode]).toEqual([410, 'CAPTURE_TOKEN_USED']);
      const [kept] = await photosOf(server, idVerify.store);
      expect(kept.mediaType).toBe('image/png');
    });

    it('keeps one photo when the same token is used twice at once', async () => {
      const cookie = await server.signIn(idVerify.username, idVerify.password);
      const token = await newToken(server, cookie, 'selfie');
      const answers = await Promise.all([
        upload(server, captureUrl('selfie', token), { content: png }),
        upload(server, captureUrl('selfie', token), { content: jpeg }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
      expect(await photosOf(server, idVerify.store)).toHaveLength(1);
    });

    it('refuses a token after its 10 minutes (the clock moves) and keeps nothing', async () => {
      const cookie = await server.signIn(idVerify.username, idVerify.password);
      const token = await newToken(server, cookie, 'identity');
      server.clock.advance(captureTokenLifetimeMs);
      const answer = await upload(server, captureUrl('identity', token), { content: png });
      expect([answer.status, answer.body.errorCode]).toEqual([410, 'CAPTURE_TOKEN_EXPIRED']);
      const info = await server.call('GET', captureUrl('identity', token));
      expect([info.status, info.body.errorCode]).toEqual([410, 'CAPTURE_TOKEN_EXPIRED']);
      expect(await photosOf(server, idVerify.store)).toEqual([]);
    });

    it.each([
      ['an unknown token', 'A'.repeat(43)],
      ['a malformed token', 'not-a-token'],
      ['no token', ''],
    ])('refuses %s with 404 CAPTURE_TOKEN_UNKNOWN', async (_, token) => {
      const answer = await upload(server, captureUrl('identity', token), { content: png });
      expect([answer.status, answer.body.errorCode]).toEqual([404, 'CAPTURE_TOKEN_UNKNOWN']);
      expect(await photosOf(server, idVerify.store)).toEqual([]);
    });

    it('binds the token to its kind: an identity token cannot send the selfie', async () => {
      const cookie = await server.signIn(idVerify.username, idVerify.password);
      const token = await newToken(server, cookie, 'identity');
      const answer = await upload(server, captureUrl('selfie', token), { content: png });
      expect([answer.status, answer.body.errorCode]).toEqual([404, 'CAPTURE_TOKEN_UNKNOWN']);
      // Still live for its own kind.
      expect((await upload(server, captureUrl('identity', token), { content: png })).status).toBe(200);
    });

    it('does not spend the token on a refused photo', async () => {
      const cookie = await server.signIn(idVerify.username, idVerify.password);
      const token = await newToken(server, cookie, 'identity');
      const refused = await upload(server, captureUrl('identity', token), { content: Buffer.from('plain text'), name: 'ktp.jpg' });
      expect([refused.status, refused.body.errorCode]).toEqual([400, 'IDENTITY_PHOTO_TYPE_NOT_ACCEPTED']);
      expect(await photosOf(server, idVerify.store)).toEqual([]);
      expect((await upload(server, captureUrl('identity', token), { content: png })).status).toBe(200);
    });

    it('refuses a token request for an unknown kind with 400', async () => {
      const cookie = await server.signIn(idVerify.username, idVerify.password);
      const answer = await server.call('POST', storeVerificationApiPaths.captureToken, { cookie, body: { kind: 'passport' } });
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
      expect(await server.database.db.select().from(identityCaptureTokens)).toEqual([]);
    });
  });
});

describe.each(drivers)('the public capture calls are limited per address (%s)', (driver) => {
  const server = useTestServer(driver, { accountRateLimitPerMinute: 3 });

  it('answers 429 TOO_MANY_REQUESTS to a fourth token guess in a minute', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 4; guess++) statuses.push((await server.call('GET', captureUrl('identity', String(guess).repeat(43)))).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
