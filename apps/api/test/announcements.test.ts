import { type Page } from '@seller-portal/contracts/accounts';
import {
  announcementPaths,
  announcementReportColumns,
  type Announcement,
  type AnnouncementCreateRequest,
  type AnnouncementHistoryEntry,
  type SellerAnnouncement,
} from '@seller-portal/contracts/announcements';
import { apiPaths, type Session } from '@seller-portal/contracts/core';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { announcementHistory, announcements, announcementUserStates } from '../src/modules/announcements/schema';
import { stores } from '../src/db/schema';
import { demoAnnouncementCodes } from '../src/modules/announcements';
import { pixelFloodPng } from './support/pixel-flood';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser, newSession, type TestUser } from './support/test-users';

const hour = 60 * 60_000;
const day = 24 * hour;
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d1a1d70000000049454e44ae426082',
  'hex',
);

/** The smallest valid create body, running from now for a day, to everyone. */
function announcementBody(server: TestServer, change: Partial<AnnouncementCreateRequest> = {}): AnnouncementCreateRequest {
  const now = server.clock.now().getTime();
  return {
    type: 'SURVEY',
    conditions: ['CAN-BE-SKIPPED'],
    title: { id: 'Judul uji', en: 'Test title' },
    content: { id: '<p>Isi uji</p>', en: '<p>Test content</p>' },
    audience: { type: 'ALL', values: [] },
    startTime: now - hour,
    endTime: now + day,
    ...change,
  };
}

async function rowCounts(server: TestServer) {
  const [[a], [h], [s]] = await Promise.all([
    server.database.db.select({ n: count() }).from(announcements),
    server.database.db.select({ n: count() }).from(announcementHistory),
    server.database.db.select({ n: count() }).from(announcementUserStates),
  ]);
  return { announcements: a.n, history: h.n, states: s.n };
}

