import type { NewLearningArticle, NewLearningCategory, NewLearningVideo } from './repository';

const day = 24 * 60 * 60 * 1000;

/** Seller Learning's categories, in the order the pages list them. */
export const demoLearningCategories: NewLearningCategory[] = [
  { code: 'GETTING_STARTED', nameId: 'Mulai berjualan', nameEn: 'Getting started', position: 1 },
  { code: 'PRODUCTS', nameId: 'Produk', nameEn: 'Products', position: 2 },
  { code: 'ORDERS', nameId: 'Pesanan dan pengiriman', nameEn: 'Orders and shipping', position: 3 },
  { code: 'PROMOTION', nameId: 'Promosi', nameEn: 'Promotion', position: 4 },
  { code: 'FINANCE', nameId: 'Keuangan', nameEn: 'Finance', position: 5 },
];

type DemoArticle = [
  slug: string,
  kind: 'NEWS' | 'GUIDE',
  category: string,
  daysAgo: number,
  titleId: string,
  summaryId: string,
  bodyId: string,
  titleEn: string,
  summaryEn: string,
  bodyEn: string,
];

const articles: DemoArticle[] = [
  [
    'lengkapi-profil-toko',
    'GUIDE',
    'GETTING_STARTED',
    40,
    'Lengkapi profil toko sebelum produk pertama',
    'Nama, logo, deskripsi dan alamat pengambilan yang lengkap membuat pembeli lebih percaya.',
    '<h2>Mengapa profil penting</h2><p>Pembeli memeriksa toko sebelum membeli dari penjual baru. Profil yang lengkap menjawab pertanyaan mereka lebih dulu.</p><h2>Yang perlu Anda isi</h2><ul><li>Nama toko yang mudah diingat dan sesuai merek Anda.</li><li>Logo persegi dengan latar polos.</li><li>Deskripsi singkat: apa yang Anda jual dan untuk siapa.</li><li>Alamat pengambilan dan jam operasional yang benar.</li></ul><p>Buka <strong>Toko → Informasi toko</strong> untuk mengisinya.</p>',
    'Complete your store profile before your first product',
    'A full name, logo, description and pickup address make buyers trust a new store.',
    '<h2>Why the profile matters</h2><p>Buyers look at a store before they buy from a new seller. A complete profile answers their questions first.</p><h2>What to fill in</h2><ul><li>A store name that is easy to remember and matches your brand.</li><li>A square logo on a plain background.</li><li>A short description: what you sell and to whom.</li><li>The right pickup address and opening hours.</li></ul><p>Open <strong>Store → Store information</strong> to fill them in.</p>',
  ],
  [
    'verifikasi-identitas-penjual',
    'GUIDE',
    'GETTING_STARTED',
    38,
    'Verifikasi identitas: dokumen yang diperlukan',
    'Siapkan KTP dan foto diri yang jelas agar verifikasi selesai dalam satu kali kirim.',
    '<p>Toko Anda baru dapat menerima pesanan setelah identitas pemiliknya diverifikasi.</p><h2>Siapkan</h2><ol><li>KTP asli yang masih berlaku, difoto tanpa pantulan cahaya.</li><li>Foto diri sambil memegang KTP, wajah dan tulisan terbaca.</li></ol><h2>Tips agar tidak ditolak</h2><ul><li>Foto di tempat terang, tanpa filter.</li><li>Nama di KTP sama dengan nama pemilik akun.</li></ul>',
    'Identity verification: the documents you need',
    'Have your ID card and a clear photo of yourself ready so verification passes the first time.',
    '<p>Your store can take orders once its owner’s identity is verified.</p><h2>Prepare</h2><ol><li>Your valid original ID card (KTP), photographed without glare.</li><li>A photo of yourself holding the ID card, face and text readable.</li></ol><h2>Tips to avoid a rejection</h2><ul><li>Take the photos in good light, without filters.</li><li>The name on the ID card matches the account owner’s name.</li></ul>',
  ],
  [
    'foto-produk-yang-menjual',
    'GUIDE',
    'PRODUCTS',
    33,
    'Foto produk yang menjual',
    'Cahaya alami, latar polos dan beberapa sudut pandang: foto yang baik menaikkan klik dan penjualan.',
    '<h2>Dasar foto produk</h2><ul><li>Gunakan cahaya alami dari jendela, hindari lampu kilat.</li><li>Latar putih atau polos agar produk menonjol.</li><li>Foto utama menampilkan produk utuh, foto lain menunjukkan detail, ukuran dan cara pakai.</li></ul><h2>Ukuran</h2><p>Unggah gambar persegi minimal 700 × 700 piksel agar dapat diperbesar oleh pembeli.</p>',
    'Product photos that sell',
    'Daylight, a plain background and several angles: good photos raise clicks and sales.',
    '<h2>The basics</h2><ul><li>Use daylight from a window and avoid the flash.</li><li>A white or plain background makes the product stand out.</li><li>The main photo shows the whole product; the others show details, size and use.</li></ul><h2>Size</h2><p>Upload square images of at least 700 × 700 pixels so buyers can zoom in.</p>',
  ],
  [
    'judul-dan-deskripsi-produk',
    'GUIDE',
    'PRODUCTS',
    30,
    'Menulis judul dan deskripsi produk yang mudah ditemukan',
    'Pembeli mencari dengan kata-kata sederhana. Tulis judul dengan merek, jenis, varian dan ukuran.',
    '<h2>Judul</h2><p>Susun judul: <em>merek + jenis produk + varian + ukuran</em>, misalnya “Madu Hutan Sumbawa Asli 500 ml”. Hindari huruf kapital semua dan tanda baca berlebihan.</p><h2>Deskripsi</h2><ul><li>Mulai dengan manfaat utama dalam satu kalimat.</li><li>Daftar spesifikasi: bahan, ukuran, berat, isi paket.</li><li>Jelaskan cara perawatan dan garansi bila ada.</li></ul>',
    'Writing product titles and descriptions buyers find',
    'Buyers search with simple words. Put brand, type, variant and size in the title.',
    '<h2>Title</h2><p>Build the title as <em>brand + product type + variant + size</em>, for example “Sumbawa Forest Honey 500 ml”. Avoid all capitals and extra punctuation.</p><h2>Description</h2><ul><li>Open with the main benefit in one sentence.</li><li>List the specifications: material, size, weight, what is in the box.</li><li>Explain care and any warranty.</li></ul>',
  ],
  [
    'kelola-stok-dan-varian',
    'GUIDE',
    'PRODUCTS',
    24,
    'Mengelola stok dan varian tanpa pesanan batal',
    'Stok yang selalu benar mencegah pembatalan yang menurunkan performa toko.',
    '<p>Pesanan yang dibatalkan karena stok habis menurunkan skor toko Anda.</p><h2>Kebiasaan yang membantu</h2><ul><li>Perbarui stok setiap kali menerima barang dari pemasok.</li><li>Buat varian untuk warna dan ukuran, bukan produk terpisah.</li><li>Nonaktifkan varian yang tidak tersedia alih-alih mengisi stok nol di judul.</li></ul>',
    'Managing stock and variants without cancelled orders',
    'Stock that is always right prevents cancellations that lower your store’s performance.',
    '<p>Orders cancelled because of missing stock lower your store’s score.</p><h2>Habits that help</h2><ul><li>Update stock each time goods arrive from your supplier.</li><li>Make variants for colours and sizes rather than separate products.</li><li>Deactivate a variant that is not available instead of writing “out of stock” in the title.</li></ul>',
  ],
  [
    'proses-pesanan-tepat-waktu',
    'GUIDE',
    'ORDERS',
    20,
    'Memproses pesanan tepat waktu',
    'Terima, kemas dan serahkan ke kurir sebelum batas waktu agar pesanan tidak batal otomatis.',
    '<h2>Alur pesanan</h2><ol><li><strong>Pesanan baru</strong>: terima atau tolak secepatnya.</li><li><strong>Siap dikirim</strong>: kemas dan cetak label.</li><li><strong>Dikirim</strong>: serahkan ke kurir sebelum batas waktu pengiriman.</li></ol><p>Pesanan yang melewati batas waktu dibatalkan otomatis dan dana dikembalikan ke pembeli.</p><h2>Kemasan</h2><p>Gunakan bubble wrap untuk barang pecah belah dan tulis “Jangan dibanting” pada kardus.</p>',
    'Processing orders on time',
    'Accept, pack and hand over to the courier before the deadline so orders are not cancelled automatically.',
    '<h2>The order flow</h2><ol><li><strong>New order</strong>: accept or reject it quickly.</li><li><strong>Ready to ship</strong>: pack it and print the label.</li><li><strong>Shipped</strong>: hand it to the courier before the shipping deadline.</li></ol><p>An order past its deadline is cancelled automatically and the buyer is refunded.</p><h2>Packing</h2><p>Use bubble wrap for fragile goods and mark the box “Fragile”.</p>',
  ],
  [
    'menangani-pengembalian-barang',
    'GUIDE',
    'ORDERS',
    16,
    'Menangani permintaan pengembalian barang',
    'Tanggapi dalam dua hari, minta foto bila perlu, dan selesaikan dengan sopan.',
    '<p>Pembeli dapat mengajukan pengembalian bila barang rusak, salah kirim atau tidak sesuai deskripsi.</p><h2>Langkah Anda</h2><ol><li>Baca alasan dan foto yang dikirim pembeli.</li><li>Tanggapi dalam dua hari kerja: setujui, tawarkan pengembalian sebagian, atau ajukan keberatan dengan bukti.</li><li>Setelah barang kembali, periksa dan konfirmasi penerimaannya.</li></ol><p>Foto kemasan sebelum dikirim dapat menjadi bukti yang kuat.</p>',
    'Handling return requests',
    'Answer within two days, ask for photos when needed, and settle it politely.',
    '<p>Buyers can ask for a return when an item arrives damaged, is the wrong item or does not match its description.</p><h2>Your steps</h2><ol><li>Read the buyer’s reason and photos.</li><li>Answer within two working days: accept, offer a partial refund, or object with evidence.</li><li>When the item is back, check it and confirm receipt.</li></ol><p>Photos of the parcel before shipping make strong evidence.</p>',
  ],
  [
    'voucher-toko-pertama',
    'GUIDE',
    'PROMOTION',
    12,
    'Membuat voucher toko pertama Anda',
    'Voucher dengan minimum belanja yang tepat menarik pembeli baru tanpa menggerus margin.',
    '<h2>Pilih tujuan</h2><ul><li><strong>Pembeli baru</strong>: potongan kecil tanpa minimum belanja.</li><li><strong>Keranjang lebih besar</strong>: potongan dengan minimum sedikit di atas rata-rata nilai pesanan Anda.</li></ul><h2>Hitung margin</h2><p>Pastikan harga setelah potongan, biaya layanan dan ongkos kemasan masih menguntungkan.</p><p>Batasi kuota dan periode agar anggaran promosi terkendali.</p>',
    'Creating your first store voucher',
    'A voucher with the right minimum spend brings new buyers without eating your margin.',
    '<h2>Choose a goal</h2><ul><li><strong>New buyers</strong>: a small discount without a minimum spend.</li><li><strong>Bigger baskets</strong>: a discount with a minimum a little above your average order value.</li></ul><h2>Check the margin</h2><p>Make sure the price after the discount, the service fee and packing costs still leaves a profit.</p><p>Limit the quota and the period to keep the promotion budget in hand.</p>',
  ],
  [
    'penarikan-dana-ke-rekening',
    'GUIDE',
    'FINANCE',
    9,
    'Menarik dana penjualan ke rekening bank',
    'Dana pesanan selesai masuk ke dompet penjual dan dapat ditarik ke rekening terverifikasi.',
    '<p>Setelah pembeli mengonfirmasi penerimaan, dana pesanan masuk ke saldo dompet Anda.</p><h2>Menarik dana</h2><ol><li>Tambahkan rekening bank atas nama pemilik toko di <strong>Dompet → Rekening</strong>.</li><li>Pilih <strong>Tarik dana</strong>, masukkan jumlah, lalu konfirmasi dengan kode OTP.</li></ol><p>Dana biasanya tiba dalam satu hari kerja. Simpan bukti penarikan untuk pembukuan Anda.</p>',
    'Withdrawing your sales to a bank account',
    'Money from completed orders goes to the seller wallet and can be withdrawn to a verified account.',
    '<p>Once the buyer confirms receipt, the order’s money goes to your wallet balance.</p><h2>Withdrawing</h2><ol><li>Add a bank account in the store owner’s name under <strong>Wallet → Accounts</strong>.</li><li>Choose <strong>Withdraw</strong>, enter the amount and confirm with the OTP code.</li></ol><p>Money usually arrives within one working day. Keep the withdrawal receipt for your books.</p>',
  ],
  [
    'laporan-performa-harian',
    'NEWS',
    'GETTING_STARTED',
    10,
    'Laporan performa toko kini diperbarui setiap hari',
    'Pantau skor performa, ulasan, dan waktu respons chat dengan angka yang lebih segar.',
    '<p>Laporan performa toko kini dihitung ulang setiap pagi, bukan lagi setiap minggu.</p><ul><li>Skor performa, rating ulasan, dan waktu respons chat memakai data sampai kemarin.</li><li>Perubahan yang Anda lakukan hari ini terlihat di laporan besok pagi.</li></ul><p>Buka menu Performa Toko untuk melihat angka terbaru dan saran perbaikannya.</p>',
    'The store performance report now updates daily',
    'Follow your performance score, reviews and chat response time with fresher figures.',
    '<p>The store performance report is now worked out again every morning instead of every week.</p><ul><li>The performance score, review rating and chat response time use the data up to yesterday.</li><li>What you change today shows in tomorrow morning’s report.</li></ul><p>Open Store Performance to see the latest figures and the advice that comes with them.</p>',
  ],
  [
    'jadwal-pengiriman-akhir-tahun',
    'NEWS',
    'ORDERS',
    6,
    'Jadwal pengiriman selama libur akhir tahun',
    'Beberapa kurir tidak mengambil paket pada hari libur nasional. Atur stok dan batas waktu Anda.',
    '<p>Selama libur Natal dan Tahun Baru, sebagian kurir tidak melakukan penjemputan pada tanggal merah.</p><ul><li>Pesanan pada hari libur dihitung batas waktunya mulai hari kerja berikutnya.</li><li>Tambahkan catatan di deskripsi toko bila Anda libur, atau aktifkan mode libur.</li></ul><p>Periksa halaman pesanan setiap pagi agar tidak ada pesanan yang terlewat.</p>',
    'Shipping schedule over the year-end holidays',
    'Some couriers do not collect parcels on public holidays. Plan your stock and deadlines.',
    '<p>Over Christmas and New Year, some couriers do not collect parcels on public holidays.</p><ul><li>Deadlines of orders placed on a holiday start on the next working day.</li><li>Add a note to your store description when you are away, or turn on holiday mode.</li></ul><p>Check the orders page every morning so no order is missed.</p>',
  ],
  [
    'kampanye-belanja-nasional',
    'NEWS',
    'PROMOTION',
    3,
    'Pendaftaran kampanye belanja nasional dibuka',
    'Daftarkan produk Anda untuk kampanye belanja bulan depan dan dapatkan tempat di halaman utama.',
    '<p>Pendaftaran produk untuk kampanye belanja nasional bulan depan telah dibuka.</p><h2>Syarat</h2><ul><li>Toko terverifikasi dengan skor performa baik.</li><li>Potongan harga minimal 10% dari harga normal 30 hari terakhir.</li><li>Stok cukup untuk seluruh periode kampanye.</li></ul><p>Produk terpilih tampil di halaman kampanye dan mendapat label khusus.</p>',
    'Sign-ups open for the national shopping campaign',
    'Enter your products for next month’s shopping campaign and get a place on the home page.',
    '<p>Product sign-ups for next month’s national shopping campaign are open.</p><h2>Requirements</h2><ul><li>A verified store with a good performance score.</li><li>A discount of at least 10% off the normal price of the last 30 days.</li><li>Enough stock for the whole campaign.</li></ul><p>Chosen products appear on the campaign page with a special label.</p>',
  ],
  [
    'fitur-chat-balasan-cepat',
    'NEWS',
    'GETTING_STARTED',
    1,
    'Baru: balasan cepat di chat penjual',
    'Simpan jawaban untuk pertanyaan yang sering muncul dan kirim dengan satu ketukan.',
    '<p>Kini Anda dapat menyimpan balasan cepat di chat penjual: jam operasional, estimasi pengiriman, cara klaim garansi.</p><p>Balas lebih cepat berarti skor waktu respons toko Anda lebih baik, dan pembeli lebih yakin untuk membeli.</p>',
    'New: quick replies in seller chat',
    'Save answers to frequent questions and send them with one tap.',
    '<p>You can now save quick replies in seller chat: opening hours, delivery estimates, how to claim a warranty.</p><p>Answering faster improves your store’s response-time score and gives buyers the confidence to buy.</p>',
  ],
];

