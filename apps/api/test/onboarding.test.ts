import { apiPaths, type Session } from '@seller-portal/contracts/core';
import { onboardingApiPaths, type OnboardingState, type Province } from '@seller-portal/contracts/onboarding';
import { storeReviewPaths, type StoreReviewDetail, type StoreReviewSummary } from '@seller-portal/contracts/store-reviews';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickupPoints, stores } from '../src/db/schema';
import { notifications } from '../src/modules/notifications/schema';
import { storeOnboarding } from '../src/modules/onboarding/schema';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';
import { sampleDocuments, samplePickupAddress, sampleStoreDetails } from '@seller-portal/contracts/testing';

const storeCode = 'DEMO-60005';

// The server (and its database) lives for the whole file; the tests follow one store from new to live.
describe.each(drivers)('onboarding V2 (§4.2 step 5) (%s)', (driver) => {
  const server = useTestServer(driver);
  const rowOf = async () => (await server.database.db.select().from(storeOnboarding).where(eq(storeOnboarding.storeCode, storeCode)))[0] ?? null;

  it('serves the provinces of Indonesia, and none of a country it does not know', async () => {
    const cookie = await server.signIn(demo.onboarding.username, demo.onboarding.password);
    const answer = await server.call<Province[]>('GET', `${onboardingApiPaths.provinces}?countryCode=ID`, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toHaveLength(38);
    expect(answer.body.value).toContainEqual({ code: 'ID-JK', name: 'DKI Jakarta' });
    expect((await server.call<Province[]>('GET', `${onboardingApiPaths.provinces}?countryCode=SG`, { cookie })).body.value).toEqual([]);
    expect((await server.call('GET', `${onboardingApiPaths.provinces}?countryCode=Indonesia`, { cookie })).status).toBe(400);
    expect((await server.call('GET', `${onboardingApiPaths.provinces}?countryCode=ID`)).status).toBe(401);
  });

  it('a new store starts with no step saved and its registered name', async () => {
    const cookie = await server.signIn(demo.onboarding.username, demo.onboarding.password);
    const answer = await server.call<OnboardingState>('GET', onboardingApiPaths.state, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ storeCode, storeName: 'Toko Demo Baru', onboardingStatus: 'ONBOARD', postliveStatus: null, storeDetails: null });
    expect(answer.body.value?.steps.map((step) => step.completed)).toEqual([false, false, false]);
  });

  it('refuses fields that break the rules with the field and its problem, and writes nothing', async () => {
    const cookie = await server.signIn(demo.onboarding.username, demo.onboarding.password);
    const cases: [string, unknown, Record<string, string>][] = [
      [onboardingApiPaths.storeDetails, { ...sampleStoreDetails, storeName: 'AB', phoneNumber: '123' }, { storeName: 'TOO_SHORT', phoneNumber: 'INVALID' }],
      [onboardingApiPaths.storeDetails, { ...sampleStoreDetails, storeName: 'toko demo sejahtera' }, { storeName: 'TAKEN' }],
      [onboardingApiPaths.storeDetails, { ...sampleStoreDetails, category: 'WEAPONS' }, { category: 'UNKNOWN' }],
      [
        onboardingApiPaths.pickupAddress,
        { ...samplePickupAddress, provinceCode: 'ID-XX', postalCode: '1' },
        { provinceCode: 'UNKNOWN', postalCode: 'INVALID' },
      ],
      [onboardingApiPaths.documents, { ...sampleDocuments, ktpNumber: '123' }, { ktpNumber: 'INVALID' }],
    ];
    for (const [path, body, fields] of cases) {
      const answer = await server.call('PUT', path, { cookie, body });
      expect([answer.status, answer.body.errorCode, answer.body.value]).toEqual([400, 'ONBOARDING_FIELD_INVALID', { fields }]);
    }
    for (const body of [{}, { ...sampleStoreDetails, storeName: 5 }, 'text', { ...sampleStoreDetails, description: 'x'.repeat(1001) }]) {
      const answer = await server.call('PUT', onboardingApiPaths.storeDetails, { cookie, body });
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
    }
    const early = await server.call('POST', onboardingApiPaths.submit, { cookie });
    expect([early.status, early.body.errorCode]).toEqual([400, 'ONBOARDING_INCOMPLETE']);
    expect(await rowOf()).toBeNull();
  });

  it('keeps each step as it is saved (normalised), so a reload resumes at the next step', async () => {
    const cookie = await server.signIn(demo.onboarding.username, demo.onboarding.password);
    const first = await server.call<OnboardingState>('PUT', onboardingApiPaths.storeDetails, { cookie, body: sampleStoreDetails });
    expect(first.status).toBe(200);
    expect(first.body.value?.storeDetails).toEqual({ ...sampleStoreDetails, phoneNumber: '081234567890' });
    expect(first.body.value?.steps.map((step) => step.completed)).toEqual([true, false, false]);

    await server.call('PUT', onboardingApiPaths.pickupAddress, { cookie, body: samplePickupAddress });
    const reloaded = await server.call<OnboardingState>('GET', onboardingApiPaths.state, { cookie });
    expect(reloaded.body.value?.steps.map((step) => step.completed)).toEqual([true, true, false]);
    expect(reloaded.body.value?.pickupAddress).toEqual(samplePickupAddress);

    const incomplete = await server.call('POST', onboardingApiPaths.submit, { cookie });
    expect([incomplete.body.errorCode, incomplete.body.value]).toEqual(['ONBOARDING_INCOMPLETE', { steps: ['DOCUMENTS'] }]);
  });

  it('a step a review sent back (NEED_REVISION) shows its reasons per field, and an older note on the whole step, until it is saved again', async () => {
    const cookie = await server.signIn(demo.onboarding.username, demo.onboarding.password);
    await server.database.db
      .update(storeOnboarding)
      .set({
        revisionNotes: {
          PICKUP_ADDRESS: 'Postal code does not match the city',
          'PICKUP_ADDRESS.city': 'Write the city of the postal code',
          'STORE_DETAILS.description': 'Describe what the store sells',
        },
      })
      .where(eq(storeOnboarding.storeCode, storeCode));
    const state = (await server.call<OnboardingState>('GET', onboardingApiPaths.state, { cookie })).body.value;
    expect(state?.steps[0]).toEqual({
      step: 'STORE_DETAILS',
      completed: false,
      revisionNotes: { description: 'Describe what the store sells' },
      revisionNote: null,
    });
    expect(state?.steps[1]).toEqual({
      step: 'PICKUP_ADDRESS',
      completed: false,
      revisionNotes: { city: 'Write the city of the postal code' },
      revisionNote: 'Postal code does not match the city',
    });
    const saved = (
      await server.call<OnboardingState>('PUT', onboardingApiPaths.pickupAddress, { cookie, body: { ...samplePickupAddress, postalCode: '10120' } })
    ).body.value;
    expect(saved?.steps[1]).toEqual({ step: 'PICKUP_ADDRESS', completed: true, revisionNotes: {}, revisionNote: null });
    // Another step's notes stay until that step is saved.
    expect(saved?.steps[0]).toMatchObject({ completed: false, revisionNotes: { description: 'Describe what the store sells' } });
    await server.call('PUT', onboardingApiPaths.storeDetails, { cookie, body: sampleStoreDetails });
    expect((await rowOf())?.revisionNotes).toEqual({});
  });

  it('a submission waits in the review queue, locked; staff send it back with a reason per field, then approve the fixed one: live, renamed, the session reloaded', async () => {
    const cookie = await server.signIn(demo.onboarding.username, demo.onboarding.password);
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    const before = await server.call<Session>('GET', apiPaths.session, { cookie });
    expect(before.body.value?.customFields.postliveStatus ?? null).toBeNull();

    await server.call('PUT', onboardingApiPaths.documents, { cookie, body: sampleDocuments });
    const submitted = await server.call<OnboardingState>('POST', onboardingApiPaths.submit, { cookie });
    expect(submitted.status).toBe(200);
    // No longer approved by itself: it waits for a person.
    expect(submitted.body.value).toMatchObject({ postliveStatus: null, storeName: 'Toko Demo Baru', review: { status: 'WAITING', decidedAt: null } });
    const reviewId = submitted.body.value?.review?.id ?? '';
    const locked = await server.call('PUT', onboardingApiPaths.documents, { cookie, body: sampleDocuments });
    expect([locked.status, locked.body.errorCode]).toEqual([409, 'ONBOARDING_IN_REVIEW']);
    expect((await server.call('POST', onboardingApiPaths.submit, { cookie })).body.errorCode).toBe('ONBOARDING_IN_REVIEW');

    const queue = await server.call<StoreReviewSummary[]>('GET', `${storeReviewPaths.reviews}?kind=ONBOARDING&status=WAITING`, { cookie: internal });
    expect(queue.body.value?.map((item) => item.storeCode)).toContain(storeCode);
    const detail = await server.call<StoreReviewDetail>('GET', `${storeReviewPaths.reviews}/${reviewId}`, { cookie: internal });
    expect(detail.body.value?.changes).toContainEqual({ group: 'STORE_DETAILS', field: 'storeName', before: null, after: 'Toko Kopi Oki' });

    // A data change's decision is not an onboarding's; a note names a field of a step and gives a reason.
    const rejected = await server.call('POST', `${storeReviewPaths.reviews}/${reviewId}/reject`, { cookie: internal, body: { reason: 'Not like this' } });
    expect([rejected.status, rejected.body.errorCode]).toEqual([400, 'STORE_REVIEW_DECISION_NOT_ALLOWED']);
    const refusals: [Record<string, string>, string][] = [
      [{}, 'STORE_REVIEW_REASON_REQUIRED'],
      [{ 'PICKUP_ADDRESS.postalCode': '   ' }, 'STORE_REVIEW_REASON_REQUIRED'],
      [{ 'PICKUP_ADDRESS.postalCode': 'no' }, 'STORE_REVIEW_REASON_REQUIRED'],
      [{ 'PICKUP_ADDRESS.postalCode': 'x'.repeat(501) }, 'STORE_REVIEW_REASON_REQUIRED'],
      [{ PICKUP_ADDRESS: 'Postal code does not match the city' }, 'STORE_REVIEW_NOTE_UNKNOWN'],
      [{ 'PICKUP_ADDRESS.ktpNumber': 'Postal code does not match the city' }, 'STORE_REVIEW_NOTE_UNKNOWN'],
      [{ 'UNKNOWN_STEP.city': 'Postal code does not match the city' }, 'STORE_REVIEW_NOTE_UNKNOWN'],
    ];
    for (const [notes, code] of refusals) {
      const refused = await server.call('POST', `${storeReviewPaths.reviews}/${reviewId}/revise`, { cookie: internal, body: { notes } });
      expect([refused.status, refused.body.errorCode]).toEqual([400, code]);
    }
    expect((await server.call<StoreReviewDetail>('GET', `${storeReviewPaths.reviews}/${reviewId}`, { cookie: internal })).body.value?.status).toBe('WAITING');
    const notes = { 'PICKUP_ADDRESS.postalCode': 'Postal code does not match the city', 'DOCUMENTS.npwpNumber': 'The NPWP belongs to another person' };
    const revised = await server.call<StoreReviewDetail>('POST', `${storeReviewPaths.reviews}/${reviewId}/revise`, {
      cookie: internal,
      body: { notes: { ...notes, 'STORE_DETAILS.category': '' } },
    });
    expect(revised.body.value).toMatchObject({ status: 'NEED_REVISION', notes });
    // The sent-back review's document names each noted field.
    const revisedDocument = await fetch(server.baseUrl + onboardingApiPaths.postliveDownload(reviewId), { headers: { cookie } });
    expect([revisedDocument.status, revisedDocument.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const again = await server.call('POST', `${storeReviewPaths.reviews}/${reviewId}/approve`, { cookie: internal });
    expect([again.status, again.body.errorCode]).toEqual([409, 'STORE_REVIEW_ALREADY_DECIDED']);

    const sentBack = await server.call<Session>('GET', apiPaths.session, { cookie });
    expect(sentBack.body.value?.customFields).toMatchObject({ onboardingStatus: 'NEED_REVISION' });
    const state = (await server.call<OnboardingState>('GET', onboardingApiPaths.state, { cookie })).body.value;
    expect(state?.steps).toEqual([
      { step: 'STORE_DETAILS', completed: true, revisionNotes: {}, revisionNote: null },
      { step: 'PICKUP_ADDRESS', completed: false, revisionNotes: { postalCode: 'Postal code does not match the city' }, revisionNote: null },
      { step: 'DOCUMENTS', completed: false, revisionNotes: { npwpNumber: 'The NPWP belongs to another person' }, revisionNote: null },
    ]);
    await server.call('PUT', onboardingApiPaths.pickupAddress, { cookie, body: { ...samplePickupAddress, postalCode: '10130' } });
    const incomplete = await server.call('POST', onboardingApiPaths.submit, { cookie });
    expect([incomplete.body.errorCode, incomplete.body.value]).toEqual(['ONBOARDING_INCOMPLETE', { steps: ['DOCUMENTS'] }]);
    await server.call('PUT', onboardingApiPaths.documents, { cookie, body: { ...sampleDocuments, npwpNumber: '012345678901235' } });
    const resubmitted = await server.call<OnboardingState>('POST', onboardingApiPaths.submit, { cookie });
    expect(resubmitted.body.value).toMatchObject({ onboardingStatus: 'ONBOARD', review: { status: 'WAITING' } });
    const secondId = resubmitted.body.value?.review?.id ?? '';
    const second = await server.call<StoreReviewDetail>('GET', `${storeReviewPaths.reviews}/${secondId}`, { cookie: internal });
    expect(second.body.value?.changes).toContainEqual({ group: 'PICKUP_ADDRESS', field: 'postalCode', before: '10120', after: '10130' });

    const approved = await server.call<StoreReviewDetail>('POST', `${storeReviewPaths.reviews}/${secondId}/approve`, { cookie: internal });
    expect(approved.body.value).toMatchObject({ status: 'APPROVED', decidedBy: demo.internal.username });
    const [store] = await server.database.db.select().from(stores).where(eq(stores.code, storeCode));
    expect(store).toMatchObject({ name: 'Toko Kopi Oki', postliveStatus: 'APPROVED' });
    expect((await server.database.db.select().from(pickupPoints).where(eq(pickupPoints.storeCode, storeCode))).map((p) => p.name)).toEqual(['Gudang Utama']);
    // The cached session (3 s) is evicted: the very next read shows the store live.
    const after = await server.call<Session>('GET', apiPaths.session, { cookie });
    expect(after.body.value?.customFields).toMatchObject({ postliveStatus: 'APPROVED', storeName: 'Toko Kopi Oki' });
    // The store heard both decisions in its notification center, each leading where to act.
    const told = await server.database.db
      .selectDistinct({ title: notifications.titleId, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.storeCode, storeCode));
    expect(told).toEqual(
      expect.arrayContaining([
        { title: 'Data toko perlu diperbaiki', link: '/onboarding-v2' },
        { title: 'Toko Anda sudah aktif', link: '/dashboard' },
      ]),
    );

    // §7 postlive/download: the submission and its decision, the store's own only.
    const document = await fetch(server.baseUrl + onboardingApiPaths.postliveDownload(secondId) + '?lang=en', { headers: { cookie } });
    expect([document.status, document.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await document.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const foreign = await server.call('GET', onboardingApiPaths.postliveDownload(secondId), { cookie: seller });
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'POSTLIVE_DOCUMENT_NOT_FOUND']);

    const closed = await server.call('PUT', onboardingApiPaths.documents, { cookie, body: sampleDocuments });
    expect([closed.status, closed.body.errorCode]).toEqual([409, 'ONBOARDING_NOT_OPEN']);
    expect((await server.call('POST', onboardingApiPaths.submit, { cookie })).body.errorCode).toBe('ONBOARDING_NOT_OPEN');
  });

  it("is the owner's: staff get 403, another mode 403, no session 401, a live store cannot change", async () => {
    const staff = await server.signIn(demo.staff.username, demo.staff.password);
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const calls: [string, string, unknown][] = [
      ['GET', onboardingApiPaths.state, undefined],
      ['PUT', onboardingApiPaths.storeDetails, sampleStoreDetails],
      ['PUT', onboardingApiPaths.pickupAddress, samplePickupAddress],
      ['PUT', onboardingApiPaths.documents, sampleDocuments],
      ['POST', onboardingApiPaths.submit, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect([path, (await server.call(method, path, { body })).status]).toEqual([path, 401]);
      expect([path, (await server.call(method, path, { cookie: staff, body })).body.errorCode]).toEqual([path, 'PE403001']);
      expect([path, (await server.call(method, path, { cookie: internal, body })).body.errorCode]).toEqual([path, 'PE403001']);
      if (method !== 'GET') expect([path, (await server.call(method, path, { cookie: seller, body })).body.errorCode]).toEqual([path, 'ONBOARDING_NOT_OPEN']);
    }
    const [store] = await server.database.db.select().from(stores).where(eq(stores.code, 'DEMO-60001'));
    expect(store.name).toBe('Toko Demo Sejahtera');
  });
});
