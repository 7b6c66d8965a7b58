import {
  businessDevelopmentChildren,
  cmsPageCodes,
  type BusinessDevelopmentChild,
  type CmsBilingualContent,
  type CmsSection,
} from '@seller-portal/contracts/education';
import type { NewCmsPageRow } from './repository';

const day = 24 * 60 * 60_000;

type Pair = [id: string, en: string];
type Bilingual<T> = { id: T; en: T };

/** Demo pages are written by the content team, published a week before the demo's now. */
const author = 'content@demo.test';

function page(code: string, kind: NewCmsPageRow['kind'], content: CmsBilingualContent, now: Date): NewCmsPageRow {
  const publishedAt = new Date(now.getTime() - 7 * day);
  return { code, kind, status: 'PUBLISHED', version: 1, draft: content, published: content, updatedBy: author, updatedAt: publishedAt, publishedAt };
}

const both = (title: Pair, description: Pair, sections: Bilingual<CmsSection[]>): CmsBilingualContent => ({
  id: { title: title[0], description: description[0], sections: sections.id },
  en: { title: title[1], description: description[1], sections: sections.en },
});

/** Sections written once for both languages: each text a pair. */
type PairSection =
  | { kind: 'HERO'; heading: Pair; text: Pair; cta?: [Pair, string]; imageUrl?: string }
  | { kind: 'FEATURES' | 'STEPS' | 'LINKS'; heading: Pair; items: { title: Pair; text: Pair; href?: string }[] }
  | { kind: 'FAQ'; heading: Pair; items: { group: Pair; question: Pair; answer: Pair }[] }
  | { kind: 'CTA'; heading: Pair; text: Pair; label: Pair; href: string }
  | { kind: 'RICH_TEXT'; heading?: Pair; html: Pair }
  | { kind: 'PROMO'; heading: Pair; text: Pair; shownFrom: number | null; shownUntil: number | null };

function sections(list: PairSection[]): Bilingual<CmsSection[]> {
  const one = (index: 0 | 1): CmsSection[] =>
    list.map((section): CmsSection => {
      switch (section.kind) {
        case 'HERO':
          return {
            kind: 'HERO',
            heading: section.heading[index],
            text: section.text[index],
            ...(section.cta ? { ctaLabel: section.cta[0][index], ctaHref: section.cta[1] } : {}),
            ...(section.imageUrl ? { imageUrl: section.imageUrl } : {}),
          };
        case 'FEATURES':
        case 'STEPS':
        case 'LINKS':
          return {
            kind: section.kind,
            heading: section.heading[index],
            items: section.items.map((item) => ({ title: item.title[index], text: item.text[index], ...(item.href ? { href: item.href } : {}) })),
          };
        case 'FAQ':
          return {
            kind: 'FAQ',
            heading: section.heading[index],
            items: section.items.map((item) => ({ group: item.group[index], question: item.question[index], answer: item.answer[index] })),
          };
        case 'CTA':
          return { kind: 'CTA', heading: section.heading[index], text: section.text[index], label: section.label[index], href: section.href };
        case 'RICH_TEXT':
          return { kind: 'RICH_TEXT', ...(section.heading ? { heading: section.heading[index] } : {}), html: section.html[index] };
        case 'PROMO':
          return { kind: 'PROMO', heading: section.heading[index], text: section.text[index], shownFrom: section.shownFrom, shownUntil: section.shownUntil };
      }
    });
  return { id: one(0), en: one(1) };
}

const registerCta: PairSection = {
  kind: 'CTA',
  heading: ['Siap membuka toko Anda?', 'Ready to open your store?'],
  text: [
    'Daftar gratis dalam beberapa menit dan mulai jangkau jutaan pembeli di seluruh Indonesia.',
    'Sign up free in minutes and start reaching millions of buyers across Indonesia.',
  ],
  label: ['Daftar sekarang', 'Register now'],
  href: '/register',
};

