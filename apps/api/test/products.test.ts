import { type Envelope } from '@seller-portal/contracts/core';
import {
  productsFeature,
  productBulkColumns,
  productPaths,
  type ProductBulkProcess,
  type ProductBulkUploadAnswer,
  type ProductCategory,
  type ProductDetail,
  type ProductItem,
  type ProductListAnswer,
  type ProductReview,
  type ProductReviewListAnswer,
  type ProductStatusAnswer,
} from '@seller-portal/contracts/products';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productItems, productReviews } from '../src/modules/products/schema';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser, type TestUser } from './support/test-users';

const found = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
};

/** What an owner holds for the products and reviews pages. */
const productCodes = [...productsFeature.actions.products.codes, ...productsFeature.actions.reviews.codes];

/** A store of its own with a few products, so each test sees only what it made. */
async function storeWithProducts(server: TestServer): Promise<TestUser & { storeCode: string; ids: string[] }> {
  const user = await createTestUser(server, { mode: 'STORE', codes: productCodes });
  const storeCode = found(user.storeCode);
  const ids = ['A', 'B', 'C', 'D'].map((letter) => `IT-${storeCode}-${letter}`);
  await server.database.db.insert(productItems).values([
    { itemId: ids[0], storeCode, name: 'Kopi Susu Gula Aren', sku: 'KSGA-1', categoryCode: 'CAT-FOOD-COFFEE-TEA', price: 25_000, stock: 10 },
    { itemId: ids[1], storeCode, name: 'Teh Melati', sku: 'TM-1', categoryCode: 'CAT-FOOD-COFFEE-TEA', price: 15_000, stock: 0 },
    { itemId: ids[2], storeCode, name: 'Cangkir Kopi', sku: 'CK-1', categoryCode: 'CAT-HOME-KITCHEN', price: 40_000, stock: 5, active: false },
    { itemId: ids[3], storeCode, name: 'Sabun Sereh', sku: 'SS-1', categoryCode: 'CAT-HOME-CLEANING', price: 12_000, stock: 7 },
  ]);
  return { ...user, storeCode, ids };
}

async function rowsOf(server: TestServer, storeCode: string) {
  return server.database.db
    .select({ itemId: productItems.itemId, price: productItems.price, stock: productItems.stock, active: productItems.active, version: productItems.version })
    .from(productItems)
    .where(eq(productItems.storeCode, storeCode))
    .orderBy(productItems.itemId);
}

async function workbookOf(content: Buffer | ArrayBuffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as ArrayBuffer);
  return workbook;
}

