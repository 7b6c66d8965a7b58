import { apiPaths, internalAccessibilityCodes, type Envelope, type Session } from '@seller-portal/contracts/core';
import {
  storeVerificationApiPaths,
  type IdentityPhotoKind,
  type IdentityReviewItem,
  type IdentityReviewOutcome,
  type StoreVerificationStatus,
} from '@seller-portal/contracts/store-verification';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema';
import { auditLog } from '../src/modules/audit/schema';
import { gradientPng } from '../src/modules/shared/demo-png';
import { identityPhotos, identityReviews } from '../src/modules/store-verification/schema';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser, type TestUser } from './support/test-users';

const dayMs = 86_400_000;
/** The demo store whose photos wait for review (apps/api/src/modules/store-verification/demo.ts). */
const demoWaiting = 'DEMO-60041';

const identityPng = gradientPng(64, 40, [200, 220, 240], [30, 80, 140]);
const selfiePng = gradientPng(40, 64, [230, 200, 170], [60, 110, 90]);

async function upload(server: TestServer, cookie: string, kind: IdentityPhotoKind, content: Buffer) {
  const form = new FormData();
  form.append('photo', new Blob([content], { type: 'image/png' }), `${kind}.png`);
  const response = await fetch(server.baseUrl + storeVerificationApiPaths.photo(kind), { method: 'POST', body: form, headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Envelope<StoreVerificationStatus> };
}

describe.each(drivers)('the review of identity photos by internal staff (§4.5) (%s)', (driver) => {
  const server = useTestServer(driver);
  const reviewer = () => server.signIn(demo.internal.username, demo.internal.password);

  /** A new store's owner, waiting for the photos with a deadline in two weeks. */
  async function waitingOwner(): Promise<TestUser & { storeCode: string }> {
    const owner = await createTestUser(server, { mode: 'STORE', codes: ['STORE_MANAGE-STORE_STORE-INFORMATION'] });
    const storeCode = owner.storeCode ?? '';
    await server.database.db
      .update(stores)
      .set({ fraudStatus: 'WAITING_IDENTITY_PHOTO', identityPhotoVerificationDeadline: new Date(server.clock.now().getTime() + 14 * dayMs) })
      .where(eq(stores.code, storeCode));
    return { ...owner, storeCode };
  }

  /** The owner sends both photos (the store moves to IDENTITY_PHOTO_CHECKING); the clock moves a second between them. */
  async function sendBoth(owner: TestUser) {
    expect((await upload(server, owner.cookie, 'identity', identityPng)).status).toBe(200);
    server.clock.advance(1_000);
    const selfie = await upload(server, owner.cookie, 'selfie', selfiePng);
    expect(selfie.body.value?.fraudStatus).toBe('IDENTITY_PHOTO_CHECKING');
    server.clock.advance(1_000);
  }

  const queue = async (cookie: string) => {
    const answer = await server.call<IdentityReviewItem[]>('GET', storeVerificationApiPaths.reviewQueue, { cookie });
    expect(answer.status).toBe(200);
    return answer.body.value ?? [];
  };
  const itemOf = async (cookie: string, storeCode: string) => {
    const item = (await queue(cookie)).find((each) => each.storeCode === storeCode);
    if (!item) throw new Error(`${storeCode} is not in the queue`);
    return item;
  };
  const decide = (cookie: string, storeCode: string, body: { decision: 'APPROVE' | 'REJECT'; reason?: string; submittedAt: number }) =>
    server.call<IdentityReviewOutcome>('POST', storeVerificationApiPaths.reviewDecision(storeCode), { cookie, body });
  const storeRow = async (storeCode: string) => {
    const [row] = await server.database.db
      .select({ fraudStatus: stores.fraudStatus, deadline: stores.identityPhotoVerificationDeadline })
      .from(stores)
      .where(eq(stores.code, storeCode));
    return row;
  };
  const reviewsOf = (storeCode: string) => server.database.db.select().from(identityReviews).where(eq(identityReviews.storeCode, storeCode));
  const auditOf = (storeCode: string) =>
    server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'IDENTITY_REVIEW'), eq(auditLog.identifier, storeCode)));

  it('lists the stores waiting with both photos, the longest waiting first, with the owner, deadline and photos', async () => {
    const cookie = await reviewer();
    const first = await waitingOwner();
    const second = await waitingOwner();
    const notYet = await waitingOwner();
    await sendBoth(second);
    await sendBoth(first);
    // Only the KTP photo: still waiting for the selfie, not for the review.
    expect((await upload(server, notYet.cookie, 'identity', identityPng)).status).toBe(200);

    const items = await queue(cookie);
    const codes = items.map((item) => item.storeCode);
    expect(codes.filter((code) => [demoWaiting, first.storeCode, second.storeCode, notYet.storeCode].includes(code))).toEqual([
      demoWaiting,
      second.storeCode,
      first.storeCode,
    ]);
    const submitted = items.map((item) => item.submittedAt);
    expect(submitted).toEqual([...submitted].sort((a, b) => a - b));

    const demoItem = items[codes.indexOf(demoWaiting)];
    expect(demoItem).toMatchObject({ storeName: 'Toko Demo Cek Identitas', ownerName: 'Indah Periksa', rejections: 1 });
    expect(demoItem.photos.identity.mediaType).toBe('image/png');
    const mine = items[codes.indexOf(first.storeCode)];
    expect(mine.photos.identity).toMatchObject({ mediaType: 'image/png', sizeBytes: identityPng.length });
    expect(mine.photos.selfie.sentAt).toBe(mine.submittedAt);
    expect(mine.deadline).toBe((await storeRow(first.storeCode)).deadline?.getTime());

    // The reviewer reads the photos as they were sent, never cached.
    const photo = await fetch(server.baseUrl + storeVerificationApiPaths.reviewPhoto(first.storeCode, 'selfie'), { headers: { cookie } });
    expect([photo.status, photo.headers.get('content-type'), photo.headers.get('cache-control')]).toEqual([200, 'image/png', 'private, no-store']);
    expect(Buffer.from(await photo.arrayBuffer()).equals(selfiePng)).toBe(true);
  });

  it('an approval makes the store FRAUD_PASS, takes it off the queue, reloads its sessions and is audited', async () => {
    const cookie = await reviewer();
    const owner = await waitingOwner();
    await sendBoth(owner);
    const item = await itemOf(cookie, owner.storeCode);

    const answer = await decide(cookie, owner.storeCode, { decision: 'APPROVE', submittedAt: item.submittedAt });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ storeCode: owner.storeCode, decision: 'APPROVE', fraudStatus: 'FRAUD_PASS' });
    expect((await storeRow(owner.storeCode)).fraudStatus).toBe('FRAUD_PASS');
    expect((await queue(cookie)).map((each) => each.storeCode)).not.toContain(owner.storeCode);

    const session = await server.call<Session>('GET', apiPaths.session, { cookie: owner.cookie });
    expect(session.body.value?.customFields?.fraudStatus).toBe('FRAUD_PASS');
    const status = await server.call<StoreVerificationStatus>('GET', storeVerificationApiPaths.status, { cookie: owner.cookie });
    expect(status.body.value).toMatchObject({ fraudStatus: 'FRAUD_PASS', rejection: null });

    const reviews = await reviewsOf(owner.storeCode);
    expect(reviews.map((row) => [row.decision, row.reason])).toEqual([['APPROVED', null]]);
    const [entry] = await auditOf(owner.storeCode);
    expect(entry).toMatchObject({ action: 'APPROVE', actor: demo.internal.username });
    expect(entry.before).toMatchObject({ fraudStatus: 'IDENTITY_PHOTO_CHECKING' });
    expect(entry.after).toMatchObject({ fraudStatus: 'FRAUD_PASS', reason: null });
  });

  it('a rejection needs a reason; with one the store waits again, its owner reads why and sends new photos', async () => {
    const cookie = await reviewer();
    const owner = await waitingOwner();
    // A deadline two days away: the owner gets at least seven days from the rejection to send new photos.
    await server.database.db
      .update(stores)
      .set({ identityPhotoVerificationDeadline: new Date(server.clock.now().getTime() + 2 * dayMs) })
      .where(eq(stores.code, owner.storeCode));
    await sendBoth(owner);
    const item = await itemOf(cookie, owner.storeCode);

    for (const reason of [undefined, '   ']) {
      const refused = await decide(cookie, owner.storeCode, { decision: 'REJECT', reason, submittedAt: item.submittedAt });
      expect([refused.status, refused.body.errorCode]).toEqual([400, 'IDENTITY_REVIEW_REASON_REQUIRED']);
    }
    const tooLong = await decide(cookie, owner.storeCode, { decision: 'REJECT', reason: 'x'.repeat(501), submittedAt: item.submittedAt });
    expect(tooLong.status).toBe(400);
    expect((await storeRow(owner.storeCode)).fraudStatus).toBe('IDENTITY_PHOTO_CHECKING');
    expect(await reviewsOf(owner.storeCode)).toEqual([]);

    const reason = 'Foto KTP buram, NIK tidak terbaca.';
    const answer = await decide(cookie, owner.storeCode, { decision: 'REJECT', reason: `  ${reason} `, submittedAt: item.submittedAt });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ decision: 'REJECT', fraudStatus: 'WAITING_IDENTITY_PHOTO' });
    const after = await storeRow(owner.storeCode);
    expect(after.fraudStatus).toBe('WAITING_IDENTITY_PHOTO');
    expect(after.deadline?.getTime()).toBe(server.clock.now().getTime() + 7 * dayMs);
    // The photos are gone: the owner sends both again.
    expect(await server.database.db.select().from(identityPhotos).where(eq(identityPhotos.storeCode, owner.storeCode))).toEqual([]);
    const [entry] = await auditOf(owner.storeCode);
    expect(entry).toMatchObject({ action: 'REJECT', actor: demo.internal.username });
    expect(entry.after).toMatchObject({ fraudStatus: 'WAITING_IDENTITY_PHOTO', reason });

    // The seller's session says WAITING again (the §4.5 modal shows) and the verification call says why.
    const session = await server.call<Session>('GET', apiPaths.session, { cookie: owner.cookie });
    expect(session.body.value?.customFields).toMatchObject({
      fraudStatus: 'WAITING_IDENTITY_PHOTO',
      identityPhotoVerificationDeadline: after.deadline?.getTime(),
    });
    const status = await server.call<StoreVerificationStatus>('GET', storeVerificationApiPaths.status, { cookie: owner.cookie });
    expect(status.body.value).toMatchObject({ identity: false, selfie: false, rejection: { reason, at: server.clock.now().getTime() } });

    // New photos: checked again, and the reason is no longer shown.
    await sendBoth(owner);
    const again = await server.call<StoreVerificationStatus>('GET', storeVerificationApiPaths.status, { cookie: owner.cookie });
    expect(again.body.value).toMatchObject({ fraudStatus: 'IDENTITY_PHOTO_CHECKING', rejection: null });
    const next = await itemOf(cookie, owner.storeCode);
    expect(next).toMatchObject({ rejections: 1 });
    expect(next.submittedAt).toBeGreaterThan(item.submittedAt);
  });

  it('refuses a decision on a store no longer waiting, or on photos replaced since the page was read, and applies none twice', async () => {
    const cookie = await reviewer();
    const second = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_IDENTITY-REVIEW'] });
    const owner = await waitingOwner();
    await sendBoth(owner);
    const seen = await itemOf(cookie, owner.storeCode);

    // Two reviewers at once: one decision is applied, the other is refused.
    const [a, b] = await Promise.all([
      decide(cookie, owner.storeCode, { decision: 'REJECT', reason: 'Selfie gelap.', submittedAt: seen.submittedAt }),
      decide(second.cookie, owner.storeCode, { decision: 'APPROVE', submittedAt: seen.submittedAt }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((answer) => answer.status === 409)?.body.errorCode).toBe('IDENTITY_REVIEW_NOT_WAITING');
    expect(await reviewsOf(owner.storeCode)).toHaveLength(1);
    expect(await auditOf(owner.storeCode)).toHaveLength(1);

    // The store is waiting again (if rejected) or passed: a stale page's decision is refused either way.
    const stale = await decide(cookie, owner.storeCode, { decision: 'APPROVE', submittedAt: seen.submittedAt });
    expect([stale.status, stale.body.errorCode]).toEqual([409, 'IDENTITY_REVIEW_NOT_WAITING']);

    // Photos sent again after a rejection: the decision taken on the old ones is refused, the store still waits for review.
    const other = await waitingOwner();
    await sendBoth(other);
    const old = await itemOf(cookie, other.storeCode);
    expect((await decide(cookie, other.storeCode, { decision: 'REJECT', reason: 'KTP terpotong.', submittedAt: old.submittedAt })).status).toBe(200);
    await sendBoth(other);
    const replaced = await decide(second.cookie, other.storeCode, { decision: 'APPROVE', submittedAt: old.submittedAt });
    expect([replaced.status, replaced.body.errorCode]).toEqual([409, 'IDENTITY_REVIEW_NOT_WAITING']);
    expect((await storeRow(other.storeCode)).fraudStatus).toBe('IDENTITY_PHOTO_CHECKING');
    expect(await reviewsOf(other.storeCode)).toHaveLength(1);

    // An unknown store is refused the same way.
    const unknown = await decide(cookie, 'NO-SUCH-STORE', { decision: 'APPROVE', submittedAt: old.submittedAt });
    expect([unknown.status, unknown.body.errorCode]).toEqual([409, 'IDENTITY_REVIEW_NOT_WAITING']);
  });

  it('refuses the queue, the photos and the decision to a seller and to staff without INTERNAL_IDENTITY-REVIEW; a signed-out call is 401', async () => {
    const owner = await waitingOwner();
    await sendBoth(owner);
    const item = await itemOf(await reviewer(), owner.storeCode);
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const withoutCode = await createTestUser(server, {
      mode: 'INTERNAL',
      codes: internalAccessibilityCodes.filter((code) => code !== 'INTERNAL_IDENTITY-REVIEW'),
    });
    // The waiting store's own owner may not read the queue or decide either.
    for (const cookie of [seller, withoutCode.cookie, owner.cookie]) {
      const list = await server.call('GET', storeVerificationApiPaths.reviewQueue, { cookie });
      const photo = await server.call('GET', storeVerificationApiPaths.reviewPhoto(owner.storeCode, 'identity'), { cookie });
      const decision = await decide(cookie, owner.storeCode, { decision: 'APPROVE', submittedAt: item.submittedAt });
      expect([list.status, list.body.errorCode, photo.status, photo.body.errorCode, decision.status, decision.body.errorCode]).toEqual([
        403,
        'PE403001',
        403,
        'PE403001',
        403,
        'PE403001',
      ]);
    }
    for (const path of [storeVerificationApiPaths.reviewQueue, storeVerificationApiPaths.reviewPhoto(demoWaiting, 'selfie')]) {
      expect((await server.call('GET', path)).status).toBe(401);
    }
    expect((await storeRow(owner.storeCode)).fraudStatus).toBe('IDENTITY_PHOTO_CHECKING');
    expect(await reviewsOf(owner.storeCode)).toEqual([]);
  });

  it('serves no photo of another store to a seller, nor a photo of a store not waiting for review to staff', async () => {
    const owner = await waitingOwner();
    await sendBoth(owner);
    const otherOwner = await waitingOwner();
    for (const kind of ['identity', 'selfie'] as const) {
      const refused = await fetch(server.baseUrl + storeVerificationApiPaths.reviewPhoto(owner.storeCode, kind), { headers: { cookie: otherOwner.cookie } });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    }
    const cookie = await reviewer();
    // Only the KTP photo, so the store is not in review: its photo stays unseen.
    expect((await upload(server, otherOwner.cookie, 'identity', identityPng)).status).toBe(200);
    const notWaiting = await server.call('GET', storeVerificationApiPaths.reviewPhoto(otherOwner.storeCode, 'identity'), { cookie });
    expect([notWaiting.status, notWaiting.body.errorCode]).toEqual([409, 'IDENTITY_REVIEW_NOT_WAITING']);
    const badKind = await server.call('GET', `/backend/bp/store-verification/review/stores/${owner.storeCode}/photos/passport`, { cookie });
    expect(badKind.status).toBe(404);
  });
});