function startSelling(now: Date): CmsBilingualContent {
  return both(
    ['Mulai Berjualan di Seller Center', 'Start selling on Seller Center'],
    [
      'Buka toko online gratis, jangkau jutaan pembeli, dan kelola pesanan, iklan, serta pembayaran dari satu tempat.',
      'Open a free online store, reach millions of buyers, and manage orders, ads and payouts from one place.',
    ],
    sections([
      {
        kind: 'HERO',
        heading: ['Jualan makin mudah, toko makin ramai', 'Selling made simple, a busier store'],
        text: [
          'Buka toko tanpa biaya pendaftaran, tampilkan produk Anda kepada jutaan pembeli, dan terima pembayaran yang aman langsung ke rekening Anda.',
          'Open a store with no sign-up fee, show your products to millions of buyers, and get paid safely straight to your bank account.',
        ],
        cta: [['Daftar jadi penjual', 'Become a seller'], '/register'],
      },
      {
        kind: 'PROMO',
        heading: ['Promo penjual baru', 'New seller promotion'],
        text: [
          'Rabat 50% hingga Rp5 juta untuk komisi penjualan pertama Anda, plus bonus saldo iklan Rp100 ribu untuk mempromosikan produk.',
          'A 50% rebate up to Rp5 million on your first sales commission, plus a bonus ads balance of Rp100 thousand to promote your products.',
        ],
        shownFrom: now.getTime() - 30 * day,
        shownUntil: now.getTime() + 30 * day,
      },
      {
        kind: 'FEATURES',
        heading: ['Kenapa berjualan di sini', 'Why sell here'],
        items: [
          {
            title: ['Jutaan pembeli aktif', 'Millions of active buyers'],
            text: [
              'Produk Anda tampil di pencarian, kategori, dan rekomendasi marketplace.',
              'Your products appear in marketplace search, categories and recommendations.',
            ],
          },
          {
            title: ['Gratis biaya pendaftaran', 'No sign-up fee'],
            text: ['Komisi hanya dikenakan saat produk Anda terjual.', 'Commission is charged only when your products sell.'],
          },
          {
            title: ['Pembayaran aman', 'Safe payments'],
            text: [
              'Dana pesanan masuk ke dompet toko dan dapat ditarik ke rekening bank kapan saja.',
              'Order money arrives in your store wallet and can be withdrawn to your bank at any time.',
            ],
          },
          {
            title: ['Pengiriman terintegrasi', 'Built-in shipping'],
            text: [
              'Pilih kurir, cetak label, dan lacak paket tanpa berpindah aplikasi.',
              'Choose couriers, print labels and track parcels without switching apps.',
            ],
          },
          {
            title: ['Iklan Bliklan', 'Bliklan ads'],
            text: [
              'Naikkan produk ke posisi teratas dengan anggaran yang Anda tentukan sendiri.',
              'Lift products to the top spots on a budget you set yourself.',
            ],
          },
          {
            title: ['Belajar bersama', 'Learn as you grow'],
            text: ['Panduan, artikel, dan video Seller Learning membantu Anda berkembang.', 'Seller Learning guides, articles and videos help you grow.'],
          },
        ],
      },
      {
        kind: 'STEPS',
        heading: ['Mulai dalam 4 langkah', 'Get started in 4 steps'],
        items: [
          {
            title: ['Daftar akun', 'Create an account'],
            text: ['Isi email dan nomor ponsel, lalu verifikasi dengan kode OTP.', 'Enter your email and phone number, then verify with a one-time code.'],
          },
          {
            title: ['Lengkapi data toko', 'Complete your store details'],
            text: ['Nama toko, alamat penjemputan, dan rekening bank untuk pencairan dana.', 'Store name, pickup address and the bank account for payouts.'],
          },
          {
            title: ['Unggah produk', 'Upload products'],
            text: [
              'Tambahkan foto, harga, dan stok satu per satu atau sekaligus dengan Excel.',
              'Add photos, prices and stock one by one or in bulk with Excel.',
            ],
          },
          {
            title: ['Terima pesanan', 'Receive orders'],
            text: [
              'Proses pesanan, kirim paket, dan pantau performa toko dari dasbor.',
              'Process orders, ship parcels and follow your store performance on the dashboard.',
            ],
          },
        ],
      },
      {
        kind: 'FAQ',
        heading: ['Pertanyaan seputar berjualan', 'Questions about selling'],
        items: [
          {
            group: ['Umum', 'General'],
            question: ['Berapa biaya untuk membuka toko?', 'How much does it cost to open a store?'],
            answer: [
              'Membuka toko gratis. Komisi dipotong dari setiap pesanan yang selesai sesuai kategori produk.',
              'Opening a store is free. A commission is deducted from each completed order according to the product category.',
            ],
          },
          {
            group: ['Umum', 'General'],
            question: ['Apakah saya perlu badan usaha?', 'Do I need a registered company?'],
            answer: [
              'Tidak. Perorangan dapat berjualan dengan KTP; badan usaha dapat mengajukan toko resmi.',
              'No. Individuals can sell with an ID card; companies can apply for an official store.',
            ],
          },
        ],
      },
      registerCta,
    ]),
  );
}

function serviceMarketplace(): CmsBilingualContent {
  return both(
    ['Layanan Pendukung Penjual', 'Seller support services'],
    [
      'Mitra fotografi produk, pengelolaan toko, logistik, dan pembukuan yang siap membantu toko Anda berkembang.',
      'Product photography, store management, logistics and bookkeeping partners ready to help your store grow.',
    ],
    sections([
      {
        kind: 'HERO',
        heading: ['Fokus jualan, sisanya serahkan pada ahlinya', 'Focus on selling, leave the rest to the experts'],
        text: [
          'Layanan pendukung adalah mitra terkurasi yang membantu pekerjaan di balik layar toko online Anda dengan harga khusus penjual.',
          'Support services are curated partners who handle the behind-the-scenes work of your online store at seller prices.',
        ],
        cta: [['Hubungi Seller Care', 'Contact Seller Care'], '/bantuan'],
      },
      {
        kind: 'FEATURES',
        heading: ['Layanan yang tersedia', 'Available services'],
        items: [
          {
            title: ['Foto produk', 'Product photos'],
            text: [
              'Studio mitra memotret produk dengan latar bersih sesuai standar marketplace.',
              'Partner studios shoot your products on clean backgrounds to marketplace standards.',
            ],
          },
          {
            title: ['Penulisan deskripsi', 'Copywriting'],
            text: [
              'Judul dan deskripsi produk yang jelas dan mudah ditemukan di pencarian.',
              'Clear product titles and descriptions that are easy to find in search.',
            ],
          },
          {
            title: ['Pengelola toko', 'Store managers'],
            text: [
              'Agensi yang mengelola produk, promo, dan chat pembeli atas nama Anda.',
              'Agencies that manage products, promotions and buyer chat on your behalf.',
            ],
          },
          {
            title: ['Gudang dan pengemasan', 'Warehousing and packing'],
            text: [
              'Simpan stok di gudang mitra dan biarkan pesanan dikemas serta dikirim untuk Anda.',
              'Keep stock in partner warehouses and have orders packed and shipped for you.',
            ],
          },
          {
            title: ['Pembukuan dan pajak', 'Bookkeeping and tax'],
            text: ['Laporan penjualan rapi dan bantuan pelaporan pajak usaha.', 'Tidy sales reports and help with business tax filing.'],
          },
        ],
      },
      {
        kind: 'STEPS',
        heading: ['Cara memakai layanan', 'How to use a service'],
        items: [
          {
            title: ['Pilih layanan', 'Choose a service'],
            text: ['Bandingkan mitra berdasarkan harga, ulasan, dan wilayah.', 'Compare partners by price, reviews and area.'],
          },
          {
            title: ['Ajukan permintaan', 'Send a request'],
            text: [
              'Ceritakan kebutuhan toko Anda; mitra menghubungi dalam 1 hari kerja.',
              'Describe what your store needs; the partner replies within 1 working day.',
            ],
          },
          {
            title: ['Pantau hasilnya', 'Follow the results'],
            text: ['Lihat dampaknya pada penjualan di laporan performa toko.', 'See the effect on sales in your store performance report.'],
          },
        ],
      },
      registerCta,
    ]),
  );
}

