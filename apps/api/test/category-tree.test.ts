import type { AuditEntry } from '@seller-portal/contracts/accounts';
import { categoryTreePaths, categoryTreePathsOf, type KeptCategory } from '@seller-portal/contracts/category-tree';
import { internalAccessibilityCodes } from '@seller-portal/contracts/core';
import { productPaths, type ProductCategory } from '@seller-portal/contracts/products';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/schema';
import { productItems } from '../src/modules/products/schema';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

/** Every code of a tree, depth first. */
const codesOf = (tree: readonly ProductCategory[]): string[] => tree.flatMap((category) => [category.code, ...codesOf(category.children)]);

describe.each(drivers)('the product category tree kept by internal staff (%s)', (driver) => {
  const server = useTestServer(driver);
  const staff = () => server.signIn(demo.internal.username, demo.internal.password);
  let unique = 0;
  const names = (label: string) => {
    unique += 1;
    return { name: `${label} ${unique}`, nameEn: `${label} EN ${unique}` };
  };
  const create = (cookie: string, body: { parentCode: string | null; name: string; nameEn: string }) =>
    server.call<KeptCategory>('POST', categoryTreePaths.categories, { cookie, body });
  const list = async (cookie: string) => (await server.call<KeptCategory[]>('GET', categoryTreePaths.categories, { cookie })).body.value ?? [];
  const offered = async (cookie: string) =>
    codesOf((await server.call<ProductCategory[]>('GET', `${productPaths.categories}?catalogCode=10001&active=true`, { cookie })).body.value ?? []);
  const auditOf = (code: string) =>
    server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'PRODUCT_CATEGORY'), eq(auditLog.identifier, code)));

  it('refuses a seller and staff without INTERNAL_CATEGORY every keeping call; a signed-out call is 401', async () => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const withoutCode = await createTestUser(server, { mode: 'INTERNAL', codes: internalAccessibilityCodes.filter((code) => code !== 'INTERNAL_CATEGORY') });
    for (const cookie of [seller, withoutCode.cookie]) {
      const answers = [
        await server.call('GET', categoryTreePaths.categories, { cookie }),
        await create(cookie, { parentCode: null, ...names('Ditolak') }),
        await server.call('PUT', categoryTreePathsOf.category('CAT-FOOD'), { cookie, body: names('Ditolak') }),
        await server.call('POST', categoryTreePathsOf.categoryStatus('CAT-FOOD'), { cookie, body: { active: false } }),
        await server.call('DELETE', categoryTreePathsOf.category('CAT-DIGITAL'), { cookie }),
        await server.call('POST', categoryTreePathsOf.categoryMove('CAT-FOOD'), { cookie, body: { parentCode: null, position: 0 } }),
      ];
      expect(answers.map((answer) => [answer.status, answer.body.errorCode])).toEqual(Array.from({ length: 6 }, () => [403, 'PE403001']));
    }
    expect((await server.call('GET', categoryTreePaths.categories)).status).toBe(401);
    expect((await list(await staff())).find((row) => row.code === 'CAT-FOOD')).toMatchObject({ name: 'Makanan & Minuman', active: true });
  });

  it('lists the whole tree with inactive categories and product counts', async () => {
    const rows = await list(await staff());
    expect(rows.find((row) => row.code === 'CAT-DIGITAL')).toMatchObject({ active: false, parentCode: null });
    const coffee = rows.find((row) => row.code === 'CAT-FOOD-COFFEE-TEA');
    expect(coffee?.parentCode).toBe('CAT-FOOD');
    expect(coffee?.productCount).toBeGreaterThan(0);
  });

  it('adds a category under an active one, offered to sellers at once, with its audit entry', async () => {
    const cookie = await staff();
    const answer = await create(cookie, { parentCode: 'CAT-HOME', name: '  Dekorasi   Rumah ', nameEn: 'Home Decor' });
    expect(answer.status).toBe(200);
    const created = answer.body.value as KeptCategory;
    expect(created).toMatchObject({ parentCode: 'CAT-HOME', name: 'Dekorasi Rumah', nameEn: 'Home Decor', active: true, productCount: 0 });
    expect(created.code).toMatch(/^CAT-[0-9A-F]{10}$/);
    // Last among its siblings in the tree order.
    const siblings = (await list(cookie)).filter((row) => row.parentCode === 'CAT-HOME');
    expect(siblings.at(-1)?.code).toBe(created.code);
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    expect(await offered(seller)).toContain(created.code);
    const [entry] = await auditOf(created.code);
    expect(entry).toMatchObject({ action: 'CREATE', actor: demo.internal.username, before: null });
    expect(entry.after).toMatchObject({ name: 'Dekorasi Rumah', nameEn: 'Home Decor', parentCode: 'CAT-HOME' });
  });

  it.each<[string, { parentCode: string | null; name: string; nameEn: string }, number, string]>([
    ['a blank Indonesian name', { parentCode: null, name: '   ', nameEn: 'Garden' }, 400, 'PRODUCT_CATEGORY_NAME_BLANK'],
    ['a blank English name', { parentCode: null, name: 'Taman', nameEn: '' }, 400, 'PRODUCT_CATEGORY_NAME_BLANK'],
    ['a name over 60 characters', { parentCode: null, name: 'T'.repeat(61), nameEn: 'Garden' }, 400, 'PRODUCT_CATEGORY_NAME_TOO_LONG'],
    [
      "a sibling's Indonesian name, in other letters' case",
      { parentCode: 'CAT-FOOD', name: 'kopi & TEH', nameEn: 'Brewing' },
      409,
      'PRODUCT_CATEGORY_NAME_TAKEN',
    ],
    ["a sibling's English name", { parentCode: null, name: 'Mode', nameEn: 'fashion' }, 409, 'PRODUCT_CATEGORY_NAME_TAKEN'],
    ['an unknown parent', { parentCode: 'CAT-NOPE', name: 'Taman', nameEn: 'Garden' }, 400, 'PRODUCT_CATEGORY_PARENT_INVALID'],
    ['an inactive parent', { parentCode: 'CAT-DIGITAL', name: 'Pulsa', nameEn: 'Airtime' }, 400, 'PRODUCT_CATEGORY_PARENT_INVALID'],
  ])('refuses %s and writes nothing', async (_, body, status, code) => {
    const cookie = await staff();
    const before = await list(cookie);
    const answer = await create(cookie, body);
    expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
    expect(await list(cookie)).toEqual(before);
  });

  it('renames in both languages (a name may equal a category elsewhere in the tree), refusing a sibling’s name', async () => {
    const cookie = await staff();
    const created = (await create(cookie, { parentCode: 'CAT-FASHION', ...names('Sepatu') })).body.value as KeptCategory;
    // "Kaos" is a sibling's: refused. "Camilan" is a category under Food, not a sibling: allowed.
    const taken = await server.call('PUT', categoryTreePathsOf.category(created.code), { cookie, body: { name: 'Kaos', nameEn: 'Shoes' } });
    expect([taken.status, taken.body.errorCode]).toEqual([409, 'PRODUCT_CATEGORY_NAME_TAKEN']);
    const renamed = await server.call<KeptCategory>('PUT', categoryTreePathsOf.category(created.code), { cookie, body: { name: 'Camilan', nameEn: 'Shoes' } });
    expect(renamed.body.value).toMatchObject({ code: created.code, name: 'Camilan', nameEn: 'Shoes' });
    const unknown = await server.call('PUT', categoryTreePathsOf.category('CAT-NOPE'), { cookie, body: { name: 'A', nameEn: 'A' } });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'PRODUCT_CATEGORY_NOT_FOUND']);
    const entries = (await auditOf(created.code)) as unknown as AuditEntry[];
    expect(entries.map((entry) => entry.action).sort()).toEqual(['CREATE', 'UPDATE']);
  });

  it('keeps a category products use: deleting it is refused, deactivating it takes it off the offer while its products keep it', async () => {
    const cookie = await staff();
    const [used] = await server.database.db
      .select({ itemId: productItems.itemId })
      .from(productItems)
      .where(eq(productItems.categoryCode, 'CAT-FOOD-SNACK'))
      .limit(1);
    expect(used).toBeDefined();
    const refused = await server.call('DELETE', categoryTreePathsOf.category('CAT-FOOD-SNACK'), { cookie });
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'PRODUCT_CATEGORY_IN_USE']);
    const parent = await server.call('DELETE', categoryTreePathsOf.category('CAT-FOOD'), { cookie });
    expect(parent.status).toBe(409);

    const off = await server.call<KeptCategory>('POST', categoryTreePathsOf.categoryStatus('CAT-FOOD-SNACK'), { cookie, body: { active: false } });
    expect(off.body.value).toMatchObject({ active: false });
    expect(off.body.value?.productCount).toBeGreaterThan(0);
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    expect(await offered(seller)).not.toContain('CAT-FOOD-SNACK');
    const [product] = await server.database.db
      .select({ categoryCode: productItems.categoryCode })
      .from(productItems)
      .where(eq(productItems.itemId, used.itemId));
    expect(product.categoryCode).toBe('CAT-FOOD-SNACK');
    // No category goes under an inactive one.
    const under = await create(cookie, { parentCode: 'CAT-FOOD-SNACK', ...names('Keripik') });
    expect(under.body.errorCode).toBe('PRODUCT_CATEGORY_PARENT_INVALID');

    const on = await server.call<KeptCategory>('POST', categoryTreePathsOf.categoryStatus('CAT-FOOD-SNACK'), { cookie, body: { active: true } });
    expect(on.body.value).toMatchObject({ active: true });
    expect(await offered(seller)).toContain('CAT-FOOD-SNACK');
    expect((await auditOf('CAT-FOOD-SNACK')).map((entry) => entry.action)).toEqual(expect.arrayContaining(['DEACTIVATE', 'ACTIVATE']));
  });

  it('deletes a category nothing uses, with its audit entry', async () => {
    const cookie = await staff();
    const created = (await create(cookie, { parentCode: null, ...names('Sementara') })).body.value as KeptCategory;
    const child = (await create(cookie, { parentCode: created.code, ...names('Anak') })).body.value as KeptCategory;
    const withChild = await server.call('DELETE', categoryTreePathsOf.category(created.code), { cookie });
    expect([withChild.status, withChild.body.errorCode]).toEqual([409, 'PRODUCT_CATEGORY_HAS_CHILDREN']);
    expect((await server.call('DELETE', categoryTreePathsOf.category(child.code), { cookie })).status).toBe(200);
    expect((await server.call('DELETE', categoryTreePathsOf.category(created.code), { cookie })).status).toBe(200);
    expect((await list(cookie)).map((row) => row.code)).not.toContain(created.code);
    const entries = await auditOf(created.code);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['CREATE', 'DELETE']);
    const gone = await server.call('DELETE', categoryTreePathsOf.category(created.code), { cookie });
    expect([gone.status, gone.body.errorCode]).toEqual([404, 'PRODUCT_CATEGORY_NOT_FOUND']);
  });

  describe('moving and reordering', () => {
    const move = (cookie: string, code: string, body: unknown) => server.call<KeptCategory>('POST', categoryTreePathsOf.categoryMove(code), { cookie, body });
    const childrenOf = async (cookie: string, parentCode: string | null) =>
      (await list(cookie)).filter((row) => row.parentCode === parentCode).map((row) => [row.code, row.position]);
    const made = async (cookie: string, parentCode: string | null, label: string) =>
      (await create(cookie, { parentCode, ...names(label) })).body.value as KeptCategory;

    it('reorders siblings and moves a category under another parent, the places kept 0, 1, … on both sides, each move audited', async () => {
      const cookie = await staff();
      const first = await made(cookie, null, 'Induk A');
      const second = await made(cookie, null, 'Induk B');
      const [a1, a2, a3] = [await made(cookie, first.code, 'Anak 1'), await made(cookie, first.code, 'Anak 2'), await made(cookie, first.code, 'Anak 3')];

      const up = await move(cookie, a3.code, { parentCode: first.code, position: 0 });
      expect(up.status).toBe(200);
      expect(up.body.value).toMatchObject({ code: a3.code, parentCode: first.code, position: 0 });
      expect(await childrenOf(cookie, first.code)).toEqual([
        [a3.code, 0],
        [a1.code, 1],
        [a2.code, 2],
      ]);
      // Past the end is last; the same place again changes and audits nothing.
      expect((await move(cookie, a3.code, { parentCode: first.code, position: 99 })).body.value?.position).toBe(2);
      expect((await move(cookie, a3.code, { parentCode: first.code, position: 2 })).status).toBe(200);

      expect(await childrenOf(cookie, first.code)).toEqual([
        [a1.code, 0],
        [a2.code, 1],
        [a3.code, 2],
      ]);
      const across = await move(cookie, a1.code, { parentCode: second.code });
      expect(across.body.value).toMatchObject({ parentCode: second.code, position: 0 });
      expect(await childrenOf(cookie, first.code)).toEqual([
        [a2.code, 0],
        [a3.code, 1],
      ]);
      expect(await childrenOf(cookie, second.code)).toEqual([[a1.code, 0]]);
      // The sellers' picker offers it under its new parent.
      const seller = await server.signIn(demo.seller.username, demo.seller.password);
      const tree =
        (await server.call<ProductCategory[]>('GET', `${productPaths.categories}?catalogCode=10001&active=true`, { cookie: seller })).body.value ?? [];
      expect(codesOf(tree.find((category) => category.code === second.code)?.children ?? [])).toEqual([a1.code]);
      // To the root, first of all.
      expect((await move(cookie, a2.code, { parentCode: null, position: 0 })).body.value).toMatchObject({ parentCode: null, position: 0 });
      expect((await childrenOf(cookie, null))[0]).toEqual([a2.code, 0]);

      expect((await auditOf(a3.code)).map((entry) => [entry.action, entry.before, entry.after])).toEqual(
        expect.arrayContaining([
          ['UPDATE', expect.objectContaining({ parentCode: first.code, place: 2 }), expect.objectContaining({ parentCode: first.code, place: 0 })],
          ['UPDATE', expect.objectContaining({ place: 0 }), expect.objectContaining({ place: 2 })],
        ]),
      );
      expect((await auditOf(a3.code)).filter((entry) => entry.action === 'UPDATE')).toHaveLength(2);
      const [acrossEntry] = (await auditOf(a1.code)).filter((entry) => entry.action === 'UPDATE');
      expect([acrossEntry.before, acrossEntry.after]).toEqual([
        expect.objectContaining({ parentCode: first.code, place: 0 }),
        expect.objectContaining({ parentCode: second.code, place: 0 }),
      ]);
    });

    it('refuses a loop, a tree deeper than three levels, a sibling’s name, an unknown or inactive parent and bad input, writing nothing', async () => {
      const cookie = await staff();
      const top = await made(cookie, null, 'Atas');
      const middle = await made(cookie, top.code, 'Tengah');
      const bottom = await made(cookie, middle.code, 'Bawah');
      const other = await made(cookie, null, 'Lain');
      const otherChild = await made(cookie, other.code, 'Lain anak');
      const twin = (await create(cookie, { parentCode: other.code, name: middle.name, nameEn: 'Twin' })).body.value as KeptCategory;
      expect(twin.parentCode).toBe(other.code);
      const before = await list(cookie);
      for (const [code, body, status, errorCode] of [
        [top.code, { parentCode: top.code }, 400, 'PRODUCT_CATEGORY_MOVE_CYCLE'],
        [top.code, { parentCode: bottom.code }, 400, 'PRODUCT_CATEGORY_MOVE_CYCLE'],
        // Three levels under "Atas": under any category it would take four.
        [top.code, { parentCode: other.code }, 400, 'PRODUCT_CATEGORY_TOO_DEEP'],
        [middle.code, { parentCode: otherChild.code }, 400, 'PRODUCT_CATEGORY_TOO_DEEP'],
        [middle.code, { parentCode: other.code }, 409, 'PRODUCT_CATEGORY_NAME_TAKEN'],
        [middle.code, { parentCode: 'CAT-NOPE' }, 400, 'PRODUCT_CATEGORY_PARENT_INVALID'],
        [middle.code, { parentCode: 'CAT-DIGITAL' }, 400, 'PRODUCT_CATEGORY_PARENT_INVALID'],
        ['CAT-NOPE', { parentCode: null }, 404, 'PRODUCT_CATEGORY_NOT_FOUND'],
        [middle.code, { parentCode: null, position: -1 }, 400, 'BAD_REQUEST'],
        [middle.code, { parentCode: null, position: 1.5 }, 400, 'BAD_REQUEST'],
        [middle.code, { position: 0 }, 400, 'BAD_REQUEST'],
      ] as const) {
        const answer = await move(cookie, code, body);
        expect([code, body, answer.status, answer.body.errorCode]).toEqual([code, body, status, errorCode]);
      }
      expect(await list(cookie)).toEqual(before);
      // Two levels under a root is allowed: "Tengah" (with "Bawah") under "Lain" once the twin is gone.
      expect((await server.call('DELETE', categoryTreePathsOf.category(twin.code), { cookie })).status).toBe(200);
      expect((await move(cookie, middle.code, { parentCode: other.code })).body.value).toMatchObject({ parentCode: other.code });
      expect((await list(cookie)).find((row) => row.code === bottom.code)?.parentCode).toBe(middle.code);
    });
  });
});
