import { defaultMarginCategory } from '@seller-portal/contracts/contract';

/** The marketplace's base margin per top-level category (basis points), seeded as reference data. */
export const seededBaseMargins: Readonly<Record<string, number>> = {
  'CAT-FOOD': 450,
  'CAT-HOME': 550,
  'CAT-FASHION': 650,
  'CAT-BEAUTY': 600,
  'CAT-DIGITAL': 200,
  [defaultMarginCategory]: 500,
};

/** The version of the standard terms the contracts are signed on. */
export const standardTermsVersion = '2026.1';

interface Texts {
  id: string;
  en: string;
}

/** The standard terms every store contract is signed on, section by section, as the page and the PDF show them. */
export const standardTermsSections: readonly { key: string; title: Texts; body: Texts }[] = [
  {
    key: 'term',
    title: { id: 'Jangka waktu', en: 'Term' },
    body: {
      id: 'Kontrak berlaku satu tahun sejak tanggal mulai dan diperpanjang dengan versi baru yang ditandatangani sebelum berakhir.',
      en: 'The contract runs for one year from its start date and is renewed by a new version signed before it ends.',
    },
  },
  {
    key: 'margin',
    title: { id: 'Margin (komisi)', en: 'Margin (commission)' },
    body: {
      id: 'Untuk setiap pesanan yang selesai, marketplace memotong margin kategori produk dari harga barang. Margin dasar berlaku untuk semua toko; perjanjian margin toko menggantikannya untuk kategori dan periode yang disepakati.',
      en: "For every completed order the marketplace deducts the product category's margin from the items' price. The base margins apply to every store; a store's margin agreement replaces them for the agreed category and period.",
    },
  },
  {
    key: 'settlement',
    title: { id: 'Penyelesaian dana', en: 'Settlement' },
    body: {
      id: 'Hasil penjualan bersih masuk ke saldo tertunda dompet toko saat pesanan selesai dan dapat ditarik 3 hari kemudian (7 hari untuk Official Store).',
      en: 'The net proceeds enter the store wallet’s pending balance when the order completes and can be withdrawn 3 days later (7 days for Official Stores).',
    },
  },
  {
    key: 'rounding',
    title: { id: 'Pembulatan', en: 'Rounding' },
    body: {
      id: 'Margin dihitung per kategori dalam rupiah penuh; setengah rupiah dibulatkan ke atas.',
      en: 'Margins are computed per category in whole rupiah; half a rupiah is rounded up.',
    },
  },
];