const helpQuestions: { group: Pair; question: Pair; answer: Pair }[] = [
  ...(
    [
      [
        ['Bagaimana cara mendaftar sebagai penjual?', 'How do I register as a seller?'],
        [
          'Buka halaman Daftar, isi email dan nomor ponsel, masukkan kode OTP, lalu lengkapi data toko.',
          'Open the Register page, enter your email and phone number, type the one-time code, then complete your store details.',
        ],
      ],
      [
        ['Saya lupa kata sandi, apa yang harus dilakukan?', 'I forgot my password, what should I do?'],
        [
          'Pilih "Lupa kata sandi" di halaman masuk. Tautan untuk membuat kata sandi baru dikirim ke email Anda.',
          'Choose "Forgot password" on the sign-in page. A link to create a new password is sent to your email.',
        ],
      ],
      [
        ['Mengapa akun saya terkunci?', 'Why is my account locked?'],
        [
          'Akun terkunci sementara setelah beberapa kali salah kata sandi. Tunggu sebentar atau atur ulang kata sandi.',
          'An account locks for a while after several wrong passwords. Wait a moment or reset your password.',
        ],
      ],
      [
        ['Bagaimana cara menambah staf toko?', 'How do I add store staff?'],
        [
          'Pemilik toko dapat mengundang staf dan memilih hak akses masing-masing dari menu Pengaturan Toko.',
          'The store owner can invite staff and choose what each may do from Store Settings.',
        ],
      ],
    ] as [Pair, Pair][]
  ).map(([question, answer]) => ({ group: ['Akun dan pendaftaran', 'Account and registration'] as Pair, question, answer })),
  ...(
    [
      [
        ['Bagaimana cara menambah produk?', 'How do I add a product?'],
        [
          'Buka Produk, pilih "Tambah produk", isi nama, kategori, foto, harga, dan stok, lalu simpan.',
          'Open Products, choose "Add product", fill in the name, category, photos, price and stock, then save.',
        ],
      ],
      [
        ['Bisakah saya mengubah harga banyak produk sekaligus?', 'Can I change the prices of many products at once?'],
        [
          'Bisa. Unduh templat Excel di halaman Produk, ubah harga dan stok, lalu unggah kembali.',
          'Yes. Download the Excel template on the Products page, change prices and stock, then upload it again.',
        ],
      ],
      [
        ['Mengapa produk saya tidak tampil?', 'Why is my product not showing?'],
        [
          'Pastikan produk aktif, stoknya lebih dari nol, dan tidak sedang ditinjau karena melanggar aturan.',
          'Make sure the product is active, has stock above zero and is not under review for breaking the rules.',
        ],
      ],
      [
        ['Berapa ukuran foto produk yang disarankan?', 'What product photo size is recommended?'],
        [
          'Gunakan foto persegi minimal 700 × 700 piksel dengan latar polos dan produk terlihat jelas.',
          'Use square photos of at least 700 × 700 pixels on a plain background with the product clearly visible.',
        ],
      ],
    ] as [Pair, Pair][]
  ).map(([question, answer]) => ({ group: ['Produk', 'Products'] as Pair, question, answer })),
  ...(
    [
      [
        ['Berapa lama batas waktu memproses pesanan?', 'How long do I have to process an order?'],
        [
          'Terima pesanan dalam 2 hari kerja dan kirim sebelum batas waktu pengiriman agar tidak dibatalkan otomatis.',
          'Accept an order within 2 working days and ship it before the shipping deadline so it is not cancelled automatically.',
        ],
      ],
      [
        ['Bagaimana cara mencetak label pengiriman?', 'How do I print a shipping label?'],
        [
          'Setelah pesanan diterima, buka detail pesanan dan pilih "Cetak label". Beberapa label dapat dicetak sekaligus.',
          'Once the order is accepted, open its detail and choose "Print label". Several labels can be printed at once.',
        ],
      ],
      [
        ['Pembeli meminta pembatalan, apa yang harus saya lakukan?', 'A buyer asks to cancel, what should I do?'],
        [
          'Jika paket belum dikirim, Anda dapat membatalkan pesanan dengan alasan. Paket yang sudah dikirim tidak dapat dibatalkan.',
          'If the parcel has not been shipped you may cancel the order with a reason. A shipped parcel cannot be cancelled.',
        ],
      ],
      [
        ['Bagaimana pengembalian barang diproses?', 'How are returns handled?'],
        [
          'Pembeli mengajukan pengembalian dengan bukti. Anda dapat menyetujui, menolak dengan alasan, atau meminta bantuan Seller Care.',
          'The buyer files a return with proof. You can approve it, refuse it with a reason, or ask Seller Care to help.',
        ],
      ],
    ] as [Pair, Pair][]
  ).map(([question, answer]) => ({ group: ['Pesanan dan pengiriman', 'Orders and shipping'] as Pair, question, answer })),
  ...(
    [
      [
        ['Kapan dana penjualan masuk ke dompet toko?', 'When does sales money reach my store wallet?'],
        [
          'Dana masuk setelah pembeli mengonfirmasi penerimaan atau otomatis beberapa hari setelah paket tiba.',
          'Money arrives after the buyer confirms receipt, or automatically a few days after the parcel is delivered.',
        ],
      ],
      [
        ['Bagaimana cara menarik dana ke rekening bank?', 'How do I withdraw money to my bank account?'],
        [
          'Buka Dompet, pilih "Tarik dana", masukkan jumlah dan rekening, lalu konfirmasi dengan kode yang dikirim ke email.',
          'Open Wallet, choose "Withdraw", enter the amount and account, then confirm with the code sent to your email.',
        ],
      ],
      [
        ['Berapa komisi yang dipotong dari penjualan?', 'What commission is deducted from sales?'],
        [
          'Komisi bergantung pada kategori produk dan tercantum di halaman Kontrak sebagai margin dasar.',
          'The commission depends on the product category and is listed on the Contract page as the base margin.',
        ],
      ],
    ] as [Pair, Pair][]
  ).map(([question, answer]) => ({ group: ['Pembayaran dan dompet', 'Payments and wallet'] as Pair, question, answer })),
  ...(
    [
      [
        ['Bagaimana cara beriklan dengan Bliklan?', 'How do I advertise with Bliklan?'],
        [
          'Isi saldo iklan, buat kampanye, pilih produk, dan tentukan anggaran harian serta biaya per klik.',
          'Top up your ads balance, create a campaign, pick products and set a daily budget and cost per click.',
        ],
      ],
      [
        ['Apa itu skor performa toko?', 'What is the store performance score?'],
        [
          'Skor dihitung dari rating, kecepatan membalas chat, pengiriman tepat waktu, dan tingkat pembatalan.',
          'The score comes from your rating, chat reply speed, on-time shipping and cancellation rate.',
        ],
      ],
      [
        ['Bagaimana menjadi toko resmi?', 'How do I become an official store?'],
        [
          'Ajukan dari halaman Toko Resmi dengan sertifikat merek dan surat kuasa bila Anda bukan pemilik merek.',
          'Apply from the Official Store page with the trademark certificate, and an authorisation letter if you are not the brand owner.',
        ],
      ],
      [
        ['Bagaimana menghubungi Seller Care?', 'How do I contact Seller Care?'],
        [
          'Seller Care siap membantu setiap hari pukul 08.00–22.00 WIB melalui chat di aplikasi atau email seller-care@demo.test.',
          'Seller Care helps every day from 08:00 to 22:00 WIB through in-app chat or seller-care@demo.test.',
        ],
      ],
    ] as [Pair, Pair][]
  ).map(([question, answer]) => ({ group: ['Promosi dan pertumbuhan', 'Promotion and growth'] as Pair, question, answer })),
];

