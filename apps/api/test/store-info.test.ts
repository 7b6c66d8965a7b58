import { apiPaths, type Envelope, type Session } from '@seller-portal/contracts/core';
import { storeInfoPaths, storeLogoMaxBytes, type StoreInfo } from '@seller-portal/contracts/store-info';
import { storeReviewPaths, type StoreReviewDetail, type StoreReviewSummary } from '@seller-portal/contracts/store-reviews';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema';
import { notifications } from '../src/modules/notifications/schema';
import { storeProfiles } from '../src/modules/store-info/schema';
import { storeReviews } from '../src/modules/store-reviews/schema';
import { pixelFloodPng } from './support/pixel-flood';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';

const sellerStore = 'DEMO-60001';
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const legal = { name: 'Toko Demo Sejahtera', businessType: 'CV', npwpNumber: '012345678901000', ownerName: 'Sari Penjual', ownerKtpNumber: '3174012345678901' };

async function uploadLogo(server: TestServer, content: Buffer, cookie: string, type = 'image/png'): Promise<{ status: number; body: Envelope<StoreInfo> }> {
  const form = new FormData();
  form.append('logo', new Blob([content], { type }), 'logo.png');
  const response = await fetch(server.baseUrl + storeInfoPaths.logo, { method: 'POST', body: form, headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Envelope<StoreInfo> };
}

const profileOf = async (server: TestServer) => (await server.database.db.select().from(storeProfiles).where(eq(storeProfiles.storeCode, sellerStore)))[0];
/** What the demo store's people were told of its reviews' decisions (each of them once). */
const toldOf = async (server: TestServer, sourceCode: string) =>
  server.database.db
    .selectDistinct({ title: notifications.titleEn, body: notifications.bodyEn, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.storeCode, sellerStore), eq(notifications.sourceCode, sourceCode)));
const reviewsOf = async (server: TestServer) => server.database.db.select().from(storeReviews).where(eq(storeReviews.storeCode, sellerStore));