describe.each(drivers)('announcements (§4.4, §7) (%s)', (driver) => {
  const server = useTestServer(driver);
  // A manager of announcements with a fresh session in every test (tests move the clock past idle ends).
  let manager: TestUser;
  let internal: string;
  beforeEach(async () => {
    manager = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_ANNOUNCEMENT'] });
    internal = manager.cookie;
  });
  let codeSeq = 0;
  const newCode = () => `T-${driver.toUpperCase()}-${++codeSeq}`;

  const create = async (change: Partial<AnnouncementCreateRequest> = {}) => {
    const answer = await server.call<Announcement>('POST', announcementPaths.create, {
      cookie: internal,
      body: announcementBody(server, { code: newCode(), ...change }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as Announcement;
  };
  const running = async (seller: TestUser) => {
    const answer = await server.call('GET', announcementPaths.running, { cookie: seller.cookie });
    expect(answer.status).toBe(200);
    return (answer.body as unknown as { content: SellerAnnouncement[] }).content.map((a) => a.code);
  };
  const act = (seller: TestUser, path: string, code: string) => server.call<SellerAnnouncement>('PUT', `${path}?code=${code}`, { cookie: seller.cookie });

  describe('targeting', () => {
    it('shows a seller what is addressed to all, to its store code or to its business type, inside its window and not stopped', async () => {
      const sellerA = await createTestUser(server, { mode: 'STORE', businessTypes: ['T-GROCER'] });
      const sellerB = await createTestUser(server, { mode: 'STORE' });
      const now = server.clock.now().getTime();
      const toAll = await create({ audience: { type: 'ALL', values: [] } });
      const toStoreA = await create({ audience: { type: 'STORE_CODES', values: [sellerA.storeCode ?? ''] } });
      const toGrocers = await create({ audience: { type: 'BUSINESS_TYPES', values: ['T-GROCER', 'T-OTHER'] } });
      const toStoreB = await create({ audience: { type: 'STORE_CODES', values: [sellerB.storeCode ?? ''] } });
      const later = await create({ startTime: now + 2 * hour, endTime: now + 5 * hour, audience: { type: 'STORE_CODES', values: [sellerA.storeCode ?? ''] } });
      const ended = await create({ startTime: now - 2 * day, endTime: now - day });
      const stopped = await create();
      expect((await server.call('PUT', `${announcementPaths.internalStop}?code=${stopped.code}`, { cookie: internal })).status).toBe(200);

      const forA = await running(sellerA);
      expect(forA).toEqual(expect.arrayContaining([toAll.code, toStoreA.code, toGrocers.code]));
      expect(forA).not.toEqual(expect.arrayContaining([toStoreB.code]));
      for (const hidden of [toStoreB.code, later.code, ended.code, stopped.code]) expect(forA).not.toContain(hidden);

      const forB = await running(sellerB);
      expect(forB).toEqual(expect.arrayContaining([toAll.code, toStoreB.code]));
      for (const hidden of [toStoreA.code, toGrocers.code, later.code]) expect(forB).not.toContain(hidden);

      // Its window opens: the scheduled one runs; then it closes again.
      server.clock.advance(3 * hour);
      expect(await running(await newSession(server, sellerA))).toContain(later.code);
      server.clock.advance(3 * hour);
      expect(await running(await newSession(server, sellerA))).not.toContain(later.code);
    });

    it('answers the running list in §7 shape: success and content, banners first in banner order', async () => {
      const seller = await server.signIn(demo.announcement.username, demo.announcement.password);
      const answer = await server.call('GET', `${announcementPaths.running}?requestId=9`, { cookie: seller });
      expect(answer.body).toMatchObject({ success: true, status: 'OK', value: null, errorCode: null, requestId: '9' });
      const content = (answer.body as unknown as { content: SellerAnnouncement[] }).content;
      expect(content[0]).toMatchObject({ code: demoAnnouncementCodes.banner, bannerOrder: 0, state: { readAt: null, acknowledgedAt: null } });
      expect(content.map((a) => a.code)).toEqual(
        expect.arrayContaining([
          demoAnnouncementCodes.agreement,
          demoAnnouncementCodes.surveyMandatory,
          demoAnnouncementCodes.surveySkippable,
          demoAnnouncementCodes.qualtrics,
        ]),
      );
      // A seller never learns who else an announcement is addressed to, or who wrote it.
      expect(content[0]).not.toHaveProperty('audience');
      expect(content[0]).not.toHaveProperty('createdBy');
      expect(content.map((a) => a.code)).not.toContain(demoAnnouncementCodes.scheduled);
      expect(content.map((a) => a.code)).not.toContain(demoAnnouncementCodes.ended);

      const image = await fetch(server.baseUrl + (content[0].bannerImageUrl ?? ''), { headers: { cookie: seller } });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await image.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    });

    it("serves a banner image to the sellers it is addressed to and to internal staff, never to another store's seller", async () => {
      const mine = await createTestUser(server, { mode: 'STORE' });
      const other = await createTestUser(server, { mode: 'STORE' });
      const announcement = await create({
        audience: { type: 'STORE_CODES', values: [mine.storeCode ?? ''] },
        bannerImage: `data:image/png;base64,${png.toString('base64')}`,
      });
      const url = server.baseUrl + (announcement.bannerImageUrl ?? '');
      const asMine = await fetch(url, { headers: { cookie: mine.cookie } });
      expect([asMine.status, asMine.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(Buffer.from(await asMine.arrayBuffer())).toEqual(png);
      expect((await fetch(url, { headers: { cookie: internal } })).status).toBe(200);

      const asOther = await server.call('GET', `${announcementPaths.bannerImage}?code=${announcement.code}`, { cookie: other.cookie });
      expect([asOther.status, asOther.body.errorCode]).toEqual([404, 'ANNOUNCEMENT_NOT_FOUND']);
    });

    it('opens one running announcement by code only for a seller it is addressed to', async () => {
      const mine = await createTestUser(server, { mode: 'STORE' });
      const other = await createTestUser(server, { mode: 'STORE' });
      const announcement = await create({ audience: { type: 'STORE_CODES', values: [mine.storeCode ?? ''] } });
      const found = await server.call<SellerAnnouncement>('GET', `${announcementPaths.byCode}?code=${announcement.code}`, { cookie: mine.cookie });
      expect(found.status).toBe(200);
      expect(found.body.value).toMatchObject({ code: announcement.code, title: { id: 'Judul uji', en: 'Test title' } });

      const refused = await server.call('GET', `${announcementPaths.byCode}?code=${announcement.code}`, { cookie: other.cookie });
      expect(refused.status).toBe(404);
      expect(refused.body.errorCode).toBe('ANNOUNCEMENT_NOT_FOUND');
      expect((await server.call('GET', `${announcementPaths.byCode}?code=NOPE-1`, { cookie: mine.cookie })).body.errorCode).toBe('ANNOUNCEMENT_NOT_FOUND');
      expect((await server.call('GET', `${announcementPaths.byCode}?code=lower`, { cookie: mine.cookie })).status).toBe(400);
    });
  });

  describe('seller actions', () => {
    it('read keeps it in the list; acknowledge takes it out for good', async () => {
      const seller = await createTestUser(server, { mode: 'STORE' });
      const announcement = await create({ type: 'SURVEY', conditions: [] });
      const read = await act(seller, announcementPaths.read, announcement.code);
      expect(read.status).toBe(200);
      expect(read.body.value?.state.readAt).toBe(server.clock.now().getTime());
      expect(await running(seller)).toContain(announcement.code);

      const acknowledged = await act(seller, announcementPaths.acknowledge, announcement.code);
      expect(acknowledged.body.value?.state).toMatchObject({ readAt: expect.any(Number), acknowledgedAt: server.clock.now().getTime() });
      expect(await running(seller)).not.toContain(announcement.code);
      // Another user of the same store still sees it: the state is the user's.
      const colleague = await createTestUser(server, { mode: 'STORE', store: { code: seller.storeCode ?? '' } });
      expect(await running(colleague)).toContain(announcement.code);
    });

    it('stop hides a skippable one for good and is refused for a mandatory one', async () => {
      const seller = await createTestUser(server, { mode: 'STORE' });
      const skippable = await create({ conditions: ['CAN-BE-SKIPPED'] });
      const mandatory = await create({ conditions: [] });
      const agreement = await create({ type: 'AGREEMENT', conditions: ['CAN-BE-SKIPPED'] });
      expect((await act(seller, announcementPaths.stop, skippable.code)).status).toBe(200);
      expect(await running(seller)).not.toContain(skippable.code);

      const before = await rowCounts(server);
      for (const code of [mandatory.code, agreement.code]) {
        const refused = await act(seller, announcementPaths.stop, code);
        expect(refused.status).toBe(409);
        expect(refused.body.errorCode).toBe('ANNOUNCEMENT_ACTION_NOT_ALLOWED');
        expect((await act(seller, announcementPaths.ignore, code)).body.errorCode).toBe('ANNOUNCEMENT_ACTION_NOT_ALLOWED');
      }
      expect(await rowCounts(server)).toEqual(before);
      expect(await running(seller)).toEqual(expect.arrayContaining([mandatory.code, agreement.code]));
    });

    it('ignore ("later") hides an ACKNOWLEDGE-LATER one for a day', async () => {
      const seller = await createTestUser(server, { mode: 'STORE' });
      const later = await create({ conditions: ['ACKNOWLEDGE-LATER'], endTime: server.clock.now().getTime() + 3 * day });
      expect((await act(seller, announcementPaths.ignore, later.code)).status).toBe(200);
      expect(await running(seller)).not.toContain(later.code);
      server.clock.advance(day + 1);
      expect(await running(await newSession(server, seller))).toContain(later.code);
    });

    it("refuses every action on another store's announcement and writes nothing", async () => {
      const seller = await createTestUser(server, { mode: 'STORE' });
      const other = await createTestUser(server, { mode: 'STORE' });
      const theirs = await create({ audience: { type: 'STORE_CODES', values: [other.storeCode ?? ''] }, conditions: ['CAN-BE-SKIPPED', 'ACKNOWLEDGE-LATER'] });
      const before = await rowCounts(server);
      for (const path of [announcementPaths.read, announcementPaths.stop, announcementPaths.ignore, announcementPaths.acknowledge]) {
        const answer = await act(seller, path, theirs.code);
        expect({ path, status: answer.status, code: answer.body.errorCode }).toEqual({ path, status: 404, code: 'ANNOUNCEMENT_NOT_FOUND' });
      }
      expect(await rowCounts(server)).toEqual(before);
    });

    it('refuses actions on an announcement that has ended or was stopped', async () => {
      const seller = await createTestUser(server, { mode: 'STORE' });
      const stopped = await create();
      await server.call('PUT', `${announcementPaths.internalStop}?code=${stopped.code}`, { cookie: internal });
      expect((await act(seller, announcementPaths.acknowledge, stopped.code)).body.errorCode).toBe('ANNOUNCEMENT_NOT_FOUND');
      expect((await act(seller, announcementPaths.acknowledge, demoAnnouncementCodes.ended)).body.errorCode).toBe('ANNOUNCEMENT_NOT_FOUND');
    });
  });

  describe('permissions', () => {
    it.each([
      ['POST', announcementPaths.filter, {}],
      ['POST', announcementPaths.create, {}],
      ['GET', `${announcementPaths.history}`, undefined],
      ['GET', `${announcementPaths.download}?code=${demoAnnouncementCodes.banner}&downloadType=CSV`, undefined],
    ])('refuses %s %s to a seller and to an INTERNAL user without INTERNAL_ANNOUNCEMENT with 403 PE403001', async (method, path, body) => {
      const seller = await server.signIn(demo.seller.username, demo.seller.password);
      const withoutCode = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_NOTIFICATION'] });
      for (const cookie of [seller, withoutCode.cookie]) {
        const answer = await server.call(method, path, { cookie, body });
        expect(answer.status).toBe(403);
        expect(answer.body.errorCode).toBe('PE403001');
      }
    });

    it.each([
      ['GET', announcementPaths.running],
      ['PUT', `${announcementPaths.acknowledge}?code=${demoAnnouncementCodes.agreement}`],
      ['GET', announcementPaths.approveAgreement],
    ])('refuses the seller call %s %s to INTERNAL and VENDOR users', async (method, path) => {
      for (const account of [demo.internal, demo.vendor]) {
        const cookie = await server.signIn(account.username, account.password);
        const answer = await server.call(method, path, { cookie });
        expect(answer.status).toBe(403);
        expect(answer.body.errorCode).toBe('PE403001');
      }
    });
  });

  describe('approve-agreement (§4.2 step 4)', () => {
    it.each([
      ['a link on another site (Sec-Fetch-Site cross-site)', { 'sec-fetch-site': 'cross-site' }],
      ['a sibling subdomain (same-site)', { 'sec-fetch-site': 'same-site' }],
      ['a browser without fetch metadata, from a foreign Origin', { origin: 'https://evil.example' }],
      ['a browser without fetch metadata, from a foreign Referer', { referer: 'https://evil.example/free-prize' }],
    ])('refuses an approval sent by %s: the store stays in AGREEMENT-APPROVAL', async (_, headers) => {
      const owner = await server.signIn(demo.agreement.username, demo.agreement.password);
      const refused = await server.call('GET', announcementPaths.approveAgreement, { cookie: owner, headers });
      expect([refused.status, refused.body.errorCode]).toEqual([403, 'PE403001']);
      expect((await server.call<Session>('GET', apiPaths.session, { cookie: owner })).body.value?.mode?.state).toBe('AGREEMENT-APPROVAL');
    });

    it('lets only the owner approve; the next session call no longer says AGREEMENT-APPROVAL, for every member', async () => {
      const owner = await server.signIn(demo.agreement.username, demo.agreement.password);
      const staff = await createTestUser(server, { mode: 'STORE', store: { code: 'DEMO-60003', isOwner: false } });
      // Both sessions are read (and so cached) before the approval.
      expect((await server.call<Session>('GET', apiPaths.session, { cookie: owner })).body.value?.mode).toMatchObject({ state: 'AGREEMENT-APPROVAL' });
      expect((await server.call<Session>('GET', apiPaths.session, { cookie: staff.cookie })).body.value?.mode).toMatchObject({ state: 'AGREEMENT-APPROVAL' });

      const refused = await server.call('GET', announcementPaths.approveAgreement, { cookie: staff.cookie });
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe('AGREEMENT_OWNER_ONLY');
      expect((await server.call<Session>('GET', apiPaths.session, { cookie: owner })).body.value?.mode?.state).toBe('AGREEMENT-APPROVAL');

      // As the portal's own fetch sends it.
      const approved = await server.call('GET', announcementPaths.approveAgreement, {
        cookie: owner,
        headers: { 'sec-fetch-site': 'same-origin', referer: `${server.baseUrl}/` },
      });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ success: true, value: null });
      expect((await server.call<Session>('GET', apiPaths.session, { cookie: owner })).body.value?.mode).toEqual({
        type: 'STORE',
        code: 'DEMO-60003',
        state: null,
      });
      expect((await server.call<Session>('GET', apiPaths.session, { cookie: staff.cookie })).body.value?.mode?.state).toBeNull();
      // Approving again changes nothing and still answers OK.
      expect((await server.call('GET', announcementPaths.approveAgreement, { cookie: owner })).status).toBe(200);
    });
  });

  describe('management', () => {
    it('creates, updates, stops and orders banners, each recorded in the audit log with who, before and after', async () => {
      const created = await create({ code: undefined, bannerImage: `data:image/png;base64,${png.toString('base64')}` });
      expect(created.code).toMatch(/^ANN-\d{8}-[0-9A-F]{6}$/);
      expect(created).toMatchObject({ status: 'RUNNING', createdBy: manager.username, bannerImageUrl: expect.stringContaining(announcementPaths.bannerImage) });

      // Later, with the banner left as it is: its address stays, so the history shows no banner change.
      server.clock.advance(60_000);
      const updated = await server.call<Announcement>('PUT', announcementPaths.update, {
        cookie: internal,
        body: { ...announcementBody(server), code: created.code, title: { id: 'Judul baru', en: 'New title' } },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.value).toMatchObject({ title: { id: 'Judul baru', en: 'New title' }, bannerImageUrl: created.bannerImageUrl });

      const banners = [created.code, demoAnnouncementCodes.banner];
      const ordered = await server.call<Announcement[]>('PUT', announcementPaths.bannerOrder, { cookie: internal, body: { codes: banners } });
      expect(ordered.status).toBe(200);
      expect(ordered.body.value?.slice(0, 2).map((a) => [a.code, a.bannerOrder])).toEqual([
        [created.code, 0],
        [demoAnnouncementCodes.banner, 1],
      ]);

      const stopped = await server.call<Announcement>('PUT', `${announcementPaths.internalStop}?code=${created.code}`, { cookie: internal });
      expect(stopped.body.value).toMatchObject({ status: 'STOPPED', stoppedAt: server.clock.now().getTime() });

      const history = await server.call<Page<AnnouncementHistoryEntry>>(
        'GET',
        `${announcementPaths.history}?type=ANNOUNCEMENT&identifierCode=${created.code}`,
        { cookie: internal },
      );
      expect(history.body.value?.content.map((e) => e.action)).toEqual(['STOP', 'UPDATE', 'CREATE']);
      const [stop, update, creation] = history.body.value?.content ?? [];
      expect(creation).toMatchObject({ actor: manager.username, before: null, after: { code: created.code, title: { en: 'Test title' } } });
      expect(update).toMatchObject({ before: { title: { en: 'Test title' } }, after: { title: { en: 'New title' } } });
      const bannerOf = (snapshot: unknown) => (snapshot as { bannerImageUrl: string | null }).bannerImageUrl;
      expect(bannerOf(update.after)).toBe(bannerOf(update.before));
      expect(bannerOf(update.after)).toBe(created.bannerImageUrl);
      expect(stop).toMatchObject({ before: { status: 'RUNNING', stoppedAt: null }, after: { status: 'STOPPED' } });

      const bannerHistory = await server.call<Page<AnnouncementHistoryEntry>>('GET', `${announcementPaths.history}?type=BANNER_ORDER`, { cookie: internal });
      expect(bannerHistory.body.value?.content[0]).toMatchObject({ action: 'BANNER_ORDER', actor: manager.username, after: expect.arrayContaining(banners) });
    });

    it('filters a page by keyword, type and status', async () => {
      await create({ title: { id: 'Kata unik zebra', en: 'Unique word zebra' }, type: 'QUALTRICS-SURVEY' });
      const byKeyword = await server.call<Page<Announcement>>('POST', announcementPaths.filter, {
        cookie: internal,
        body: { keyword: 'zebra', page: 0, size: 5 },
      });
      expect(byKeyword.body.value).toMatchObject({ totalElements: 1, totalPages: 1, page: 0, size: 5 });
      expect(byKeyword.body.value?.content[0]).toMatchObject({ title: { en: 'Unique word zebra' }, audience: { type: 'ALL' } });

      const scheduled = await server.call<Page<Announcement>>('POST', announcementPaths.filter, { cookie: internal, body: { status: 'SCHEDULED' } });
      expect(scheduled.body.value?.content.map((a) => a.code)).toContain(demoAnnouncementCodes.scheduled);
      expect(scheduled.body.value?.content.every((a) => a.status === 'SCHEDULED')).toBe(true);
      const agreements = await server.call<Page<Announcement>>('POST', announcementPaths.filter, { cookie: internal, body: { type: 'AGREEMENT', size: 100 } });
      expect(agreements.body.value?.content.every((a) => a.type === 'AGREEMENT')).toBe(true);
      expect((await server.call('POST', announcementPaths.filter, { cookie: internal, body: { status: 'LIVE' } })).status).toBe(400);
    });

    it('stores content sanitised: links open a new tab without the opener, styles and unknown tags go', async () => {
      const created = await create({
        content: { id: '<p style="color:red">Halo <a href="https://example.com">tautan</a><span>!</span></p>', en: '<h2>Hi</h2><ul><li>one</li></ul>' },
      });
      expect(created.content).toEqual({
        id: '<p>Halo <a href="https://example.com" target="_blank" rel="noopener noreferrer">tautan</a>!</p>',
        en: '<h2>Hi</h2><ul><li>one</li></ul>',
      });
    });

    it.each<[string, Record<string, unknown>, number, string]>([
      ['no title', { title: undefined }, 400, 'ANNOUNCEMENT_TITLE_BLANK'],
      ['a blank English title', { title: { id: 'Judul', en: '  ' } }, 400, 'ANNOUNCEMENT_TITLE_BLANK'],
      ['empty content', { content: { id: '<p> </p>', en: '<p>x</p>' } }, 400, 'ANNOUNCEMENT_CONTENT_BLANK'],
      ['an end before the start', { startTime: 2_000_000_000_000, endTime: 1_999_999_999_999 }, 400, 'ANNOUNCEMENT_END_BEFORE_START'],
      ['an end equal to the start', { startTime: 2_000_000_000_000, endTime: 2_000_000_000_000 }, 400, 'ANNOUNCEMENT_END_BEFORE_START'],
      ['a script', { content: { id: '<p>Halo</p><script>alert(1)</script>', en: '<p>Hi</p>' } }, 400, 'ANNOUNCEMENT_UNSAFE_CONTENT'],
      [
        'an event handler',
        { content: { id: '<p>Halo</p>', en: '<img src="https://x.example/a.png" onerror="alert(1)">' } },
        400,
        'ANNOUNCEMENT_UNSAFE_CONTENT',
      ],
      ['an empty store list', { audience: { type: 'STORE_CODES', values: [] } }, 400, 'ANNOUNCEMENT_AUDIENCE_EMPTY'],
      ['an unknown type', { type: 'POLL' }, 400, 'BAD_REQUEST'],
      ['an over-long title', { title: { id: 'x'.repeat(201), en: 'x' } }, 400, 'BAD_REQUEST'],
      ['a lower-case code', { code: 'abc' }, 400, 'BAD_REQUEST'],
      ['a taken code', { code: demoAnnouncementCodes.agreement }, 409, 'ANNOUNCEMENT_CODE_TAKEN'],
      ['a GIF banner', { bannerImage: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, 400, 'ANNOUNCEMENT_BANNER_INVALID'],
      [
        'a PNG banner that is not a PNG',
        { bannerImage: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}` },
        400,
        'ANNOUNCEMENT_BANNER_INVALID',
      ],
      ['an http banner', { bannerImage: 'http://cdn.example.com/a.png' }, 400, 'ANNOUNCEMENT_BANNER_INVALID'],
      [
        'a banner over 512 KB',
        { bannerImage: `data:image/png;base64,${Buffer.concat([png, Buffer.alloc(600 * 1024)]).toString('base64')}` },
        400,
        'ANNOUNCEMENT_BANNER_INVALID',
      ],
      [
        'a banner declaring 60,000 × 60,000 pixels',
        { bannerImage: `data:image/png;base64,${pixelFloodPng(png).toString('base64')}` },
        400,
        'ANNOUNCEMENT_BANNER_INVALID',
      ],
      ['a javascript: survey link', { surveyUrl: 'javascript:alert(1)' }, 400, 'ANNOUNCEMENT_SURVEY_URL_INVALID'],
    ])('refuses a create with %s (%i %s) and writes nothing', async (_what, change, status, code) => {
      const before = await rowCounts(server);
      const answer = await server.call('POST', announcementPaths.create, {
        cookie: internal,
        body: { ...announcementBody(server), code: newCode(), ...change },
      });
      expect({ status: answer.status, code: answer.body.errorCode, success: answer.body.success }).toEqual({ status, code, success: false });
      expect(await rowCounts(server)).toEqual(before);
    });

    it('refuses updates of an unknown code, of an ended one and unsafe content, writing nothing', async () => {
      const current = await create();
      const before = await rowCounts(server);
      const unknown = await server.call('PUT', announcementPaths.update, { cookie: internal, body: { ...announcementBody(server), code: 'NOPE-404' } });
      expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'ANNOUNCEMENT_NOT_FOUND']);
      const ended = await server.call('PUT', announcementPaths.update, {
        cookie: internal,
        body: { ...announcementBody(server), code: demoAnnouncementCodes.ended },
      });
      expect([ended.status, ended.body.errorCode]).toEqual([409, 'ANNOUNCEMENT_NOT_EDITABLE']);
      const unsafe = await server.call('PUT', announcementPaths.update, {
        cookie: internal,
        body: { ...announcementBody(server), code: current.code, content: { id: '<SCRIPT>x</SCRIPT><p>a</p>', en: '<p>b</p>' } },
      });
      expect([unsafe.status, unsafe.body.errorCode]).toEqual([400, 'ANNOUNCEMENT_UNSAFE_CONTENT']);
      const unknownBanner = await server.call('PUT', announcementPaths.bannerOrder, { cookie: internal, body: { codes: [current.code] } });
      expect([unknownBanner.status, unknownBanner.body.errorCode]).toEqual([404, 'ANNOUNCEMENT_NOT_FOUND']);
      const unknownStop = await server.call('PUT', `${announcementPaths.internalStop}?code=NOPE-404`, { cookie: internal });
      expect([unknownStop.status, unknownStop.body.errorCode]).toEqual([404, 'ANNOUNCEMENT_NOT_FOUND']);
      expect(await rowCounts(server)).toEqual(before);
      const [row] = await server.database.db.select().from(announcements).where(eq(announcements.code, current.code));
      expect(row.contentId).toBe('<p>Isi uji</p>');
    });

    it('downloads the per-seller report as CSV and XLSX files', async () => {
      const announcement = await create({ conditions: ['CAN-BE-SKIPPED'] });
      const reader = await createTestUser(server, { mode: 'STORE' });
      const acknowledger = await createTestUser(server, { mode: 'STORE' });
      await act(reader, announcementPaths.read, announcement.code);
      server.clock.advance(1000);
      await act(acknowledger, announcementPaths.read, announcement.code);
      await act(acknowledger, announcementPaths.acknowledge, announcement.code);
      const acknowledgedAt = server.clock.now().toISOString();

      const csv = await fetch(`${server.baseUrl}${announcementPaths.download}?code=${announcement.code}&downloadType=CSV`, { headers: { cookie: internal } });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="announcement-${announcement.code}.csv"`);
      const lines = (await csv.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(announcementReportColumns.join(','));
      const rows = lines.slice(1).map((line) => Object.fromEntries(line.split(',').map((cell, i) => [announcementReportColumns[i], cell])));
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.username === acknowledger.username)).toMatchObject({ storeCode: acknowledger.storeCode, acknowledgedAt, stoppedAt: '' });
      expect(rows.find((r) => r.username === reader.username)).toMatchObject({
        storeCode: reader.storeCode,
        acknowledgedAt: '',
        readAt: expect.stringMatching(/^\d{4}-/),
      });

      const xlsx = await fetch(`${server.baseUrl}${announcementPaths.download}?code=${announcement.code}&downloadType=XLSX`, { headers: { cookie: internal } });
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(xlsx.headers.get('content-disposition')).toBe(`attachment; filename="announcement-${announcement.code}.xlsx"`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      const sheet = workbook.worksheets[0];
      expect(sheet.getRow(1).values).toEqual([undefined, ...announcementReportColumns]);
      expect(sheet.rowCount).toBe(3);
      const cells = [2, 3].map((n) => sheet.getRow(n).values as unknown[]);
      const ackRow = cells.find((values) => values[3] === acknowledger.username);
      expect((ackRow?.[5] as Date).toISOString()).toBe(acknowledgedAt);

      const unknown = await server.call('GET', `${announcementPaths.download}?code=NOPE-404&downloadType=CSV`, { cookie: internal });
      expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'ANNOUNCEMENT_NOT_FOUND']);
      expect((await server.call('GET', `${announcementPaths.download}?code=${announcement.code}&downloadType=PDF`, { cookie: internal })).status).toBe(400);
    });

    it('writes a store name that carries a formula as one quoted, neutralised cell of the CSV, and as text in the XLSX', async () => {
      const announcement = await create({ conditions: ['CAN-BE-SKIPPED'] });
      const seller = await createTestUser(server, { mode: 'STORE' });
      const hostileName = "Toko;=cmd|' /C calc'!A0";
      const dangling = '=HYPERLINK("https://evil.example","Klik")';
      await server.database.db
        .update(stores)
        .set({ name: hostileName })
        .where(eq(stores.code, seller.storeCode ?? ''));
      const other = await createTestUser(server, { mode: 'STORE' });
      await server.database.db
        .update(stores)
        .set({ name: dangling })
        .where(eq(stores.code, other.storeCode ?? ''));
      await act(seller, announcementPaths.read, announcement.code);
      await act(other, announcementPaths.read, announcement.code);

      const csv = await (
        await fetch(`${server.baseUrl}${announcementPaths.download}?code=${announcement.code}&downloadType=CSV`, { headers: { cookie: internal } })
      ).text();
      expect(csv).toContain(`${seller.storeCode},"Toko;=cmd|' /C calc'!A0",${seller.username},`);
      expect(csv).toContain(`${other.storeCode},"'=HYPERLINK(""https://evil.example"",""Klik"")",${other.username},`);

      const xlsx = await fetch(`${server.baseUrl}${announcementPaths.download}?code=${announcement.code}&downloadType=XLSX`, { headers: { cookie: internal } });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      const names = [2, 3].map((n) => workbook.worksheets[0].getRow(n).getCell(2));
      expect(names.map((cell) => cell.type)).toEqual([ExcelJS.ValueType.String, ExcelJS.ValueType.String]);
      expect(names.map((cell) => cell.value).sort()).toEqual([hostileName, dangling].sort());
    });

    it('answers an unknown announcement and an unknown file type', async () => {
      const announcement = await create({ conditions: ['CAN-BE-SKIPPED'] });
      const unknown = await server.call('GET', `${announcementPaths.download}?code=NOPE-404&downloadType=CSV`, { cookie: internal });
      expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'ANNOUNCEMENT_NOT_FOUND']);
      expect((await server.call('GET', `${announcementPaths.download}?code=${announcement.code}&downloadType=PDF`, { cookie: internal })).status).toBe(400);
    });
  });
});