function help(): CmsBilingualContent {
  return both(
    ['Bantuan Penjual', 'Seller help'],
    [
      'Jawaban atas pertanyaan penjual tentang akun, produk, pesanan, pengiriman, pembayaran, dan promosi di Seller Center.',
      'Answers to sellers’ questions about accounts, products, orders, shipping, payments and promotion on Seller Center.',
    ],
    sections([
      {
        kind: 'HERO',
        heading: ['Ada yang bisa kami bantu?', 'How can we help?'],
        text: ['Cari pertanyaan Anda atau jelajahi topik di bawah ini.', 'Search for your question or browse the topics below.'],
      },
      { kind: 'FAQ', heading: ['Pertanyaan yang sering diajukan', 'Frequently asked questions'], items: helpQuestions },
      {
        kind: 'CTA',
        heading: ['Belum menemukan jawaban?', 'Still need an answer?'],
        text: ['Tim Seller Care siap membantu setiap hari pukul 08.00–22.00 WIB.', 'Seller Care is here every day from 08:00 to 22:00 WIB.'],
        label: ['Kirim email ke Seller Care', 'Email Seller Care'],
        href: 'mailto:seller-care@demo.test',
      },
    ]),
  );
}

const children: Record<BusinessDevelopmentChild, { name: Pair; summary: Pair; features: [Pair, Pair][]; steps: Pair[] }> = {
  bliklan: {
    name: ['Bliklan', 'Bliklan'],
    summary: [
      'Iklan produk berbayar per klik yang menaikkan produk Anda ke posisi teratas pencarian.',
      'Pay-per-click product ads that lift your products to the top of search.',
    ],
    features: [
      [
        ['Bayar per klik', 'Pay per click'],
        ['Anda hanya membayar saat pembeli mengklik iklan.', 'You pay only when a buyer clicks the ad.'],
      ],
      [
        ['Anggaran fleksibel', 'Flexible budget'],
        ['Atur anggaran harian mulai dari Rp10 ribu.', 'Set a daily budget from Rp10 thousand.'],
      ],
      [
        ['Laporan harian', 'Daily reports'],
        ['Pantau tayangan, klik, dan penjualan dari iklan.', 'Follow impressions, clicks and sales from your ads.'],
      ],
    ],
    steps: [
      ['Isi saldo iklan dari dompet toko', 'Top up the ads balance from your store wallet'],
      ['Buat kampanye dan pilih produk', 'Create a campaign and choose products'],
      ['Atur anggaran dan biaya per klik', 'Set the budget and cost per click'],
    ],
  },
  instore: {
    name: ['In-Store', 'In-Store'],
    summary: [
      'Jual produk Anda di toko fisik mitra dan jangkau pembeli yang belanja langsung.',
      'Sell your products in partner shops and reach buyers who shop in person.',
    ],
    features: [
      [
        ['Rak di toko mitra', 'Shelf space in partner shops'],
        ['Produk tampil di ratusan toko fisik di kota besar.', 'Products on display in hundreds of shops in major cities.'],
      ],
      [
        ['Stok terhubung', 'Connected stock'],
        ['Stok toko online dan toko fisik tersinkron otomatis.', 'Online and in-store stock stay in sync automatically.'],
      ],
      [
        ['Pembayaran terpadu', 'One payout'],
        ['Penjualan di toko fisik masuk ke dompet yang sama.', 'In-store sales arrive in the same wallet.'],
      ],
    ],
    steps: [
      ['Ajukan minat melalui formulir mitra', 'Register interest through the partner form'],
      ['Tim kami meninjau kategori dan stok Anda', 'Our team reviews your categories and stock'],
      ['Kirim produk ke toko mitra terpilih', 'Send products to the chosen partner shops'],
    ],
  },
  cnc: {
    name: ['Click & Collect', 'Click & Collect'],
    summary: ['Pembeli memesan online dan mengambil pesanan di titik ambil terdekat.', 'Buyers order online and collect at a nearby pickup point.'],
    features: [
      [
        ['Tanpa ongkos kirim', 'No delivery fee'],
        ['Pembeli hemat ongkir, konversi Anda naik.', 'Buyers save on delivery and your conversion rises.'],
      ],
      [
        ['Titik ambil luas', 'Many pickup points'],
        ['Ribuan titik ambil di minimarket dan kantor mitra.', 'Thousands of pickup points in minimarkets and partner offices.'],
      ],
      [
        ['Status real-time', 'Live status'],
        ['Pembeli diberi tahu saat pesanan siap diambil.', 'Buyers are told when the order is ready to collect.'],
      ],
    ],
    steps: [
      ['Aktifkan Click & Collect di pengaturan pengiriman', 'Turn on Click & Collect in your shipping settings'],
      ['Pilih titik ambil yang Anda layani', 'Choose the pickup points you serve'],
      ['Antar pesanan ke titik ambil sebelum batas waktu', 'Drop orders at the pickup point before the deadline'],
    ],
  },
  fbb: {
    name: ['Fulfillment by Blibli', 'Fulfillment by Blibli'],
    summary: ['Simpan stok di gudang kami; pesanan dikemas dan dikirim untuk Anda.', 'Keep stock in our warehouses; orders are packed and shipped for you.'],
    features: [
      [
        ['Pengiriman lebih cepat', 'Faster delivery'],
        ['Stok dekat pembeli, paket tiba lebih cepat.', 'Stock near buyers means parcels arrive sooner.'],
      ],
      [
        ['Lencana khusus', 'Special badge'],
        ['Produk FBB mendapat lencana yang meningkatkan kepercayaan.', 'FBB products get a badge that builds trust.'],
      ],
      [
        ['Tanpa repot mengemas', 'No packing work'],
        ['Kami yang mengemas, mengirim, dan mengurus retur.', 'We pack, ship and handle returns.'],
      ],
    ],
    steps: [
      ['Buat pesanan masuk (IPO) ke gudang', 'Create an inbound purchase order to the warehouse'],
      ['Kirim stok sesuai jadwal kedatangan', 'Send stock on the arrival day'],
      ['Pantau stok dan pesanan dari dasbor', 'Follow stock and orders from the dashboard'],
    ],
  },
  mitra: {
    name: ['Mitra Seller', 'Seller Partners'],
    summary: [
      'Program kemitraan bagi penjual yang ingin menjadi pemasok jaringan reseller.',
      'A partnership programme for sellers who want to supply a network of resellers.',
    ],
    features: [
      [
        ['Jaringan reseller', 'Reseller network'],
        ['Produk Anda dijual kembali oleh ribuan reseller.', 'Your products are resold by thousands of resellers.'],
      ],
      [
        ['Harga grosir', 'Wholesale pricing'],
        ['Atur harga bertingkat berdasarkan jumlah.', 'Set tiered prices by quantity.'],
      ],
      [
        ['Pendampingan', 'Mentoring'],
        ['Manajer akun membantu strategi pertumbuhan.', 'An account manager helps with your growth plan.'],
      ],
    ],
    steps: [
      ['Daftarkan toko Anda ke program mitra', 'Enrol your store in the partner programme'],
      ['Tentukan produk dan harga grosir', 'Choose products and wholesale prices'],
      ['Mulai terima pesanan dari reseller', 'Start receiving reseller orders'],
    ],
  },
  'official-store': {
    name: ['Toko Resmi', 'Official Store'],
    summary: [
      'Tampilkan merek Anda dengan lencana toko resmi dan halaman toko khusus.',
      'Show your brand with the official store badge and a dedicated store page.',
    ],
    features: [
      [
        ['Lencana resmi', 'Official badge'],
        ['Pembeli tahu produk Anda asli dari pemilik merek.', 'Buyers know your products come from the brand owner.'],
      ],
      [
        ['Halaman merek', 'Brand page'],
        ['Etalase dengan banner, video, dan koleksi pilihan.', 'A storefront with banners, video and curated collections.'],
      ],
      [
        ['Kampanye eksklusif', 'Exclusive campaigns'],
        ['Ikut serta dalam kampanye besar marketplace.', 'Join the marketplace’s major campaigns.'],
      ],
    ],
    steps: [
      ['Siapkan sertifikat merek', 'Prepare the trademark certificate'],
      ['Ajukan dari halaman Toko Resmi', 'Apply from the Official Store page'],
      ['Tunggu peninjauan tim kami', 'Wait for our team’s review'],
    ],
  },
  b2b: {
    name: ['Penjualan B2B', 'B2B sales'],
    summary: ['Jual dalam jumlah besar ke perusahaan dengan faktur dan termin pembayaran.', 'Sell in bulk to companies with invoices and payment terms.'],
    features: [
      [
        ['Pembeli korporat', 'Corporate buyers'],
        ['Akses ke ribuan perusahaan yang berbelanja rutin.', 'Access thousands of companies that buy regularly.'],
      ],
      [
        ['Permintaan penawaran', 'Requests for quotation'],
        ['Terima dan balas RFQ langsung dari Seller Center.', 'Receive and answer RFQs right in Seller Center.'],
      ],
      [
        ['Faktur pajak', 'Tax invoices'],
        ['Faktur dan dokumen pajak dibuat otomatis.', 'Invoices and tax documents are produced automatically.'],
      ],
    ],
    steps: [
      ['Lengkapi data legal toko', 'Complete your store’s legal details'],
      ['Aktifkan penjualan B2B', 'Turn on B2B sales'],
      ['Balas permintaan penawaran', 'Answer requests for quotation'],
    ],
  },
  b2g: {
    name: ['Penjualan B2G', 'B2G sales'],
    summary: [
      'Jadilah penyedia pengadaan barang pemerintah melalui katalog elektronik.',
      'Become a supplier for government procurement through the e-catalogue.',
    ],
    features: [
      [
        ['Katalog pemerintah', 'Government catalogue'],
        ['Produk Anda tersedia bagi instansi pemerintah.', 'Your products are available to government agencies.'],
      ],
      [
        ['Proses transparan', 'Transparent process'],
        ['Pengadaan tercatat dan diaudit.', 'Procurement is recorded and audited.'],
      ],
      [
        ['Pendampingan dokumen', 'Document support'],
        ['Tim kami membantu kelengkapan administrasi.', 'Our team helps with the paperwork.'],
      ],
    ],
    steps: [
      ['Pastikan toko berbadan usaha', 'Make sure your store is a registered business'],
      ['Ajukan verifikasi penyedia', 'Apply for supplier verification'],
      ['Tayangkan produk di katalog pemerintah', 'List products in the government catalogue'],
    ],
  },
};