/** Thirteen published articles, news and guides, dated back from `now` so the newest is the one of yesterday. */
export function demoLearningArticles(now: Date): NewLearningArticle[] {
  return articles.map(([slug, kind, categoryCode, daysAgo, titleId, summaryId, bodyId, titleEn, summaryEn, bodyEn]) => ({
    slug,
    kind,
    categoryCode,
    titleId,
    summaryId,
    bodyId,
    titleEn,
    summaryEn,
    bodyEn,
    coverImageUrl: null,
    status: 'PUBLISHED',
    publishAt: new Date(now.getTime() - daysAgo * day),
  }));
}

type DemoVideo = [provider: 'YOUTUBE' | 'VIMEO', url: string, category: string, daysAgo: number, seconds: number, titleId: string, titleEn: string];

const videos: DemoVideo[] = [
  ['YOUTUBE', 'https://www.youtube.com/watch?v=sLrStart01a', 'GETTING_STARTED', 35, 245, 'Tur singkat Seller Center', 'A short tour of Seller Center'],
  ['YOUTUBE', 'https://www.youtube.com/watch?v=sLrPhoto02b', 'PRODUCTS', 28, 412, 'Memotret produk dengan ponsel', 'Photographing products with a phone'],
  ['VIMEO', 'https://vimeo.com/700000003', 'PRODUCTS', 21, 318, 'Menambah produk dengan varian', 'Adding a product with variants'],
  ['YOUTUBE', 'https://www.youtube.com/watch?v=sLrOrder04c', 'ORDERS', 14, 290, 'Mengemas dan mengirim pesanan', 'Packing and shipping an order'],
  ['VIMEO', 'https://vimeo.com/700000005', 'PROMOTION', 7, 356, 'Menyusun voucher yang menguntungkan', 'Setting up a profitable voucher'],
  ['YOUTUBE', 'https://www.youtube.com/watch?v=sLrWallet6d', 'FINANCE', 2, 198, 'Membaca laporan dompet penjual', 'Reading the seller wallet report'],
];

/** URLs the demo once seeded whose 13-character ids no player opens (a YouTube id has 11): seeding renames them. */
export const replacedDemoVideoUrls: [before: string, after: string][] = [
  ['https://www.youtube.com/watch?v=sellerstart01', 'https://www.youtube.com/watch?v=sLrStart01a'],
  ['https://www.youtube.com/watch?v=sellerphoto02', 'https://www.youtube.com/watch?v=sLrPhoto02b'],
  ['https://www.youtube.com/watch?v=sellerorder04', 'https://www.youtube.com/watch?v=sLrOrder04c'],
  ['https://www.youtube.com/watch?v=sellerwallet6', 'https://www.youtube.com/watch?v=sLrWallet6d'],
];

/** Six published videos, one or two per category. */
export function demoLearningVideos(now: Date): NewLearningVideo[] {
  return videos.map(([provider, url, categoryCode, daysAgo, durationSeconds, titleId, titleEn]) => ({
    provider,
    url,
    categoryCode,
    titleId,
    titleEn,
    durationSeconds,
    status: 'PUBLISHED',
    publishAt: new Date(now.getTime() - daysAgo * day),
  }));
}
