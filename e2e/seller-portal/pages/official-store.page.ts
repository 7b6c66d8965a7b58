import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the official store pages call things, per language (libs/official-store texts). */
export const officialStoreWords = {
  id: {
    landingHeading: 'Jadi toko resmi',
    apply: 'Ajukan sekarang',
    upgradeHeading: 'Pengajuan toko resmi',
    renewalHeading: 'Perpanjangan toko resmi',
    brandName: 'Nama merek',
    trademarkNumber: 'Nomor pendaftaran merek',
    distributor: 'Kami ditunjuk oleh pemilik merek',
    certificate: 'Sertifikat merek',
    letter: 'Surat penunjukan dari pemilik merek',
    chooseFile: 'Pilih berkas',
    replaceFile: 'Ganti',
    submit: 'Kirim pengajuan',
    inReview: 'Sedang ditinjau',
    approved: 'Disetujui',
    badge: 'Resmi',
    officialUntil: 'Toko Anda adalah toko resmi hingga',
    typeRefused: 'Dokumen harus berupa PDF atau gambar JPEG, PNG, atau WebP.',
  },
  en: {
    landingHeading: 'Become an official store',
    apply: 'Apply now',
    upgradeHeading: 'Official store application',
    renewalHeading: 'Renew the official store',
    brandName: 'Brand name',
    trademarkNumber: 'Trademark registration number',
    distributor: 'We are authorised by the brand owner',
    certificate: 'Trademark certificate',
    letter: 'Brand authorisation letter',
    chooseFile: 'Choose a file',
    replaceFile: 'Replace',
    submit: 'Send the application',
    inReview: 'In review',
    approved: 'Approved',
    badge: 'Official',
    officialUntil: 'Your store is an official store until',
    typeRefused: 'The document must be a PDF or a JPEG, PNG or WebP image.',
  },
} as const;

/** A one-page PDF as a scanner writes one (the server judges it by its `%PDF-` header). */
export const scannedPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1×1 PNG: a photo of a letter. */
export const photoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The official store pages in the seller portal: the landing page, the application and the renewal. */
export class OfficialStorePages {
  readonly words: (typeof officialStoreWords)[Lang];

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = officialStoreWords[lang];
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Opens /officialpages/upgrade and waits for its heading and the store's checklist. */
  async openLanding(): Promise<void> {
    await this.page.goto(`${this.base}/officialpages/upgrade`);
    await expect(this.heading(this.words.landingHeading)).toBeVisible();
    await expect(this.page.getByTestId('official-checklist')).toBeVisible();
  }

  /** Opens /official/upgrade (or /official/renewal) and waits for its status card. */
  async openApplication(kind: 'upgrade' | 'renewal' = 'upgrade'): Promise<void> {
    await this.page.goto(`${this.base}/official/${kind}`);
    await expect(this.heading(kind === 'upgrade' ? this.words.upgradeHeading : this.words.renewalHeading)).toBeVisible();
    await expect(this.page.getByTestId('official-state')).toBeVisible();
  }

  /** The file input of a document, by its name (its label says the document and the action). */
  fileInput(documentName: string): Locator {
    return this.page.getByLabel(new RegExp(`^${documentName}: `));
  }

  async attach(documentName: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.fileInput(documentName).setInputFiles(file);
  }

  document(kind: 'TRADEMARK_CERTIFICATE' | 'BRAND_AUTHORISATION'): Locator {
    return this.page.getByTestId(`document-${kind}`);
  }
}
