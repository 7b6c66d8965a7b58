import type { NotificationItem } from '@seller-portal/contracts/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { NotificationRow } from './NotificationRow';
import styles from './notifications.module.css';

const now = Date.UTC(2026, 10, 25, 10, 0);
const item = (id: string, minutesAgo: number, read: boolean, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  category: 'ORDER',
  source: { kind: 'EVENT', code: 'ORDER_CREATED' },
  texts: {
    id: { title: 'Pesanan baru ORD-20261124-0007', body: 'Kirim sebelum besok pukul 17.00 agar tidak dibatalkan otomatis.' },
    en: { title: 'New order ORD-20261124-0007', body: 'Ship it before 5 pm tomorrow so that it is not cancelled automatically.' },
  },
  link: null,
  createdAt: now - minutesAgo * 60_000,
  readAt: read ? now : null,
  ...overrides,
});

function ListStory({ items, lastSeen }: { items: NotificationItem[]; lastSeen: number }) {
  return (
    <MemoryRouter>
      <section className={styles.panel} style={{ maxWidth: 720 }}>
        <ul className={styles.list}>
          {items.map((n) => (
            <NotificationRow key={n.id} notification={n} isNew={Number(n.id) > lastSeen} now={now} onOpen={() => undefined} />
          ))}
        </ul>
      </section>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Features/notifications/NotificationRow',
  component: ListStory,
  args: {
    lastSeen: 2,
    items: [
      item('4', 5, false, {
        category: 'CHAT',
        link: '/conversations',
        texts: {
          id: { title: 'Ada chat yang belum dibalas', body: 'Pelanggan CUST-2 menunggu balasan Anda.' },
          en: { title: 'A chat is waiting for your reply', body: 'Customer CUST-2 is waiting for your reply.' },
        },
      }),
      item('3', 45, false),
      item('2', 60 * 26, true, {
        category: 'PROMOTION',
        link: 'https://seller.example.com/promo',
        texts: {
          id: { title: 'Ikuti promo Harbolnas 12.12', body: 'Daftarkan produk Anda sebelum 5 Desember.' },
          en: { title: 'Join the 12.12 Harbolnas promotion', body: 'Register your products before 5 December.' },
        },
      }),
      item('1', 60 * 24 * 8, true, { category: 'SYSTEM' }),
    ],
  },
} satisfies Meta<typeof ListStory>;

export default meta;

/** Unread rows bold with a dot, a "new" badge on what arrived since the last visit, read rows plain; with and without links. */
export const List: StoryObj<typeof meta> = {};
