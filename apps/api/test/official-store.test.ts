import { apiPaths, type Envelope, type Session } from '@seller-portal/contracts/core';
import {
  officialStoreDocumentMaxBytes,
  officialStorePaths,
  officialStorePathsOf,
  type OfficialStoreApplicationRequest,
  type OfficialStoreDocument,
  type OfficialStoreDocumentKind,
  type OfficialStoreReviewDetail,
  type OfficialStoreReviewItem,
  type OfficialStoreStatus,
} from '@seller-portal/contracts/official-store';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema';
import { notifications } from '../src/modules/notifications/schema';
import { demoDocumentPdf } from '../src/modules/official-store/demo';
import { officialStoreApplications, officialStoreDocuments } from '../src/modules/official-store/schema';
import { defaultOfficialStoreTerms } from '../src/modules/official-store/settings';
import { SettlementsRepository } from '../src/modules/settlements/repository';
import { pixelFloodPng } from './support/pixel-flood';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser, newSession, type TestUser } from './support/test-users';

const day = 86_400_000;
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const sellerCodes = ['STORE_MANAGE-STORE_STORE-INFORMATION'] as const;
const reviewCode = 'INTERNAL_OFFICIAL-STORE_REVIEW' as const;

interface Upload {
  content: Buffer;
  name?: string;
  type?: string;
  field?: string;
}

