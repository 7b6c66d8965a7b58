import { addStoreDays, storeDayOf } from '@seller-portal/contracts/analytics';
import {
  contractPaths,
  contractPathsOf,
  type BaseMarginGroup,
  type MarginAgreement,
  type StandardContract,
  type StoreContract,
} from '@seller-portal/contracts/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ContractRepository } from '../src/modules/contract/repository';
import { contractBaseMargins, storeMargins } from '../src/modules/contract/schema';
import { readLabelPdf } from './support/label-pdf';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

describe.each(drivers)('contract and margins (§2.5 /contract, §2.7 public with the header) (%s)', (driver) => {
  const server = useTestServer(driver);
  const seller = () => server.signIn(demo.seller.username, demo.seller.password);

  it('answers everyone, without a session, the standard terms and the base margins of the top-level categories (the seeded rates)', async () => {
    const answer = await server.call<StandardContract>('GET', contractPaths.standard);
    expect(answer.status).toBe(200);
    const standard = answer.body.value as StandardContract;
    expect(standard.defaultBps).toBe(500);
    expect(standard.sections.map((section) => section.key)).toEqual(['term', 'margin', 'settlement', 'rounding']);
    expect(standard.baseMargins.map((margin) => [margin.categoryCode, margin.commissionBps, margin.childCount])).toEqual([
      ['CAT-FOOD', 450, 4],
      ['CAT-HOME', 550, 2],
      ['CAT-FASHION', 650, 2],
      ['CAT-BEAUTY', 600, 1],
      ['CAT-DIGITAL', 200, 0],
    ]);
  });

  it('answers a parent category’s base margins with its children, who charge the parent’s unless they have their own', async () => {
    await server.database.db.insert(contractBaseMargins).values({ categoryCode: 'CAT-HOME-KITCHEN', commissionBps: 500 }).onConflictDoNothing();
    const answer = await server.call<BaseMarginGroup>('GET', contractPathsOf.baseMargins('CAT-HOME'));
    expect(answer.status).toBe(200);
    const group = answer.body.value as BaseMarginGroup;
    expect(group.parent).toMatchObject({ categoryCode: 'CAT-HOME', name: { id: 'Rumah Tangga', en: 'Home & Living' }, commissionBps: 550, effectiveBps: 550 });
    expect(group.children.map((child) => [child.categoryCode, child.commissionBps, child.effectiveBps])).toEqual([
      ['CAT-HOME-KITCHEN', 500, 500],
      ['CAT-HOME-CLEANING', null, 550],
    ]);
    await server.database.db.delete(contractBaseMargins).where(eq(contractBaseMargins.categoryCode, 'CAT-HOME-KITCHEN'));
  });

  it.each(['CAT-NOPE', 'CAT-FOOD-SNACK', 'DEFAULT'])('answers 404 CONTRACT_CATEGORY_NOT_FOUND to %s, which is no parent category', async (code) => {
    const answer = await server.call('GET', contractPathsOf.baseMargins(code));
    expect([answer.status, answer.body.errorCode]).toEqual([404, 'CONTRACT_CATEGORY_NOT_FOUND']);
  });

  it('shows the demo seller its contract: term, version, and every category’s margin, the coffee and tea at its agreement', async () => {
    const answer = await server.call<StoreContract>('GET', contractPaths.store, { cookie: await seller() });
    expect(answer.status).toBe(200);
    const contract = answer.body.value as StoreContract;
    const today = storeDayOf(server.clock.now());
    expect(contract).toMatchObject({ storeCode: 'DEMO-60001', version: 2, status: 'ACTIVE', termsVersion: '2026.1', defaultBps: 500 });
    expect(contract.startsOn <= today && today <= contract.endsOn).toBe(true);
    const coffee = contract.margins.find((margin) => margin.categoryCode === 'CAT-FOOD-COFFEE-TEA');
    const snack = contract.margins.find((margin) => margin.categoryCode === 'CAT-FOOD-SNACK');
    expect(coffee).toMatchObject({ parentCategoryCode: 'CAT-FOOD', baseBps: 450, effectiveBps: 350 });
    expect(coffee?.agreementId).toBe(contract.agreements[0].id);
    expect(snack).toMatchObject({ baseBps: 450, effectiveBps: 450, agreementId: null });
    // Parents first, each followed by its children.
    expect(contract.margins.slice(0, 2).map((margin) => margin.categoryCode)).toEqual(['CAT-FOOD', 'CAT-FOOD-COFFEE-TEA']);
    expect(contract.agreements).toEqual([expect.objectContaining({ categoryCode: 'CAT-FOOD-COFFEE-TEA', commissionBps: 350, baseBps: 450, status: 'ACTIVE' })]);
  });

  it('answers one margin agreement of the store, and 404 CONTRACT_MARGIN_NOT_FOUND to an unknown id, another store’s or one that is no id', async () => {
    const cookie = await seller();
    const contract = (await server.call<StoreContract>('GET', contractPaths.store, { cookie })).body.value as StoreContract;
    const own = await server.call<MarginAgreement>('GET', contractPathsOf.margin(contract.agreements[0].id), { cookie });
    expect(own.status).toBe(200);
    expect(own.body.value).toMatchObject({
      categoryCode: 'CAT-FOOD-COFFEE-TEA',
      categoryName: { id: 'Kopi & Teh', en: 'Coffee & Tea' },
      parentCategoryCode: 'CAT-FOOD',
    });

    const other = await createTestUser(server, { mode: 'STORE', codes: ['STORE_MANAGE-STORE_STORE-INFORMATION'] });
    const theirs = await new ContractRepository(server.database.db).insertAgreement({
      storeCode: other.storeCode as string,
      categoryCode: 'CAT-BEAUTY',
      commissionBps: 400,
      validFrom: storeDayOf(server.clock.now()),
      validUntil: null,
      reason: 'Uji',
      agreedAt: server.clock.now(),
    });
    for (const path of [
      contractPathsOf.margin(theirs.id),
      contractPathsOf.margin(99_999_999),
      '/backend/main/contract/margins/abc',
      '/backend/main/contract/margins/-1',
    ]) {
      const answer = await server.call('GET', path, { cookie });
      expect([answer.status, answer.body.errorCode], path).toEqual([404, 'CONTRACT_MARGIN_NOT_FOUND']);
    }
    // Its own store sees it, as SCHEDULED once its first day is ahead.
    await server.database.db
      .update(storeMargins)
      .set({ validFrom: addStoreDays(storeDayOf(server.clock.now()), 3) })
      .where(eq(storeMargins.id, theirs.id));
    const mine = await server.call<MarginAgreement>('GET', contractPathsOf.margin(theirs.id), { cookie: other.cookie });
    expect(mine.body.value).toMatchObject({ status: 'SCHEDULED', baseBps: 600 });
  });

  it('answers 404 CONTRACT_NOT_FOUND to a store without a contract, for the contract and its PDF', async () => {
    const other = await createTestUser(server, { mode: 'STORE', codes: ['STORE_MANAGE-STORE_STORE-INFORMATION'] });
    for (const path of [contractPaths.store, contractPaths.document]) {
      const answer = await server.call('GET', path, { cookie: other.cookie });
      expect([answer.status, answer.body.errorCode]).toEqual([404, 'CONTRACT_NOT_FOUND']);
    }
  });

  it('gives the signed contract as a PDF in the asked language, with its number, term and margins', async () => {
    const cookie = await seller();
    const contract = (await server.call<StoreContract>('GET', contractPaths.store, { cookie })).body.value as StoreContract;
    for (const [language, expected] of [
      ['en', ['Seller Partnership Contract', contract.contractNumber, 'Coffee & Tea', '3.5%', '4.5%', 'Program kopi dan teh lokal']],
      ['id', ['Kontrak Kerja Sama Penjual', contract.contractNumber, 'Kopi & Teh', '3,5%', 'Margin per kategori']],
    ] as const) {
      const pdf = await fetch(`${server.baseUrl}${contractPathsOf.document(language)}`, { headers: { cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const texts = (await readLabelPdf(new Uint8Array(await pdf.arrayBuffer()))).flatMap((page) => page.texts).join('\n');
      for (const text of expected) expect(texts, `${language}: ${text}`).toContain(text);
    }
  });

  it('answers the store’s calls 401 PE403002 without a session and 403 PE403001 without the store-information code or in another mode', async () => {
    for (const path of [contractPaths.store, contractPaths.document, contractPathsOf.margin(1)]) {
      const anonymous = await server.call('GET', path);
      expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'PE403002']);
    }
    const withoutCode = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER'] });
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    for (const cookie of [withoutCode.cookie, internal]) {
      const answer = await server.call('GET', contractPaths.store, { cookie });
      expect([answer.status, answer.body.errorCode]).toEqual([403, 'PE403001']);
    }
  });
});
