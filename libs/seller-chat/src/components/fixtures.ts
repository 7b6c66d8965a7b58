import type { ChatMessage, ChatSession } from '@seller-portal/chat-core';

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