async function upload(server: TestServer, kind: string, file: Upload, cookie: string): Promise<{ status: number; body: Envelope<OfficialStoreDocument> }> {
  const form = new FormData();
  form.append(file.field ?? 'file', new Blob([file.content], { type: file.type ?? 'application/pdf' }), file.name ?? 'document.pdf');
  const response = await fetch(`${server.baseUrl}/backend/bp/official-store/documents/${kind}`, { method: 'POST', body: form, headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Envelope<OfficialStoreDocument> };
}

/** The owner of a new store that may apply: live (postlive APPROVED) and identity-verified (FRAUD_PASS). */
async function eligibleStore(server: TestServer, overrides: Partial<typeof stores.$inferInsert> = {}): Promise<TestUser & { storeCode: string }> {
  const owner = await createTestUser(server, { mode: 'STORE', codes: sellerCodes });
  await server.database.db
    .update(stores)
    .set({ postliveStatus: 'APPROVED', fraudStatus: 'FRAUD_PASS', ...overrides })
    .where(eq(stores.code, owner.storeCode as string));
  return { ...owner, storeCode: owner.storeCode as string };
}

const reviewer = (server: TestServer) => createTestUser(server, { mode: 'INTERNAL', codes: [reviewCode] });

describe.each(drivers)('the official store: application, review, renewal (%s)', (driver) => {
  const server = useTestServer(driver);
  const db = () => server.database.db;
  const applicationsOf = (storeCode: string) => db().select().from(officialStoreApplications).where(eq(officialStoreApplications.storeCode, storeCode));
  const documentsOf = (storeCode: string) => db().select().from(officialStoreDocuments).where(eq(officialStoreDocuments.storeCode, storeCode));
  const businessTypesOf = async (storeCode: string) =>
    (await db().select({ types: stores.businessTypes }).from(stores).where(eq(stores.code, storeCode)))[0]?.types;
  const status = async (cookie: string) => {
    const answer = await server.call<OfficialStoreStatus>('GET', officialStorePaths.status, { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as OfficialStoreStatus;
  };
  const uploaded = async (cookie: string, kind: OfficialStoreDocumentKind, content?: Buffer) => {
    const answer = await upload(server, kind, { content: content ?? (await demoDocumentPdf('SERTIFIKAT MEREK', ['Nomor: IDM000123456'])) }, cookie);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as OfficialStoreDocument;
  };
  const apply = (cookie: string, body: OfficialStoreApplicationRequest) =>
    server.call<OfficialStoreStatus>('POST', officialStorePaths.applications, { cookie, body });
  /** An owner's complete application as a brand owner (the certificate alone); answers its id. */
  const applied = async (owner: TestUser, kind: 'UPGRADE' | 'RENEWAL' = 'UPGRADE') => {
    const certificate = await uploaded(owner.cookie, 'TRADEMARK_CERTIFICATE');
    const answer = await apply(owner.cookie, {
      kind,
      brandName: 'Merek Uji',
      trademarkNumber: 'IDM000123456',
      relationship: 'BRAND_OWNER',
      documentIds: [certificate.id],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value?.application?.id as string;
  };
  const decide = (cookie: string, id: string, body: { decision: 'APPROVE' | 'REJECT'; reason?: string }) =>
    server.call<OfficialStoreReviewDetail>('POST', `${officialStorePathsOf.reviewApplication(id)}/decision`, { cookie, body });

  describe('the application', () => {
    it('a distributor sends the certificate (a PNG named .pdf is kept as a PNG) and the authorisation letter; the application waits in review', async () => {
      const owner = await eligibleStore(server);
      const before = await status(owner.cookie);
      expect(before).toMatchObject({ official: false, term: null, application: null, ineligible: { UPGRADE: [], RENEWAL: ['NOT_OFFICIAL'] } });

      const certificate = await upload(server, 'TRADEMARK_CERTIFICATE', { content: png, name: 'sertifikat.pdf', type: 'application/pdf' }, owner.cookie);
      expect(certificate.status).toBe(200);
      expect(certificate.body.value).toMatchObject({
        kind: 'TRADEMARK_CERTIFICATE',
        mediaType: 'image/png',
        fileName: 'sertifikat.pdf',
        sizeBytes: png.length,
      });
      const letter = await uploaded(owner.cookie, 'BRAND_AUTHORISATION');
      expect(letter.mediaType).toBe('application/pdf');

      const answer = await apply(owner.cookie, {
        kind: 'UPGRADE',
        brandName: '  Merek Uji  ',
        trademarkNumber: 'idm 000 123 456',
        relationship: 'AUTHORISED_DISTRIBUTOR',
        documentIds: [certificate.body.value?.id as string, letter.id],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.value?.application).toMatchObject({
        kind: 'UPGRADE',
        status: 'IN_REVIEW',
        brandName: 'Merek Uji',
        trademarkNumber: 'IDM000123456',
        relationship: 'AUTHORISED_DISTRIBUTOR',
        submittedAt: server.clock.now().getTime(),
      });
      expect(answer.body.value?.application?.documents.map((d) => d.kind).sort()).toEqual(['BRAND_AUTHORISATION', 'TRADEMARK_CERTIFICATE']);
      expect(answer.body.value?.ineligible.UPGRADE).toEqual(['APPLICATION_IN_REVIEW']);
      expect((await documentsOf(owner.storeCode)).every((d) => d.applicationId === answer.body.value?.application?.id)).toBe(true);
    });

    it('refuses a second application while one is open (409), and a document upload too; nothing changes', async () => {
      const owner = await eligibleStore(server);
      await applied(owner);
      const certificate = await db()
        .select({ id: officialStoreDocuments.id })
        .from(officialStoreDocuments)
        .where(eq(officialStoreDocuments.storeCode, owner.storeCode));
      const again = await apply(owner.cookie, {
        kind: 'UPGRADE',
        brandName: 'Merek Lain',
        trademarkNumber: 'IDM000999999',
        relationship: 'BRAND_OWNER',
        documentIds: [certificate[0].id],
      });
      expect([again.status, again.body.errorCode, again.body.success]).toEqual([409, 'OFFICIAL_STORE_APPLICATION_OPEN', false]);
      const upload2 = await upload(server, 'TRADEMARK_CERTIFICATE', { content: png }, owner.cookie);
      expect([upload2.status, upload2.body.errorCode]).toEqual([409, 'OFFICIAL_STORE_APPLICATION_OPEN']);
      expect(await applicationsOf(owner.storeCode)).toHaveLength(1);
      expect(await documentsOf(owner.storeCode)).toHaveLength(1);
    });

    it.each<[string, Upload, number, string]>([
      ['a text file called .pdf', { content: Buffer.from('not a document at all'), name: 'sertifikat.pdf' }, 400, 'OFFICIAL_STORE_DOCUMENT_TYPE_NOT_ACCEPTED'],
      [
        'a GIF',
        { content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), name: 'a.gif', type: 'image/gif' },
        400,
        'OFFICIAL_STORE_DOCUMENT_TYPE_NOT_ACCEPTED',
      ],
      ['a PNG declaring 60,000 × 60,000 pixels', { content: pixelFloodPng(png) }, 400, 'OFFICIAL_STORE_DOCUMENT_TYPE_NOT_ACCEPTED'],
      ['an empty file', { content: Buffer.alloc(0) }, 400, 'OFFICIAL_STORE_DOCUMENT_MISSING'],
      ['a file in another field', { content: png, field: 'photo' }, 400, 'OFFICIAL_STORE_DOCUMENT_MISSING'],
      [
        'a document one byte over 10 MB',
        { content: Buffer.concat([png, Buffer.alloc(officialStoreDocumentMaxBytes + 1 - png.length)]) },
        413,
        'OFFICIAL_STORE_DOCUMENT_TOO_LARGE',
      ],
      ['a 20 MB document', { content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]) }, 413, 'OFFICIAL_STORE_DOCUMENT_TOO_LARGE'],
    ])('refuses %s with %i %s and keeps nothing', async (_, file, httpStatus, code) => {
      const owner = await eligibleStore(server);
      const answer = await upload(server, 'TRADEMARK_CERTIFICATE', file, owner.cookie);
      expect([answer.status, answer.body.errorCode, answer.body.success]).toEqual([httpStatus, code, false]);
      expect(await documentsOf(owner.storeCode)).toEqual([]);
    });

    it('keeps a PDF of exactly 10 MB, and answers 404 to an unknown kind', async () => {
      const owner = await eligibleStore(server);
      const pdf = await demoDocumentPdf('SERTIFIKAT MEREK', []);
      const exact = await upload(
        server,
        'TRADEMARK_CERTIFICATE',
        { content: Buffer.concat([pdf, Buffer.alloc(officialStoreDocumentMaxBytes - pdf.length)]) },
        owner.cookie,
      );
      expect([exact.status, exact.body.value?.sizeBytes]).toEqual([200, officialStoreDocumentMaxBytes]);
      const unknown = await upload(server, 'PASSPORT', { content: pdf }, owner.cookie);
      expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'NOT_FOUND']);
      expect(await documentsOf(owner.storeCode)).toHaveLength(1);
    });

    it.each<[string, (ids: { certificate: string; letter: string; foreign: string }) => OfficialStoreApplicationRequest, number, string]>([
      [
        'a distributor without the authorisation letter',
        (ids) => ({
          kind: 'UPGRADE',
          brandName: 'Merek',
          trademarkNumber: 'IDM000123456',
          relationship: 'AUTHORISED_DISTRIBUTOR',
          documentIds: [ids.certificate],
        }),
        400,
        'OFFICIAL_STORE_APPLICATION_INVALID',
      ],
      [
        'a brand owner with a letter it does not need',
        (ids) => ({
          kind: 'UPGRADE',
          brandName: 'Merek',
          trademarkNumber: 'IDM000123456',
          relationship: 'BRAND_OWNER',
          documentIds: [ids.certificate, ids.letter],
        }),
        400,
        'OFFICIAL_STORE_APPLICATION_INVALID',
      ],
      [
        'a trademark number that is not one',
        (ids) => ({ kind: 'UPGRADE', brandName: 'Merek', trademarkNumber: 'merek saya', relationship: 'BRAND_OWNER', documentIds: [ids.certificate] }),
        400,
        'OFFICIAL_STORE_APPLICATION_INVALID',
      ],
      [
        'a blank brand name',
        (ids) => ({ kind: 'UPGRADE', brandName: '   ', trademarkNumber: 'IDM000123456', relationship: 'BRAND_OWNER', documentIds: [ids.certificate] }),
        400,
        'OFFICIAL_STORE_APPLICATION_INVALID',
      ],
      [
        "another store's document",
        (ids) => ({ kind: 'UPGRADE', brandName: 'Merek', trademarkNumber: 'IDM000123456', relationship: 'BRAND_OWNER', documentIds: [ids.foreign] }),
        404,
        'OFFICIAL_STORE_DOCUMENT_NOT_FOUND',
      ],
    ])('refuses %s (%i %s) and opens nothing', async (_, body, httpStatus, code) => {
      const owner = await eligibleStore(server);
      const other = await eligibleStore(server);
      const ids = {
        certificate: (await uploaded(owner.cookie, 'TRADEMARK_CERTIFICATE')).id,
        letter: (await uploaded(owner.cookie, 'BRAND_AUTHORISATION')).id,
        foreign: (await uploaded(other.cookie, 'TRADEMARK_CERTIFICATE')).id,
      };
      const answer = await apply(owner.cookie, body(ids));
      expect([answer.status, answer.body.errorCode]).toEqual([httpStatus, code]);
      expect(await applicationsOf(owner.storeCode)).toEqual([]);
      expect((await documentsOf(owner.storeCode)).every((d) => d.applicationId === null)).toBe(true);
      expect((await documentsOf(other.storeCode))[0].applicationId).toBeNull();
    });

    it.each<[string, Partial<typeof stores.$inferInsert>, string]>([
      ['a store whose identity is not verified', { fraudStatus: 'WAITING_IDENTITY_PHOTO' }, 'IDENTITY_NOT_VERIFIED'],
      ['a store not live yet', { postliveStatus: null }, 'NOT_LIVE'],
      ['an official store asking to upgrade', { businessTypes: ['OFFICIAL'] }, 'ALREADY_OFFICIAL'],
    ])('refuses %s with 409 OFFICIAL_STORE_NOT_ELIGIBLE (%s) and keeps nothing', async (_, store, reason) => {
      const owner = await eligibleStore(server);
      const certificate = await uploaded(owner.cookie, 'TRADEMARK_CERTIFICATE');
      await db().update(stores).set(store).where(eq(stores.code, owner.storeCode));
      expect((await status(owner.cookie)).ineligible.UPGRADE).toContain(reason);
      const answer = await apply(owner.cookie, {
        kind: 'UPGRADE',
        brandName: 'Merek',
        trademarkNumber: 'IDM000123456',
        relationship: 'BRAND_OWNER',
        documentIds: [certificate.id],
      });
      expect([answer.status, answer.body.errorCode]).toEqual([409, 'OFFICIAL_STORE_NOT_ELIGIBLE']);
      expect((answer.body.value as unknown as { reasons: string[] }).reasons).toContain(reason);
      expect(await applicationsOf(owner.storeCode)).toEqual([]);
    });

    it('refuses staff who is not the owner (NOT_OWNER) before a byte of the upload is kept', async () => {
      const owner = await eligibleStore(server);
      const staff = await createTestUser(server, { mode: 'STORE', codes: sellerCodes, store: { code: owner.storeCode, isOwner: false } });
      expect((await status(staff.cookie)).ineligible.UPGRADE).toEqual(['NOT_OWNER']);
      const answer = await upload(server, 'TRADEMARK_CERTIFICATE', { content: png }, staff.cookie);
      expect([answer.status, answer.body.errorCode]).toEqual([409, 'OFFICIAL_STORE_NOT_ELIGIBLE']);
      expect(await documentsOf(owner.storeCode)).toEqual([]);
    });
  });

  describe('the review in the console', () => {
    it('staff list the waiting application, read its documents, approve it: the store is OFFICIAL in the sessions, for a term, and told so', async () => {
      const owner = await eligibleStore(server);
      const id = await applied(owner);
      const staff = await reviewer(server);

      const list = await server.call<OfficialStoreReviewItem[]>('GET', officialStorePaths.reviewApplications, { cookie: staff.cookie });
      expect(list.body.value?.find((item) => item.id === id)).toMatchObject({
        storeCode: owner.storeCode,
        status: 'IN_REVIEW',
        kind: 'UPGRADE',
        brandName: 'Merek Uji',
      });

      const detail = await server.call<OfficialStoreReviewDetail>('GET', officialStorePathsOf.reviewApplication(id), { cookie: staff.cookie });
      expect(detail.body.value).toMatchObject({ id, storeCode: owner.storeCode, storeBusinessTypes: [], currentTermEnd: null });
      const [document] = detail.body.value?.documents ?? [];
      const file = await fetch(server.baseUrl + officialStorePathsOf.reviewDocument(document.id), { headers: { cookie: staff.cookie } });
      expect([file.status, file.headers.get('content-type'), file.headers.get('x-content-type-options')]).toEqual([200, 'application/pdf', 'nosniff']);
      expect((await file.arrayBuffer()).byteLength).toBe(document.sizeBytes);

      const sessionBefore = await server.call<Session>('GET', apiPaths.session, { cookie: owner.cookie });
      expect(sessionBefore.body.value?.customFields?.businessTypes ?? []).not.toContain('OFFICIAL');

      const approved = await decide(staff.cookie, id, { decision: 'APPROVE' });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const termEnd = server.clock.now().getTime() + defaultOfficialStoreTerms.termDays * day;
      expect(approved.body.value).toMatchObject({
        status: 'APPROVED',
        termEnd,
        storeBusinessTypes: ['OFFICIAL'],
        currentTermEnd: termEnd,
        rejectionReason: null,
      });

      // The session cache was evicted: the very next read carries OFFICIAL; the settlements read it too (7 days).
      const sessionAfter = await server.call<Session>('GET', apiPaths.session, { cookie: owner.cookie });
      expect(sessionAfter.body.value?.customFields?.businessTypes).toContain('OFFICIAL');
      expect(await new SettlementsRepository(db()).businessTypesOf(owner.storeCode)).toEqual(['OFFICIAL']);
      expect(await status(owner.cookie)).toMatchObject({ official: true, term: { end: termEnd }, application: { status: 'APPROVED', termEnd } });

      const told = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.storeCode, owner.storeCode), eq(notifications.sourceCode, 'OFFICIAL_STORE_DECIDED')));
      expect(told.map((row) => row.titleEn)).toEqual(['Your store is now an official store']);
    });

    it('a decision on a decided application is 409 OFFICIAL_STORE_APPLICATION_DECIDED and changes nothing', async () => {
      const owner = await eligibleStore(server);
      const id = await applied(owner);
      const staff = await reviewer(server);
      expect((await decide(staff.cookie, id, { decision: 'REJECT', reason: 'Sertifikat tidak terbaca.' })).status).toBe(200);
      for (const body of [{ decision: 'APPROVE' as const }, { decision: 'REJECT' as const, reason: 'Lagi' }]) {
        const again = await decide(staff.cookie, id, body);
        expect([again.status, again.body.errorCode]).toEqual([409, 'OFFICIAL_STORE_APPLICATION_DECIDED']);
      }
      const [row] = await applicationsOf(owner.storeCode);
      expect([row.status, row.rejectionReason]).toEqual(['REJECTED', 'Sertifikat tidak terbaca.']);
      expect(await businessTypesOf(owner.storeCode)).toEqual([]);
      // The seller reads the reason and may apply again.
      expect(await status(owner.cookie)).toMatchObject({
        application: { status: 'REJECTED', rejectionReason: 'Sertifikat tidak terbaca.' },
        ineligible: { UPGRADE: [] },
      });
    });

    it('a rejection without a reason is 400 OFFICIAL_STORE_REASON_REQUIRED; an unknown application 404', async () => {
      const owner = await eligibleStore(server);
      const id = await applied(owner);
      const staff = await reviewer(server);
      const blank = await decide(staff.cookie, id, { decision: 'REJECT', reason: '   ' });
      expect([blank.status, blank.body.errorCode]).toEqual([400, 'OFFICIAL_STORE_REASON_REQUIRED']);
      expect((await applicationsOf(owner.storeCode))[0].status).toBe('IN_REVIEW');
      const unknown = await decide(staff.cookie, '00000000-0000-4000-8000-00000000ffff', { decision: 'APPROVE' });
      expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'OFFICIAL_STORE_APPLICATION_NOT_FOUND']);
    });

    it('refuses the review to staff without INTERNAL_OFFICIAL-STORE_REVIEW and to sellers (403 PE403001)', async () => {
      const owner = await eligibleStore(server);
      const id = await applied(owner);
      const other = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_MOBILE-CONFIG_VIEW'] });
      for (const cookie of [other.cookie, owner.cookie]) {
        expect((await server.call('GET', officialStorePaths.reviewApplications, { cookie })).status).toBe(403);
        expect((await decide(cookie, id, { decision: 'APPROVE' })).status).toBe(403);
      }
      expect((await applicationsOf(owner.storeCode))[0].status).toBe('IN_REVIEW');
    });

    it('the demo seller has an application in review in the queue', async () => {
      const staff = await server.signIn(demo.internal.username, demo.internal.password);
      const list = await server.call<OfficialStoreReviewItem[]>('GET', officialStorePaths.reviewApplications, { cookie: staff });
      expect(list.body.value?.find((item) => item.storeCode === 'DEMO-60001')).toMatchObject({ status: 'IN_REVIEW', brandName: 'Sejahtera Home' });
    });
  });

  describe('the term: renewal, reminders, lapse', () => {
    const sweep = (at: Date) => {
      const job = server.app.jobs.find((each) => each.name === 'official store terms');
      if (!job) throw new Error('no official store job');
      return job.run(at);
    };
    const remindersOf = (storeCode: string) =>
      db()
        .select({ title: notifications.titleEn })
        .from(notifications)
        .where(and(eq(notifications.storeCode, storeCode), eq(notifications.sourceCode, 'OFFICIAL_STORE_RENEWAL_REMINDER')));

    /** An owner whose store was approved now (its term ends in a year). */
    const officialStore = async () => {
      const owner = await eligibleStore(server);
      const id = await applied(owner);
      const staff = await reviewer(server);
      expect((await decide(staff.cookie, id, { decision: 'APPROVE' })).status).toBe(200);
      return { owner, staff, termEnd: server.clock.now().getTime() + defaultOfficialStoreTerms.termDays * day };
    };

    it('removes the documents no application took a day after they were sent, and keeps those of an application', async () => {
      const owner = await eligibleStore(server);
      await applied(owner);
      const [kept] = await documentsOf(owner.storeCode);
      const other = await eligibleStore(server);
      await uploaded(other.cookie, 'TRADEMARK_CERTIFICATE');
      await sweep(new Date(server.clock.now().getTime() + day - 60_000));
      expect(await documentsOf(other.storeCode)).toHaveLength(1);
      await sweep(new Date(server.clock.now().getTime() + day + 60_000));
      expect(await documentsOf(other.storeCode)).toEqual([]);
      expect((await documentsOf(owner.storeCode)).map((document) => document.id)).toEqual([kept.id]);
    });

    it('a renewal opens 60 days before the end; approved, it continues the term from its end', async () => {
      const { owner, staff, termEnd } = await officialStore();
      const early = await status(owner.cookie);
      expect(early.ineligible.RENEWAL).toEqual(['RENEWAL_NOT_OPEN_YET']);
      expect(early.renewalOpensAt).toBe(termEnd - defaultOfficialStoreTerms.renewalWindowDays * day);
      // Too early, a document is refused before it is kept, and so is the application.
      const early1 = await upload(server, 'TRADEMARK_CERTIFICATE', { content: png }, owner.cookie);
      expect([early1.status, early1.body.errorCode]).toEqual([409, 'OFFICIAL_STORE_NOT_ELIGIBLE']);
      const tooEarly = await apply(owner.cookie, {
        kind: 'RENEWAL',
        brandName: 'Merek Uji',
        trademarkNumber: 'IDM000123456',
        relationship: 'BRAND_OWNER',
        documentIds: ['00000000-0000-4000-8000-00000000ffff'],
      });
      expect([tooEarly.status, tooEarly.body.errorCode]).toEqual([409, 'OFFICIAL_STORE_NOT_ELIGIBLE']);

      server.clock.advance(termEnd - server.clock.now().getTime() - 59 * day);
      const fresh = await newSession(server, owner);
      expect((await status(fresh.cookie)).ineligible.RENEWAL).toEqual([]);
      const certificate = await uploaded(fresh.cookie, 'TRADEMARK_CERTIFICATE');
      const renewal = await apply(fresh.cookie, {
        kind: 'RENEWAL',
        brandName: 'Merek Uji',
        trademarkNumber: 'IDM000123456',
        relationship: 'BRAND_OWNER',
        documentIds: [certificate.id],
      });
      expect(renewal.status, JSON.stringify(renewal.body)).toBe(200);
      const staffNow = await newSession(server, staff, 'INTERNAL');
      const approved = await decide(staffNow.cookie, renewal.body.value?.application?.id as string, { decision: 'APPROVE' });
      expect(approved.body.value?.termEnd).toBe(termEnd + defaultOfficialStoreTerms.termDays * day);
      expect((await status(fresh.cookie)).term).toEqual({ start: termEnd, end: termEnd + defaultOfficialStoreTerms.termDays * day });
    });

    it('reminds 30 and 7 days before the end, once each; a term not renewed lapses and OFFICIAL leaves the session', async () => {
      const { owner, termEnd } = await officialStore();
      await sweep(new Date(termEnd - 31 * day));
      expect(await remindersOf(owner.storeCode)).toEqual([]);
      await sweep(new Date(termEnd - 30 * day + 3_600_000));
      await sweep(new Date(termEnd - 29 * day));
      expect((await remindersOf(owner.storeCode)).map((r) => r.title)).toEqual(['Your official store term ends in 30 days']);
      await sweep(new Date(termEnd - 7 * day + 60_000));
      await sweep(new Date(termEnd - 6 * day));
      expect((await remindersOf(owner.storeCode)).map((r) => r.title).sort()).toEqual([
        'Your official store term ends in 30 days',
        'Your official store term ends in 7 days',
      ]);
      expect(await businessTypesOf(owner.storeCode)).toEqual(['OFFICIAL']);

      await sweep(new Date(termEnd + 60_000));
      expect(await businessTypesOf(owner.storeCode)).toEqual([]);
      const session = await server.call<Session>('GET', apiPaths.session, { cookie: owner.cookie });
      expect(session.body.value?.customFields?.businessTypes ?? []).not.toContain('OFFICIAL');
    });
  });
});
