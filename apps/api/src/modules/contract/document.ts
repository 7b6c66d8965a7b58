import type { StoreContract } from '@seller-portal/contracts/contract';
import type { PageLanguage } from '../../i18n/server-i18n';
import { standardTermsSections } from './terms';

const mm = 72 / 25.4;
/** A4, portrait. */
const pageSize: [number, number] = [210 * mm, 297 * mm];
const margin = 18 * mm;

/** The standard PDF fonts speak WinAnsi only: anything else prints as '?', never as an error. */
const printable = (text: string) => text.normalize('NFKD').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

const texts = {
  id: {
    title: 'Kontrak Kerja Sama Penjual',
    number: 'Nomor kontrak',
    version: 'Versi',
    terms: 'Syarat standar',
    store: 'Toko',
    term: 'Jangka waktu',
    signed: 'Ditandatangani',
    by: 'oleh',
    margins: 'Margin per kategori',
    category: 'Kategori',
    base: 'Margin dasar',
    store_margin: 'Margin toko',
    agreements: 'Perjanjian margin toko',
    period: 'Periode',
    reason: 'Alasan',
    openEnded: 'seterusnya',
    default: 'Kategori lain',
    page: (index: number, count: number) => `Halaman ${index} dari ${count}`,
  },
  en: {
    title: 'Seller Partnership Contract',
    number: 'Contract number',
    version: 'Version',
    terms: 'Standard terms',
    store: 'Store',
    term: 'Term',
    signed: 'Signed',
    by: 'by',
    margins: 'Margin per category',
    category: 'Category',
    base: 'Base margin',
    store_margin: 'Store margin',
    agreements: "The store's margin agreements",
    period: 'Period',
    reason: 'Reason',
    openEnded: 'open-ended',
    default: 'Other categories',
    page: (index: number, count: number) => `Page ${index} of ${count}`,
  },
} as const;

const localeOf = (language: PageLanguage) => (language === 'id' ? 'id-ID' : 'en-GB');
const dayIn = (day: string, language: PageLanguage) =>
  new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const percent = (bps: number, language: PageLanguage) => `${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(bps / 100)}%`;

/** The store's signed contract as a PDF: its parties and term, the standard terms, every category's margin and the agreements. */
export async function contractPdf(contract: StoreContract, language: PageLanguage): Promise<Uint8Array> {
  const t = texts[language];
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.title} ${contract.contractNumber}`);
  pdf.setCreator('Seller Center');
  pdf.setLanguage(language);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const grey = rgb(0.35, 0.35, 0.35);
  const width = pageSize[0] - 2 * margin;
  let page = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;
  const line = (value: string, options: { size?: number; font?: typeof regular; x?: number } = {}) => {
    const size = options.size ?? 9;
    if (y - size - 3 < margin) {
      page = pdf.addPage(pageSize);
      y = pageSize[1] - margin;
    }
    y -= size + 3;
    page.drawText(printable(value), { x: margin + (options.x ?? 0), y, size, font: options.font ?? regular });
  };
  /** A paragraph wrapped to the page's width. */
  const paragraph = (value: string) => {
    let current = '';
    for (const word of printable(value).split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (regular.widthOfTextAtSize(next, 9) > width && current) {
        line(current);
        current = word;
      } else current = next;
    }
    if (current) line(current);
  };
  const row = (cells: readonly string[], widths: readonly number[], font = regular) => {
    line('', { size: 8 });
    let x = margin;
    cells.forEach((cell, index) => {
      let text = printable(cell);
      while (text.length > 1 && font.widthOfTextAtSize(text, 8) > widths[index] * width - 4) text = text.slice(0, -1);
      page.drawText(text, { x, y, size: 8, font });
      x += widths[index] * width;
    });
  };

  line(t.title, { size: 16, font: bold });
  y -= 6;
  line(`${t.number}: ${contract.contractNumber}   ${t.version}: ${contract.version}   ${t.terms}: ${contract.termsVersion}`);
  line(`${t.store}: ${contract.storeName} (${contract.storeCode})`);
  line(`${t.term}: ${dayIn(contract.startsOn, language)} - ${dayIn(contract.endsOn, language)}`);
  line(`${t.signed}: ${dayIn(contract.signedAt.slice(0, 10), language)} ${t.by} ${contract.signedBy}`);
  for (const section of standardTermsSections) {
    y -= 8;
    line(section.title[language], { size: 11, font: bold });
    paragraph(section.body[language]);
  }
  y -= 8;
  line(t.margins, { size: 11, font: bold });
  const marginWidths = [0.5, 0.25, 0.25];
  row([t.category, t.base, t.store_margin], marginWidths, bold);
  for (const each of contract.margins) {
    row([`${each.parentCategoryCode ? '   ' : ''}${each.name[language]}`, percent(each.baseBps, language), percent(each.effectiveBps, language)], marginWidths);
  }
  row([t.default, percent(contract.defaultBps, language), percent(contract.defaultBps, language)], marginWidths);
  if (contract.agreements.length) {
    y -= 8;
    line(t.agreements, { size: 11, font: bold });
    const widths = [0.3, 0.15, 0.3, 0.25];
    row([t.category, t.store_margin, t.period, t.reason], widths, bold);
    for (const agreement of contract.agreements) {
      const until = agreement.validUntil ? dayIn(agreement.validUntil, language) : t.openEnded;
      row(
        [agreement.categoryName[language], percent(agreement.commissionBps, language), `${dayIn(agreement.validFrom, language)} - ${until}`, agreement.reason],
        widths,
      );
    }
  }
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const label = printable(t.page(index + 1, pages.length));
    each.drawText(label, { x: margin + width - regular.widthOfTextAtSize(label, 7), y: margin / 2, size: 7, font: regular, color: grey });
  });
  return pdf.save();
}