/** An XLSX with the template's header and these rows (item id, price, stock). */
async function sheetWith(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produk');
  sheet.addRow([productBulkColumns.itemId, productBulkColumns.name, productBulkColumns.price, productBulkColumns.stock]);
  for (const [itemId, price, stock] of rows) sheet.addRow([itemId, 'x', price, stock]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(drivers)('products and reviews (§2.5, §7 "Products") (%s)', (driver) => {
  const server = useTestServer(driver);
  let seller: Awaited<ReturnType<typeof storeWithProducts>>;
  beforeEach(async () => {
    seller = await storeWithProducts(server);
  });
  const get = async <T>(path: string, cookie = seller.cookie) => server.call<T>('GET', path, { cookie });
  const list = async (query: Record<string, string> = {}, cookie = seller.cookie) =>
    found((await get<ProductListAnswer>(`${productPaths.list}?${new URLSearchParams(query)}`, cookie)).body.value);
  const upload = async (
    content: Buffer,
    cookie = seller.cookie,
    field = 'file',
    query = '',
  ): Promise<{ status: number; body: Envelope<ProductBulkUploadAnswer> }> => {
    const form = new FormData();
    form.append(field, new Blob([content]), 'produk.xlsx');
    const response = await fetch(server.baseUrl + productPaths.bulkUpload + query, { method: 'POST', body: form, headers: { cookie } });
    return { status: response.status, body: (await response.json()) as Envelope<ProductBulkUploadAnswer> };
  };
  /** Follows a process as the §3 modal does, until it has finished. */
  const finished = async (bulkProcessId: string, cookie = seller.cookie) =>
    vi.waitFor(
      async () => {
        const process = found((await get<ProductBulkProcess>(productPaths.bulkProcessNotes(bulkProcessId), cookie)).body.value);
        if (process.status !== 'DONE' && process.status !== 'FAILED') throw new Error(`still ${process.status}`);
        return process;
      },
      { timeout: 15_000, interval: 50 },
    );

  describe('the list', () => {
    it('lists the store’s products with the count of each tab, and each tab its own', async () => {
      const all = await list();
      expect(all.content.map((p) => p.itemId).sort()).toEqual([...seller.ids].sort());
      expect(all.counts).toEqual({ ALL: 4, ACTIVE: 2, OUT_OF_STOCK: 1, INACTIVE: 1 });
      expect((await list({ tab: 'OUT_OF_STOCK' })).content.map((p) => [p.itemId, p.status])).toEqual([[seller.ids[1], 'OUT_OF_STOCK']]);
      expect((await list({ tab: 'INACTIVE' })).content.map((p) => p.itemId)).toEqual([seller.ids[2]]);
    });

    it('searches by name, SKU or item id, filters by a category and everything under it, and pages on the server', async () => {
      expect((await list({ q: 'kopi' })).content.map((p) => p.itemId).sort()).toEqual([seller.ids[0], seller.ids[2]]);
      expect((await list({ q: 'SS-1' })).content.map((p) => p.itemId)).toEqual([seller.ids[3]]);
      expect((await list({ q: '100%_' })).totalElements).toBe(0);
      const home = await list({ categoryCode: 'CAT-HOME' });
      expect(home.content.map((p) => p.itemId).sort()).toEqual([seller.ids[2], seller.ids[3]]);
      expect(home.counts).toEqual({ ALL: 2, ACTIVE: 1, OUT_OF_STOCK: 0, INACTIVE: 1 });
      const first = await list({ sort: 'PRICE_ASC', size: '3' });
      const second = await list({ sort: 'PRICE_ASC', size: '3', page: '1' });
      expect([first.totalElements, first.totalPages]).toEqual([4, 2]);
      expect([...first.content, ...second.content].map((p) => p.price)).toEqual([12_000, 15_000, 25_000, 40_000]);
    });

    it('refuses a tab or page size it does not know with 400, and another mode with 403', async () => {
      expect((await get(`${productPaths.list}?tab=SOLD`)).body.errorCode).toBe('BAD_REQUEST');
      expect((await get(`${productPaths.list}?size=1000`)).body.errorCode).toBe('BAD_REQUEST');
      const internal = await createTestUser(server, { mode: 'INTERNAL', codes: [] });
      expect((await get(productPaths.list, internal.cookie)).status).toBe(403);
      expect((await server.call('GET', productPaths.list)).status).toBe(401);
    });

    it('shows the demo seller about fifty products with images, in every tab', async () => {
      const cookie = await server.signIn(demo.seller.username, demo.seller.password);
      const answer = await list({ size: '100' }, cookie);
      expect(answer.counts.ALL).toBeGreaterThanOrEqual(45);
      expect(answer.counts.OUT_OF_STOCK).toBeGreaterThan(0);
      expect(answer.counts.INACTIVE).toBeGreaterThan(0);
      expect(answer.content.every((p) => p.imageUrl?.startsWith('data:image/svg+xml'))).toBe(true);
      expect(answer.content.some((p) => p.itemId.startsWith('ITEM-60009'))).toBe(false);
    });
  });

  describe('categories (§7 /backend/category, catalog 10001)', () => {
    it('answers the active tree, leaving out excluded codes with what is under them', async () => {
      const tree = found((await get<ProductCategory[]>(`${productPaths.categories}?catalogCode=10001&active=true`)).body.value);
      const roots = tree.map((c) => c.code);
      expect(roots).toEqual(expect.arrayContaining(['CAT-FOOD', 'CAT-HOME', 'CAT-FASHION']));
      expect(roots).not.toContain('CAT-DIGITAL');
      expect(tree.find((c) => c.code === 'CAT-FOOD')?.children.map((c) => c.nameEn)).toContain('Coffee & Tea');
      const excluded = found((await get<ProductCategory[]>(`${productPaths.categories}?catalogCode=10001&active=false&exclusion=CAT-FOOD`)).body.value);
      expect(excluded.map((c) => c.code)).toContain('CAT-DIGITAL');
      expect(excluded.map((c) => c.code)).not.toContain('CAT-FOOD');
      expect(found((await get<ProductCategory[]>(`${productPaths.categories}?catalogCode=99999`)).body.value)).toEqual([]);
    });
  });

  describe('the codes: STORE_PRODUCT for products, STORE_PRODUCT-REVIEW for reviews (demo store DEMO-60001)', () => {
    const demoItem = 'ITEM-60001-001';
    const demoRow = async () => found((await rowsOf(server, 'DEMO-60001')).find((row) => row.itemId === demoItem));
    const demoReview = async () =>
      found((await server.database.db.select().from(productReviews).where(eq(productReviews.storeCode, 'DEMO-60001')).limit(1))[0]);
    const attempts = async (cookie: string) => {
      const { version } = await demoRow();
      const review = await demoReview();
      return {
        price: await server.call('PUT', productPaths.item(demoItem), { cookie, body: { price: 1_000, version } }),
        stock: await server.call('PUT', productPaths.item(demoItem), { cookie, body: { stock: 0, version } }),
        status: await server.call('POST', productPaths.status, { cookie, body: { itemIds: [demoItem], active: false } }),
        reply: await server.call('PUT', productPaths.reviewReply(review.id), { cookie, body: { text: 'Balasan dari staf chat' } }),
      };
    };

    it('refuses chat-only staff (chatstaff@demo.test) price, stock, status and review replies with 403 PE403001, changing nothing', async () => {
      const cookie = await server.signIn(demo.chatStaff.username, demo.chatStaff.password);
      const [before, reviewBefore] = [await demoRow(), await demoReview()];
      const tried = await attempts(cookie);
      for (const [call, answer] of Object.entries(tried)) expect([call, answer.status, answer.body.errorCode]).toEqual([call, 403, 'PE403001']);
      for (const path of [productPaths.list, productPaths.reviews, productPaths.bulkTemplate]) {
        expect([path, (await get(path, cookie)).status]).toEqual([path, 403]);
      }
      expect(await demoRow()).toEqual(before);
      expect(await demoReview()).toEqual(reviewBefore);
      // Seller chat's product cards still read the item detail with the chat codes (§6).
      expect((await get(productPaths.detail(demoItem), cookie)).status).toBe(200);
    });

    it('lets staff with STORE_PRODUCT only (staff@demo.test) change the price but not reply to a review', async () => {
      const cookie = await server.signIn(demo.staff.username, demo.staff.password);
      const { version } = await demoRow();
      expect((await server.call('PUT', productPaths.item(demoItem), { cookie, body: { stock: 11, version } })).status).toBe(200);
      const reply = await server.call('PUT', productPaths.reviewReply((await demoReview()).id), { cookie, body: { text: 'Terima kasih' } });
      expect([reply.status, reply.body.errorCode]).toEqual([403, 'PE403001']);
    });

    it('lets the owner (seller@demo.test, every STORE_* code) change price, stock and status and reply', async () => {
      const tried = await attempts(await server.signIn(demo.seller.username, demo.seller.password));
      expect(tried.price.status).toBe(200);
      // The stock edit started from the version the price edit replaced: a conflict, not a refusal.
      expect(tried.stock.body.errorCode).toBe('PRODUCT_VERSION_CONFLICT');
      expect([tried.status.status, tried.reply.status]).toEqual([200, 200]);
    });
  });

  describe('the item detail (§7)', () => {
    it('answers the product with its category path; another store’s item is not found, as seller chat’s cards know it', async () => {
      const detail = found((await get<ProductDetail>(productPaths.detail(seller.ids[0]))).body.value);
      expect(detail).toMatchObject({ itemId: seller.ids[0], name: 'Kopi Susu Gula Aren', price: 25_000, stock: 10, status: 'ACTIVE', reviewCount: 0 });
      expect(detail.categoryPath.map((c) => c.code)).toEqual(['CAT-FOOD', 'CAT-FOOD-COFFEE-TEA']);
      const other = await get(productPaths.detail('ITEM-60009-001'));
      expect([other.status, other.body.errorCode]).toEqual([404, 'CHAT_PRODUCT_NOT_FOUND']);
    });
  });

  describe('the inline edit', () => {
    const patch = (itemId: string, body: unknown, cookie = seller.cookie) => server.call<ProductItem>('PUT', productPaths.item(itemId), { cookie, body });

    it('saves a new price and stock over the version the seller saw, and raises the version', async () => {
      const answer = await patch(seller.ids[0], { price: '27.500', stock: 0, version: 1 });
      expect(answer.body.value).toMatchObject({ price: 27_500, stock: 0, status: 'OUT_OF_STOCK', version: 2 });
    });

    it('takes a price as the seller typed it, with its currency ("Rp 40.000")', async () => {
      const answer = await patch(seller.ids[0], { price: 'Rp 40.000', version: 1 });
      expect(answer.body.value).toMatchObject({ price: 40_000, version: 2 });
    });

    it('answers a price with cents with a message that says how to write one', async () => {
      const answer = await patch(seller.ids[0], { price: 'Rp 40.000,50', version: 1 });
      expect({ status: answer.status, code: answer.body.errorCode }).toEqual({ status: 400, code: 'PRODUCT_PRICE_INVALID' });
      expect(answer.body.errorMessage).toContain('such as 40000 or Rp40.000 (no cents)');
    });

    it.each([
      ['a price of -1', { price: -1 }, 'PRODUCT_PRICE_INVALID'],
      ['a price of "abc"', { price: 'abc' }, 'PRODUCT_PRICE_INVALID'],
      ['a price below Rp100', { price: 50 }, 'PRODUCT_PRICE_INVALID'],
      ['a fractional price', { price: 1000.5 }, 'PRODUCT_PRICE_INVALID'],
      ['a negative stock', { stock: -3 }, 'PRODUCT_STOCK_INVALID'],
      ['a stock of "lots"', { stock: 'lots' }, 'PRODUCT_STOCK_INVALID'],
      ['a good price with a bad stock', { price: 30_000, stock: -1 }, 'PRODUCT_STOCK_INVALID'],
      ['neither', {}, 'PRODUCT_NOTHING_TO_CHANGE'],
    ])('refuses %s with 400 and changes nothing', async (_name, change, code) => {
      const before = await rowsOf(server, seller.storeCode);
      const answer = await patch(seller.ids[0], { ...change, version: 1 });
      expect({ status: answer.status, code: answer.body.errorCode, success: answer.body.success }).toEqual({ status: 400, code, success: false });
      expect(answer.body.errorMessage).toBeTruthy();
      expect(await rowsOf(server, seller.storeCode)).toEqual(before);
    });

    it('tells the second of two tabs that started from the same version, with the product as it is now, and keeps the first', async () => {
      expect((await patch(seller.ids[0], { price: 26_000, version: 1 })).status).toBe(200);
      const second = await patch(seller.ids[0], { stock: 99, version: 1 });
      expect({ status: second.status, code: second.body.errorCode }).toEqual({ status: 409, code: 'PRODUCT_VERSION_CONFLICT' });
      expect(second.body.value).toMatchObject({ price: 26_000, stock: 10, version: 2 });
      expect((await rowsOf(server, seller.storeCode))[0]).toMatchObject({ price: 26_000, stock: 10, version: 2 });
    });

    it('refuses another store’s product as not found, changing nothing', async () => {
      const before = await rowsOf(server, 'DEMO-60009');
      const answer = await patch('ITEM-60009-001', { price: 1_000, version: 1 });
      expect({ status: answer.status, code: answer.body.errorCode }).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
      expect(await rowsOf(server, 'DEMO-60009')).toEqual(before);
    });
  });

  describe('activate and deactivate', () => {
    const setActive = (itemIds: string[], active: boolean) =>
      server.call<ProductStatusAnswer>('POST', productPaths.status, { cookie: seller.cookie, body: { itemIds, active } });

    it('deactivates one, activates many, and moves them between the tabs', async () => {
      const off = await setActive([seller.ids[0]], false);
      expect(off.body.value?.items.map((p) => [p.itemId, p.status])).toEqual([[seller.ids[0], 'INACTIVE']]);
      const on = await setActive([seller.ids[0], seller.ids[1], seller.ids[2]], true);
      expect(on.body.value?.items.map((p) => p.active)).toEqual([true, true, true]);
      expect((await list()).counts).toEqual({ ALL: 4, ACTIVE: 3, OUT_OF_STOCK: 1, INACTIVE: 0 });
    });

    it('refuses the whole change when one product is another store’s, changing nothing', async () => {
      const before = await rowsOf(server, seller.storeCode);
      const answer = await setActive([seller.ids[0], 'ITEM-60009-001'], false);
      expect({ status: answer.status, code: answer.body.errorCode }).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
      expect(await rowsOf(server, seller.storeCode)).toEqual(before);
      expect((await setActive([], false)).body.errorCode).toBe('BAD_REQUEST');
    });
  });

  describe('bulk price and stock by XLSX', () => {
    it('downloads a template of the store’s products that uploads back unchanged', async () => {
      const response = await fetch(server.baseUrl + productPaths.bulkTemplate, { headers: { cookie: seller.cookie } });
      expect(response.headers.get('content-type')).toContain('spreadsheetml');
      const workbook = await workbookOf(await response.arrayBuffer());
      const sheet = workbook.worksheets[0];
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        productBulkColumns.itemId,
        productBulkColumns.name,
        productBulkColumns.sku,
        productBulkColumns.price,
        productBulkColumns.stock,
      ]);
      expect(sheet.actualRowCount).toBe(5);
      // Changing one price in the downloaded file and sending it back changes that price only.
      const row = [2, 3, 4, 5].map((n) => sheet.getRow(n)).find((r) => r.getCell(1).value === seller.ids[3]);
      found(row).getCell(4).value = 13_500;
      const { body } = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
      const process = await finished(found(body.value).bulkProcessId);
      // Four rows applied, of which one changed its product: the other three held its values already.
      expect(process).toMatchObject({
        status: 'DONE',
        totalRows: 4,
        succeededRows: 4,
        changedRows: 1,
        unchangedRows: 3,
        failedRows: 0,
        notes: [],
        excelLink: null,
      });
      const rows = await rowsOf(server, seller.storeCode);
      expect(rows.map((r) => [r.price, r.version])).toEqual([
        [25_000, 1],
        [15_000, 1],
        [40_000, 1],
        [13_500, 2],
      ]);
    });

    it('applies the good rows and reports each broken one with its row number, and the failed rows as a file', async () => {
      const [a, b, c, d] = seller.ids;
      const file = await sheetWith([
        [a, 30_000, 12],
        [b, 'abc', 5],
        ['ITEM-60009-001', 1_000, 1],
        [null, 5_000, 1],
        [c, null, 3],
        [a, 31_000, null],
        [d, -1, null],
        ['IT-NOWHERE', 5_000, 1],
      ]);
      const { status, body } = await upload(file);
      expect(status).toBe(200);
      const process = await finished(found(body.value).bulkProcessId);
      expect(process).toMatchObject({ status: 'DONE', totalRows: 8, succeededRows: 2, changedRows: 2, unchangedRows: 0, failedRows: 6 });
      // Each failed row by the store's name of its product; another store's item is named by its ID only.
      expect(process.notes.map((n) => [n.rowNumber, n.itemId, n.name, n.errorCode])).toEqual([
        [3, b, 'Teh Melati', 'PRODUCT_PRICE_INVALID'],
        [4, 'ITEM-60009-001', null, 'PRODUCT_NOT_FOUND'],
        [5, null, null, 'PRODUCT_BULK_ITEM_ID_BLANK'],
        [7, a, 'Kopi Susu Gula Aren', 'PRODUCT_BULK_ROW_DUPLICATE'],
        [8, d, 'Sabun Sereh', 'PRODUCT_PRICE_INVALID'],
        [9, 'IT-NOWHERE', null, 'PRODUCT_NOT_FOUND'],
      ]);
      expect(process.notes[0].message).toMatch(/price/i);
      const rows = await rowsOf(server, seller.storeCode);
      expect(rows.map((r) => [r.itemId, r.price, r.stock])).toEqual([
        [a, 30_000, 12],
        [b, 15_000, 0],
        [c, 40_000, 3],
        [d, 12_000, 7],
      ]);
      // The other store's product is untouched.
      expect((await rowsOf(server, 'DEMO-60009')).find((r) => r.itemId === 'ITEM-60009-001')?.price).not.toBe(1_000);

      const link = found(process.excelLink);
      const response = await fetch(server.baseUrl + link, { headers: { cookie: seller.cookie } });
      const failed = (await workbookOf(await response.arrayBuffer())).worksheets[0];
      expect(failed.actualRowCount).toBe(7);
      // Uploaded without a language: the file is Indonesian, as the portal is by default.
      expect(failed.name).toBe('Baris gagal');
      expect(failed.getRow(1).values).toEqual([undefined, 'Baris', 'ID Item', 'Nama produk', 'Harga (Rp)', 'Stok', 'Kesalahan']);
      expect(failed.getRow(2).values).toEqual([
        undefined,
        3,
        b,
        'Teh Melati',
        'abc',
        '5',
        'Harga harus bilangan bulat rupiah dari Rp100 sampai Rp1.000.000.000.',
      ]);
    });

    it('counts a row that changes nothing as unchanged rather than changed, names the failed rows, and writes their file in the uploader’s language', async () => {
      const [a, b, c, d] = seller.ids;
      const rows = [
        [a, 25_000, 10], // what the product has already
        [b, 15_000, 4], // a new stock
        [c, 'Rp 41.000', null], // a new price, written with its currency
        [d, '12.000', 7], // what it has, written with its dots
        ['IT-NOWHERE', 5_000, 1],
        [a, 'dua puluh', null],
      ];
      const files = { en: null as ExcelJS.Workbook | null, id: null as ExcelJS.Workbook | null };
      for (const lang of ['en', 'id'] as const) {
        const { body } = await upload(await sheetWith(rows), seller.cookie, 'file', `?lang=${lang}`);
        const process = await finished(found(body.value).bulkProcessId);
        const first = lang === 'en';
        // The second upload of the same file finds every good row already applied.
        expect(process).toMatchObject({
          status: 'DONE',
          totalRows: 6,
          succeededRows: 4,
          changedRows: first ? 2 : 0,
          unchangedRows: first ? 2 : 4,
          failedRows: 2,
        });
        expect(process.notes.map((n) => [n.rowNumber, n.itemId, n.name, n.errorCode])).toEqual([
          [6, 'IT-NOWHERE', null, 'PRODUCT_NOT_FOUND'],
          [7, a, 'Kopi Susu Gula Aren', 'PRODUCT_PRICE_INVALID'],
        ]);
        const response = await fetch(server.baseUrl + found(process.excelLink), { headers: { cookie: seller.cookie } });
        files[lang] = await workbookOf(await response.arrayBuffer());
      }
      expect((await rowsOf(server, seller.storeCode)).map((r) => [r.itemId, r.price, r.stock, r.version])).toEqual([
        [a, 25_000, 10, 1],
        [b, 15_000, 4, 2],
        [c, 41_000, 5, 2],
        [d, 12_000, 7, 1],
      ]);
      const en = found(files.en).worksheets[0];
      expect(en.name).toBe('Failed rows');
      expect(en.getRow(1).values).toEqual([undefined, 'Row', 'Item ID', 'Product name', 'Price (Rp)', 'Stock', 'Error']);
      expect(en.getRow(2).values).toEqual([undefined, 6, 'IT-NOWHERE', '', '5000', '1', 'The item ID is not a product of your store.']);
      expect(en.getRow(3).values).toEqual([
        undefined,
        7,
        a,
        'Kopi Susu Gula Aren',
        'dua puluh',
        '',
        'The price must be a whole number of rupiah from Rp100 to Rp1,000,000,000.',
      ]);
      const id = found(files.id).worksheets[0];
      expect(id.name).toBe('Baris gagal');
      expect(id.getRow(1).values).toEqual([undefined, 'Baris', 'ID Item', 'Nama produk', 'Harga (Rp)', 'Stok', 'Kesalahan']);
      expect(id.getRow(2).values).toEqual([undefined, 6, 'IT-NOWHERE', '', '5000', '1', 'ID item ini bukan produk toko Anda.']);
      expect(id.getRow(3).getCell(6).value).toBe('Harga harus bilangan bulat rupiah dari Rp100 sampai Rp1.000.000.000.');

      // The failed rows' file goes back up as it is: its headers are the template's, so its rows are read again.
      const again = await upload(Buffer.from(await found(files.id).xlsx.writeBuffer()));
      const retried = await finished(found(again.body.value).bulkProcessId);
      expect(retried.notes.map((n) => [n.rowNumber, n.errorCode])).toEqual([
        [2, 'PRODUCT_NOT_FOUND'],
        [3, 'PRODUCT_PRICE_INVALID'],
      ]);
    });

    it('refuses a file that is no XLSX at once, and marks a workbook without the template’s columns FAILED', async () => {
      const plain = await upload(Buffer.from('itemId,price\nA,1000\n'));
      expect({ status: plain.status, code: plain.body.errorCode }).toEqual({ status: 400, code: 'PRODUCT_BULK_FILE_INVALID' });
      expect((await upload(Buffer.from('x'), seller.cookie, 'other')).body.errorCode).toBe('PRODUCT_BULK_FILE_MISSING');
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Lain').addRow(['Nama', 'Jumlah']);
      const { body } = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
      expect(await finished(found(body.value).bulkProcessId)).toMatchObject({ status: 'FAILED', errorCode: 'PRODUCT_BULK_FILE_INVALID' });
    });

    it('shows a process to its own store only', async () => {
      const { body } = await upload(await sheetWith([[seller.ids[0], 26_000, null]]));
      const id = found(body.value).bulkProcessId;
      await finished(id);
      const other = await createTestUser(server, { mode: 'STORE', codes: productCodes });
      expect((await get(productPaths.bulkProcessNotes(id), other.cookie)).body.errorCode).toBe('PRODUCT_BULK_PROCESS_NOT_FOUND');
      expect((await get(productPaths.bulkProcessNotes('not-an-id'))).body.errorCode).toBe('PRODUCT_BULK_PROCESS_NOT_FOUND');
    });
  });

  describe('reviews (/product-review)', () => {
    beforeEach(async () => {
      // Review n was written n hours ago, after order ORD-n.
      const review = (n: number, item: number, customerName: string, rating: number, text: string) => ({
        id: `R-${seller.storeCode}-${n}`,
        storeCode: seller.storeCode,
        itemId: seller.ids[item],
        orderNumber: `ORD-${n}`,
        customerName,
        rating,
        text,
        createdAt: new Date(server.clock.now().getTime() - n * 3_600_000),
      });
      await server.database.db
        .insert(productReviews)
        .values([review(1, 0, 'Rani', 5, 'Enak sekali'), review(2, 1, 'Rudi', 2, 'Kemasan penyok'), review(3, 0, 'Sari', 5, 'Mantap')]);
    });
    const reviews = async (query: Record<string, string> = {}, cookie = seller.cookie) =>
      found((await get<ProductReviewListAnswer>(`${productPaths.reviews}?${new URLSearchParams(query)}`, cookie)).body.value);
    const reply = (reviewId: string, text: string, cookie = seller.cookie) =>
      server.call<ProductReview>('PUT', productPaths.reviewReply(reviewId), { cookie, body: { text } });

    it('lists the newest first with the count of each rating, filters by rating and searches', async () => {
      const all = await reviews();
      expect(all.content.map((r) => r.customerName)).toEqual(['Rani', 'Rudi', 'Sari']);
      expect(all.ratingCounts).toEqual({ '1': 0, '2': 1, '3': 0, '4': 0, '5': 2 });
      expect([all.ratingAverage, all.unrepliedCount]).toEqual([4, 3]);
      expect((await reviews({ rating: '5' })).content.map((r) => r.customerName)).toEqual(['Rani', 'Sari']);
      expect((await reviews({ q: 'penyok' })).content.map((r) => r.reviewId)).toEqual([`R-${seller.storeCode}-2`]);
      expect((await reviews({ q: 'teh melati' })).content.map((r) => r.productName)).toEqual(['Teh Melati']);
      expect((await get(`${productPaths.reviews}?rating=6`)).body.errorCode).toBe('BAD_REQUEST');
    });

    it('writes the one reply to a review, then edits it; the replied filter follows', async () => {
      const id = `R-${seller.storeCode}-2`;
      const first = found((await reply(id, '  Mohon maaf, Kak. Kami kirim ulang.  ')).body.value);
      expect(first.reply).toMatchObject({ text: 'Mohon maaf, Kak. Kami kirim ulang.', editedAt: null });
      server.clock.advance(60_000);
      const edited = found((await reply(id, 'Mohon maaf, Kak. Paket pengganti sudah dikirim.')).body.value);
      expect(edited.reply).toMatchObject({ text: 'Mohon maaf, Kak. Paket pengganti sudah dikirim.', repliedAt: first.reply?.repliedAt });
      expect(edited.reply?.editedAt).toBeGreaterThan(found(first.reply).repliedAt);
      expect((await reviews({ replied: 'true' })).content.map((r) => r.reviewId)).toEqual([id]);
      expect((await reviews({ replied: 'false' })).totalElements).toBe(2);
    });

    it('refuses a blank or too long reply and another store’s review, writing nothing', async () => {
      const id = `R-${seller.storeCode}-1`;
      expect((await reply(id, '   ')).body.errorCode).toBe('REVIEW_REPLY_INVALID');
      expect((await reply(id, 'a'.repeat(1_001))).body.errorCode).toBe('REVIEW_REPLY_INVALID');
      const other = await createTestUser(server, { mode: 'STORE', codes: productCodes });
      const foreign = await reply(id, 'Bukan toko saya', other.cookie);
      expect({ status: foreign.status, code: foreign.body.errorCode }).toEqual({ status: 404, code: 'REVIEW_NOT_FOUND' });
      expect((await reviews()).content.every((r) => r.reply === null)).toBe(true);
    });
  });
});
