import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { AppDatabase } from '../../db/open-database';
import { demoAnnouncementStore, demoMppStore, demoStore } from '../../db/seed-demo';
import { OfficialStoreRepository, type NewDocumentRow } from './repository';
import { defaultOfficialStoreTerms } from './settings';

const dayMs = 86_400_000;

/** A one-page scan-like PDF with a document's title and lines, as a brand document arrives. */
export async function demoDocumentPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 40, y: 40, width: 515, height: 762, borderColor: rgb(0.2, 0.3, 0.5), borderWidth: 2 });
  page.drawText(title, { x: 70, y: 740, size: 20, font: bold, color: rgb(0.1, 0.15, 0.35) });
  lines.forEach((line, index) => page.drawText(line, { x: 70, y: 690 - index * 24, size: 12, font: regular }));
  return Buffer.from(await pdf.save());
}

/** Ids fixed so a second seeding finds the rows it wrote. */
const demoIds = {
  inReview: '0f1c1a00-0000-4000-8000-000000000001',
  inReviewCertificate: '0f1c1a00-0000-4000-8000-000000000002',
  inReviewLetter: '0f1c1a00-0000-4000-8000-000000000003',
  approved: '0f1c1a00-0000-4000-8000-000000000004',
  approvedCertificate: '0f1c1a00-0000-4000-8000-000000000005',
  rejected: '0f1c1a00-0000-4000-8000-000000000006',
  rejectedCertificate: '0f1c1a00-0000-4000-8000-000000000007',
} as const;

/**
 * The demo's official stores: the demo seller's application in review (a distributor of a brand, with the trademark
 * certificate and the brand's authorisation letter), the announcement store's approved term that ends in 20 days (its
 * renewal is open), and an older rejected application of the MPP store for the review's decided list.
 */
export async function seedOfficialStoreDemo(db: AppDatabase, now: Date): Promise<void> {
  const repository = new OfficialStoreRepository(db);
  const document = async (
    id: string,
    storeCode: string,
    applicationId: string,
    kind: 'TRADEMARK_CERTIFICATE' | 'BRAND_AUTHORISATION',
    uploadedBy: string,
    at: Date,
    lines: string[],
  ): Promise<NewDocumentRow & { applicationId: string }> => {
    const title = kind === 'TRADEMARK_CERTIFICATE' ? 'SERTIFIKAT MEREK' : 'SURAT PENUNJUKAN DISTRIBUTOR';
    const content = await demoDocumentPdf(title, lines);
    const fileName = kind === 'TRADEMARK_CERTIFICATE' ? 'sertifikat-merek.pdf' : 'surat-penunjukan.pdf';
    return { id, storeCode, applicationId, kind, fileName, mediaType: 'application/pdf', sizeBytes: content.length, content, uploadedBy, createdAt: at };
  };

  const seller = await repository.ownerIdOf(demoStore.code);
  if (seller) {
    const at = new Date(now.getTime() - 2 * dayMs);
    await repository.insertApplicationForDemo(
      {
        id: demoIds.inReview,
        storeCode: demoStore.code,
        kind: 'UPGRADE',
        status: 'IN_REVIEW',
        brandName: 'Sejahtera Home',
        trademarkNumber: 'IDM000812345',
        relationship: 'AUTHORISED_DISTRIBUTOR',
        submittedBy: seller,
        submittedAt: at,
      },
      [
        await document(demoIds.inReviewCertificate, demoStore.code, demoIds.inReview, 'TRADEMARK_CERTIFICATE', seller, at, [
          'Direktorat Jenderal Kekayaan Intelektual',
          'Nomor pendaftaran: IDM000812345',
          'Merek: Sejahtera Home',
          'Kelas: 21 (peralatan rumah tangga)',
          'Pemilik: PT Sejahtera Rumah Tangga',
        ]),
        await document(demoIds.inReviewLetter, demoStore.code, demoIds.inReview, 'BRAND_AUTHORISATION', seller, at, [
          'PT Sejahtera Rumah Tangga menunjuk',
          `${demoStore.name} (${demoStore.code})`,
          'sebagai distributor resmi merek Sejahtera Home',
          'untuk penjualan daring di marketplace.',
        ]),
      ],
    );
  }

  const announcementOwner = await repository.ownerIdOf(demoAnnouncementStore.code);
  if (announcementOwner) {
    const termEnd = new Date(now.getTime() + 20 * dayMs);
    const termStart = new Date(termEnd.getTime() - defaultOfficialStoreTerms.termDays * dayMs);
    const at = new Date(termStart.getTime() - 3 * dayMs);
    await repository.insertApplicationForDemo(
      {
        id: demoIds.approved,
        storeCode: demoAnnouncementStore.code,
        kind: 'UPGRADE',
        status: 'APPROVED',
        brandName: 'Kabar Nusantara',
        trademarkNumber: 'IDM000654321',
        relationship: 'BRAND_OWNER',
        submittedBy: announcementOwner,
        submittedAt: at,
        decidedAt: termStart,
        termStart,
        termEnd,
        // The 30-day reminder went out before the demo began.
        reminder30SentAt: new Date(termEnd.getTime() - 30 * dayMs),
      },
      [
        await document(demoIds.approvedCertificate, demoAnnouncementStore.code, demoIds.approved, 'TRADEMARK_CERTIFICATE', announcementOwner, at, [
          'Direktorat Jenderal Kekayaan Intelektual',
          'Nomor pendaftaran: IDM000654321',
          'Merek: Kabar Nusantara',
        ]),
      ],
    );
  }

  const mppOwner = await repository.ownerIdOf(demoMppStore.code);
  if (mppOwner) {
    const at = new Date(now.getTime() - 40 * dayMs);
    await repository.insertApplicationForDemo(
      {
        id: demoIds.rejected,
        storeCode: demoMppStore.code,
        kind: 'UPGRADE',
        status: 'REJECTED',
        brandName: 'Multi Gudang',
        trademarkNumber: 'DID2025012345',
        relationship: 'BRAND_OWNER',
        submittedBy: mppOwner,
        submittedAt: at,
        decidedAt: new Date(at.getTime() + dayMs),
        rejectionReason: 'Sertifikat yang dikirim adalah bukti permohonan, belum sertifikat pendaftaran merek. Kirim ulang setelah merek terdaftar.',
      },
      [
        await document(demoIds.rejectedCertificate, demoMppStore.code, demoIds.rejected, 'TRADEMARK_CERTIFICATE', mppOwner, at, [
          'Bukti permohonan pendaftaran merek',
          'Nomor permohonan: DID2025012345',
        ]),
      ],
    );
  }
}