const childPath = (child: BusinessDevelopmentChild) => `/pengembangan-usaha/${child}`;

function businessDevelopmentMenu(): CmsBilingualContent {
  return both(
    ['Pengembangan Usaha', 'Business development'],
    [
      'Program untuk mengembangkan toko Anda: iklan, toko fisik, fulfillment, toko resmi, penjualan B2B dan B2G.',
      'Programmes to grow your store: ads, physical shops, fulfilment, official stores, B2B and B2G sales.',
    ],
    sections([
      {
        kind: 'HERO',
        heading: ['Kembangkan usaha Anda lebih jauh', 'Take your business further'],
        text: ['Pilih program yang sesuai dengan tahap usaha Anda.', 'Choose the programmes that fit where your business is.'],
      },
      {
        kind: 'LINKS',
        heading: ['Program pengembangan usaha', 'Business development programmes'],
        items: businessDevelopmentChildren.map((child) => ({ title: children[child].name, text: children[child].summary, href: childPath(child) })),
      },
    ]),
  );
}

function businessDevelopmentChild(child: BusinessDevelopmentChild): CmsBilingualContent {
  const { name, summary, features, steps } = children[child];
  return both(
    [`${name[0]} – Pengembangan Usaha`, `${name[1]} – Business development`],
    summary,
    sections([
      { kind: 'HERO', heading: name, text: summary, cta: [['Daftar sekarang', 'Register now'], '/register'] },
      { kind: 'FEATURES', heading: ['Keuntungan', 'Benefits'], items: features.map(([title, text]) => ({ title, text })) },
      {
        kind: 'STEPS',
        heading: ['Cara bergabung', 'How to join'],
        items: steps.map((step, index) => ({ title: [`Langkah ${index + 1}`, `Step ${index + 1}`] as Pair, text: step })),
      },
      {
        kind: 'LINKS',
        heading: ['Program lainnya', 'Other programmes'],
        items: businessDevelopmentChildren
          .filter((other) => other !== child)
          .map((other) => ({ title: children[other].name, text: children[other].summary, href: childPath(other) })),
      },
    ]),
  );
}

