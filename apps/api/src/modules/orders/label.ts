import { couriers, type CourierCode, type OrderDetail } from '@seller-portal/contracts';

/** What a packing label shows beside the order: the store and the pickup point it ships from. */
export interface LabelSender {
  storeName: string;
  pickupPointName: string;
  pickupPointAddress: string;
}

const mm = 72 / 25.4;
/** A6, the size courier label printers take. */
const pageSize: [number, number] = [105 * mm, 148 * mm];

/** The standard PDF fonts speak WinAnsi only: anything else prints as '?', never as an error. */
const printable = (text: string) => text.normalize('NFKD').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

const rupiah = (value: number) => `Rp${value.toLocaleString('id-ID')}`;

/**
 * The packing label of an order as a PDF: courier and tracking number, recipient, sender, order number, ship-by
 * deadline and the items to pack. pdf-lib is imported the first time a label is printed, so a server that never
 * prints one never loads it.
 */
export async function packingLabelPdf(order: OrderDetail, sender: LabelSender): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Packing label ${order.orderNumber}`);
  pdf.setCreator('Seller portal');
  const page = pdf.addPage(pageSize);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const margin = 6 * mm;
  const width = pageSize[0] - 2 * margin;
  let y = pageSize[1] - margin;

  const line = (text: string, options: { size?: number; font?: typeof regular } = {}) => {
    const size = options.size ?? 8;
    const font = options.font ?? regular;
    // Long lines are cut at a word to fit the label's width.
    const words = printable(text).split(/\s+/);
    let current = '';
    const flush = () => {
      y -= size + 2;
      page.drawText(current, { x: margin, y, size, font, color: rgb(0, 0, 0) });
      current = '';
    };
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && current) {
        flush();
        current = word;
      } else current = next;
    }
    if (current) flush();
  };
  const rule = () => {
    y -= 4;
    page.drawLine({ start: { x: margin, y }, end: { x: pageSize[0] - margin, y }, thickness: 0.75, color: rgb(0, 0, 0) });
    y -= 2;
  };

  line(couriers[order.courier as CourierCode].name, { size: 14, font: bold });
  line(order.trackingNumber ?? '-', { size: 16, font: bold });
  rule();
  line('TO', { size: 7, font: bold });
  line(order.shippingAddress.recipientName, { size: 10, font: bold });
  line(order.shippingAddress.phone);
  line(`${order.shippingAddress.street}${order.shippingAddress.district ? `, ${order.shippingAddress.district}` : ''}`);
  line(`${order.shippingAddress.city}, ${order.shippingAddress.province} ${order.shippingAddress.postalCode}`);
  rule();
  line('FROM', { size: 7, font: bold });
  line(sender.storeName, { font: bold });
  line(`${sender.pickupPointName} - ${sender.pickupPointAddress}`);
  rule();
  line(`Order ${order.orderNumber}`, { size: 9, font: bold });
  line(`Ship by ${new Date(order.shipBy + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} WIB`);
  line(`${order.paymentMethod === 'COD' ? `COD ${rupiah(order.total)}` : 'Paid'}`, { font: bold });
  rule();
  for (const item of order.items) line(`${item.quantity} x ${item.name}`);
  return pdf.save();
}