// One server for the file: the tests follow the demo store's information from its seed through a reviewed change.
describe.each(drivers)('store information (§2.5 /store/info) and its reviewed changes (%s)', (driver) => {
  const server = useTestServer(driver);

  it('§7 GET bp/store: profile, legal data (NIK masked), owner, identity verification and the post-live review', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const answer = await server.call<StoreInfo>('GET', storeInfoPaths.store, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      code: sellerStore,
      name: 'Toko Demo Sejahtera',
      logoUrl: null,
      contactPhone: '+6281234567890',
      legal: { name: 'Toko Demo Sejahtera', businessType: 'CV', npwpNumber: '012345678901000', ownerName: 'Sari Penjual', ownerKtpNumber: '••••••••••••8901' },
      owner: { email: 'seller@demo.test' },
      identityVerification: 'FRAUD_PASS',
      postliveStatus: 'APPROVED',
      dataChange: null,
    });
    expect(answer.body.value?.postliveReviewId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('saves the profile at once, and refuses a bad phone or email naming the field, writing nothing', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const body = { description: 'Peralatan dapur pilihan.', contactPhone: '0812-1111-2222', contactEmail: 'Toko@Example.test' };
    const saved = await server.call<StoreInfo>('PUT', storeInfoPaths.profile, { cookie, body });
    expect(saved.body.value).toMatchObject({ description: 'Peralatan dapur pilihan.', contactPhone: '081211112222', contactEmail: 'toko@example.test' });
    const refused = await server.call('PUT', storeInfoPaths.profile, {
      cookie,
      body: { ...body, contactPhone: '12', contactEmail: 'not-an-email', description: 'changed' },
    });
    expect([refused.status, refused.body.errorCode, refused.body.value]).toEqual([
      400,
      'STORE_PROFILE_INVALID',
      { fields: { contactPhone: 'INVALID', contactEmail: 'INVALID' } },
    ]);
    expect((await profileOf(server)).description).toBe('Peralatan dapur pilihan.');
  });

  it('takes a logo judged by its content; refuses what is not an image, a 20 MB file and a pixel flood, keeping the logo it had', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const saved = await uploadLogo(server, png, cookie, 'application/octet-stream');
    expect(saved.status).toBe(200);
    const logoUrl = saved.body.value?.logoUrl ?? '';
    expect(logoUrl).toMatch(/^\/backend\/bp\/store\/logo\?v=\d+$/);
    const image = await fetch(server.baseUrl + logoUrl, { headers: { cookie } });
    expect([image.status, image.headers.get('content-type'), Buffer.from(await image.arrayBuffer()).equals(png)]).toEqual([200, 'image/png', true]);

    const cases: [string, Buffer, number, string][] = [
      ['text named as a PNG', Buffer.from('<svg onload="alert(1)"></svg>'), 400, 'STORE_LOGO_TYPE_NOT_ACCEPTED'],
      ['20 MB', Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]), 413, 'STORE_LOGO_TOO_LARGE'],
      ['one byte over the limit', Buffer.concat([png, Buffer.alloc(storeLogoMaxBytes + 1 - png.length)]), 413, 'STORE_LOGO_TOO_LARGE'],
      ['a pixel flood', pixelFloodPng(png), 400, 'STORE_LOGO_DIMENSIONS_TOO_LARGE'],
      ['nothing', Buffer.alloc(0), 400, 'STORE_LOGO_MISSING'],
    ];
    for (const [name, content, status, code] of cases) {
      const answer = await uploadLogo(server, content, cookie);
      expect([name, answer.status, answer.body.errorCode]).toEqual([name, status, code]);
    }
    expect((await profileOf(server)).logoSizeBytes).toBe(png.length);
  });

  it('a legal change is a request: one open at a time, its state and PDF for the seller, another store cannot read it', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const cases: [Record<string, string>, string, unknown][] = [
      [{ ...legal, npwpNumber: '123', businessType: 'LLC' }, 'STORE_DATA_CHANGE_INVALID', { fields: { npwpNumber: 'INVALID', businessType: 'UNKNOWN' } }],
      [{ ...legal, name: 'toko demo baru' }, 'STORE_DATA_CHANGE_INVALID', { fields: { name: 'TAKEN' } }],
      [legal, 'STORE_DATA_CHANGE_UNCHANGED', null],
    ];
    for (const [body, code, value] of cases) {
      const answer = await server.call('POST', storeInfoPaths.dataChange, { cookie, body });
      expect([answer.status, answer.body.errorCode, answer.body.value ?? null]).toEqual([400, code, value]);
    }
    expect(await reviewsOf(server)).toHaveLength(1);

    const asked = await server.call<StoreInfo>('POST', storeInfoPaths.dataChange, {
      cookie,
      body: { ...legal, name: 'Toko Sejahtera Abadi', npwpNumber: '01.234.567.8-901.001' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.value?.name).toBe('Toko Demo Sejahtera');
    expect(asked.body.value?.dataChange).toMatchObject({
      status: 'WAITING',
      changes: [
        { field: 'name', before: 'Toko Demo Sejahtera', after: 'Toko Sejahtera Abadi' },
        { field: 'npwpNumber', before: '012345678901000', after: '012345678901001' },
      ],
    });
    const second = await server.call('POST', storeInfoPaths.dataChange, { cookie, body: { ...legal, ownerName: 'Budi Penjual' } });
    expect([second.status, second.body.errorCode]).toEqual([409, 'STORE_DATA_CHANGE_OPEN']);
    expect(await reviewsOf(server)).toHaveLength(2);

    const id = asked.body.value?.dataChange?.id ?? '';
    const pdf = await fetch(server.baseUrl + storeInfoPaths.dataChangeDownload(id), { headers: { cookie } });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const mpp = await server.signIn('mpp@demo.test', 'Mpp#2026');
    const foreign = await server.call('GET', storeInfoPaths.dataChangeDownload(id), { cookie: mpp });
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'STORE_DATA_CHANGE_NOT_FOUND']);
    const junk = await server.call('GET', storeInfoPaths.dataChangeDownload('not-an-id'), { cookie });
    expect([junk.status, junk.body.errorCode]).toEqual([404, 'STORE_DATA_CHANGE_NOT_FOUND']);
  });

  it('staff see it in the queue with before/after, approve it once: the name changes and the seller session says so', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    const queue = await server.call<StoreReviewSummary[]>('GET', `${storeReviewPaths.reviews}?status=WAITING`, { cookie: internal });
    const item = queue.body.value?.find((review) => review.storeCode === sellerStore && review.kind === 'STORE_DATA_CHANGE');
    expect(item).toMatchObject({ status: 'WAITING', storeName: 'Toko Demo Sejahtera', submittedBy: 'seller@demo.test' });
    // The demo's onboarding waiting in the same queue, the oldest first.
    expect(queue.body.value?.map((review) => review.kind)).toContain('ONBOARDING');

    const revise = await server.call('POST', `${storeReviewPaths.reviews}/${item?.id}/revise`, {
      cookie: internal,
      body: { notes: { LEGAL: 'Upload the deed' } },
    });
    expect([revise.status, revise.body.errorCode]).toEqual([400, 'STORE_REVIEW_DECISION_NOT_ALLOWED']);
    const shortReason = await server.call('POST', `${storeReviewPaths.reviews}/${item?.id}/reject`, { cookie: internal, body: { reason: ' no ' } });
    expect([shortReason.status, shortReason.body.errorCode]).toEqual([400, 'STORE_REVIEW_REASON_REQUIRED']);
    const approved = await server.call<StoreReviewDetail>('POST', `${storeReviewPaths.reviews}/${item?.id}/approve`, { cookie: internal });
    expect(approved.body.value).toMatchObject({ status: 'APPROVED', decidedBy: 'internal@demo.test' });
    const twice = await server.call('POST', `${storeReviewPaths.reviews}/${item?.id}/reject`, { cookie: internal, body: { reason: 'Changed my mind' } });
    expect([twice.status, twice.body.errorCode]).toEqual([409, 'STORE_REVIEW_ALREADY_DECIDED']);

    const [store] = await server.database.db.select().from(stores).where(eq(stores.code, sellerStore));
    expect(store.name).toBe('Toko Sejahtera Abadi');
    expect((await profileOf(server)).npwpNumber).toBe('012345678901001');
    const session = await server.call<Session>('GET', apiPaths.session, { cookie });
    expect(session.body.value?.customFields).toMatchObject({ storeName: 'Toko Sejahtera Abadi' });
    const info = await server.call<StoreInfo>('GET', storeInfoPaths.store, { cookie });
    expect(info.body.value?.dataChange).toMatchObject({ id: item?.id, status: 'APPROVED' });
    expect(await toldOf(server, 'STORE_REVIEW_APPROVED')).toEqual([{ title: 'Store data change approved', body: expect.any(String), link: '/store/info' }]);
  });

  it('a rejected request keeps the data as it was and tells the seller why; a new one may follow', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    const asked = await server.call<StoreInfo>('POST', storeInfoPaths.dataChange, {
      cookie,
      body: { ...legal, name: 'Toko Sejahtera Abadi', npwpNumber: '012345678901001', ownerName: 'Budi Penjual' },
    });
    const id = asked.body.value?.dataChange?.id ?? '';
    const rejected = await server.call<StoreReviewDetail>('POST', `${storeReviewPaths.reviews}/${id}/reject`, {
      cookie: internal,
      body: { reason: 'The NIK belongs to another person' },
    });
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', reason: 'The NIK belongs to another person' });
    const info = await server.call<StoreInfo>('GET', storeInfoPaths.store, { cookie });
    expect(info.body.value).toMatchObject({
      legal: { ownerName: 'Sari Penjual' },
      dataChange: { status: 'REJECTED', reason: 'The NIK belongs to another person' },
    });
    expect(await toldOf(server, 'STORE_REVIEW_REJECTED')).toEqual([
      { title: 'Store data change rejected', body: 'Reason: The NIK belongs to another person', link: '/store/info' },
    ]);
    const unknown = await server.call('POST', `${storeReviewPaths.reviews}/00000000-0000-4000-8000-000000000000/approve`, { cookie: internal });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'STORE_REVIEW_NOT_FOUND']);
  });

  it('§6: the seller calls need STORE_MANAGE-STORE_STORE-INFORMATION, the queue INTERNAL_STORE-REVIEW', async () => {
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    const viewer = await server.signIn('configviewer@demo.test', 'Configviewer#2026');
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    expect((await server.call('GET', storeInfoPaths.store)).status).toBe(401);
    expect((await server.call('GET', storeInfoPaths.store, { cookie: internal })).body.errorCode).toBe('PE403001');
    expect((await server.call('GET', storeReviewPaths.reviews, { cookie: viewer })).body.errorCode).toBe('PE403001');
    expect((await server.call('GET', storeReviewPaths.reviews, { cookie: seller })).body.errorCode).toBe('PE403001');
  });
});