function intellectualProperty(): CmsBilingualContent {
  return both(
    ['Perlindungan Hak Kekayaan Intelektual', 'Intellectual property protection'],
    [
      'Cara melaporkan produk yang melanggar merek, hak cipta, atau paten Anda di marketplace.',
      'How to report products that infringe your trademark, copyright or patent on the marketplace.',
    ],
    sections([
      {
        kind: 'HERO',
        heading: ['Kami melindungi merek dan karya Anda', 'We protect your brand and your work'],
        text: [
          'Pemilik hak dapat melaporkan produk yang melanggar. Setiap laporan ditinjau dalam 3 hari kerja.',
          'Rights owners can report infringing products. Every report is reviewed within 3 working days.',
        ],
      },
      {
        kind: 'STEPS',
        heading: ['Cara melapor', 'How to report'],
        items: [
          {
            title: ['Siapkan bukti kepemilikan', 'Prepare proof of ownership'],
            text: ['Sertifikat merek, hak cipta, atau paten yang masih berlaku.', 'A valid trademark, copyright or patent certificate.'],
          },
          {
            title: ['Kumpulkan tautan produk', 'Collect the product links'],
            text: ['Tautan setiap produk yang diduga melanggar.', 'The link to each product you believe infringes.'],
          },
          {
            title: ['Kirim laporan', 'Send the report'],
            text: ['Email ke ipr@demo.test dengan bukti dan tautan tersebut.', 'Email ipr@demo.test with the proof and the links.'],
          },
        ],
      },
      {
        kind: 'RICH_TEXT',
        heading: ['Apa yang terjadi setelah laporan', 'What happens after a report'],
        html: [
          '<p>Produk yang terbukti melanggar diturunkan dan penjualnya mendapat peringatan. Pelanggaran berulang dapat berujung pada <strong>penutupan toko</strong>.</p><p>Penjual yang produknya diturunkan dapat mengajukan keberatan dengan bukti lisensi.</p>',
          '<p>Products found to infringe are taken down and their seller is warned. Repeated infringement can lead to <strong>store closure</strong>.</p><p>A seller whose product was taken down may object with proof of a licence.</p>',
        ],
      },
    ]),
  );
}

function loginBanner(): CmsBilingualContent {
  return both(
    ['Banner halaman masuk', 'Sign-in banner'],
    ['Banner di samping formulir masuk.', 'The banner beside the sign-in form.'],
    sections([
      {
        kind: 'HERO',
        heading: ['Pelajari cara menaikkan penjualan', 'Learn how to grow your sales'],
        text: ['Panduan dan video gratis dari Seller Learning, kapan saja.', 'Free guides and videos from Seller Learning, any time.'],
        cta: [['Buka Seller Learning', 'Open Seller Learning'], '/learning'],
      },
    ]),
  );
}

