import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RoomQuery } from '../lib/room-list';
import { ConversationList, type ConversationListProps } from './ConversationList';
import { storyNow, storySessions } from './fixtures';

function ListStory(props: Omit<ConversationListProps, 'query' | 'onQueryChange'>) {
  const [query, setQuery] = useState<RoomQuery>({ filter: 'all', search: '' });
  return (
    <MemoryRouter>
      <div style={{ height: 560, maxWidth: 380, border: '1px solid #dfe3e8' }}>
        <ConversationList {...props} query={query} onQueryChange={setQuery} />
      </div>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Features/seller-chat/ConversationList',
  component: ListStory,
  args: {
    sessions: storySessions,
    status: 'ready',
    hasMore: false,
    loadingMore: false,
    onLoadMore: () => undefined,
    onReload: () => undefined,
    activeRoomId: 'CUST-2',
    now: storyNow,
  },
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread counts, previews of text and of other kinds ("Foto", "Produk: …"), relative times; the open room highlighted. */
export const Rooms: Story = {};

/** Thousands of rooms: only the rows in view are in the page. */
export const Thousands: Story = {
  args: {
    sessions: Array.from({ length: 5000 }, (_, index) => ({
      ...storySessions[index % storySessions.length],
      roomId: `CUST-${index + 1}`,
      customerId: `CUST-${index + 1}`,
      customerName: `Pelanggan ${index + 1}`,
      updatedDate: storyNow - index * 60_000,
    })),
  },
};

/** An MPP seller chooses a pickup point. */
export const PickupPoints: Story = {
  args: {
    pickupPoints: [
      { code: 'PP-01', name: 'Gudang Jakarta' },
      { code: 'PP-02', name: 'Gudang Bandung' },
    ],
    sessions: storySessions.map((session, index) => ({ ...session, pickupPointCode: index % 2 ? 'PP-02' : 'PP-01' })),
  },
};

export const Loading: Story = { args: { status: 'loading', sessions: [] } };

export const Empty: Story = { args: { sessions: [] } };

export const Failed: Story = { args: { status: 'error', sessions: [] } };
