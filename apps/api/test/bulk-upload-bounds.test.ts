import { type Envelope } from '@seller-portal/contracts/core';
import { productsFeature, productBulkColumns, productPaths, type ProductBulkProcess, type ProductBulkUploadAnswer } from '@seller-portal/contracts/products';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productBulkProcesses } from '../src/modules/products/schema';
import { drivers } from './support/test-database';
import { useTestServer } from './support/test-server';
import { createTestUser, type TestUser } from './support/test-users';
import { headerRowXml, sheetXml, workbookParts, zipPackage } from './support/zip-package';

const header = headerRowXml([productBulkColumns.itemId, productBulkColumns.price, productBulkColumns.stock]);

/** Rows as a spreadsheet program writes them: each row and cell with its reference. */
const numberedRows = (count: number) =>
  Array.from({ length: count }, (_, n) => {
    const r = n + 2;
    return `<row r="${r}"><c r="A${r}"><v>${r}</v></c><c r="B${r}"><v>1000</v></c><c r="C${r}"><v>1</v></c></row>`;
  }).join('');

/** Rows as tight as the format allows: the cells take their columns from their places. */
const compactRows = (count: number) =>
  Array.from({ length: count }, (_, n) => `<row r="${n + 2}"><c><v>1</v></c><c><v>1000</v></c><c><v>1</v></c></row>`).join('');

