import type { AppDatabase } from '../../db/open-database';
import { ProductsRepository, type NewProductCategoryRow, type NewProductItemRow, type NewProductReviewRow } from './repository';

/** §9 catalog 10001: a small tree of the marketplace's categories (one inactive, which the list's filter leaves out). */
export const demoCategories: NewProductCategoryRow[] = [
  ['FOOD', null, 'Makanan & Minuman', 'Food & Drinks'],
  ['FOOD-COFFEE-TEA', 'FOOD', 'Kopi & Teh', 'Coffee & Tea'],
  ['FOOD-SWEETENER', 'FOOD', 'Gula, Madu & Pemanis', 'Sugar, Honey & Sweeteners'],
  ['FOOD-SNACK', 'FOOD', 'Camilan', 'Snacks'],
  ['FOOD-STAPLE', 'FOOD', 'Bahan Pokok', 'Staples'],
  ['HOME', null, 'Rumah Tangga', 'Home & Living'],
  ['HOME-KITCHEN', 'HOME', 'Peralatan Dapur', 'Kitchenware'],
  ['HOME-CLEANING', 'HOME', 'Kebersihan Rumah', 'Home Cleaning'],
  ['FASHION', null, 'Fashion', 'Fashion'],
  ['FASHION-TSHIRT', 'FASHION', 'Kaos', 'T-shirts'],
  ['FASHION-BAG', 'FASHION', 'Tas', 'Bags'],
  ['BEAUTY', null, 'Kecantikan', 'Beauty'],
  ['BEAUTY-SKINCARE', 'BEAUTY', 'Perawatan Kulit', 'Skincare'],
  ['DIGITAL', null, 'Voucher Digital', 'Digital Vouchers', false],
].map(([code, parentCode, name, nameEn, active = true], position) => ({
  code: `CAT-${code as string}`,
  catalogCode: '10001',
  parentCode: parentCode ? `CAT-${parentCode as string}` : null,
  name: name as string,
  nameEn: nameEn as string,
  active: active as boolean,
  position,
}));

