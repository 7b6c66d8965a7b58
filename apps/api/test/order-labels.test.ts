import { orderPaths, orderPathsOf, type MarketplaceOrderRequest, type OrderDetail } from '@seller-portal/contracts/orders';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickupPoints } from '../src/db/schema';
import { productItems } from '../src/modules/products/schema';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { readLabelPdf } from './support/label-pdf';
import { marketplaceOrderRequest, placeMarketplaceOrder } from './support/marketplace-orders';
import { drivers } from './support/test-database';
import { useTestServer } from './support/test-server';
import { createTestUser, type TestUser } from './support/test-users';

const qrOf = (text: string) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => (modules.get(row, col) ? '1' : '0')).join(''));
};

describe.each(drivers)('shipping labels (§2.5 /order-list) (%s)', (driver) => {
  const server = useTestServer(driver);
  let owner: TestUser;
  let storeCode: string;
  let customerToken: string;

  beforeAll(async () => {
    owner = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER'] });
    storeCode = owner.storeCode as string;
    await server.database.db.insert(pickupPoints).values({ code: `PP-${storeCode}`, storeCode, name: 'Gudang Uji', address: 'Jl. Gudang 5', isDefault: true });
    await server.database.db.insert(productItems).values({ itemId: `${storeCode}-A`, storeCode, name: 'Kopi & Teh Uji', price: 50_000, stock: 1000 });
    customerToken = await signCustomerToken(devChatCustomerTokenSecret, { customerId: 'CUST-LABEL', name: 'Budi Santoso' }, server.clock.now());
  });

  const place = (courier: MarketplaceOrderRequest['courier']) =>
    placeMarketplaceOrder(
      server,
      customerToken,
      marketplaceOrderRequest(storeCode, { items: [{ itemId: `${storeCode}-A`, quantity: 2 }], courier, paymentMethod: 'COD' }),
    );
  const act = async (path: string, body: unknown) => {
    const answer = await server.call<OrderDetail>('POST', path, { body, cookie: owner.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as OrderDetail;
  };
  const ship = async (order: OrderDetail, trackingNumber: string) => {
    const accepted = await act(orderPathsOf.accept(order.orderNumber), { version: order.version });
    return act(orderPathsOf.ship(order.orderNumber), { version: accepted.version, trackingNumber });
  };
  /** Downloads a label file as the seller's browser does (the session cookie, and the language cookie when given). */
  const download = async (path: string, language?: 'id' | 'en') => {
    const cookie = language ? `${owner.cookie}; Partners-Language=${language}` : owner.cookie;
    const response = await fetch(server.baseUrl + path, { headers: { cookie } });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="labels?-.*\.pdf"$/);
    return readLabelPdf(new Uint8Array(await response.arrayBuffer()));
  };

  it('has no label for a new order: the seller may still decline it', async () => {
    const order = await place('JNT');
    const answer = await server.call('GET', orderPathsOf.label(order.orderNumber), { cookie: owner.cookie });
    expect([answer.status, answer.body.errorCode, answer.body.value]).toEqual([409, 'ORDER_LABEL_NOT_READY', { orderNumbers: [order.orderNumber] }]);
  });

  it('prints an accepted order with the order number as a QR code and a box for the tracking number', async () => {
    const order = await place('JNT');
    await act(orderPathsOf.accept(order.orderNumber), { version: order.version });
    const [page] = await download(orderPathsOf.label(order.orderNumber));
    expect(page.barcode).toBeNull();
    expect(page.qr).toBe(order.orderNumber);
    expect(page.qrRows).toEqual(qrOf(order.orderNumber));
    expect(page.texts).toContain('Penerima');
  });

  it('prints a shipped order with a barcode that decodes to its tracking number, in the seller’s language', async () => {
    const order = await ship(await place('JNE'), '012345678901234');
    const [english] = await download(orderPathsOf.label(order.orderNumber), 'en');
    expect(english.barcode).toBe('012345678901234');
    expect(english.qr).toBe(order.orderNumber);
    expect(english.qrRows).toEqual(qrOf(order.orderNumber));
    expect(english.texts).toEqual(expect.arrayContaining(['To', 'From', '2 × Kopi & Teh Uji', 'Gudang Uji - Jl. Gudang 5']));
    // The page's own choice (`lang`) comes before the cookie; Indonesian without either.
    const [indonesian] = await download(orderPathsOf.label(order.orderNumber, 'id'), 'en');
    expect(indonesian.texts).toEqual(expect.arrayContaining(['Penerima', 'Pengirim', 'Isi paket']));
    expect((await download(orderPathsOf.label(order.orderNumber)))[0].texts).toContain('Penerima');
  });

  it('prints the selected orders as one file, a page each in the order chosen', async () => {
    const first = await ship(await place('JNT'), 'JP5550001111');
    const second = await ship(await place('GOSEND'), 'GK-11-1234567');
    const pages = await download(orderPathsOf.labels([second.orderNumber, first.orderNumber], 'en'));
    expect(pages.map((page) => page.barcode)).toEqual(['GK-11-1234567', 'JP5550001111']);
    expect(pages.map((page) => page.qr)).toEqual([second.orderNumber, first.orderNumber]);
  });

  it('refuses a batch holding a new or cancelled order, naming them, and prints nothing', async () => {
    const ready = await ship(await place('JNT'), 'JP5550002222');
    const fresh = await place('JNT');
    const cancelled = await place('JNT');
    await act(orderPathsOf.cancel(cancelled.orderNumber), { version: cancelled.version, reason: 'OUT_OF_STOCK' });
    const answer = await server.call('GET', orderPathsOf.labels([ready.orderNumber, fresh.orderNumber, cancelled.orderNumber]), { cookie: owner.cookie });
    expect([answer.status, answer.body.errorCode, answer.body.value]).toEqual([
      409,
      'ORDER_LABEL_NOT_READY',
      { orderNumbers: [fresh.orderNumber, cancelled.orderNumber] },
    ]);
  });

  it('prints only the store’s own orders, and refuses a list that is not one', async () => {
    const mine = await ship(await place('JNT'), 'JP5550003333');
    const other = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER'] });
    const foreign = await server.call('GET', orderPathsOf.labels([mine.orderNumber]), { cookie: other.cookie });
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'ORDER_NOT_FOUND']);
    const tooMany = Array.from({ length: 101 }, (_, index) => `ORD-20261125-${String(index).padStart(7, '0')}`);
    for (const path of [orderPaths.labels, `${orderPaths.labels}?orders=`, `${orderPaths.labels}?orders=DROP%20TABLE`, orderPathsOf.labels(tooMany)]) {
      const answer = await server.call('GET', path, { cookie: owner.cookie });
      expect([answer.status, answer.body.errorCode], path).toEqual([400, 'BAD_REQUEST']);
    }
    const signedOut = await server.call('GET', orderPathsOf.labels([mine.orderNumber]));
    expect(signedOut.status).toBe(401);
  });
});