describe.each(drivers)('bulk product files are bounded before they are parsed (%s)', (driver) => {
  const server = useTestServer(driver);
  let seller: TestUser;
  beforeEach(async () => {
    seller = await createTestUser(server, { mode: 'STORE', codes: [...productsFeature.actions.products.codes] });
  });
  const upload = async (content: Buffer, cookie = seller.cookie): Promise<{ status: number; body: Envelope<ProductBulkUploadAnswer> }> => {
    const form = new FormData();
    form.append('file', new Blob([content]), 'produk.xlsx');
    const response = await fetch(server.baseUrl + productPaths.bulkUpload, { method: 'POST', body: form, headers: { cookie } });
    return { status: response.status, body: (await response.json()) as Envelope<ProductBulkUploadAnswer> };
  };
  const finished = async (bulkProcessId: string) =>
    vi.waitFor(
      async () => {
        const answer = await server.call<ProductBulkProcess>('GET', productPaths.bulkProcessNotes(bulkProcessId), { cookie: seller.cookie });
        const process = answer.body.value;
        if (!process || (process.status !== 'DONE' && process.status !== 'FAILED')) throw new Error(`still ${process?.status}`);
        return process;
      },
      { timeout: 25_000, interval: 50 },
    );
  const healthz = async () => (await fetch(`${server.baseUrl}/healthz`)).status;
  const processesOfStore = async () =>
    server.database.db
      .select({ id: productBulkProcesses.id })
      .from(productBulkProcesses)
      .where(eq(productBulkProcesses.storeCode, seller.storeCode ?? ''));

  it('refuses a 200,000-row sheet packed under 2 MB from its declared size, parsing nothing, while /healthz answers', async () => {
    const bomb = zipPackage(workbookParts(sheetXml(header + compactRows(200_000))));
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const [answer, health] = await Promise.all([upload(bomb), healthz()]);
    expect({ status: answer.status, code: answer.body.errorCode }).toEqual({ status: 413, code: 'PRODUCT_BULK_FILE_TOO_LARGE_UNPACKED' });
    expect(health).toBe(200);
    expect(await processesOfStore()).toEqual([]);
  });

  it('reads a sheet within the declared limits in a worker thread, stops past 2,000 rows, and answers /healthz while it is read', async () => {
    const file = zipPackage(workbookParts(sheetXml(header + numberedRows(60_000))));
    const answer = await upload(file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const id = answer.body.value?.bulkProcessId ?? '';
    expect(await healthz()).toBe(200);
    expect(await finished(id)).toMatchObject({ status: 'FAILED', errorCode: 'PRODUCT_BULK_TOO_MANY_ROWS' });
  });

  it.each([
    ['a part packed more than 100 times smaller (a zip bomb)', () => zipPackage(workbookParts(sheetXml(header + '<row r="2"/>'.repeat(400_000))))],
    [
      'more parts than a workbook has',
      () => zipPackage([...workbookParts(sheetXml(header)), ...Array.from({ length: 120 }, (_, n) => ({ name: `xl/media/image${n}.png`, content: 'x' }))]),
    ],
  ])('refuses %s at once with 413 PRODUCT_BULK_FILE_TOO_LARGE_UNPACKED', async (_name, file) => {
    const answer = await upload(file());
    expect({ status: answer.status, code: answer.body.errorCode }).toEqual({ status: 413, code: 'PRODUCT_BULK_FILE_TOO_LARGE_UNPACKED' });
    expect(await processesOfStore()).toEqual([]);
  });

  it('refuses bytes that only start like a ZIP with 400 PRODUCT_BULK_FILE_INVALID', async () => {
    const answer = await upload(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2_000, 0x41)]));
    expect({ status: answer.status, code: answer.body.errorCode }).toEqual({ status: 400, code: 'PRODUCT_BULK_FILE_INVALID' });
  });

  it('marks a sheet that unpacks to more than its directory declares FAILED, inflating no more than declared', async () => {
    const parts = workbookParts(sheetXml(header + numberedRows(60_000)), { declaredSize: 1_000 });
    const answer = await upload(zipPackage(parts));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await finished(answer.body.value?.bulkProcessId ?? '')).toMatchObject({ status: 'FAILED', errorCode: 'PRODUCT_BULK_FILE_TOO_LARGE_UNPACKED' });
  });

  it('reads a hand-written workbook of inline strings as the template', async () => {
    const file = zipPackage(
      workbookParts(sheetXml(`${header}<row r="2"><c r="A2" t="inlineStr"><is><t>IT-NOWHERE</t></is></c><c r="B2"><v>5000</v></c></row>`)),
    );
    const answer = await upload(file);
    expect(await finished(answer.body.value?.bulkProcessId ?? '')).toMatchObject({
      status: 'DONE',
      totalRows: 1,
      notes: [expect.objectContaining({ rowNumber: 2, itemId: 'IT-NOWHERE', errorCode: 'PRODUCT_NOT_FOUND' })],
    });
  });

  it('refuses a second upload while the store’s file is applied by any process, and takes one once it has finished', async () => {
    // Another server process has claimed this store's file and is applying it now.
    const id = crypto.randomUUID();
    await server.database.db.insert(productBulkProcesses).values({
      id,
      storeCode: seller.storeCode ?? '',
      userId: seller.userId,
      fileName: 'first.xlsx',
      status: 'RUNNING',
      startedAt: server.clock.now(),
      createdAt: server.clock.now(),
    });
    const file = zipPackage(workbookParts(sheetXml(header)));
    const refused = await upload(file);
    expect({ status: refused.status, code: refused.body.errorCode }).toEqual({ status: 409, code: 'PRODUCT_BULK_UPLOAD_IN_PROGRESS' });
    // Another member of the same store sends the same store's file.
    const colleague = await createTestUser(server, {
      mode: 'STORE',
      codes: [...productsFeature.actions.products.codes],
      store: { code: seller.storeCode ?? '' },
    });
    expect((await upload(file, colleague.cookie)).body.errorCode).toBe('PRODUCT_BULK_UPLOAD_IN_PROGRESS');
    // Another store is not held up.
    const other = await createTestUser(server, { mode: 'STORE', codes: [...productsFeature.actions.products.codes] });
    expect((await upload(file, other.cookie)).status).toBe(200);

    await server.database.db.update(productBulkProcesses).set({ status: 'DONE', finishedAt: server.clock.now() }).where(eq(productBulkProcesses.id, id));
    const taken = await upload(file);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    await finished(taken.body.value?.bulkProcessId ?? '');
  });
});
