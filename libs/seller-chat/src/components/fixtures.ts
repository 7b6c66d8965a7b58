import type { ChatMessage, ChatSession } from '@seller-portal/chat-core';
import type { ChatPickerProduct } from '@seller-portal/contracts/chat';

// Fixed props for the stories of the chat components (not used by the pages).

const base = Date.parse('2026-11-25T09:30:00+07:00');
const minute = 60_000;

export const storyNow = base + 5 * minute;

export function storySession(roomId: string, over: Partial<ChatSession> = {}): ChatSession {
  return {
    roomId,
    customerId: roomId.split('_')[0],
    customerName: 'Si*** De**',
    customerUnmaskedName: 'Sinta Dewi',
    pickupPointCode: null,
    updatedDate: base,
    senderType: 'CUSTOMER',
    chat: { text: { body: 'Kak, barangnya ready?', label: 'text' } },
    hasBeenRead: true,
    hasBeenReadByCustomer: true,
    unreadCount: 0,
    ...over,
  };
}

export const storySessions: ChatSession[] = [
  storySession('CUST-1', { customerName: 'Sinta Dewi', unreadCount: 2, hasBeenRead: false, updatedDate: base - 2 * minute }),
  storySession('CUST-2', {
    customerName: 'Budi Santoso',
    senderType: 'SELLER',
    chat: { text: { body: 'Sudah kami kirim ya kak', label: 'text' } },
    updatedDate: base - 40 * minute,
  }),
  storySession('CUST-3', { customerName: 'Andi Wijaya', chat: { text: { body: '', label: 'image' } }, updatedDate: base - 3 * 60 * minute }),
  storySession('CUST-4', {
    customerName: 'Citra Lestari',
    chat: { text: { body: 'Kaos Polos Hitam', label: 'product' } },
    updatedDate: base - 26 * 60 * minute,
  }),
  storySession('CUST-5', { customerName: 'Dewi Anggraini', chat: { text: { body: '👋', label: 'sticker' } }, updatedDate: base - 5 * 24 * 60 * minute }),
];

function message(id: string, minutesAgo: number, over: Partial<ChatMessage> & Pick<ChatMessage, 'senderType'>): ChatMessage {
  return {
    id,
    roomId: 'CUST-1',
    clientMessageId: id,
    senderName: over.senderType === 'SELLER' ? 'Sari Penjual' : 'Sinta Dewi',
    createdDate: base - minutesAgo * minute,
    hasBeenRead: true,
    delivery: 'sent',
    kind: 'text',
    text: '',
    ...over,
  } as ChatMessage;
}

export const storyMessages: ChatMessage[] = [
  message('m1', 26 * 60, { senderType: 'CUSTOMER', kind: 'text', text: 'Halo kak, mau tanya stok kaos hitam ukuran L.' }),
  message('m2', 26 * 60 - 3, { senderType: 'SELLER', kind: 'text', text: 'Halo kak Sinta, stoknya masih ada 😊', delivery: 'read' }),
  message('m3', 40, {
    senderType: 'SELLER',
    kind: 'product',
    product: { itemId: 'TOD-60001-00001-00001', name: 'Kaos Polos Hitam L', price: 79000, imageUrl: null, url: null },
    delivery: 'read',
  }),
  message('m4', 30, { senderType: 'CUSTOMER', kind: 'order', order: { orderNumber: 'ORD-2026-0001' } }),
  message('m5', 20, {
    senderType: 'CUSTOMER',
    kind: 'image',
    image: { id: 'img-1', url: '', contentType: 'image/jpeg', sizeBytes: 1000, width: 240, height: 180, inappropriate: true },
  }),
  message('m6', 10, { senderType: 'CUSTOMER', kind: 'sticker', sticker: 'THANKS' }),
  message('m7', 4, { senderType: 'SELLER', kind: 'text', text: 'Pesanan kakak kami proses hari ini.', delivery: 'sent' }),
  message('m8', 2, { senderType: 'SELLER', kind: 'text', text: 'Resi menyusul ya kak.', delivery: 'failed' }),
  message('m9', 1, { senderType: 'SELLER', kind: 'sticker', sticker: 'PACKAGE', delivery: 'pending' }),
];

export const storyTemplates = [
  { id: 't1', title: 'Salam', text: 'Halo {customerName}, terima kasih sudah chat dengan {storeName}!' },
  { id: 't2', title: 'Stok tersedia', text: 'Stoknya masih tersedia ya kak, silakan langsung dipesan.' },
  { id: 't3', title: 'Pengiriman', text: 'Pesanan kakak sudah kami kirim hari ini.' },
];

/** A product's photo for the stories: a tinted tile (an SVG data URI). */
function storyPhoto(hue: number): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="hsl(${hue} 60% 80%)"/></svg>`)}`;
}

export const storyProducts: ChatPickerProduct[] = [
  { itemId: 'ITEM-60001-001', name: 'Kopi Arabika Gayo 250 g', price: 89_000, stock: 42, imageUrl: storyPhoto(30) },
  { itemId: 'ITEM-60001-006', name: 'Kopi Robusta Lampung 500 g', price: 76_000, stock: 35, imageUrl: storyPhoto(20) },
  { itemId: 'ITEM-60001-007', name: 'Kopi Toraja Kalosi 200 g', price: 98_000, stock: 9, imageUrl: null },
  { itemId: 'ITEM-60001-002', name: 'Teh Hijau Melati 100 g', price: 35_500, stock: 1_120, imageUrl: storyPhoto(120) },
  { itemId: 'ITEM-60001-004', name: 'Madu Hutan Sumbawa 350 g', price: 120_000, stock: 18, imageUrl: storyPhoto(45) },
];

/** The picker's search over `storyProducts`, answering after `delayMs` as a server would. */
export function storyProductSearch(delayMs = 300): (query: string, signal: AbortSignal) => Promise<ChatPickerProduct[]> {
  return (query, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const needle = query.toLowerCase();
        resolve(storyProducts.filter((p) => p.name.toLowerCase().includes(needle) || p.itemId.toLowerCase().includes(needle)));
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}
