import { demoAnnouncementStore } from '../../db/seed-demo';
import type { AnnouncementRepository, NewAnnouncementRow } from './repository';
import { demoBannerDataUrl } from './demo-banner';
import { parseBannerImage } from './banner-image';

/** Codes of the demo announcements (e2e specs open them with `?announcementPopup=`). */
export const demoAnnouncementCodes = {
  agreement: 'DEMO-AGREEMENT',
  surveyMandatory: 'DEMO-SURVEY-MANDATORY',
  surveySkippable: 'DEMO-SURVEY-SKIPPABLE',
  qualtrics: 'DEMO-QUALTRICS',
  banner: 'DEMO-BANNER',
  scheduled: 'DEMO-SCHEDULED',
  ended: 'DEMO-ENDED',
} as const;

const day = 24 * 60 * 60_000;

export async function seedDemoAnnouncements(repository: AnnouncementRepository, now: Date): Promise<void> {
  const running = { startTime: new Date(now.getTime() - day), endTime: new Date(now.getTime() + 365 * day) };
  const toStore = { audienceType: 'STORE_CODES', audienceValues: [demoAnnouncementStore.code] };
  const byAuthor = { createdBy: 'internal@demo.test', createdAt: now, updatedBy: 'internal@demo.test', updatedAt: now };
  const banner = parseBannerImage(demoBannerDataUrl);
  const uploaded = banner !== 'invalid' && banner.kind === 'upload' ? { bannerMimeType: banner.mimeType, bannerBase64: banner.base64 } : {};

  const rows: NewAnnouncementRow[] = [
    {
      code: demoAnnouncementCodes.agreement,
      type: 'AGREEMENT',
      titleId: 'Pembaruan Syarat dan Ketentuan Penjual',
      titleEn: 'Updated Seller Terms and Conditions',
      contentId:
        '<h2>Syarat dan Ketentuan Penjual 2027</h2><p>Mulai 1 Januari 2027 berlaku syarat baru untuk <strong>biaya layanan</strong> dan <strong>pengiriman</strong>.</p><ul><li>Biaya layanan dihitung dari harga setelah diskon.</li><li>Pesanan wajib dikirim dalam 2 hari kerja.</li></ul><p>Dengan menekan <em>Saya setuju</em>, Anda menyetujui syarat ini.</p>',
      contentEn:
        '<h2>Seller Terms and Conditions 2027</h2><p>From 1 January 2027 new terms apply to <strong>service fees</strong> and <strong>shipping</strong>.</p><ul><li>Service fees are counted from the price after discount.</li><li>Orders must ship within 2 working days.</li></ul><p>By pressing <em>I agree</em> you accept these terms.</p>',
      ...toStore,
      ...running,
      ...byAuthor,
    },
    {
      code: demoAnnouncementCodes.surveyMandatory,
      type: 'SURVEY',
      titleId: 'Survei Wajib: Kepuasan Penjual',
      titleEn: 'Required survey: seller satisfaction',
      contentId: '<p>Bantu kami memperbaiki portal. Survei ini <strong>wajib</strong> diisi dan hanya butuh 3 menit.</p>',
      contentEn: '<p>Help us improve the portal. This survey is <strong>required</strong> and takes only 3 minutes.</p>',
      surveyUrl: 'https://survey.example.com/seller-satisfaction',
      ...toStore,
      ...running,
      ...byAuthor,
    },
    {
      code: demoAnnouncementCodes.surveySkippable,
      type: 'SURVEY',
      conditions: ['CAN-BE-SKIPPED'],
      titleId: 'Survei: Fitur Chat',
      titleEn: 'Survey: the chat feature',
      contentId: '<p>Bagaimana pengalaman Anda memakai chat dengan pembeli? Survei ini boleh dilewati.</p>',
      contentEn: '<p>How is chatting with buyers going for you? You may skip this survey.</p>',
      surveyUrl: 'https://survey.example.com/chat',
      audienceType: 'BUSINESS_TYPES',
      audienceValues: [demoAnnouncementStore.businessType],
      ...running,
      ...byAuthor,
    },
    {
      code: demoAnnouncementCodes.qualtrics,
      type: 'QUALTRICS-SURVEY',
      conditions: ['CAN-BE-SKIPPED'],
      titleId: 'Survei Qualtrics: Pengiriman',
      titleEn: 'Qualtrics survey: shipping',
      contentId: '<p>Ceritakan pengalaman Anda dengan layanan pengiriman.</p>',
      contentEn: '<p>Tell us about your experience with the shipping services.</p>',
      surveyUrl: 'https://survey.example.com/qualtrics-shipping',
      ...toStore,
      ...running,
      ...byAuthor,
    },
    {
      code: demoAnnouncementCodes.banner,
      type: 'SURVEY',
      conditions: ['CAN-BE-SKIPPED', 'ACKNOWLEDGE-LATER'],
      titleId: 'Gratis Ongkir Akhir Tahun',
      titleEn: 'Free shipping this year-end',
      contentId:
        '<p>Ikuti program <strong>Gratis Ongkir</strong> akhir tahun dan jangkau lebih banyak pembeli. <a href="https://example.com/promo">Lihat syaratnya</a>.</p>',
      contentEn:
        '<p>Join the year-end <strong>Free Shipping</strong> programme and reach more buyers. <a href="https://example.com/promo">See the terms</a>.</p>',
      ...uploaded,
      bannerOrder: 0,
      ...toStore,
      ...running,
      ...byAuthor,
    },
    {
      code: demoAnnouncementCodes.scheduled,
      type: 'SURVEY',
      conditions: ['CAN-BE-SKIPPED'],
      titleId: 'Survei Tahun Baru',
      titleEn: 'New year survey',
      contentId: '<p>Survei ini dimulai minggu depan.</p>',
      contentEn: '<p>This survey starts next week.</p>',
      audienceType: 'ALL',
      audienceValues: [],
      startTime: new Date(now.getTime() + 7 * day),
      endTime: new Date(now.getTime() + 30 * day),
      ...byAuthor,
    },
    {
      code: demoAnnouncementCodes.ended,
      type: 'SURVEY',
      conditions: ['ACKNOWLEDGE-LATER'],
      titleId: 'Survei Lebaran',
      titleEn: 'Eid survey',
      contentId: '<p>Survei ini sudah berakhir.</p>',
      contentEn: '<p>This survey has ended.</p>',
      audienceType: 'ALL',
      audienceValues: [],
      startTime: new Date(now.getTime() - 60 * day),
      endTime: new Date(now.getTime() - day),
      ...byAuthor,
    },
  ];
  await repository.seed(rows);
}