/** A text the seller agrees to: numbered articles as rich text. */
function agreementText(title: Pair, description: Pair, articles: [heading: Pair, body: Pair][]): CmsBilingualContent {
  return both(
    title,
    description,
    sections(
      articles.map(([heading, body], index) => ({
        kind: 'RICH_TEXT',
        heading: [`Pasal ${index + 1}. ${heading[0]}`, `Article ${index + 1}. ${heading[1]}`] as Pair,
        html: body,
      })),
    ),
  );
}

function sellerAgreement(): CmsBilingualContent {
  return agreementText(
    ['Perjanjian Penjual', 'Seller agreement'],
    [
      'Syarat dan ketentuan yang berlaku bagi setiap penjual yang membuka toko di Seller Center.',
      'The terms and conditions for every seller who opens a store on Seller Center.',
    ],
    [
      [
        ['Definisi', 'Definitions'],
        [
          '<p><strong>Penjual</strong> adalah perorangan atau badan usaha yang membuka toko di marketplace. <strong>Pembeli</strong> adalah pengguna yang membeli produk Penjual.</p>',
          '<p>The <strong>Seller</strong> is the individual or company that opens a store on the marketplace. The <strong>Buyer</strong> is the user who buys the Seller’s products.</p>',
        ],
      ],
      [
        ['Pendaftaran toko', 'Opening a store'],
        [
          '<p>Penjual wajib memberikan data yang benar dan terkini, termasuk identitas, alamat penjemputan, dan rekening bank atas nama Penjual.</p>',
          '<p>The Seller must give true and current details, including identity, pickup address and a bank account in the Seller’s name.</p>',
        ],
      ],
      [
        ['Produk yang dijual', 'Products sold'],
        [
          '<p>Penjual hanya boleh menjual produk yang sah, asli, dan sesuai deskripsi. Produk terlarang tercantum dalam <a href="/pages/prohibited-products">daftar produk terlarang</a>.</p>',
          '<p>The Seller may sell only lawful, genuine products that match their description. Prohibited products are listed in the <a href="/pages/prohibited-products">prohibited products list</a>.</p>',
        ],
      ],
      [
        ['Pesanan dan pengiriman', 'Orders and shipping'],
        [
          '<ul><li>Pesanan diterima dalam 2 hari kerja.</li><li>Paket dikirim sebelum batas waktu pengiriman.</li><li>Pesanan yang tidak diproses dibatalkan otomatis.</li></ul>',
          '<ul><li>Orders are accepted within 2 working days.</li><li>Parcels are shipped before the shipping deadline.</li><li>Orders left unprocessed are cancelled automatically.</li></ul>',
        ],
      ],
      [
        ['Komisi dan pembayaran', 'Commission and payment'],
        [
          '<p>Marketplace memotong komisi sesuai kategori produk dari setiap pesanan yang selesai. Sisa dana masuk ke dompet toko dan dapat ditarik ke rekening Penjual.</p>',
          '<p>The marketplace deducts a commission by product category from each completed order. The remainder goes to the store wallet and may be withdrawn to the Seller’s bank account.</p>',
        ],
      ],
      [
        ['Pelanggaran dan sanksi', 'Breaches and sanctions'],
        [
          '<p>Pelanggaran dapat berakibat penurunan produk, pembekuan dana, hingga penutupan toko, sesuai tingkat pelanggaran.</p>',
          '<p>A breach may lead to products being taken down, funds being held or the store being closed, depending on its severity.</p>',
        ],
      ],
      [
        ['Perubahan perjanjian', 'Changes to this agreement'],
        [
          '<p>Perubahan diberitahukan paling lambat 14 hari sebelum berlaku. Dengan tetap berjualan, Penjual menyetujui perubahan tersebut.</p>',
          '<p>Changes are announced at least 14 days before they take effect. By continuing to sell, the Seller accepts them.</p>',
        ],
      ],
    ],
  );
}

function sellerInternationalAgreement(): CmsBilingualContent {
  return agreementText(
    ['Perjanjian Penjual Internasional', 'International seller agreement'],
    ['Ketentuan tambahan bagi penjual yang berdomisili di luar Indonesia.', 'Additional terms for sellers based outside Indonesia.'],
    [
      [
        ['Ruang lingkup', 'Scope'],
        [
          '<p>Perjanjian ini melengkapi Perjanjian Penjual bagi penjual yang berdomisili di luar Indonesia.</p>',
          '<p>This agreement supplements the Seller agreement for sellers based outside Indonesia.</p>',
        ],
      ],
      [
        ['Impor dan bea cukai', 'Import and customs'],
        [
          '<p>Penjual bertanggung jawab atas kepatuhan impor, bea masuk, dan pajak yang berlaku di Indonesia.</p>',
          '<p>The Seller is responsible for import compliance, duties and the taxes that apply in Indonesia.</p>',
        ],
      ],
      [
        ['Mata uang dan pembayaran', 'Currency and payment'],
        [
          '<p>Harga ditampilkan dalam Rupiah. Dana dicairkan ke rekening luar negeri dengan kurs pada hari pencairan.</p>',
          '<p>Prices are shown in rupiah. Funds are paid out to a foreign account at the exchange rate of the payout day.</p>',
        ],
      ],
      [
        ['Hukum yang berlaku', 'Governing law'],
        ['<p>Perjanjian ini tunduk pada hukum Republik Indonesia.</p>', '<p>This agreement is governed by the laws of the Republic of Indonesia.</p>'],
      ],
    ],
  );
}

