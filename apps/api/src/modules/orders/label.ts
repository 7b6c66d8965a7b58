import { couriers, type CourierCode, type OrderDetail } from '@seller-portal/contracts/orders';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { serverT, type PageLanguage } from '../../i18n/server-i18n';
import { code128QuietZone, code128Widths } from './code128';

/** What a shipping label shows beside the order: the store and the pickup point it ships from. */
export interface LabelSender {
  storeName: string;
  pickupPointName: string;
  pickupPointAddress: string;
}

/** One label: the order and where it ships from. */
export interface ShippingLabel {
  order: OrderDetail;
  sender: LabelSender;
}

const mm = 72 / 25.4;
/** A6, the size courier label printers take. */
const pageSize: [number, number] = [105 * mm, 148 * mm];
const margin = 6 * mm;
const barcodeHeight = 16 * mm;
const qrSize = 24 * mm;
/** The QR code's own quiet zone, in modules (the standard's four). */
const qrQuietZone = 4;

/** The standard PDF fonts speak WinAnsi only: anything else prints as '?', never as an error. */
const printable = (text: string) => text.normalize('NFKD').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

const localeOf = (language: PageLanguage) => (language === 'id' ? 'id-ID' : 'en-GB');

/** The store's time (WIB, §orders' days) in the label's language. */
const wibTime = (ms: number, language: PageLanguage) =>
  new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'Asia/Jakarta',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);

const rupiah = (value: number) => `Rp${value.toLocaleString('id-ID')}`;

/**
 * The shipping labels of orders as one PDF, a page each, in the seller's language: courier, the tracking number as
 * a Code 128 barcode (a box to print again into before the order ships), the order number as a QR code, recipient,
 * sender, ship-by deadline, payment and the items to pack. pdf-lib and qrcode are imported the first time a label
 * is printed, so a server that never prints one never loads them.
 */