/** A small square picture of a product: a tinted tile with its initials (an SVG data URI, no file to serve). */
export function demoProductImage(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="12" fill="hsl(${hue} 65% 90%)"/>` +
    `<circle cx="48" cy="38" r="20" fill="hsl(${hue} 55% 55%)"/>` +
    `<text x="48" y="82" font-family="Arial,sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="hsl(${hue} 60% 22%)">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type DemoProduct = [name: string, category: string, price: number, stock: number, active?: boolean];

/**
 * The demo seller's catalogue (DEMO-60001): live, sold-out and inactive products across the categories. The first
 * five are the items the demo chats' product cards and review reminders refer to.
 */
const sellerProducts: DemoProduct[] = [
  ['Kopi Arabika Gayo 250 g', 'FOOD-COFFEE-TEA', 89_000, 42],
  ['Teh Hijau Melati 100 g', 'FOOD-COFFEE-TEA', 35_500, 120],
  ['Gula Aren Cair 500 ml', 'FOOD-SWEETENER', 42_000, 0],
  ['Madu Hutan Sumbawa 350 g', 'FOOD-SWEETENER', 120_000, 18],
  ['Cangkir Keramik Putih', 'HOME-KITCHEN', 55_000, 64],
  ['Kopi Robusta Lampung 500 g', 'FOOD-COFFEE-TEA', 76_000, 35],
  ['Kopi Toraja Kalosi 200 g', 'FOOD-COFFEE-TEA', 98_000, 9],
  ['Kopi Luwak Liar 100 g', 'FOOD-COFFEE-TEA', 350_000, 3],
  ['Teh Hitam Kayu Aro 250 g', 'FOOD-COFFEE-TEA', 45_000, 80],
  ['Teh Rosella Kering 50 g', 'FOOD-COFFEE-TEA', 28_000, 0],
  ['Cokelat Bubuk Murni 200 g', 'FOOD-COFFEE-TEA', 52_000, 27],
  ['Gula Semut Organik 1 kg', 'FOOD-SWEETENER', 48_000, 56],
  ['Madu Klanceng 250 ml', 'FOOD-SWEETENER', 165_000, 12],
  ['Sirup Markisa Medan 620 ml', 'FOOD-SWEETENER', 39_000, 0, false],
  ['Keripik Singkong Balado 250 g', 'FOOD-SNACK', 22_000, 150],
  ['Kacang Mete Panggang 250 g', 'FOOD-SNACK', 85_000, 40],
  ['Rengginang Udang 200 g', 'FOOD-SNACK', 25_000, 0],
  ['Dodol Garut Aneka Rasa 500 g', 'FOOD-SNACK', 33_000, 75],
  ['Bakpia Kacang Hijau isi 20', 'FOOD-SNACK', 45_000, 22],
  ['Emping Melinjo 250 g', 'FOOD-SNACK', 38_000, 31, false],
  ['Beras Merah Organik 2 kg', 'FOOD-STAPLE', 68_000, 45],
  ['Minyak Kelapa Murni 500 ml', 'FOOD-STAPLE', 59_000, 38],
  ['Sambal Roa Manado 200 g', 'FOOD-STAPLE', 47_000, 64],
  ['Bumbu Rendang Instan', 'FOOD-STAPLE', 18_500, 210],
  ['Kecap Manis Kedelai Hitam 600 ml', 'FOOD-STAPLE', 27_000, 0],
  ['Wajan Besi Cor 26 cm', 'HOME-KITCHEN', 275_000, 14],
  ['Cobek Batu Alam 20 cm', 'HOME-KITCHEN', 95_000, 11],
  ['Set Sendok Garpu Kayu Jati', 'HOME-KITCHEN', 65_000, 48],
  ['Teko Kaca Tahan Panas 1 L', 'HOME-KITCHEN', 110_000, 7],
  ['Talenan Kayu Akasia', 'HOME-KITCHEN', 72_000, 25, false],
  ['Sabun Cuci Piring Sereh 750 ml', 'HOME-CLEANING', 19_000, 300],
  ['Sapu Ijuk Gagang Aluminium', 'HOME-CLEANING', 42_000, 60],
  ['Lap Microfiber isi 5', 'HOME-CLEANING', 35_000, 0],
  ['Pengharum Ruangan Melati', 'HOME-CLEANING', 29_000, 90],
  ['Kaos Polos Katun Combed Hitam L', 'FASHION-TSHIRT', 59_000, 120],
  ['Kaos Polos Katun Combed Putih M', 'FASHION-TSHIRT', 59_000, 95],
  ['Kaos Batik Parang Lengan Pendek', 'FASHION-TSHIRT', 125_000, 20],
  ['Kaos Anak Motif Wayang', 'FASHION-TSHIRT', 69_000, 0],
  ['Tas Anyaman Pandan', 'FASHION-BAG', 145_000, 16],
  ['Tas Tote Kanvas Batik', 'FASHION-BAG', 89_000, 34],
  ['Dompet Kulit Sapi Asli', 'FASHION-BAG', 185_000, 9],
  ['Ransel Tenun Ikat Sumba', 'FASHION-BAG', 420_000, 2, false],
  ['Sabun Mandi Kopi Handmade', 'BEAUTY-SKINCARE', 25_000, 140],
  ['Lulur Bengkuang Tradisional 250 g', 'BEAUTY-SKINCARE', 39_000, 70],
  ['Minyak Zaitun Kemasan 150 ml', 'BEAUTY-SKINCARE', 54_000, 0],
  ['Masker Wajah Beras Bali', 'BEAUTY-SKINCARE', 32_000, 85],
  ['Serum Lidah Buaya 30 ml', 'BEAUTY-SKINCARE', 79_000, 26],
  ['Minyak Kayu Putih Buru 60 ml', 'BEAUTY-SKINCARE', 46_000, 55],
  ['Kopi Bali Kintamani 250 g', 'FOOD-COFFEE-TEA', 92_000, 17],
  ['Teh Tarik Instan isi 10', 'FOOD-COFFEE-TEA', 31_000, 200],
];

/** A few products of other stores, so a seller can be shown never to see or change them. */
const otherProducts: Record<string, DemoProduct[]> = {
  'DEMO-60009': [
    ['Beras Pandan Wangi 5 kg', 'FOOD-STAPLE', 78_000, 60],
    ['Minyak Goreng 2 L', 'FOOD-STAPLE', 36_000, 90],
    ['Telur Ayam Kampung isi 10', 'FOOD-STAPLE', 32_000, 0],
    ['Gula Pasir 1 kg', 'FOOD-SWEETENER', 17_500, 300],
  ],
  'DEMO-60006': [
    ['Kemeja Batik Tulis Premium', 'FASHION-TSHIRT', 650_000, 8],
    ['Kain Songket Palembang', 'FASHION-TSHIRT', 1_250_000, 3],
  ],
};

function productsOf(storeCode: string, list: DemoProduct[], now: Date): NewProductItemRow[] {
  const number = storeCode.replace('DEMO-', '');
  return list.map(([name, category, price, stock, active = true], index) => {
    const itemId = `ITEM-${number}-${String(index + 1).padStart(3, '0')}`;
    return {
      itemId,
      storeCode,
      name,
      sku: `SKU-${number}-${String(index + 1).padStart(4, '0')}`,
      categoryCode: `CAT-${category}`,
      description: `${name}. Produk pilihan dari ${storeCode}, dikemas rapi dan dikirim dari gudang kami.`,
      price,
      stock,
      active,
      weightGrams: 250 + ((index * 137) % 1750),
      // The units of the item's completed demo orders, counted in when the orders are seeded (`seedDemoSoldCounts`).
      soldCount: 0,
      imageUrl: demoProductImage(name, (index * 47) % 360),
      url: `https://marketplace.example/p/${itemId}`,
      // Spread over the last days, the newest first in the list's default order.
      createdAt: new Date(now.getTime() - (90 - index) * 24 * 60 * 60_000),
      updatedAt: new Date(now.getTime() - index * 3 * 60 * 60_000),
    };
  });
}

const customers = [
  'Budi Santoso',
  'Siti Rahayu',
  'Agus Wijaya',
  'Dewi Lestari',
  'Rina Kusuma',
  'Andi Pratama',
  'Fajar Nugroho',
  'Putri Ayu',
  'Hendra Gunawan',
  'Maya Sari',
];

/** Review texts by rating, in the customers' own words. */
const reviewTexts: Record<number, string[]> = {
  5: [
    'Barang sesuai deskripsi, pengiriman cepat. Mantap!',
    'Kualitas bagus banget, pasti beli lagi.',
    'Packing rapi dan aman, penjual ramah.',
    'Rasanya enak, aromanya harum. Recommended!',
  ],
  4: ['Bagus, cuma pengiriman agak lama.', 'Sesuai harga, kualitas oke.', 'Produk bagus, kemasan bisa lebih baik.'],
  3: ['Lumayan, tapi ukurannya lebih kecil dari foto.', 'Standar saja, tidak istimewa.'],
  2: ['Kemasan penyok waktu sampai, isinya masih aman.', 'Warna tidak sesuai foto.'],
  1: ['Barang yang datang salah varian, tolong dicek.', 'Sudah seminggu belum sampai, kecewa.'],
};

const replies = [
  'Terima kasih banyak atas ulasannya, Kak! Ditunggu pesanan berikutnya.',
  'Mohon maaf atas ketidaknyamanannya, Kak. Tim kami sudah menghubungi Kakak lewat chat.',
  'Terima kasih, masukannya kami catat untuk perbaikan kemasan.',
];

/** Reviews of the demo seller's products: mostly good, some poor, about a third answered. */
function demoReviews(items: NewProductItemRow[], now: Date): NewProductReviewRow[] {
  const ratings = [5, 5, 4, 5, 3, 5, 4, 1, 5, 4, 4, 5, 5, 3, 4, 5, 5, 5, 4, 2];
  const reviews: NewProductReviewRow[] = [];
  for (let n = 0; n < 44; n += 1) {
    const item = items[(n * 7) % items.length];
    const rating = ratings[n % ratings.length];
    const texts = reviewTexts[rating];
    const createdAt = new Date(now.getTime() - (n * 17 + 5) * 60 * 60_000);
    const replied = n % 3 === 1;
    reviews.push({
      id: `REV-${item.storeCode}-${String(n + 1).padStart(4, '0')}`,
      storeCode: item.storeCode,
      itemId: item.itemId,
      orderNumber: `ORD-2026${String(11 - Math.floor(n / 30)).padStart(2, '0')}${String(28 - (n % 27)).padStart(2, '0')}-${String(1000 + n * 13).slice(-4)}`,
      customerName: customers[n % customers.length],
      rating,
      text: n % 11 === 10 ? '' : texts[n % texts.length],
      createdAt,
      replyText: replied ? replies[rating >= 4 ? 0 : rating <= 2 ? 1 : 2] : null,
      repliedAt: replied ? new Date(createdAt.getTime() + 2 * 60 * 60_000) : null,
    });
  }
  return reviews;
}

/** The demo catalogue, categories and reviews; idempotent (rows that exist are left as they are). */
export async function seedProductsDemo(db: AppDatabase, now: Date): Promise<void> {
  const repository = new ProductsRepository(db);
  await repository.insertMissingCategories(demoCategories);
  const seller = productsOf('DEMO-60001', sellerProducts, now);
  const others = Object.entries(otherProducts).flatMap(([storeCode, list]) => productsOf(storeCode, list, now));
  await repository.insertMissing([...seller, ...others]);
  await repository.insertMissingReviews([...demoReviews(seller, now), ...demoReviews(others.slice(0, 3), now).slice(0, 4)]);
}

/** The sold counts of a store's items from its completed demo orders (the orders module seeds them). */
export async function seedDemoSoldCounts(db: AppDatabase, storeCode: string, soldByItem: ReadonlyMap<string, number>): Promise<void> {
  await new ProductsRepository(db).setSoldCounts(storeCode, soldByItem);
}
