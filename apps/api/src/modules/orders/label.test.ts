import type { OrderDetail } from '@seller-portal/contracts/orders';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQr, readLabelPdf } from '../../../test/support/label-pdf';
import { shippingLabelsPdf, type ShippingLabel } from './label';

const order: OrderDetail = {
  orderNumber: 'ORD-20261125-0000123',
  status: 'SHIPPED',
  createdAt: Date.UTC(2026, 10, 25, 2),
  shipBy: Date.UTC(2026, 10, 27, 7, 30),
  customerName: 'Budi Santoso',
  pickupPointCode: 'PP-1',
  pickupPointName: 'Gudang Jakarta Barat',
  courier: 'JNT',
  trackingNumber: 'JP1234567890',
  paymentMethod: 'COD',
  total: 132_000,
  itemCount: 2,
  firstItemName: 'Kopi Gayo 250 g',
  version: 3,
  deliveredAt: null,
  autoCompleteAt: null,
  customerId: 'CUST-1',
  customerPhone: '081234567890',
  shippingAddress: {
    recipientName: 'Budi Santoso',
    phone: '081234567890',
    street: 'Jl. Merdeka 1',
    district: 'Kebayoran Baru',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    postalCode: '12430',
  },
  items: [
    { itemId: 'A', name: 'Kopi Gayo 250 g', price: 50_000, quantity: 2 },
    { itemId: 'B', name: 'Teh & Gula', price: 20_000, quantity: 1 },
  ],
  itemsTotal: 120_000,
  shippingFee: 12_000,
  paidAt: null,
  cancelReason: null,
  cancelNote: null,
  history: [],
};
const sender = { storeName: 'Toko Uji', pickupPointName: 'Gudang Jakarta Barat', pickupPointAddress: 'Jl. Daan Mogot 10' };
const label = (changes: Partial<OrderDetail> = {}): ShippingLabel => ({ order: { ...order, ...changes }, sender });

const qrOf = (text: string, level: 'L' | 'M' | 'Q' | 'H' = 'M') => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => (modules.get(row, col) ? '1' : '0')).join(''));
};

describe('the shipping label', () => {
  it('carries the tracking number as a Code 128 barcode that reads back, and the order number as a QR code', async () => {
    const [page] = await readLabelPdf(await shippingLabelsPdf([label()], 'id'));
    expect(page.barcode).toBe('JP1234567890');
    expect(page.qr).toBe(order.orderNumber);
    expect(page.qrRows).toEqual(qrOf(order.orderNumber));
    expect(page.texts).toContain('JP1234567890');
  });

  it.each([
    [
      'id',
      [
        'Penerima',
        'Pengirim',
        'Pesanan ORD-20261125-0000123',
        'Kirim sebelum 27 Nov 2026, 14.30 WIB',
        'Bayar di tempat (COD): tagih Rp132.000',
        'Isi paket',
        '2 × Kopi Gayo 250 g',
        '1 × Teh & Gula',
        'Nomor resi',
      ],
    ],
    [
      'en',
      [
        'To',
        'From',
        'Order ORD-20261125-0000123',
        'Ship by 27 Nov 2026, 14:30 WIB',
        'Cash on delivery: collect Rp132.000',
        'Items to pack',
        '1 × Teh & Gula',
        'Tracking number',
      ],
    ],
  ] as const)('speaks the seller’s language (%s), names unescaped', async (language, expected) => {
    const [page] = await readLabelPdf(await shippingLabelsPdf([label()], language));
    for (const text of expected) expect(page.texts.join('\n'), text).toContain(text);
    expect(page.texts).toContain('J&T Express');
    // The other language's headings appear nowhere.
    for (const text of language === 'id' ? ['To', 'From', 'Paid', 'Tracking number'] : ['Penerima', 'Pengirim', 'Nomor resi'])
      expect(page.texts).not.toContain(text);
  });

  it('leaves a box to print into before the order ships: no barcode, no "-"', async () => {
    const [page] = await readLabelPdf(await shippingLabelsPdf([label({ status: 'READY_TO_SHIP', trackingNumber: null })], 'id'));
    expect(page.barcode).toBeNull();
    expect(page.qr).toBe(order.orderNumber);
    expect(page.texts).not.toContain('-');
    expect(page.texts.join(' ')).toContain('Nomor resi: cetak ulang');
  });

  it('prints several orders as one file, a page each in the order given', async () => {
    const second = label({ orderNumber: 'ORD-20261125-0000124', courier: 'JNE', trackingNumber: '012345678901234', paymentMethod: 'EWALLET' });
    const pages = await readLabelPdf(await shippingLabelsPdf([label(), second], 'en'));
    expect(pages.map((page) => page.barcode)).toEqual(['JP1234567890', '012345678901234']);
    expect(pages.map((page) => page.qr)).toEqual([order.orderNumber, 'ORD-20261125-0000124']);
    expect(pages[1].texts).toContain('Paid');
  });

  it('keeps a long order on its page', async () => {
    const items = Array.from({ length: 50 }, (_, index) => ({ itemId: `I${index}`, name: `Barang nomor ${index + 1}`, price: 1000, quantity: 1 }));
    const pages = await readLabelPdf(await shippingLabelsPdf([label({ items })], 'id'));
    expect(pages).toHaveLength(1);
    expect(pages[0].texts.join(' ')).toMatch(/dan \d+ baris lainnya/);
  });
});

describe('the QR reader the label tests use', () => {
  it.each([
    // The longest order number needs version 3 at level H, beyond the reader; the labels use M.
    ['ORD-20261125-0000123', ['L', 'M', 'Q', 'H']],
    ['ORD-20261125-000012345678', ['L', 'M', 'Q']],
    ['hello world', ['L', 'M', 'Q', 'H']],
  ] as const)('reads %s back at levels %s', (text, levels) => {
    for (const level of levels) expect(decodeQr(qrOf(text, level)), level).toBe(text);
  });
});