export async function shippingLabelsPdf(labels: readonly ShippingLabel[], language: PageLanguage): Promise<Uint8Array> {
  const [{ PDFDocument, StandardFonts, rgb, pushGraphicsState, popGraphicsState, setFillingGrayscaleColor, rectangle, fill }, QRCode] = await Promise.all([
    import('pdf-lib'),
    import('qrcode'),
  ]);
  const t = serverT(language);
  const text = (key: string, values: Record<string, unknown> = {}) => t(`label.${key}`, { ...values, interpolation: { escapeValue: false } });
  const pdf = await PDFDocument.create();
  pdf.setTitle(labels.length === 1 ? text('title', { orderNumber: labels[0].order.orderNumber }) : text('titleMany', { count: labels.length }));
  pdf.setCreator('Seller Center');
  pdf.setLanguage(language);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const black = rgb(0, 0, 0);
  const width = pageSize[0] - 2 * margin;

  /** Filled black rectangles in one path: the bars and modules the scanners read. */
  const drawBlocks = (page: PDFPage, blocks: [x: number, y: number, w: number, h: number][]) => {
    page.pushOperators(pushGraphicsState(), setFillingGrayscaleColor(0), ...blocks.map(([x, y, w, h]) => rectangle(x, y, w, h)), fill(), popGraphicsState());
  };

  for (const { order, sender } of labels) {
    const page = pdf.addPage(pageSize);
    let y = pageSize[1] - margin;

    const line = (value: string, options: { size?: number; font?: PDFFont; maxWidth?: number } = {}) => {
      const size = options.size ?? 8;
      const font = options.font ?? regular;
      const room = options.maxWidth ?? width;
      // Long lines are cut at a word to fit the label's width.
      const words = printable(value).split(/\s+/);
      let current = '';
      const flush = () => {
        y -= size + 2;
        page.drawText(current, { x: margin, y, size, font, color: black });
        current = '';
      };
      for (const word of words) {
        const next = current ? `${current} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > room && current) {
          flush();
          current = word;
        } else current = next;
      }
      if (current) flush();
    };
    const rule = () => {
      y -= 4;
      page.drawLine({ start: { x: margin, y }, end: { x: pageSize[0] - margin, y }, thickness: 0.75, color: black });
      y -= 2;
    };

    // The order number as a QR code in the top corner, beside the courier and the order number.
    const qr = QRCode.create(order.orderNumber, { errorCorrectionLevel: 'M' });
    const qrModule = qrSize / (qr.modules.size + 2 * qrQuietZone);
    const qrLeft = pageSize[0] - margin - qrSize + qrQuietZone * qrModule;
    const qrTop = pageSize[1] - margin - qrQuietZone * qrModule;
    const qrBlocks: [number, number, number, number][] = [];
    for (let row = 0; row < qr.modules.size; row++) {
      // Dark modules side by side in a row are one rectangle.
      for (let col = 0; col < qr.modules.size;) {
        if (!qr.modules.get(row, col)) {
          col++;
          continue;
        }
        const start = col;
        while (col < qr.modules.size && qr.modules.get(row, col)) col++;
        qrBlocks.push([qrLeft + start * qrModule, qrTop - (row + 1) * qrModule, (col - start) * qrModule, qrModule]);
      }
    }
    drawBlocks(page, qrBlocks);
    const beside = width - qrSize - 2 * mm;
    line(couriers[order.courier as CourierCode].name, { size: 16, font: bold, maxWidth: beside });
    line(text('order', { orderNumber: order.orderNumber }), { size: 9, font: bold, maxWidth: beside });
    line(text('shipBy', { time: wibTime(order.shipBy, language) }), { maxWidth: beside });
    y = Math.min(y, pageSize[1] - margin - qrSize) - 2 * mm;

    // The tracking number as Code 128, as wide as the label allows (a wider module scans from further away).
    if (order.trackingNumber) {
      const widths = code128Widths(order.trackingNumber);
      const modules = widths.reduce((sum, w) => sum + w, 0) + 2 * code128QuietZone;
      const module = Math.min(width / modules, 0.6 * mm);
      let x = margin + (width - module * modules) / 2 + code128QuietZone * module;
      const bars: [number, number, number, number][] = [];
      y -= barcodeHeight;
      widths.forEach((w, index) => {
        if (index % 2 === 0) bars.push([x, y, w * module, barcodeHeight]);
        x += w * module;
      });
      drawBlocks(page, bars);
      const number = printable(order.trackingNumber);
      y -= 13;
      page.drawText(number, { x: margin + (width - bold.widthOfTextAtSize(number, 12)) / 2, y, size: 12, font: bold, color: black });
      line(text('tracking'), { size: 7 });
    } else {
      // Accepted, not shipped: the number comes from the courier at pickup.
      const top = y;
      y -= 2 * mm;
      line(text('noTracking'), { size: 8, maxWidth: width - 4 * mm });
      y = Math.min(y, top - barcodeHeight);
      page.drawRectangle({ x: margin, y, width, height: top - y, borderColor: black, borderWidth: 0.75, borderDashArray: [3, 2] });
    }
    rule();
    line(text('to'), { size: 7, font: bold });
    line(order.shippingAddress.recipientName, { size: 10, font: bold });
    line(order.shippingAddress.phone);
    line(`${order.shippingAddress.street}${order.shippingAddress.district ? `, ${order.shippingAddress.district}` : ''}`);
    line(`${order.shippingAddress.city}, ${order.shippingAddress.province} ${order.shippingAddress.postalCode}`);
    rule();
    line(text('from'), { size: 7, font: bold });
    line(sender.storeName, { font: bold });
    line(`${sender.pickupPointName} - ${sender.pickupPointAddress}`);
    rule();
    line(order.paymentMethod === 'COD' ? text('cod', { amount: rupiah(order.total) }) : text('paid'), { size: 9, font: bold });
    rule();
    line(text('items'), { size: 7, font: bold });
    for (const [index, item] of order.items.entries()) {
      // A long order ends with how many lines the page had no room for (the packer has the order's detail).
      if (y < margin + 20 && index < order.items.length - 1) {
        line(text('moreItems', { count: order.items.length - index }));
        break;
      }
      line(text('item', { quantity: item.quantity, name: item.name }));
    }
  }
  return pdf.save();
}
