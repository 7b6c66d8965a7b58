import { chatLimits, chatRoomId, chatStickers, type ChatMessageKind, type ChatProductDetail, type ChatSenderType } from '@seller-portal/contracts/chat';
import { createHash } from 'node:crypto';
import { solidPng } from '../shared/demo-png';
import type { AppDatabase } from '../../db/open-database';
import { demoCompletedOrders } from '../orders';
import { offerForReview } from './service';
import { ChatRepository, type ChatDemoRows, type NewChatMessageRow, type NewChatRoomRow } from './repository';

/**
 * The demo chats: seller@demo.test's store DEMO-60001 talks with eight customers (read and unread, every message
 * kind, over the last days), keeps templates and a review reminder quota; DEMO-60009 (mpp@demo.test) is the MPP
 * store, whitelisted, with a room at each of its two pickup points.
 */
export const chatDemo = {
  store: 'DEMO-60001',
  mppStore: 'DEMO-60009',
  mppPickupPoints: ['PP-DEMO-60009-SBY', 'PP-DEMO-60009-MLG'],
  bannedWords: ['bodoh', 'goblok', 'penipu', 'anjing', 'bangsat'],
} as const;

/** The image the demo's inappropriate-image rule lists: uploading these bytes gives a flagged image. */
export const demoInappropriateImage = solidPng(64, 64, [200, 30, 30]);
const demoPhoto = solidPng(96, 72, [214, 170, 110]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const productCards: Record<string, ChatProductDetail> = {
  coffee: { itemId: 'ITEM-60001-001', name: 'Kopi Arabika Gayo 250 g', price: 89_000, imageUrl: null, url: 'https://marketplace.example/p/ITEM-60001-001' },
  honey: { itemId: 'ITEM-60001-004', name: 'Madu Hutan Sumbawa 350 g', price: 120_000, imageUrl: null, url: 'https://marketplace.example/p/ITEM-60001-004' },
  rice: { itemId: 'ITEM-60009-001', name: 'Beras Pandan Wangi 5 kg', price: 78_000, imageUrl: null, url: 'https://marketplace.example/p/ITEM-60009-001' },
};

type DemoContent =
  | { kind: 'text'; text: string }
  | { kind: 'image'; image: 'photo' | 'flagged' }
  | { kind: 'product'; product: keyof typeof productCards }
  | { kind: 'order'; orderNumber: string }
  | { kind: 'sticker'; sticker: (typeof chatStickers)[number]['code'] };

interface DemoConversation {
  storeCode: string;
  customerId: string;
  customerName: string;
  pickupPointCode?: string;
  /** Messages oldest first: minutes before seeding, who wrote it, what. */
  messages: [minutesAgo: number, sender: ChatSenderType, content: DemoContent][];
  /** How many of the newest customer messages the seller has not read. */
  unread: number;
  /** Whether the customer has read the seller's messages. */
  customerRead: boolean;
}

const hour = 60;
const day = 24 * hour;
const dayMs = 86_400_000;
const t = (text: string): DemoContent => ({ kind: 'text', text });

const conversations: DemoConversation[] = [
  {
    storeCode: chatDemo.store,
    customerId: 'CUST-1',
    customerName: 'Budi Santoso',
    messages: [
      [2 * day, 'CUSTOMER', t('Halo kak, kopi Gayo-nya masih ada?')],
      [2 * day - 20, 'SELLER', t('Halo Kak Budi, masih ada ya. Mau yang 250 g atau 1 kg?')],
      [2 * day - 25, 'SELLER', { kind: 'product', product: 'coffee' }],
      [35, 'CUSTOMER', t('Yang 250 g dua bungkus. Bisa dikirim hari ini?')],
      [30, 'CUSTOMER', { kind: 'sticker', sticker: 'THANKS' }],
    ],
    unread: 2,
    customerRead: true,
  },
  {
    storeCode: chatDemo.store,
    customerId: 'CUST-2',
    customerName: 'Siti Rahayu',
    messages: [
      [3 * day, 'CUSTOMER', t('Kak, kemasannya datang seperti ini, apa memang begitu?')],
      [3 * day - 1, 'CUSTOMER', { kind: 'image', image: 'photo' }],
      [3 * day - 40, 'SELLER', t('Mohon maaf Kak Siti, kami kirim pengganti hari ini tanpa biaya.')],
      [3 * day - 45, 'CUSTOMER', t('Terima kasih banyak kak!')],
    ],
    unread: 0,
    customerRead: true,
  },
  {
    storeCode: chatDemo.store,
    customerId: 'CUST-3',
    customerName: 'Andi Wijaya',
    messages: [
      [5 * hour, 'SELLER', { kind: 'product', product: 'honey' }],
      [5 * hour - 2, 'SELLER', t('Madu ini sedang diskon minggu ini, Kak Andi.')],
      [2 * hour, 'CUSTOMER', t('Madunya asli hutan? Ada sertifikat halal?')],
    ],
    unread: 1,
    customerRead: true,
  },
  {
    storeCode: chatDemo.store,
    customerId: 'CUST-4',
    customerName: 'Dewi Lestari',
    messages: [
      [day + 3 * hour, 'CUSTOMER', { kind: 'order', orderNumber: 'ORD-20261120-0042' }],
      [day + 3 * hour - 1, 'CUSTOMER', t('Pesanan ini sudah dikirim belum ya?')],
      [day + 2 * hour, 'SELLER', t('Sudah dikirim kemarin sore, Kak Dewi. Nomor resinya ada di halaman pesanan.')],
    ],
    unread: 0,
    customerRead: true,
  },
  {
    storeCode: chatDemo.store,
    customerId: 'CUST-5',
    customerName: 'Rina Kusuma',
    messages: [
      [4 * day, 'CUSTOMER', t('Paketnya sudah sampai, rapi sekali.')],
      [4 * day - 10, 'SELLER', { kind: 'sticker', sticker: 'LOVE' }],
      [4 * day - 11, 'SELLER', t('Terima kasih sudah belanja, Kak Rina!')],
    ],
    unread: 0,
    customerRead: true,
  },
  {
    storeCode: chatDemo.store,
    customerId: 'CUST-6',
    customerName: 'Agus Pratama',
    messages: [
      [50, 'CUSTOMER', t('Permisi kak, saya mau pesan untuk acara kantor.')],
      [
        48,
        'CUSTOMER',
        t('Kira-kira 40 bungkus teh hijau melati dan 20 gula aren cair, bisa dapat harga grosir? Pengiriman ke Jakarta Selatan, paling lambat Jumat depan.'),
      ],
      [45, 'CUSTOMER', t('Kalau bisa sekalian dibungkus kado ya kak.')],
    ],
    unread: 3,
    customerRead: true,
  },
  {
    storeCode: chatDemo.store,
    customerId: 'CUST-7',
    customerName: 'Maya Putri',
    messages: [
      [6 * hour, 'CUSTOMER', t('Kak, cangkir keramiknya bisa pilih warna?')],
      [5 * hour, 'SELLER', t('Saat ini hanya putih, Kak Maya. Warna lain datang bulan depan.')],
    ],
    unread: 0,
    customerRead: false,
  },
  {
    storeCode: chatDemo.store,
    customerId: 'CUST-8',
    customerName: 'Joko Susilo',
    messages: [
      [6 * day, 'CUSTOMER', { kind: 'image', image: 'flagged' }],
      [6 * day - 30, 'SELLER', t('Mohon tidak mengirim gambar seperti itu, Kak. Ada yang bisa kami bantu?')],
      [6 * day - 60, 'CUSTOMER', t('Maaf kak, salah kirim.')],
    ],
    unread: 0,
    customerRead: true,
  },
  {
    storeCode: chatDemo.mppStore,
    customerId: 'CUST-21',
    customerName: 'Lina Marlina',
    pickupPointCode: chatDemo.mppPickupPoints[0],
    messages: [
      [3 * hour, 'CUSTOMER', t('Halo, beras 5 kg bisa diambil di gudang Surabaya?')],
      [2 * hour, 'SELLER', { kind: 'product', product: 'rice' }],
      [hour, 'CUSTOMER', t('Oke kak, saya ambil besok pagi.')],
    ],
    unread: 1,
    customerRead: true,
  },
  {
    storeCode: chatDemo.mppStore,
    customerId: 'CUST-22',
    customerName: 'Hendra Gunawan',
    pickupPointCode: chatDemo.mppPickupPoints[1],
    messages: [
      [day, 'CUSTOMER', t('Gudang Malang buka hari Minggu?')],
      [day - 15, 'SELLER', t('Buka, Kak Hendra, jam 08.00 sampai 14.00.')],
    ],
    unread: 0,
    customerRead: true,
  },
];

/** Fixed ids, so seeding again finds the same rows. */
const imageIds = { photo: '6a1f8f3e-3c1d-4e0a-9a51-000000000001', flagged: '6a1f8f3e-3c1d-4e0a-9a51-000000000002' } as const;

const templates = [
  { title: 'Salam pembuka', text: 'Halo {customerName}, terima kasih sudah menghubungi {storeName}. Ada yang bisa kami bantu?' },
  { title: 'Stok tersedia', text: 'Stok masih tersedia, {customerName}. Silakan langsung checkout, pesanan dikirim di hari yang sama.' },
  { title: 'Pesanan dikirim', text: 'Pesanan Anda sudah kami kirim hari ini. Nomor resi ada di halaman pesanan.' },
  { title: 'Penutup', text: 'Terima kasih sudah belanja di {storeName}. Jangan lupa beri ulasan ya, {customerName}!' },
];

function previewOf(content: DemoContent): { body: string; label: ChatMessageKind } {
  switch (content.kind) {
    case 'text':
      return { body: content.text, label: 'text' };
    case 'image':
      return { body: '', label: 'image' };
    case 'product':
      return { body: productCards[content.product].name, label: 'product' };
    case 'order':
      return { body: content.orderNumber, label: 'order' };
    case 'sticker':
      return { body: chatStickers.find((s) => s.code === content.sticker)?.emoji ?? '', label: 'sticker' };
  }
}

export function chatDemoRows(now: Date): ChatDemoRows {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const rooms: NewChatRoomRow[] = [];
  const messages: NewChatMessageRow[] = [];
  for (const c of conversations) {
    const roomId = chatRoomId(c.customerId, c.pickupPointCode);
    const customerMessages = c.messages.filter(([, sender]) => sender === 'CUSTOMER');
    const unreadFrom = customerMessages.length - c.unread;
    let customerIndex = 0;
    for (const [index, [minutesAgo, sender, content]] of c.messages.entries()) {
      const isCustomer = sender === 'CUSTOMER';
      const read = isCustomer ? customerIndex++ < unreadFrom : c.customerRead;
      messages.push({
        storeCode: c.storeCode,
        roomId,
        clientMessageId: `demo-${index + 1}`,
        senderType: sender,
        senderName: isCustomer ? c.customerName : 'Sari Penjual',
        kind: content.kind,
        text: content.kind === 'text' ? content.text : null,
        imageId: content.kind === 'image' ? imageIds[content.image] : null,
        product: content.kind === 'product' ? productCards[content.product] : null,
        orderNumber: content.kind === 'order' ? content.orderNumber : null,
        sticker: content.kind === 'sticker' ? content.sticker : null,
        readAt: read ? at(minutesAgo - 1) : null,
        createdAt: at(minutesAgo),
      });
    }
    const [lastMinutesAgo, lastSender, lastContent] = c.messages[c.messages.length - 1];
    const preview = previewOf(lastContent);
    rooms.push({
      storeCode: c.storeCode,
      roomId,
      customerId: c.customerId,
      customerName: c.customerName,
      pickupPointCode: c.pickupPointCode ?? null,
      updatedDate: at(lastMinutesAgo),
      senderType: lastSender,
      lastTextBody: preview.body,
      lastTextLabel: preview.label,
      hasBeenRead: c.unread === 0,
      hasBeenReadByCustomer: c.customerRead,
      unreadCount: c.unread,
      createdAt: at(c.messages[0][0]),
    });
  }
  return {
    mppSettings: { id: 1, isMppChatEnabled: true, whiteListedMppSellers: [chatDemo.mppStore] },
    mppFlags: [{ storeCode: chatDemo.mppStore, enabled: true }],
    bannedWords: [...chatDemo.bannedWords],
    blockedImageHashes: [{ sha256: sha256(demoInappropriateImage), reason: 'demo: an image the moderation list blocks' }],
    images: [
      { id: imageIds.photo, storeCode: chatDemo.store, uploadedBy: 'customer:CUST-2', contentType: 'image/png', content: demoPhoto, sha256: sha256(demoPhoto) },
      {
        id: imageIds.flagged,
        storeCode: chatDemo.store,
        uploadedBy: 'customer:CUST-8',
        contentType: 'image/png',
        content: demoInappropriateImage,
        sha256: sha256(demoInappropriateImage),
        inappropriate: true,
      },
    ],
    rooms,
    messages,
    templates: templates.map((template, position) => ({
      id: `7b2e5c10-4d3a-4f6b-8c21-00000000000${position + 1}`,
      storeCode: chatDemo.store,
      ...template,
      position,
      updatedAt: now,
    })),
    // The MPP store has no orders of the demo: its quota and one offer are rows of their own (an offer at its first
    // pickup point's room). DEMO-60001's come from its completed orders (`seedChatDemo`).
    quotas: [{ storeCode: chatDemo.mppStore, availableQuota: 2 }],
    reminderProducts: [
      {
        storeCode: chatDemo.mppStore,
        customerId: 'CUST-21',
        customerName: 'Lina Marlina',
        orderNumber: 'ORD-20261119-0101',
        itemId: 'ITEM-60009-002',
        deliveredAt: at(2 * day),
        expiresAt: new Date(at(2 * day).getTime() + chatLimits.reviewReminderOfferDays * dayMs),
      },
    ],
  };
}

/**
 * The demo chats, then the review reminders of the demo orders completed in the last `reviewReminderOfferDays`,
 * offered and granted as each completion would have (so DEMO-60001's quota and products are its orders'); an order
 * offered already adds nothing.
 */
export async function seedChatDemo(db: AppDatabase, now: Date): Promise<void> {
  const repository = new ChatRepository(db);
  await repository.insertDemo(chatDemoRows(now));
  const since = now.getTime() - chatLimits.reviewReminderOfferDays * dayMs;
  const orders = (await demoCompletedOrders(db, chatDemo.store)).filter((order) => order.completedAt.getTime() > since);
  await repository.transaction(async (tx) => {
    for (const order of orders) await offerForReview(repository, tx, order);
  });
}