function sellerPrivacyPolicy(): CmsBilingualContent {
  return agreementText(
    ['Kebijakan Privasi Penjual', 'Seller privacy policy'],
    [
      'Bagaimana Seller Center mengumpulkan, memakai, dan melindungi data pribadi penjual.',
      'How Seller Center collects, uses and protects sellers’ personal data.',
    ],
    [
      [
        ['Data yang kami kumpulkan', 'Data we collect'],
        [
          '<ul><li>Data identitas dan kontak.</li><li>Data toko, produk, dan transaksi.</li><li>Data perangkat dan riwayat masuk untuk keamanan akun.</li></ul>',
          '<ul><li>Identity and contact details.</li><li>Store, product and transaction data.</li><li>Device data and sign-in history to keep your account safe.</li></ul>',
        ],
      ],
      [
        ['Penggunaan data', 'How we use data'],
        [
          '<p>Data dipakai untuk menjalankan toko, memproses pembayaran, mencegah penipuan, dan meningkatkan layanan.</p>',
          '<p>Data is used to run your store, process payments, prevent fraud and improve the service.</p>',
        ],
      ],
      [
        ['Berbagi data', 'Sharing data'],
        [
          '<p>Kami hanya membagikan data kepada kurir, mitra pembayaran, dan otoritas sesuai hukum yang berlaku.</p>',
          '<p>We share data only with couriers, payment partners and authorities as the law requires.</p>',
        ],
      ],
      [
        ['Hak Anda', 'Your rights'],
        [
          '<p>Anda dapat meminta salinan, perbaikan, atau penghapusan data melalui <a href="mailto:privacy@demo.test">privacy@demo.test</a>.</p>',
          '<p>You may ask for a copy, correction or deletion of your data at <a href="mailto:privacy@demo.test">privacy@demo.test</a>.</p>',
        ],
      ],
    ],
  );
}

/** The content pages of `/pages/:pageName`. */
function contentPages(): [string, CmsBilingualContent][] {
  const textPage = (title: Pair, description: Pair, html: Pair): CmsBilingualContent => both(title, description, sections([{ kind: 'RICH_TEXT', html }]));
  return [
    [
      'about-seller-center',
      textPage(
        ['Tentang Seller Center', 'About Seller Center'],
        [
          'Seller Center adalah tempat penjual mengelola toko online mereka di marketplace.',
          'Seller Center is where sellers run their online stores on the marketplace.',
        ],
        [
          '<p>Seller Center membantu lebih dari 100 ribu penjual di seluruh Indonesia mengelola produk, pesanan, iklan, dan pembayaran.</p><p>Kami percaya setiap usaha, besar maupun kecil, layak mendapat alat yang sama baiknya.</p>',
          '<p>Seller Center helps more than 100 thousand sellers across Indonesia manage products, orders, ads and payments.</p><p>We believe every business, large or small, deserves equally good tools.</p>',
        ],
      ),
    ],
    [
      'prohibited-products',
      textPage(
        ['Produk Terlarang', 'Prohibited products'],
        ['Daftar produk yang tidak boleh dijual di marketplace.', 'The products that may not be sold on the marketplace.'],
        [
          '<ul><li>Narkotika, obat keras tanpa izin, dan rokok elektrik ilegal.</li><li>Senjata api dan bahan peledak.</li><li>Produk bajakan atau palsu.</li><li>Satwa dilindungi.</li></ul>',
          '<ul><li>Narcotics, prescription drugs without a licence and illegal e-cigarettes.</li><li>Firearms and explosives.</li><li>Pirated or counterfeit goods.</li><li>Protected wildlife.</li></ul>',
        ],
      ),
    ],
    [
      'shipping-policy',
      textPage(
        ['Kebijakan Pengiriman', 'Shipping policy'],
        [
          'Batas waktu pengiriman, kurir yang tersedia, dan tanggung jawab penjual.',
          'Shipping deadlines, available couriers and the seller’s responsibilities.',
        ],
        [
          '<p>Pesanan reguler dikirim dalam 2 hari kerja setelah diterima; pesanan instan dan same day pada hari yang sama.</p><p>Penjual bertanggung jawab atas kemasan yang layak hingga paket diserahkan ke kurir.</p>',
          '<p>Regular orders ship within 2 working days of acceptance; instant and same-day orders on the same day.</p><p>The seller is responsible for proper packing until the parcel is handed to the courier.</p>',
        ],
      ),
    ],
    [
      'return-policy',
      textPage(
        ['Kebijakan Pengembalian', 'Return policy'],
        ['Kapan pembeli dapat mengembalikan barang dan bagaimana prosesnya.', 'When buyers may return items and how it works.'],
        [
          '<p>Pembeli dapat mengajukan pengembalian dalam 7 hari setelah paket diterima bila barang rusak, salah, atau tidak sesuai deskripsi.</p>',
          '<p>Buyers may request a return within 7 days of delivery when an item is damaged, wrong or not as described.</p>',
        ],
      ),
    ],
  ];
}

/** Every §2.2 page in both languages, published, and the sign-in banner. */
export function demoCmsPages(now: Date): NewCmsPageRow[] {
  return [
    page(cmsPageCodes.startSelling, 'CMS', startSelling(now), now),
    page(cmsPageCodes.serviceMarketplace, 'CMS', serviceMarketplace(), now),
    page(cmsPageCodes.help, 'CMS', help(), now),
    page(cmsPageCodes.businessDevelopmentMenu, 'CMS', businessDevelopmentMenu(), now),
    ...businessDevelopmentChildren.map((child) => page(cmsPageCodes.businessDevelopmentChild(child), 'CMS', businessDevelopmentChild(child), now)),
    page(cmsPageCodes.intellectualProperty, 'CMS', intellectualProperty(), now),
    page(cmsPageCodes.loginBanner, 'CMS', loginBanner(), now),
    page(cmsPageCodes.sellerAgreement, 'TEXT', sellerAgreement(), now),
    page(cmsPageCodes.sellerInternationalAgreement, 'TEXT', sellerInternationalAgreement(), now),
    page(cmsPageCodes.sellerPrivacyPolicy, 'TEXT', sellerPrivacyPolicy(), now),
    ...contentPages().map(([code, content]) => page(code, 'PAGE', content, now)),
  ];
}
