import type { StoreReviewDetail } from '@seller-portal/contracts/store-reviews';
import { serverT, type PageLanguage } from '../../i18n/server-i18n';

const mm = 72 / 25.4;
/** A4, portrait. */
const pageSize: [number, number] = [210 * mm, 297 * mm];
const margin = 16 * mm;

/** The standard PDF fonts speak WinAnsi only: anything else prints as '?', never as an error. */
const printable = (text: string) => text.normalize('NFKD').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** A NIK printed by its last four digits: the document travels further than the page. */
const masked = (field: string, value: string | null) =>
  value && (field === 'ktpNumber' || field === 'ownerKtpNumber') ? `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}` : (value ?? '-');

const dateTime = (at: number, language: PageLanguage) =>
  `${new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'short' }).format(at)} WIB`;

/**
 * A review item as a document: the store's change request (§7 store-data-change/download) or its onboarding
 * submission (§7 postlive/download), each value before and after, and the decision with its reason or notes.
 */
export async function reviewDocument(review: StoreReviewDetail, language: PageLanguage, printedAt: Date): Promise<Uint8Array> {
  const t = serverT(language);
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const title = t(`storeReview.title.${review.kind}`);
  pdf.setTitle(title);
  pdf.setCreator('Seller Center');
  pdf.setLanguage(language);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const grey = rgb(0.35, 0.35, 0.35);
  const width = pageSize[0] - 2 * margin;
  let page = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;
  const ensure = (room: number) => {
    if (y - room < margin) {
      page = pdf.addPage(pageSize);
      y = pageSize[1] - margin;
    }
  };
  const fit = (value: string, size: number, room: number, font = regular) => {
    let cell = printable(value);
    while (cell.length > 1 && font.widthOfTextAtSize(cell, size) > room) cell = cell.slice(0, -1);
    return cell;
  };
  const line = (value: string, size = 9, font = regular) => {
    ensure(size + 4);
    y -= size + 4;
    page.drawText(fit(value, size, width, font), { x: margin, y, size, font });
  };
  const columns = [0.18, 0.22, 0.3, 0.3];
  const row = (cells: readonly string[], font = regular) => {
    ensure(14);
    y -= 12;
    let x = margin;
    cells.forEach((cell, index) => {
      page.drawText(fit(cell, 8, columns[index] * width - 4, font), { x, y, size: 8, font });
      x += columns[index] * width;
    });
  };

  line(title, 16, bold);
  y -= 6;
  line(t('storeReview.store', { name: review.storeName, code: review.storeCode }));
  line(t('storeReview.number', { id: review.id }));
  line(t('storeReview.submitted', { at: dateTime(review.submittedAt, language), by: review.submittedBy ?? '-' }));
  line(t('storeReview.status', { status: t(`storeReview.statusName.${review.status}`) }), 9, bold);
  if (review.decidedAt !== null) line(t('storeReview.decided', { at: dateTime(review.decidedAt, language), by: review.decidedBy ?? '-' }));
  if (review.reason) line(t('storeReview.reason', { reason: review.reason }));
  for (const [key, note] of Object.entries(review.notes)) {
    // `STEP.field`, or a bare `STEP` from the reviews that noted whole steps.
    const [group = key, field] = key.split('.');
    const where = t(`storeReview.group.${group}`) + (field ? ` – ${t(`storeReview.field.${field}`)}` : '');
    line(t('storeReview.note', { group: where, note }));
  }
  y -= 8;
  row([t('storeReview.column.group'), t('storeReview.column.field'), t('storeReview.column.before'), t('storeReview.column.after')], bold);
  y -= 3;
  page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.5, color: grey });
  for (const change of review.changes) {
    row([
      t(`storeReview.group.${change.group}`),
      t(`storeReview.field.${change.field}`),
      masked(change.field, change.before),
      masked(change.field, change.after),
    ]);
  }
  y -= 10;
  line(t('storeReview.printed', { at: dateTime(printedAt.getTime(), language) }), 7);
  return pdf.save();
}
